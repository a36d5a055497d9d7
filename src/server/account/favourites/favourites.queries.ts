import type { Db } from '../../db/database';

/** The shopper's starred products with what "My favourites" shows of each (issue 14). */
export interface FavouriteRow {
  productId: number;
  familyId: number;
  nameEn: string;
  nameFr: string;
  formatEn: string;
  formatFr: string;
  image: string;
  priceCents: number;
  regularPriceCents: number;
  rxFeeCents: number;
  isBulkItem: boolean;
  isInStock: boolean;
  stockQuantity: number;
  isLongTermBackorder: boolean;
  lastReportedInStockAt: string | null;
  allowBrowsing: boolean;
  isPrescriptionProduct: boolean;
  isApprovalRequired: boolean;
  maxQuantityRestrictionPerOrder: number;
  addedAt: string;
}

/** Newest first. */
export async function listFavouriteRows(db: Db, userId: number): Promise<FavouriteRow[]> {
  const rows = await db
    .selectFrom('favourites as fav')
    .innerJoin('products as p', 'p.id', 'fav.product_id')
    .select([
      'p.id', 'p.family_id', 'p.name_en', 'p.name_fr', 'p.product_format_en', 'p.product_format_fr', 'p.image', 'p.unit_price_cents',
      'p.regular_unit_price_cents', 'p.rx_fee_cents', 'p.is_bulk_item', 'p.is_in_stock', 'p.stock_quantity', 'p.is_long_term_backorder', 'p.last_reported_in_stock_at',
      'p.allow_browsing', 'p.is_prescription_product', 'p.is_approval_required', 'p.max_quantity_restriction_per_order', 'fav.created_at',
    ])
    .where('fav.user_id', '=', userId)
    .orderBy('fav.created_at', 'desc')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({
    productId: Number(r.id), familyId: Number(r.family_id), nameEn: r.name_en, nameFr: r.name_fr, formatEn: r.product_format_en,
    formatFr: r.product_format_fr, image: r.image, priceCents: Number(r.unit_price_cents), regularPriceCents: Number(r.regular_unit_price_cents),
    rxFeeCents: Number(r.rx_fee_cents), isBulkItem: r.is_bulk_item === 1,
    isInStock: r.is_in_stock === 1, stockQuantity: Number(r.stock_quantity), isLongTermBackorder: r.is_long_term_backorder === 1,
    lastReportedInStockAt: r.last_reported_in_stock_at, allowBrowsing: r.allow_browsing === 1, isPrescriptionProduct: r.is_prescription_product === 1,
    isApprovalRequired: r.is_approval_required === 1, maxQuantityRestrictionPerOrder: Number(r.max_quantity_restriction_per_order), addedAt: r.created_at,
  }));
}

/** Every category id each family is listed in (all its places in the tree, not only the breadcrumb). */
export async function listedCategoryIds(db: Db, familyIds: readonly number[]): Promise<Map<number, number[]>> {
  const byFamily = new Map<number, number[]>();
  if (familyIds.length === 0) return byFamily;
  const rows = await db.selectFrom('family_categories').select(['family_id', 'l1_id', 'l2_id', 'l3_id']).where('family_id', 'in', [...new Set(familyIds)]).execute();
  for (const row of rows) {
    const ids = byFamily.get(Number(row.family_id)) ?? [];
    for (const id of [row.l1_id, row.l2_id, row.l3_id]) if (id !== null) ids.push(Number(id));
    byFamily.set(Number(row.family_id), ids);
  }
  return byFamily;
}

/** The shopper's pets and prescriptions, for the pet each favourite starts with (the product page's rule). */
export async function listPetsAndPrescriptions(db: Db, userId: number) {
  const [pets, prescriptions] = await Promise.all([
    db.selectFrom('pets').select(['id', 'species']).where('user_id', '=', userId).where('is_deleted', '=', 0).orderBy('id').execute(),
    db
      .selectFrom('prescriptions')
      .innerJoin('pets', 'pets.id', 'prescriptions.pet_id')
      .select([
        'prescriptions.family_id', 'prescriptions.pet_id', 'prescriptions.rx_status_id', 'prescriptions.expires_at',
        'prescriptions.refill_quantity', 'prescriptions.refill_quantity_remaining',
      ])
      .where('prescriptions.user_id', '=', userId)
      .where('pets.is_deleted', '=', 0)
      .orderBy('prescriptions.id')
      .execute(),
  ]);
  return {
    pets: pets.map((p) => ({ id: Number(p.id), species: p.species })),
    prescriptions: prescriptions.map((rx) => ({
      familyId: Number(rx.family_id), petId: Number(rx.pet_id), rxStatusId: Number(rx.rx_status_id), expiresAt: rx.expires_at,
      refillQuantity: Number(rx.refill_quantity), refillQuantityRemaining: Number(rx.refill_quantity_remaining),
    })),
  };
}

export async function productExists(db: Db, productId: number): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst()) !== undefined;
}

export async function addFavourite(db: Db, userId: number, productId: number, now = new Date()): Promise<void> {
  await db
    .insertInto('favourites')
    .values({ user_id: userId, product_id: productId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
}

export async function removeFavourite(db: Db, userId: number, productId: number): Promise<void> {
  await db.deleteFrom('favourites').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}
