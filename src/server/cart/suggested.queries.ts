import type { ProductListItem } from '../../contracts/catalogue';
import type { Language } from '../../domain/constants';
import type { Db } from '../db/database';
import { flag } from '../db/database';

/**
 * 'You may also like' on the cart page (cc §2): in-stock, browsable families from the top-level
 * categories of what is in the cart (featured ones when the cart is empty), each by its default
 * child, in the catalogue's list-item shape. The catalogue's index answers lists; until it offers
 * a "suggestions for these families" call, this small query keeps the cart independent of it.
 */
export const SUGGESTED_PRODUCTS_LIMIT = 8;

export async function listSuggestedProducts(
  db: Db,
  { userId, cartFamilyIds, lang, now }: { userId: number; cartFamilyIds: readonly number[]; lang: Language; now: Date },
): Promise<ProductListItem[]> {
  const fr = lang === 'fr';
  let query = db
    .selectFrom('products as p')
    .innerJoin('product_families as f', 'f.id', 'p.family_id')
    .innerJoin('manufacturers as m', 'm.id', 'f.manufacturer_id')
    .innerJoin('family_categories as fc', (join) => join.onRef('fc.family_id', '=', 'f.id').on('fc.is_primary', '=', 1))
    .leftJoin('categories as c1', 'c1.id', 'fc.l1_id')
    .leftJoin('categories as c2', 'c2.id', 'fc.l2_id')
    .leftJoin('categories as c3', 'c3.id', 'fc.l3_id')
    .select((eb) => [
      'p.id', 'p.family_id', 'p.mfg_sku', 'p.image', 'p.product_format_en', 'p.product_format_fr', 'p.is_in_stock', 'p.is_featured',
      'p.is_terra_cycle', 'p.is_prescription_product', 'p.is_approval_required', 'p.is_bulk_item', 'p.unit_price_cents',
      'p.regular_unit_price_cents', 'p.auto_order_unit_price_cents', 'p.rx_fee_cents', 'p.auto_order_discount_percentage',
      'p.auto_order_discount_clinic_percentage', 'p.auto_order_discount_sponsored_percentage', 'p.column_regular_retail_cents',
      'f.name_en', 'f.name_fr', 'f.manufacturer_id', 'f.product_type_name_en', 'f.product_type_name_fr', 'f.is_made_in_canada',
      'm.name as mfg_name', 'fc.l1_id', 'fc.l2_id', 'fc.l3_id', 'c1.name_en as l1_en', 'c1.name_fr as l1_fr',
      'c2.name_en as l2_en', 'c2.name_fr as l2_fr', 'c3.name_en as l3_en', 'c3.name_fr as l3_fr',
      eb.selectFrom('products as sibling').select((s) => s.fn.countAll<number>().as('n')).whereRef('sibling.family_id', '=', 'f.id').as('num_products'),
      eb.exists(eb.selectFrom('favourites as fav').select('fav.product_id').whereRef('fav.product_id', '=', 'p.id').where('fav.user_id', '=', userId)).as('is_favourite'),
    ])
    .where('p.is_default', '=', 1)
    .where('p.is_in_stock', '=', 1)
    .where('p.is_long_term_backorder', '=', 0)
    .where('p.allow_browsing', '=', 1);

  if (cartFamilyIds.length > 0) {
    const families = [...new Set(cartFamilyIds)];
    query = query
      .where('f.id', 'not in', families)
      .where('fc.l1_id', 'in', (eb) => eb.selectFrom('family_categories').select('l1_id').where('family_id', 'in', families).where('is_primary', '=', 1));
  } else {
    query = query.where('p.is_featured', '=', 1);
  }
  const rows = await query.orderBy('p.is_featured', 'desc').orderBy('f.sort_order').orderBy('f.id').limit(SUGGESTED_PRODUCTS_LIMIT).execute();
  if (rows.length === 0) return [];

  const badges = await promotionBadges(db, rows.map((r) => Number(r.id)), now, lang);
  return rows.map((r) => {
    const badge = badges.get(Number(r.id)) ?? null;
    return {
      productId: Number(r.id),
      id: Number(r.family_id),
      name: fr ? r.name_fr : r.name_en,
      mfgName: r.mfg_name,
      mfgId: Number(r.manufacturer_id),
      mfgSku: r.mfg_sku,
      image: r.image,
      productFormat: fr ? r.product_format_fr : r.product_format_en,
      productTypeName: fr ? r.product_type_name_fr : r.product_type_name_en,
      isInStock: flag(r.is_in_stock),
      isFeatured: flag(r.is_featured),
      isOnPromotion: badge !== null,
      promotionBadgeLabel: badge,
      isFavourite: flag(r.is_favourite),
      isTerraCycle: flag(r.is_terra_cycle),
      isMadeInCanada: flag(r.is_made_in_canada),
      isPrescriptionProduct: flag(r.is_prescription_product),
      isApprovalRequired: flag(r.is_approval_required),
      isRequireVerification: flag(r.is_prescription_product) || flag(r.is_approval_required),
      isBulkItem: flag(r.is_bulk_item),
      numProductsInFamily: Number(r.num_products ?? 1),
      productPrice: {
        unitPrice: Number(r.unit_price_cents),
        regularUnitPrice: Number(r.regular_unit_price_cents),
        autoOrderUnitPrice: Number(r.auto_order_unit_price_cents),
        rxFee: Number(r.rx_fee_cents),
        autoOrderDiscountPercentage: Number(r.auto_order_discount_percentage),
        autoOrderDiscountClinicPercentage: Number(r.auto_order_discount_clinic_percentage),
        autoOrderDiscountSponsoredPercentage: Number(r.auto_order_discount_sponsored_percentage),
        columnRegularRetail: Number(r.column_regular_retail_cents),
      },
      l1CategoryId: Number(r.l1_id),
      categoriesCombinedDto: {
        l1Id: Number(r.l1_id),
        l1Name: (fr ? r.l1_fr : r.l1_en) ?? '',
        l2Id: r.l2_id === null ? null : Number(r.l2_id),
        l2Name: (fr ? r.l2_fr : r.l2_en) ?? null,
        l3Id: r.l3_id === null ? null : Number(r.l3_id),
        l3Name: (fr ? r.l3_fr : r.l3_en) ?? null,
      },
    };
  });
}

/** The badge of the first visible running promotion of each product (cat §4: hidden ones only in debug). */
async function promotionBadges(db: Db, productIds: number[], now: Date, lang: Language): Promise<Map<number, string>> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('promotion_group_products as gp')
    .innerJoin('promotion_groups as g', 'g.id', 'gp.group_id')
    .innerJoin('promotions as pr', 'pr.id', 'g.promotion_id')
    .select(['gp.product_id', 'pr.name_en', 'pr.name_fr', 'pr.badge_label_en', 'pr.badge_label_fr'])
    .where('gp.product_id', 'in', productIds)
    .where('g.kind', '=', 'buy')
    .where('pr.start_date', '<=', at)
    .where('pr.end_date', '>', at)
    .where('pr.hide_promo_info_in_webstore', '=', 0)
    .where('pr.is_not_qualified', '=', 0)
    .orderBy('pr.id')
    .execute();
  const badges = new Map<number, string>();
  for (const r of rows) {
    const productId = Number(r.product_id);
    if (badges.has(productId)) continue;
    badges.set(productId, lang === 'fr' ? r.badge_label_fr || r.name_fr : r.badge_label_en || r.name_en);
  }
  return badges;
}
