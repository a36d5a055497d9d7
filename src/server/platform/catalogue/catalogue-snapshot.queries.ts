import type { CatalogueProduct } from '../../../domain/catalogue-feed/dry-run';
import type { FeedReference } from '../../../domain/catalogue-feed/feed-row';
import type { Db } from '../../db/database';

/**
 * The catalogue in the feed's shape (docs/catalogue-feed.md), for the dry run to compare a feed
 * with: every product with its family's fields, and what a row may refer to (manufacturers, category
 * paths of English slugs, `filter=value` properties), with the ids the apply step writes. Read-only.
 */
export interface CatalogueSnapshot {
  catalogue: CatalogueProduct[];
  reference: FeedReference;
  /** The store's family id of each family key (its feed key, else its id). */
  familyIdByKey: ReadonlyMap<string, number>;
  /** Category ids by path, property value ids by `filter=value`: what the apply step writes. */
  categoryIdByPath: ReadonlyMap<string, number>;
  parentOf: ReadonlyMap<number, number | null>;
  propertyValueIdByPair: ReadonlyMap<string, number>;
  /** A family's product type in a category (a new family takes the type of those already in its primary category). */
  productTypeByCategory: ReadonlyMap<number, { id: number; nameEn: string; nameFr: string }>;
}

export async function catalogueSnapshot(db: Db): Promise<CatalogueSnapshot> {
  const [categories, manufacturers, propertyRows, placements, familyValues, rows, types] = await Promise.all([
    db.selectFrom('categories').select(['id', 'parent_id', 'slug_en']).execute(),
    db.selectFrom('manufacturers').select('id').execute(),
    db.selectFrom('property_values as v').innerJoin('properties as p', 'p.id', 'v.property_id')
      .select(['v.id', 'p.filter_name', 'v.query_value']).execute(),
    db.selectFrom('family_categories').select(['family_id', 'l1_id', 'l2_id', 'l3_id', 'is_primary'])
      .orderBy('family_id').orderBy('is_primary', 'desc').orderBy('l1_id').orderBy('l2_id').orderBy('l3_id').execute(),
    db.selectFrom('family_property_values').select(['family_id', 'property_value_id']).execute(),
    db.selectFrom('products as p').innerJoin('product_families as f', 'f.id', 'p.family_id')
      .select([
        'p.id', 'p.family_id', 'p.mfg_sku', 'p.name_en', 'p.name_fr', 'p.product_format_en', 'p.product_format_fr', 'p.image',
        'p.unit_price_cents', 'p.regular_unit_price_cents', 'p.auto_order_unit_price_cents', 'p.rx_fee_cents', 'p.is_in_stock',
        'p.is_prescription_product', 'p.is_approval_required', 'p.is_bulk_item', 'p.is_clinic_pickup_only', 'p.is_terra_cycle', 'p.discontinued_at',
        'f.manufacturer_id', 'f.name_en as family_name_en', 'f.name_fr as family_name_fr', 'f.description_en', 'f.description_fr', 'f.is_made_in_canada', 'f.feed_key',
      ])
      .orderBy('p.family_id').orderBy('p.sort_order').orderBy('p.id').execute(),
    db.selectFrom('family_categories as c').innerJoin('product_families as f', 'f.id', 'c.family_id').where('c.is_primary', '=', 1)
      .select(['c.l1_id', 'c.l2_id', 'c.l3_id', 'f.product_type_id', 'f.product_type_name_en', 'f.product_type_name_fr']).orderBy('f.id').execute(),
  ]);

  const slugById = new Map(categories.map((c) => [Number(c.id), c.slug_en]));
  const parentById = new Map(categories.map((c) => [Number(c.id), c.parent_id === null ? null : Number(c.parent_id)]));
  const pathOf = (id: number): string => {
    const parent = parentById.get(id);
    return parent == null ? slugById.get(id)! : `${pathOf(parent)}/${slugById.get(id)!}`;
  };
  const valueById = new Map(propertyRows.map((v) => [Number(v.id), `${v.filter_name}=${v.query_value}`.toLowerCase()]));

  const categoriesOf = new Map<number, string[]>();
  for (const placement of placements) {
    const deepest = placement.l3_id ?? placement.l2_id ?? placement.l1_id;
    const list = categoriesOf.get(Number(placement.family_id)) ?? [];
    const path = pathOf(Number(deepest));
    if (!list.includes(path)) list.push(path);
    categoriesOf.set(Number(placement.family_id), list);
  }
  const propertiesOf = new Map<number, string[]>();
  for (const row of familyValues) {
    const list = propertiesOf.get(Number(row.family_id)) ?? [];
    list.push(valueById.get(Number(row.property_value_id))!);
    propertiesOf.set(Number(row.family_id), list);
  }

  const catalogue = rows.map((p): CatalogueProduct => ({
    productId: Number(p.id), familyKey: p.feed_key ?? String(p.family_id), sku: p.mfg_sku, manufacturerId: Number(p.manufacturer_id),
    familyNameEn: p.family_name_en, familyNameFr: p.family_name_fr, familyDescriptionEn: p.description_en, familyDescriptionFr: p.description_fr,
    nameEn: p.name_en, nameFr: p.name_fr, formatEn: p.product_format_en, formatFr: p.product_format_fr,
    categories: categoriesOf.get(Number(p.family_id)) ?? [], properties: [...new Set(propertiesOf.get(Number(p.family_id)) ?? [])].sort(),
    unitPriceCents: Number(p.unit_price_cents), regularPriceCents: Number(p.regular_unit_price_cents),
    autoOrderPriceCents: Number(p.auto_order_unit_price_cents), rxFeeCents: Number(p.rx_fee_cents),
    inStock: Number(p.is_in_stock) === 1, rx: Number(p.is_prescription_product) === 1, approvalRequired: Number(p.is_approval_required) === 1,
    bulk: Number(p.is_bulk_item) === 1, clinicPickupOnly: Number(p.is_clinic_pickup_only) === 1, madeInCanada: Number(p.is_made_in_canada) === 1,
    terraCycle: Number(p.is_terra_cycle) === 1, image: p.image, discontinued: p.discontinued_at !== null,
  }));
  const productTypeByCategory = new Map<number, { id: number; nameEn: string; nameFr: string }>();
  for (const t of types) {
    const deepest = Number(t.l3_id ?? t.l2_id ?? t.l1_id);
    if (!productTypeByCategory.has(deepest)) {
      productTypeByCategory.set(deepest, { id: Number(t.product_type_id), nameEn: t.product_type_name_en, nameFr: t.product_type_name_fr });
    }
  }

  return {
    catalogue,
    reference: {
      manufacturerIds: new Set(manufacturers.map((m) => Number(m.id))),
      categoryPaths: new Set(categories.map((c) => pathOf(Number(c.id)))),
      propertyValues: new Set(valueById.values()),
    },
    familyIdByKey: new Map(rows.map((p) => [p.feed_key ?? String(p.family_id), Number(p.family_id)])),
    categoryIdByPath: new Map(categories.map((c) => [pathOf(Number(c.id)), Number(c.id)])),
    parentOf: parentById,
    propertyValueIdByPair: new Map([...valueById].map(([id, pair]) => [pair, id])),
    productTypeByCategory,
  };
}
