import type { AutoOrderStatus } from '../../../domain/auto-order-status';
import type { Db } from '../../db/database';
import { flag } from '../../db/database';
import type { ProductTable } from '../../db/schema';
import { readCatalogueState } from '../../db/catalogue-version';
import type { CatalogueSnapshot, SnapshotProduct, SnapshotPromotionGroup } from './search-index/snapshot';

export {
  bumpCatalogueVersion, markProductsChanged, oldestLoggedChange, pruneChangeLog, readCatalogueState, readChangedProductIds,
} from '../../db/catalogue-version';

/**
 * Every database read and write of the catalogue feature (STYLE §3: only this file imports the
 * query builder). The index is built from a handful of bulk reads; nothing here runs on the list
 * call except a signed-in shopper's favourites.
 */

export async function loadCatalogueSnapshot(db: Db): Promise<CatalogueSnapshot> {
  // The version and change sequence are read first: a change committed during the reads is read
  // again by the next check (a rebuild, or the product re-read in place).
  const { version, changeSeq } = await readCatalogueState(db);
  const [categories, manufacturers, families, placements, properties, propertyValues, familyPropertyValues, products, promotions, groups, groupProducts, banners] =
    await Promise.all([
      db.selectFrom('categories').selectAll().execute(),
      db.selectFrom('manufacturers').select(['id', 'name']).execute(),
      db
        .selectFrom('product_families')
        .select([
          'id', 'manufacturer_id', 'name_en', 'name_fr', 'description_en', 'description_fr', 'product_type_id',
          'product_type_name_en', 'product_type_name_fr', 'is_made_in_canada', 'suggestion_keywords', 'sort_order',
        ])
        .execute(),
      db.selectFrom('family_categories').selectAll().execute(),
      db.selectFrom('properties').selectAll().execute(),
      db.selectFrom('property_values').selectAll().execute(),
      db.selectFrom('family_property_values').selectAll().execute(),
      db
        .selectFrom('products')
        .select([
          'id', 'family_id', 'name_en', 'name_fr', 'mfg_sku', 'product_format_en', 'product_format_fr', 'image', 'is_default',
          'sort_order', 'unit_price_cents', 'regular_unit_price_cents', 'auto_order_unit_price_cents', 'rx_fee_cents',
          'column_regular_retail_cents', 'auto_order_discount_percentage', 'auto_order_discount_clinic_percentage',
          'auto_order_discount_sponsored_percentage', 'is_in_stock', 'is_long_term_backorder', 'is_featured', 'is_terra_cycle', 'is_prescription_product',
          'is_approval_required', 'is_bulk_item', 'allow_browsing',
        ])
        .execute(),
      db.selectFrom('promotions').selectAll().execute(),
      db.selectFrom('promotion_groups').selectAll().orderBy('id').execute(),
      db.selectFrom('promotion_group_products').selectAll().orderBy('group_id').orderBy('product_id').execute(),
      db.selectFrom('banners').selectAll().orderBy('id').execute(),
    ]);

  const groupsById = new Map<number, SnapshotPromotionGroup>();
  for (const g of groups) {
    groupsById.set(g.id, { id: g.id, promotionId: g.promotion_id, kind: g.kind === 'get' ? 'get' : 'buy', minQuantity: g.min_quantity, productIds: [] });
  }
  for (const gp of groupProducts) groupsById.get(gp.group_id)?.productIds.push(gp.product_id);

  return {
    version,
    changeSeq,
    categories: categories.map((c) => ({
      id: c.id, parentId: c.parent_id, level: c.level, nameEn: c.name_en, nameFr: c.name_fr, sortOrder: c.sort_order, icon: c.icon,
    })),
    manufacturers,
    families: families.map((f) => ({
      id: f.id,
      manufacturerId: f.manufacturer_id,
      nameEn: f.name_en,
      nameFr: f.name_fr,
      descriptionEn: f.description_en,
      descriptionFr: f.description_fr,
      productTypeId: f.product_type_id,
      productTypeNameEn: f.product_type_name_en,
      productTypeNameFr: f.product_type_name_fr,
      isMadeInCanada: flag(f.is_made_in_canada),
      suggestionKeywords: f.suggestion_keywords,
      sortOrder: f.sort_order,
    })),
    placements: placements.map((p) => ({ familyId: p.family_id, l1: p.l1_id, l2: p.l2_id, l3: p.l3_id, isPrimary: flag(p.is_primary) })),
    properties: properties.map((p) => ({ id: p.id, filterName: p.filter_name, nameEn: p.name_en, nameFr: p.name_fr, sortOrder: p.sort_order })),
    propertyValues: propertyValues.map((v) => ({
      id: v.id, propertyId: v.property_id, queryValue: v.query_value, valueEn: v.value_en, valueFr: v.value_fr, sortOrder: v.sort_order,
    })),
    familyPropertyValues: familyPropertyValues.map((v) => ({ familyId: v.family_id, propertyValueId: v.property_value_id })),
    products: products.map((p) => ({
      id: p.id,
      familyId: p.family_id,
      nameEn: p.name_en,
      nameFr: p.name_fr,
      mfgSku: p.mfg_sku,
      formatEn: p.product_format_en,
      formatFr: p.product_format_fr,
      image: p.image,
      isDefault: flag(p.is_default),
      sortOrder: p.sort_order,
      ...productState(p),
      isFeatured: flag(p.is_featured),
      isTerraCycle: flag(p.is_terra_cycle),
      isPrescriptionProduct: flag(p.is_prescription_product),
      isApprovalRequired: flag(p.is_approval_required),
      isBulkItem: flag(p.is_bulk_item),
      allowBrowsing: flag(p.allow_browsing),
    })),
    promotions: promotions.map((p) => ({
      id: p.id,
      nameEn: p.name_en,
      nameFr: p.name_fr,
      descriptionEn: p.description_en,
      descriptionFr: p.description_fr,
      finePrintEn: p.fine_print_en,
      finePrintFr: p.fine_print_fr,
      badgeLabelEn: p.badge_label_en,
      badgeLabelFr: p.badge_label_fr,
      promoTypeId: p.promo_type_id,
      startDate: p.start_date,
      endDate: p.end_date,
      isInstantRebate: flag(p.is_instant_rebate),
      isForSubscriptionsOnly: flag(p.is_for_subscriptions_only),
      isAutoOrderOnlyOffer: flag(p.is_auto_order_only_offer),
      isPercentageDiscount: flag(p.is_percentage_discount),
      discountPercent: Number(p.discount_percent),
      hidePromoInfoInWebstore: flag(p.hide_promo_info_in_webstore),
      isNotQualified: flag(p.is_not_qualified),
      qualificationReason: p.qualification_reason,
    })),
    promotionGroups: [...groupsById.values()],
    banners: banners.map((b) => ({
      id: b.id, name: b.name, contentEn: b.content_en, contentFr: b.content_fr, l1CategoryId: b.l1_category_id, isActive: flag(b.is_active),
      startsAt: b.starts_at, endsAt: b.ends_at,
    })),
  };
}

// ---------------------------------------------------------------- stock and price changes

/** The fields a stock or price change may move (applied to the live index in place). */
export type ProductState = Pick<SnapshotProduct,
  'unitPrice' | 'regularUnitPrice' | 'autoOrderUnitPrice' | 'rxFee' | 'columnRegularRetail' | 'autoOrderDiscountPercentage' |
  'autoOrderDiscountClinicPercentage' | 'autoOrderDiscountSponsoredPercentage' | 'isInStock' | 'isLongTermBackorder'>;

const PRODUCT_STATE_COLUMNS = [
  'unit_price_cents', 'regular_unit_price_cents', 'auto_order_unit_price_cents', 'rx_fee_cents', 'column_regular_retail_cents',
  'auto_order_discount_percentage', 'auto_order_discount_clinic_percentage', 'auto_order_discount_sponsored_percentage',
  'is_in_stock', 'is_long_term_backorder',
] as const;

function productState(p: Pick<ProductTable, (typeof PRODUCT_STATE_COLUMNS)[number]>): ProductState {
  return {
    unitPrice: Number(p.unit_price_cents),
    regularUnitPrice: Number(p.regular_unit_price_cents),
    autoOrderUnitPrice: Number(p.auto_order_unit_price_cents),
    rxFee: Number(p.rx_fee_cents),
    columnRegularRetail: Number(p.column_regular_retail_cents),
    autoOrderDiscountPercentage: Number(p.auto_order_discount_percentage),
    autoOrderDiscountClinicPercentage: Number(p.auto_order_discount_clinic_percentage),
    autoOrderDiscountSponsoredPercentage: Number(p.auto_order_discount_sponsored_percentage),
    isInStock: flag(p.is_in_stock),
    isLongTermBackorder: flag(p.is_long_term_backorder),
  };
}

/** The current stock state and prices of these products (ids that no longer exist are left out). */
/** How many products the catalogue holds (the start decides where to build the first index by it). */
export async function countProducts(db: Db): Promise<number> {
  const row = await db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function loadProductStates(db: Db, productIds: readonly number[]): Promise<Map<number, ProductState>> {
  const states = new Map<number, ProductState>();
  for (let i = 0; i < productIds.length; i += 500) {
    const rows = await db
      .selectFrom('products')
      .select(['id', ...PRODUCT_STATE_COLUMNS])
      .where('id', 'in', productIds.slice(i, i + 500))
      .execute();
    for (const row of rows) states.set(Number(row.id), productState(row));
  }
  return states;
}

// ---------------------------------------------------------------- details

export async function findProductFamilyId(db: Db, productId: number) {
  return db.selectFrom('products').select(['id', 'family_id', 'allow_browsing']).where('id', '=', productId).executeTakeFirst();
}

export async function loadFamilyDetails(db: Db, familyId: number) {
  const [family, products, images, placements, properties] = await Promise.all([
    db
      .selectFrom('product_families')
      .innerJoin('manufacturers', 'manufacturers.id', 'product_families.manufacturer_id')
      .selectAll('product_families')
      .select('manufacturers.name as manufacturer_name')
      .where('product_families.id', '=', familyId)
      .executeTakeFirst(),
    db.selectFrom('products').selectAll().where('family_id', '=', familyId).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('family_images').selectAll().where('family_id', '=', familyId).orderBy('position').execute(),
    db.selectFrom('family_categories').selectAll().where('family_id', '=', familyId).orderBy('is_primary', 'desc').execute(),
    db
      .selectFrom('family_property_values')
      .innerJoin('property_values', 'property_values.id', 'family_property_values.property_value_id')
      .innerJoin('properties', 'properties.id', 'property_values.property_id')
      .select([
        'properties.id as property_id', 'properties.filter_name', 'properties.name_en as property_name_en',
        'properties.name_fr as property_name_fr', 'property_values.query_value', 'property_values.value_en', 'property_values.value_fr',
      ])
      .where('family_property_values.family_id', '=', familyId)
      .orderBy('properties.sort_order')
      .orderBy('property_values.sort_order')
      .execute(),
  ]);
  return family ? { family, products, images, placements, properties } : null;
}

export async function loadShopperProductState(db: Db, userId: number, productIds: readonly number[]) {
  if (productIds.length === 0) return { favourites: new Set<number>(), tracking: new Set<number>() };
  const [favourites, tracking] = await Promise.all([
    db.selectFrom('favourites').select('product_id').where('user_id', '=', userId).where('product_id', 'in', productIds).execute(),
    db
      .selectFrom('product_availability_tracking')
      .select('product_id')
      .where('user_id', '=', userId)
      .where('product_id', 'in', productIds)
      .execute(),
  ]);
  return { favourites: new Set(favourites.map((f) => f.product_id)), tracking: new Set(tracking.map((t) => t.product_id)) };
}

export async function listShopperPets(db: Db, userId: number) {
  return db.selectFrom('pets').select(['id', 'name', 'species']).where('user_id', '=', userId).where('is_deleted', '=', 0).orderBy('id').execute();
}

export async function listShopperPrescriptions(db: Db, userId: number) {
  return db
    .selectFrom('prescriptions')
    .innerJoin('pets', 'pets.id', 'prescriptions.pet_id')
    .select([
      'prescriptions.id', 'prescriptions.family_id', 'prescriptions.pet_id', 'pets.name as pet_name', 'prescriptions.rx_status_id',
      'prescriptions.quantity', 'prescriptions.refill_quantity', 'prescriptions.refill_quantity_remaining', 'prescriptions.expires_at',
    ])
    .where('prescriptions.user_id', '=', userId)
    .where('pets.is_deleted', '=', 0)
    .orderBy('prescriptions.id')
    .execute();
}

// ---------------------------------------------------------------- favourites

/** Product ids the shopper starred: one small read on a shopper's list call. */
export async function listFavouriteProductIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('favourites').select('product_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.product_id));
}

/** Which of these products the shopper starred. */
export async function favouriteProductIdsAmong(db: Db, userId: number, productIds: readonly number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db.selectFrom('favourites').select('product_id').where('user_id', '=', userId).where('product_id', 'in', productIds).execute();
  return new Set(rows.map((r) => Number(r.product_id)));
}

/** AutoOrders a product can still be added to: not paused, cancelled or waiting for the vet. */
const TAKES_PRODUCTS: readonly AutoOrderStatus[] = ['active', 'needs_attention'];

/**
 * cc §3 nextValidSubscriptionInfo: the date of the shopper's soonest AutoOrder that can take a
 * product, shown on the product page ("Add to my AutoOrder"). The catalogue reads it as it reads the
 * shopper's prescriptions and favourites; the AutoOrder feature sits above the catalogue.
 */
export async function nextValidSubscriptionDate(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('auto_order_subscriptions')
    .select('next_order_date')
    .where('user_id', '=', userId)
    .where('status', 'in', TAKES_PRODUCTS)
    .orderBy('next_order_date')
    .executeTakeFirst();
  return row?.next_order_date ?? null;
}
