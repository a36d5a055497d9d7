import type { Insertable, Transaction, Updateable } from 'kysely';
import { startDryRun, type CatalogueProduct, type FieldChange } from '../../../domain/catalogue-feed/dry-run';
import { FAMILY_FIELDS, type FeedProduct } from '../../../domain/catalogue-feed/feed-row';
import type { Language } from '../../../domain/constants';
import { bumpCatalogueVersion, markProductsChanged } from '../../db/catalogue-version';
import { nextFreeId } from '../../db/next-free-id';
import type { Database, ProductTable } from '../../db/schema';
import { AppError } from '../../errors';
import { catalogueSnapshot, type CatalogueSnapshot } from './catalogue-snapshot.queries';
import { readFeedStream, type SpooledFeed } from './feed-csv';
import { FEED_ERRORS } from './feed-words';

/**
 * Applying a distributor's feed (issue 26 "apply in one transaction: all or nothing";
 * docs/decisions/105-catalogue-import-apply.md). Two passes over the spooled file, both streamed:
 * the dry run first (any refused row refuses the whole feed, 409, nothing written), then the rows
 * again inside one transaction, written in batches with a pause between them so other requests run.
 * Price and stock changes go through the change log (the live index updates in place); anything
 * else (products added, renamed, discontinued, families) moves the catalogue's version (rebuilt in
 * a worker and swapped, no pause).
 */

/** Rows written between two pauses; also how often progress is told. */
export const APPLY_BATCH_ROWS = 500;
/** A new product read "in" stock from a feed, which carries no quantity: enough not to read as low stock. */
export const NEW_IN_STOCK_QUANTITY = 100;

/** The columns whose changes the live index takes in place (markProductsChanged). */
const IN_PLACE_COLUMNS = new Set<FieldChange['column']>(['unit_price', 'regular_price', 'auto_order_price', 'rx_fee', 'stock']);

export interface ApplyCounts {
  rows: number;
  added: number;
  changed: number;
  unchanged: number;
  discontinued: number;
  newFamilies: number;
}

export interface ApplyOptions {
  lang: Language;
  now: Date;
  /** Told the rows written so far after each batch; an error thrown here rolls the whole import back. */
  onProgress?: (processedRows: number) => Promise<void> | void;
}

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));
const flag = (value: boolean) => (value ? 1 : 0);

/** The category ids from the top level down to a path's category. */
function placementOf(snapshot: CatalogueSnapshot, path: string): { l1_id: number; l2_id: number | null; l3_id: number | null } {
  const chain: number[] = [];
  for (let id: number | null | undefined = snapshot.categoryIdByPath.get(path); id != null; id = snapshot.parentOf.get(id)) chain.unshift(id);
  return { l1_id: chain[0]!, l2_id: chain[1] ?? null, l3_id: chain[2] ?? null };
}

/** The product columns a feed row sets (stock handled apart: the feed says in or out, the store keeps a quantity). */
function productColumns(product: FeedProduct, familyId: number, now: string): Updateable<ProductTable> {
  return {
    family_id: familyId, name_en: product.nameEn, name_fr: product.nameFr, mfg_sku: product.sku,
    product_format_en: product.formatEn, product_format_fr: product.formatFr, image: product.image,
    unit_price_cents: product.unitPriceCents, regular_unit_price_cents: product.regularPriceCents,
    column_regular_retail_cents: product.regularPriceCents, auto_order_unit_price_cents: product.autoOrderPriceCents,
    rx_fee_cents: product.rxFeeCents, is_prescription_product: flag(product.rx), is_approval_required: flag(product.approvalRequired),
    is_bulk_item: flag(product.bulk), is_clinic_pickup_only: flag(product.clinicPickupOnly), is_terra_cycle: flag(product.terraCycle),
    date_last_updated: now,
  };
}

function stockColumns(inStock: boolean, currentQuantity: number, now: string): Updateable<ProductTable> {
  return inStock
    ? { is_in_stock: 1, is_long_term_backorder: 0, stock_quantity: currentQuantity > 0 ? currentQuantity : NEW_IN_STOCK_QUANTITY, last_reported_in_stock_at: now }
    : { is_in_stock: 0, stock_quantity: 0 };
}

/**
 * Writes the feed in the transaction given. The caller ran the dry run (refuseIfAnyRefused); the
 * catalogue is read again here, in the transaction, and a row refused now (the catalogue moved in
 * between) refuses the whole feed still.
 */
export async function applyFeed(trx: Transaction<Database>, feed: SpooledFeed, options: ApplyOptions): Promise<ApplyCounts> {
  const now = options.now.toISOString();
  const snapshot = await catalogueSnapshot(trx);
  const stream = await readFeedStream(feed.open(), options.lang);
  const runner = startDryRun(stream.headerWidth, snapshot.catalogue, snapshot.reference, 0);
  const familyOf = new Map<string, CatalogueProduct>();
  for (const product of snapshot.catalogue) if (!familyOf.has(product.familyKey)) familyOf.set(product.familyKey, product);
  const quantities = new Map((await trx.selectFrom('products').select(['id', 'stock_quantity']).execute()).map((p) => [Number(p.id), Number(p.stock_quantity)]));

  let nextFamilyId = await nextFreeId(trx, 'product_families');
  let nextProductId = await nextFreeId(trx, 'products');
  const familyIds = new Map<string, number>();
  const childCount = new Map<number, number>();
  const matched = new Set<number>();
  const inPlace: number[] = [];
  let structural = false;
  let pendingProducts: Insertable<ProductTable>[] = [];
  let processed = 0;

  const writePlacements = async (familyId: number, product: FeedProduct, replace: boolean) => {
    if (replace) {
      await trx.deleteFrom('family_categories').where('family_id', '=', familyId).execute();
      await trx.deleteFrom('family_property_values').where('family_id', '=', familyId).execute();
    }
    await trx.insertInto('family_categories')
      .values(product.categories.map((path, i) => ({ family_id: familyId, ...placementOf(snapshot, path), is_primary: i === 0 ? 1 : 0 })))
      .execute();
    if (product.properties.length > 0) {
      await trx.insertInto('family_property_values')
        .values(product.properties.map((pair) => ({ family_id: familyId, property_value_id: snapshot.propertyValueIdByPair.get(pair)! })))
        .execute();
    }
  };

  /** The store's family of a row: made on its first row when new, its family columns written when they changed. */
  const familyIdOf = async (product: FeedProduct): Promise<number> => {
    const known = familyIds.get(product.familyKey);
    if (known !== undefined) return known;
    const current = familyOf.get(product.familyKey);
    if (!current) {
      const id = nextFamilyId++;
      const primary = placementOf(snapshot, product.categories[0]!);
      const type = snapshot.productTypeByCategory.get(primary.l3_id ?? primary.l2_id ?? primary.l1_id) ?? { id: 0, nameEn: '', nameFr: '' };
      await trx.insertInto('product_families').values({
        id, manufacturer_id: product.manufacturerId, name_en: product.familyNameEn, name_fr: product.familyNameFr,
        description_en: product.familyDescriptionEn, description_fr: product.familyDescriptionFr,
        benefits_en: '', benefits_fr: '', ingredients_en: '', ingredients_fr: '', guaranteed_analysis_en: '', guaranteed_analysis_fr: '',
        feeding_instructions_en: '', feeding_instructions_fr: '',
        product_type_id: type.id, product_type_name_en: type.nameEn, product_type_name_fr: type.nameFr,
        is_made_in_canada: flag(product.madeInCanada), is_subscriptionable: 0, suggestion_keywords: '', sort_order: id, feed_key: product.familyKey,
      }).execute();
      await writePlacements(id, product, false);
      if (product.image) await trx.insertInto('family_images').values({ family_id: id, position: 0, image_small: product.image, image_large: product.image }).execute();
      familyIds.set(product.familyKey, id);
      structural = true;
      return id;
    }
    const id = snapshot.familyIdByKey.get(product.familyKey)!;
    familyIds.set(product.familyKey, id);
    if (FAMILY_FIELDS.some((field) => String(current[field]) !== String(product[field]))) {
      await trx.updateTable('product_families').set({
        manufacturer_id: product.manufacturerId, name_en: product.familyNameEn, name_fr: product.familyNameFr,
        description_en: product.familyDescriptionEn, description_fr: product.familyDescriptionFr, is_made_in_canada: flag(product.madeInCanada),
      }).where('id', '=', id).execute();
      await writePlacements(id, product, true);
      structural = true;
    }
    return id;
  };

  const flush = async () => {
    if (pendingProducts.length > 0) await trx.insertInto('products').values(pendingProducts).execute();
    pendingProducts = [];
    await options.onProgress?.(processed);
    await pause();
  };

  for await (const record of stream.records) {
    const outcome = runner.add(record);
    if (outcome.kind === 'refused') {
      throw new AppError(409, 'feed_has_refusals', FEED_ERRORS[options.lang].hasRefusals(runner.finish().counts.refusedRows));
    }
    if (outcome.kind === 'added') {
      const familyId = await familyIdOf(outcome.product);
      const position = (childCount.get(familyId) ?? 0) + 1;
      childCount.set(familyId, position);
      pendingProducts.push({
        ...productColumns(outcome.product, familyId, now) as Insertable<ProductTable>,
        // Every row of one multi-row insert names the same columns (SQLite fills a missing one with NULL).
        ...stockColumns(outcome.product.inStock, 0, now), is_long_term_backorder: 0,
        last_reported_in_stock_at: outcome.product.inStock ? now : null, id: nextProductId++, allow_browsing: 1,
        is_default: flag(outcome.newFamily && position === 1), sort_order: outcome.newFamily ? position : 1000 + position, date_created: now,
      });
      structural = true;
    } else {
      const { current } = outcome;
      matched.add(current.productId);
      const familyId = await familyIdOf(outcome.product);
      if (outcome.kind === 'changed') {
        const stockMoved = current.inStock !== outcome.product.inStock;
        await trx.updateTable('products').set({
          ...productColumns(outcome.product, familyId, now),
          ...(stockMoved ? stockColumns(outcome.product.inStock, quantities.get(current.productId) ?? 0, now) : {}),
          ...(current.discontinued ? { allow_browsing: 1, discontinued_at: null } : {}),
        }).where('id', '=', current.productId).execute();
        if (current.discontinued === true || outcome.changes.some((change) => !IN_PLACE_COLUMNS.has(change.column))) structural = true;
        else inPlace.push(current.productId);
      }
    }
    processed += 1;
    if (processed % APPLY_BATCH_ROWS === 0) await flush();
  }
  await flush();

  const result = runner.finish();
  const gone = snapshot.catalogue.filter((p) => p.discontinued !== true && !matched.has(p.productId)).map((p) => p.productId);
  for (let i = 0; i < gone.length; i += APPLY_BATCH_ROWS) {
    await trx.updateTable('products').set({ allow_browsing: 0, discontinued_at: now, date_last_updated: now }).where('id', 'in', gone.slice(i, i + APPLY_BATCH_ROWS)).execute();
  }
  if (gone.length > 0) structural = true;
  await markProductsChanged(trx, inPlace, options.now);
  if (structural) await bumpCatalogueVersion(trx, options.now);
  return {
    rows: result.rows, added: result.counts.added, changed: result.counts.changed, unchanged: result.counts.unchanged,
    discontinued: gone.length, newFamilies: result.counts.newFamilies,
  };
}
