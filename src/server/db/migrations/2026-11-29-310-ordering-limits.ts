import type { Kysely } from 'kysely';
import { withSerialId } from './column-types';

/**
 * Ordering limits (issue 25, rr §8; docs/decisions/096-ordering-limits.md):
 * - product_order_limits: a product's monthly maximum per shopper and its allocation per shopper
 *   (scarce products), counted from allocation_starts_on (a day in the clinic's time zone; null:
 *   every order counts). A product without a row has no limit;
 * - restricted_areas: where home delivery does not go: a clinic's area (every product, product_id
 *   null), a product's area (from every clinic, clinic_id null) or both. kind is 'postal_code'
 *   (value 'K1A0B1'), 'prefix' ('X0A') or 'province' ('NU'), stored normalised (upper case, no space).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_order_limits')
    .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id'))
    .addColumn('monthly_max', 'integer')
    .addColumn('allocation_max', 'integer')
    .addColumn('allocation_starts_on', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await withSerialId(db, db.schema.createTable('restricted_areas'))
    .addColumn('clinic_id', 'integer', (c) => c.references('clinics.id'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('restricted_areas_clinic').on('restricted_areas').columns(['clinic_id', 'kind', 'value']).execute();
  await db.schema.createIndex('restricted_areas_product').on('restricted_areas').columns(['product_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('restricted_areas').execute();
  await db.schema.dropTable('product_order_limits').execute();
}
