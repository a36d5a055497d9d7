import type { Selectable, Transaction } from 'kysely';
import type {
  ChildEdit, EditedChild, FamilyEdit, ProductEditor, ProductFamilySummary,
} from '../../../contracts/platform-products';
import { PLATFORM_PRODUCTS_PAGE_SIZE, type Language } from '../../../domain/constants';
import { parseUploadedImagePath } from '../../../domain/raster-images';
import { bumpCatalogueVersion, markProductsChanged } from '../../db/catalogue-version';
import type { Db } from '../../db/database';
import type { Database, ProductTable } from '../../db/schema';
import { AppError } from '../../errors';
import { paging } from '../list-paging';
import * as q from './products.queries';
import { PRODUCT_WORDS } from './products-words';

type ProductRow = Selectable<ProductTable>;

const flag = (value: number) => value === 1;
const bit = (value: boolean) => (value ? 1 : 0);

/** GET /api/platform/products: families by name, a page at a time, with their first child's SKU and picture. */
export async function searchFamilies(db: Db, query: { q?: string; page: number }) {
  const { limit, offset, ...pages } = paging(query.page, await q.countFamilies(db, query.q), PLATFORM_PRODUCTS_PAGE_SIZE);
  const rows = await q.pageOfFamilies(db, query.q, { limit, offset });
  const first = new Map<number, { mfg_sku: string; image: string }>();
  for (const child of await q.childrenOf(db, rows.map((r) => Number(r.id)))) {
    if (!first.has(Number(child.family_id))) first.set(Number(child.family_id), child);
  }
  const families: ProductFamilySummary[] = rows.map((r) => ({
    id: Number(r.id), nameEn: r.name_en, nameFr: r.name_fr, manufacturerName: r.manufacturer_name,
    childCount: Number(r.child_count ?? 0), sku: first.get(Number(r.id))?.mfg_sku ?? '', image: first.get(Number(r.id))?.image ?? '',
  }));
  return { families, ...pages };
}

function editedChild(p: ProductRow, images: readonly string[]): EditedChild {
  return {
    id: Number(p.id), mfgSku: p.mfg_sku, nameEn: p.name_en, nameFr: p.name_fr, formatEn: p.product_format_en, formatFr: p.product_format_fr,
    unitPriceCents: p.unit_price_cents, regularUnitPriceCents: p.regular_unit_price_cents,
    autoOrderUnitPriceCents: p.auto_order_unit_price_cents, rxFeeCents: p.rx_fee_cents,
    isInStock: flag(p.is_in_stock), stockQuantity: p.stock_quantity, isLongTermBackorder: flag(p.is_long_term_backorder),
    isPrescriptionProduct: flag(p.is_prescription_product), isApprovalRequired: flag(p.is_approval_required),
    isBulkItem: flag(p.is_bulk_item), isClinicPickupOnly: flag(p.is_clinic_pickup_only), isTerraCycle: flag(p.is_terra_cycle),
    isDiscontinuedFormula: flag(p.is_discontinued_formula), maxQuantityPerOrder: p.max_quantity_restriction_per_order,
    images: [...images],
  };
}

/** A child's pictures in order; one never edited has the one picture its card shows. */
async function imagesOf(db: Db | Transaction<Database>, products: readonly ProductRow[]): Promise<Map<number, string[]>> {
  const listed = new Map<number, string[]>();
  for (const row of await q.productImages(db, products.map((p) => Number(p.id)))) {
    const id = Number(row.product_id);
    listed.set(id, [...(listed.get(id) ?? []), row.image]);
  }
  return new Map(products.map((p) => [Number(p.id), listed.get(Number(p.id)) ?? (p.image ? [p.image] : [])]));
}

/** GET /api/platform/products/families/:familyId: the family, its children and what its categories and properties may be. */
export async function readEditor(db: Db | Transaction<Database>, familyId: number, lang: Language): Promise<Omit<ProductEditor, 'isSuccess'>> {
  const family = await q.findFamily(db, familyId);
  if (!family) throw new AppError(404, 'not_found', PRODUCT_WORDS[lang].familyNotFound);
  const [children, placements, propertyValueIds, categories, propertyValues] = await Promise.all([
    q.familyChildren(db, familyId), q.familyPlacements(db, familyId), q.familyPropertyValueIds(db, familyId),
    q.allCategories(db), q.allPropertyValues(db),
  ]);
  const images = await imagesOf(db, children);
  return {
    family: {
      id: Number(family.id), version: Number(family.edit_version), manufacturerId: Number(family.manufacturer_id), manufacturerName: family.manufacturer_name,
      nameEn: family.name_en, nameFr: family.name_fr, descriptionEn: family.description_en, descriptionFr: family.description_fr,
      benefitsEn: family.benefits_en, benefitsFr: family.benefits_fr, ingredientsEn: family.ingredients_en, ingredientsFr: family.ingredients_fr,
      guaranteedAnalysisEn: family.guaranteed_analysis_en, guaranteedAnalysisFr: family.guaranteed_analysis_fr,
      feedingInstructionsEn: family.feeding_instructions_en, feedingInstructionsFr: family.feeding_instructions_fr,
      isMadeInCanada: flag(family.is_made_in_canada),
      categoryIds: placements.map((p) => Number(p.l3_id ?? p.l2_id ?? p.l1_id)),
      propertyValueIds,
    },
    children: children.map((p) => editedChild(p, images.get(Number(p.id)) ?? [])),
    categories: categories.map((c) => ({
      id: Number(c.id), level: Number(c.level), nameEn: c.name_en, nameFr: c.name_fr, parentId: c.parent_id === null ? null : Number(c.parent_id),
    })),
    propertyValues: propertyValues.map((v) => ({ id: Number(v.id), propertyEn: v.property_en, propertyFr: v.property_fr, valueEn: v.value_en, valueFr: v.value_fr })),
  };
}

async function takeVersion(trx: Transaction<Database>, familyId: number, version: number, lang: Language): Promise<void> {
  if (!(await q.takeEditVersion(trx, familyId, version))) throw new AppError(409, 'product_edit_conflict', PRODUCT_WORDS[lang].conflict);
}

/** A category's placement in the three-level tree (l1, l2, l3) from the deepest category of it. */
function placementOf(id: number, byId: ReadonlyMap<number, { level: number; parentId: number | null }>, lang: Language) {
  const path: number[] = [];
  for (let at: number | null = id; at !== null; at = byId.get(at)?.parentId ?? null) {
    if (!byId.has(at) || path.length > 3) throw new AppError(400, 'unknown_category', PRODUCT_WORDS[lang].unknownCategory(id));
    path.unshift(at);
  }
  return { l1: path[0]!, l2: path[1] ?? null, l3: path[2] ?? null };
}

export interface SavedChange {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** Only the fields a save changed, for the audit event. */
function difference(before: Record<string, unknown>, after: Record<string, unknown>): SavedChange {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { before: Object.fromEntries(changed.map((k) => [k, before[k]])), after: Object.fromEntries(changed.map((k) => [k, after[k]])) };
}

/** PUT /api/platform/products/families/:familyId: the family's words, flag, categories and properties; the index is rebuilt. */
export async function saveFamily(trx: Transaction<Database>, familyId: number, input: FamilyEdit, lang: Language, now: Date): Promise<SavedChange> {
  const current = await readEditor(trx, familyId, lang);
  await takeVersion(trx, familyId, input.version, lang);
  const tree = new Map(current.categories.map((c) => [c.id, c]));
  const placements = input.categoryIds.map((id) => placementOf(id, tree, lang));
  const knownValues = new Set(current.propertyValues.map((v) => v.id));
  const unknownValue = input.propertyValueIds.find((id) => !knownValues.has(id));
  if (unknownValue !== undefined) throw new AppError(400, 'unknown_property_value', PRODUCT_WORDS[lang].unknownPropertyValue(unknownValue));
  await q.updateFamilyWords(trx, familyId, {
    name_en: input.nameEn, name_fr: input.nameFr, description_en: input.descriptionEn, description_fr: input.descriptionFr,
    benefits_en: input.benefitsEn, benefits_fr: input.benefitsFr, ingredients_en: input.ingredientsEn, ingredients_fr: input.ingredientsFr,
    guaranteed_analysis_en: input.guaranteedAnalysisEn, guaranteed_analysis_fr: input.guaranteedAnalysisFr,
    feeding_instructions_en: input.feedingInstructionsEn, feeding_instructions_fr: input.feedingInstructionsFr,
    is_made_in_canada: bit(input.isMadeInCanada),
  });
  await q.replacePlacements(trx, familyId, placements);
  await q.replacePropertyValues(trx, familyId, [...input.propertyValueIds].sort((a, b) => a - b));
  // Names, categories and properties are in the search index: a new one is built (catalogue-version.ts).
  await bumpCatalogueVersion(trx, now);
  const { version: _before, manufacturerId: _m, manufacturerName: _n, id: _i, ...was } = current.family;
  const { version: _after, ...is } = input;
  return difference(was, { ...is, propertyValueIds: [...input.propertyValueIds].sort((a, b) => a - b) });
}

/** The fields the index updates in place when they move (shop/catalogue/product-changes.ts); any other needs a rebuild. */
const IN_PLACE_FIELDS = ['unitPriceCents', 'regularUnitPriceCents', 'autoOrderUnitPriceCents', 'rxFeeCents', 'isInStock', 'isLongTermBackorder'] as const;

/** Every picture listed is one uploaded, or one the product already has (a packshot it came with). */
async function checkImages(trx: Transaction<Database>, images: readonly string[], own: readonly string[], lang: Language): Promise<void> {
  const uploaded = images.map((path) => ({ path, parsed: parseUploadedImagePath(path) }));
  const sums = uploaded.flatMap((u) => (u.parsed ? [u.parsed.sha256] : []));
  const stored = new Map((await q.uploadedBySha(trx, sums)).map((r) => [r.sha256, r.content_type]));
  for (const { path, parsed } of uploaded) {
    const known = parsed ? stored.get(parsed.sha256) === parsed.type : own.includes(path);
    if (!known) throw new AppError(400, 'image_unknown', PRODUCT_WORDS[lang].imageUnknown(path));
  }
}

/**
 * PUT /api/platform/products/products/:productId: a child's names, prices, stock, flags, limit and
 * pictures. Price and stock moves reach every server's index in place (markProductsChanged); any
 * other change rebuilds it (bumpCatalogueVersion), as the card's name, picture and flags live there.
 */
export async function saveChild(trx: Transaction<Database>, productId: number, input: ChildEdit, lang: Language, now: Date): Promise<SavedChange & { familyId: number }> {
  const product = await q.findChild(trx, productId);
  if (!product) throw new AppError(404, 'not_found', PRODUCT_WORDS[lang].productNotFound);
  const familyId = Number(product.family_id);
  await takeVersion(trx, familyId, input.version, lang);
  const own = (await imagesOf(trx, [product])).get(productId) ?? [];
  const images = input.images;
  await checkImages(trx, images, own, lang);
  const nowIso = now.toISOString();
  await q.updateChild(trx, productId, {
    name_en: input.nameEn, name_fr: input.nameFr, product_format_en: input.formatEn, product_format_fr: input.formatFr,
    image: images[0]!,
    unit_price_cents: input.unitPriceCents, regular_unit_price_cents: input.regularUnitPriceCents,
    auto_order_unit_price_cents: input.autoOrderUnitPriceCents, rx_fee_cents: input.rxFeeCents,
    is_in_stock: bit(input.isInStock), stock_quantity: input.stockQuantity, is_long_term_backorder: bit(input.isLongTermBackorder),
    // Out-of-stock notes count from the last time the product was in stock (domain/stock.ts).
    last_reported_in_stock_at: input.isInStock ? nowIso : product.last_reported_in_stock_at,
    is_prescription_product: bit(input.isPrescriptionProduct), is_approval_required: bit(input.isApprovalRequired),
    is_bulk_item: bit(input.isBulkItem), is_clinic_pickup_only: bit(input.isClinicPickupOnly), is_terra_cycle: bit(input.isTerraCycle),
    is_discontinued_formula: bit(input.isDiscontinuedFormula), max_quantity_restriction_per_order: input.maxQuantityPerOrder,
    date_last_updated: nowIso,
  });
  await q.replaceProductImages(trx, productId, images);
  const { version: _v, ...after } = input;
  const { id: _i, mfgSku: _s, ...before } = editedChild(product, own);
  const change = difference(before, after);
  const moved = Object.keys(change.after);
  if (moved.some((field) => (IN_PLACE_FIELDS as readonly string[]).includes(field))) await markProductsChanged(trx, [productId], now);
  if (moved.some((field) => !(IN_PLACE_FIELDS as readonly string[]).includes(field))) await bumpCatalogueVersion(trx, now);
  return { ...change, familyId };
}
