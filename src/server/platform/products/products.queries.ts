import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, ProductTable } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** `%text%` for a LIKE, its wildcards escaped. */
const likeOf = (q: string) => sql<string>`${`%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} escape '\\'`;

/** Families whose name (either language) or a child's name or SKU holds the text, any case. */
function searched(db: Executor, q: string | undefined) {
  const query = db.selectFrom('product_families as f');
  const text = q?.trim().toLowerCase();
  if (!text) return query;
  const like = likeOf(text);
  return query.where((eb) => eb.or([
    eb(sql`lower(f.name_en)`, 'like', like),
    eb(sql`lower(f.name_fr)`, 'like', like),
    eb.exists(eb.selectFrom('products as p').select('p.id').whereRef('p.family_id', '=', 'f.id').where((inner) => inner.or([
      inner(sql`lower(p.mfg_sku)`, 'like', like),
      inner(sql`lower(p.name_en)`, 'like', like),
      inner(sql`lower(p.name_fr)`, 'like', like),
    ]))),
  ]));
}

export async function countFamilies(db: Executor, q: string | undefined): Promise<number> {
  const row = await searched(db, q).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the families found, by English name, with their manufacturer and child count. */
export function pageOfFamilies(db: Executor, q: string | undefined, page: { limit: number; offset: number }) {
  return searched(db, q)
    .innerJoin('manufacturers as m', 'm.id', 'f.manufacturer_id')
    .select((eb) => [
      'f.id', 'f.name_en', 'f.name_fr', 'm.name as manufacturer_name',
      eb.selectFrom('products as c').select((c) => c.fn.countAll().as('n')).whereRef('c.family_id', '=', 'f.id').as('child_count'),
    ])
    .orderBy(sql`lower(f.name_en)`).orderBy('f.id')
    .limit(page.limit).offset(page.offset)
    .execute();
}

/** The children of these families by sort order: the list shows the first one's SKU and picture. */
export function childrenOf(db: Executor, familyIds: readonly number[]) {
  if (familyIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('products').select(['family_id', 'mfg_sku', 'image'])
    .where('family_id', 'in', familyIds).orderBy('family_id').orderBy('sort_order').orderBy('id').execute();
}

export function findFamily(db: Executor, familyId: number) {
  return db.selectFrom('product_families as f').innerJoin('manufacturers as m', 'm.id', 'f.manufacturer_id')
    .selectAll('f').select('m.name as manufacturer_name').where('f.id', '=', familyId).executeTakeFirst();
}

export function familyChildren(db: Executor, familyId: number) {
  return db.selectFrom('products').selectAll().where('family_id', '=', familyId).orderBy('sort_order').orderBy('id').execute();
}

export function findChild(db: Executor, productId: number) {
  return db.selectFrom('products').selectAll().where('id', '=', productId).executeTakeFirst();
}

export function productImages(db: Executor, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('product_images').selectAll().where('product_id', 'in', productIds).orderBy('product_id').orderBy('position').execute();
}

export function familyPlacements(db: Executor, familyId: number) {
  return db.selectFrom('family_categories').selectAll().where('family_id', '=', familyId).orderBy('is_primary', 'desc').execute();
}

export async function familyPropertyValueIds(db: Executor, familyId: number): Promise<number[]> {
  const rows = await db.selectFrom('family_property_values').select('property_value_id').where('family_id', '=', familyId).orderBy('property_value_id').execute();
  return rows.map((r) => Number(r.property_value_id));
}

export function allCategories(db: Executor) {
  return db.selectFrom('categories').select(['id', 'level', 'name_en', 'name_fr', 'parent_id']).orderBy('level').orderBy('sort_order').orderBy('id').execute();
}

export function allPropertyValues(db: Executor) {
  return db.selectFrom('property_values as v').innerJoin('properties as p', 'p.id', 'v.property_id')
    .select(['v.id', 'p.name_en as property_en', 'p.name_fr as property_fr', 'v.value_en', 'v.value_fr'])
    .orderBy('p.sort_order').orderBy('p.id').orderBy('v.sort_order').orderBy('v.id').execute();
}

export interface FamilyWords {
  name_en: string; name_fr: string;
  description_en: string; description_fr: string;
  benefits_en: string; benefits_fr: string;
  ingredients_en: string; ingredients_fr: string;
  guaranteed_analysis_en: string; guaranteed_analysis_fr: string;
  feeding_instructions_en: string; feeding_instructions_fr: string;
  is_made_in_canada: number;
}

/**
 * Moves the family's edit version from the one the page read; false when someone saved since (the
 * update then changes nothing). The row's lock is held until the transaction ends, so two saves of
 * the same family never both pass.
 */
export async function takeEditVersion(trx: Transaction<Database>, familyId: number, version: number): Promise<boolean> {
  const result = await trx.updateTable('product_families').set((eb) => ({ edit_version: eb('edit_version', '+', 1) }))
    .where('id', '=', familyId).where('edit_version', '=', version).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateFamilyWords(trx: Transaction<Database>, familyId: number, words: FamilyWords): Promise<void> {
  await trx.updateTable('product_families').set(words).where('id', '=', familyId).execute();
}

export async function replacePlacements(
  trx: Transaction<Database>, familyId: number, placements: readonly { l1: number; l2: number | null; l3: number | null }[],
): Promise<void> {
  await trx.deleteFrom('family_categories').where('family_id', '=', familyId).execute();
  await trx.insertInto('family_categories').values(placements.map((p, i) => ({
    family_id: familyId, l1_id: p.l1, l2_id: p.l2, l3_id: p.l3, is_primary: i === 0 ? 1 : 0,
  }))).execute();
}

export async function replacePropertyValues(trx: Transaction<Database>, familyId: number, valueIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('family_property_values').where('family_id', '=', familyId).execute();
  if (valueIds.length === 0) return;
  await trx.insertInto('family_property_values').values(valueIds.map((id) => ({ family_id: familyId, property_value_id: id }))).execute();
}

export type ChildColumns = Pick<ProductTable,
  'name_en' | 'name_fr' | 'product_format_en' | 'product_format_fr' | 'image'
  | 'unit_price_cents' | 'regular_unit_price_cents' | 'auto_order_unit_price_cents' | 'rx_fee_cents'
  | 'is_in_stock' | 'stock_quantity' | 'is_long_term_backorder' | 'last_reported_in_stock_at'
  | 'is_prescription_product' | 'is_approval_required' | 'is_bulk_item' | 'is_clinic_pickup_only' | 'is_terra_cycle'
  | 'is_discontinued_formula' | 'max_quantity_restriction_per_order' | 'date_last_updated'>;

export async function updateChild(trx: Transaction<Database>, productId: number, columns: ChildColumns): Promise<void> {
  await trx.updateTable('products').set(columns).where('id', '=', productId).execute();
}

export async function replaceProductImages(trx: Transaction<Database>, productId: number, images: readonly string[]): Promise<void> {
  await trx.deleteFrom('product_images').where('product_id', '=', productId).execute();
  await trx.insertInto('product_images').values(images.map((image, position) => ({ product_id: productId, position, image }))).execute();
}

/** Which of these SHA-256 sums were uploaded, with their type. */
export function uploadedBySha(db: Executor, sums: readonly string[]) {
  if (sums.length === 0) return Promise.resolve([]);
  return db.selectFrom('uploaded_images').select(['sha256', 'content_type']).where('sha256', 'in', sums).execute();
}

export interface NewUpload {
  sha256: string;
  contentType: string;
  bytes: Uint8Array;
  width: number | null;
  height: number | null;
  uploadedBy: number;
  now: string;
}

/** Keeps an upload's bytes once: the same bytes uploaded again (or at once by two admins) find the first row. */
export async function insertUploadedImage(trx: Transaction<Database>, image: NewUpload): Promise<{ id: number; created: boolean }> {
  const row = await trx.insertInto('uploaded_images').values({
    sha256: image.sha256, content_type: image.contentType, byte_size: image.bytes.length, width: image.width, height: image.height,
    bytes: image.bytes, uploaded_by: image.uploadedBy, created_at: image.now,
  }).onConflict((oc) => oc.column('sha256').doNothing()).returning('id').executeTakeFirst();
  if (row) return { id: Number(row.id), created: true };
  const existing = await trx.selectFrom('uploaded_images').select('id').where('sha256', '=', image.sha256).executeTakeFirstOrThrow();
  return { id: Number(existing.id), created: false };
}
