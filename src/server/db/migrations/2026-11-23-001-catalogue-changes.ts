import type { Kysely } from 'kysely';

/**
 * The catalogue's change log (issue 12): stock and price changes reach every server's index in
 * place, without a rebuild. A writer takes the next `catalogue_version.change_seq` (the row lock
 * orders writers, so sequence numbers commit in order) and writes one `catalogue_changes` row per
 * product it changed; each server reads the products logged after the sequence number its index
 * has seen. `catalogue_version.version` still moves for changes that need a new index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('catalogue_version').addColumn('change_seq', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('catalogue_changes')
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_changes_pk', ['seq', 'product_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalogue_changes').execute();
  await db.schema.alterTable('catalogue_version').dropColumn('change_seq').execute();
}
