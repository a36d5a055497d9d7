import type { Kysely } from 'kysely';
import { withSerialId } from './column-types';

/**
 * The catalogue feed's apply step (issue 26 "Catalogue import"; docs/catalogue-feed.md):
 * - products are matched to a feed's rows by their manufacturer's SKU, so a SKU names one product:
 *   the index on mfg_sku becomes unique (the seed's SKUs already are);
 * - a product on no row of a feed (the whole catalogue) is discontinued: taken off the shop
 *   (allow_browsing 0) with when (discontinued_at), so a later feed naming it brings it back,
 *   while a product hidden for another reason stays hidden;
 * - a family a feed made keeps the feed's key for it (feed_key), so the next feed's rows find it;
 * - the kept import history: who applied which file, when, its counts, status and duration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_sku').execute();
  await db.schema.createIndex('products_sku').on('products').column('mfg_sku').unique().execute();
  await db.schema.alterTable('products').addColumn('discontinued_at', 'text').execute();
  await db.schema.alterTable('product_families').addColumn('feed_key', 'text').execute();

  await withSerialId(db, db.schema.createTable('catalogue_imports'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    /** running, applied or failed (a refused feed is answered 409 and writes no row). */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('added', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('changed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unchanged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discontinued', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('new_families', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('duration_ms', 'integer')
    .execute();
  await db.schema.createIndex('catalogue_imports_started').on('catalogue_imports').column('started_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalogue_imports').execute();
  await db.schema.alterTable('products').dropColumn('discontinued_at').execute();
  await db.schema.alterTable('product_families').dropColumn('feed_key').execute();
  await db.schema.dropIndex('products_sku').execute();
  await db.schema.createIndex('products_sku').on('products').column('mfg_sku').execute();
}
