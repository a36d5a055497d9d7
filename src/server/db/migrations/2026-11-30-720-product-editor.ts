import type { Kysely } from 'kysely';
import { isPostgres, withSerialId } from './column-types';

/**
 * The product editor (issue 26 "Product editor"; docs/decisions/108-product-editor-and-images.md):
 * - uploaded_images keeps an uploaded picture's bytes in the database, found by the SHA-256 of its
 *   bytes, so every server instance serves it (never one instance's disk) at a content-addressed URL;
 * - product_images lists a child product's pictures in order; products.image stays the first, the
 *   path the cards and the search index already read;
 * - product_families.edit_version moves on every save of the family or a child, so a save made from
 *   an older copy of the page is refused (409) instead of overwriting someone else's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('uploaded_images'))
    .addColumn('sha256', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('product_images')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_images_pk', ['product_id', 'position'])
    .execute();

  await db.schema.alterTable('product_families').addColumn('edit_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_families').dropColumn('edit_version').execute();
  await db.schema.dropTable('product_images').execute();
  await db.schema.dropTable('uploaded_images').execute();
}
