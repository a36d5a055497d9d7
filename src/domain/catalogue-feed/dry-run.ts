import {
  FAMILY_FIELDS, parseFeedRow, type FeedCells, type FeedColumn, type FeedProduct, type FeedReference, type FeedRefusal,
} from './feed-row';

/**
 * The dry run of a feed (issue 26 "A dry run first"): what applying it would add, change (field by
 * field), discontinue (in the catalogue, not in the feed) and every row it refuses. Nothing is
 * written: the catalogue comes in as a snapshot in the feed's own shape.
 */

/** One data row as read from the CSV: its first line, its cells by column and how many cells it had. */
export interface FeedRecord {
  line: number;
  cells: FeedCells;
  width: number;
}

/** A catalogue product in the feed's shape; its family key is the family's id. */
export interface CatalogueProduct extends FeedProduct {
  productId: number;
  /**
   * Taken off the shop by an earlier feed (it was on no row): it is not discontinued again, and a
   * feed row naming it brings it back (a change, `reinstated`).
   */
  discontinued?: boolean;
}

export type FieldValue = string | number | boolean;

export interface FieldChange {
  column: FeedColumn;
  from: FieldValue;
  to: FieldValue;
}

export interface DryRun {
  rows: number;
  counts: { added: number; changed: number; unchanged: number; discontinued: number; refusedRows: number; newFamilies: number };
  added: { line: number; newFamily: boolean; product: FeedProduct }[];
  changed: { line: number; sku: string; productId: number; nameEn: string; nameFr: string; reinstated: boolean; changes: FieldChange[] }[];
  discontinued: { sku: string; productId: number; nameEn: string; nameFr: string }[];
  refusals: FeedRefusal[];
}

/** The feed column of each product field (the diff names fields as the feed does). */
export const COLUMN_OF = {
  familyKey: 'family_key', sku: 'sku', manufacturerId: 'manufacturer_id',
  familyNameEn: 'family_name_en', familyNameFr: 'family_name_fr', familyDescriptionEn: 'family_description_en', familyDescriptionFr: 'family_description_fr',
  nameEn: 'name_en', nameFr: 'name_fr', formatEn: 'format_en', formatFr: 'format_fr', categories: 'categories', properties: 'properties',
  unitPriceCents: 'unit_price', regularPriceCents: 'regular_price', autoOrderPriceCents: 'auto_order_price', rxFeeCents: 'rx_fee',
  inStock: 'stock', rx: 'rx', approvalRequired: 'approval_required', bulk: 'bulk', clinicPickupOnly: 'clinic_pickup_only',
  madeInCanada: 'made_in_canada', terraCycle: 'terracycle', image: 'image',
} as const satisfies Record<keyof FeedProduct, FeedColumn>;

const FIELDS = Object.keys(COLUMN_OF) as (keyof FeedProduct)[];

function valueOf(product: FeedProduct, field: keyof FeedProduct): FieldValue {
  const value = product[field];
  return Array.isArray(value) ? value.join('|') : value;
}

/** The fields whose values differ, in the feed's column order. */
export function fieldChanges(from: FeedProduct, to: FeedProduct): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of FIELDS) {
    const before = valueOf(from, field);
    const after = valueOf(to, field);
    if (before !== after) changes.push({ column: COLUMN_OF[field], from: before, to: after });
  }
  return changes;
}

/** What one row does to the catalogue, for the apply step that follows a clean dry run. */
export type RowOutcome =
  | { kind: 'refused' }
  | { kind: 'added'; line: number; product: FeedProduct; newFamily: boolean }
  | { kind: 'changed'; line: number; product: FeedProduct; current: CatalogueProduct; changes: FieldChange[] }
  | { kind: 'unchanged'; line: number; product: FeedProduct; current: CatalogueProduct };

export interface DryRunner {
  /** Reads the next row (rows arrive in file order). */
  add(record: FeedRecord): RowOutcome;
  /** The whole dry run, once every row was read: the discontinued products are known only then. */
  finish(): DryRun;
}

/**
 * The dry run row by row, so a large feed streams through it: it keeps what spans rows (the SKUs
 * seen, each family's first row) and the first `limit` of each list, never the rows themselves.
 */
export function startDryRun(headerWidth: number, catalogue: readonly CatalogueProduct[], reference: FeedReference, limit: number): DryRunner {
  const bySku = new Map(catalogue.map((product) => [product.sku, product]));
  const knownFamilies = new Set(catalogue.map((product) => product.familyKey));
  const seenSkus = new Map<string, number>();
  const families = new Map<string, FeedProduct>();
  const newFamilies = new Set<string>();
  const refusals: FeedRefusal[] = [];
  const refusedLines = new Set<number>();
  const result: DryRun = {
    rows: 0, counts: { added: 0, changed: 0, unchanged: 0, discontinued: 0, refusedRows: 0, newFamilies: 0 },
    added: [], changed: [], discontinued: [], refusals,
  };
  const refuse = (refusal: FeedRefusal) => { refusals.push(refusal); refusedLines.add(refusal.line); };
  const refused: RowOutcome = { kind: 'refused' };

  function add(record: FeedRecord): RowOutcome {
    result.rows += 1;
    const sku = (record.cells.sku ?? '').trim();
    if (record.width !== headerWidth) {
      refuse({ line: record.line, sku: sku || null, reason: 'wrong_column_count', column: null, value: String(record.width) });
      if (sku) seenSkus.set(sku, seenSkus.get(sku) ?? record.line);
      return refused;
    }
    if (sku && seenSkus.has(sku)) {
      refuse({ line: record.line, sku, reason: 'duplicate_sku', column: 'sku', value: String(seenSkus.get(sku)) });
      return refused;
    }
    if (sku) seenSkus.set(sku, record.line);
    const parsed = parseFeedRow(record.line, record.cells, reference);
    if (!parsed.ok) {
      parsed.refusals.forEach(refuse);
      return refused;
    }
    const product = parsed.product;
    const family = families.get(product.familyKey);
    const mismatch = family ? FAMILY_FIELDS.find((field) => valueOf(family, field) !== valueOf(product, field)) : undefined;
    if (mismatch) {
      refuse({ line: record.line, sku, reason: 'family_mismatch', column: COLUMN_OF[mismatch], value: String(valueOf(product, mismatch)) });
      return refused;
    }
    if (!family) families.set(product.familyKey, product);

    const current = bySku.get(sku);
    if (!current) {
      const newFamily = !knownFamilies.has(product.familyKey);
      if (newFamily) newFamilies.add(product.familyKey);
      result.counts.added += 1;
      if (result.added.length < limit) result.added.push({ line: record.line, newFamily, product });
      return { kind: 'added', line: record.line, product, newFamily };
    }
    const changes = fieldChanges(current, product);
    const reinstated = current.discontinued === true;
    if (changes.length === 0 && !reinstated) {
      result.counts.unchanged += 1;
      return { kind: 'unchanged', line: record.line, product, current };
    }
    result.counts.changed += 1;
    if (result.changed.length < limit) {
      result.changed.push({ line: record.line, sku, productId: current.productId, nameEn: product.nameEn, nameFr: product.nameFr, reinstated, changes });
    }
    return { kind: 'changed', line: record.line, product, current, changes };
  }

  function finish(): DryRun {
    for (const product of catalogue) {
      if (seenSkus.has(product.sku) || product.discontinued === true) continue;
      result.counts.discontinued += 1;
      if (result.discontinued.length < limit) {
        result.discontinued.push({ sku: product.sku, productId: product.productId, nameEn: product.nameEn, nameFr: product.nameFr });
      }
    }
    result.counts.refusedRows = refusedLines.size;
    result.counts.newFamilies = newFamilies.size;
    return result;
  }

  return { add, finish };
}

/** Runs the feed's rows against the catalogue; `limit` caps the added, changed and discontinued lists (the counts are whole). */
export function dryRun(
  headerWidth: number, records: Iterable<FeedRecord>, catalogue: readonly CatalogueProduct[], reference: FeedReference, limit: number,
): DryRun {
  const runner = startDryRun(headerWidth, catalogue, reference, limit);
  for (const record of records) runner.add(record);
  return runner.finish();
}
