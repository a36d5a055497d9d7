import type { Kysely } from 'kysely';
import { withSerialId } from './column-types';

/**
 * The distributor integration (issue 25; docs/decisions/098-distributor-integration.md):
 * - distributors: one row per distributor a clinic orders from, by the name the clinic enrolled with
 *   (clinics.distributor_name); created when a clinic's first order is sent or by the seed;
 * - distributor_users: the spec's distributor role, one user belongs to one distributor;
 * - distributor_orders: the store's record of sending an order, the idempotency key: one row per
 *   order (unique), its reference the distributor keys its own copy on, state 'sending' then 'sent';
 * - distributor_notices: the shipment notices received, unique per distributor and notice id, so a
 *   notice delivered twice moves the order once;
 * - sandbox_distributor_orders: the sandbox distributor's own ledger (what it received, unique by
 *   reference, and what it did with each line), as the payment sandbox keeps its authorisations.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('distributors'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('distributor_users')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('distributor_id', 'integer', (c) => c.notNull().references('distributors.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await withSerialId(db, db.schema.createTable('distributor_orders'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('distributor_id', 'integer', (c) => c.notNull().references('distributors.id'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('distributor_ref', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('distributor_orders_state').on('distributor_orders').columns(['state']).execute();
  await withSerialId(db, db.schema.createTable('distributor_notices'))
    .addColumn('distributor_id', 'integer', (c) => c.notNull().references('distributors.id'))
    .addColumn('notice_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('body_json', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('distributor_notices_notice', ['distributor_id', 'notice_id'])
    .execute();
  await withSerialId(db, db.schema.createTable('sandbox_distributor_orders'))
    .addColumn('distributor_id', 'integer', (c) => c.notNull().references('distributors.id'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('distributor_ref', 'text', (c) => c.notNull().unique())
    .addColumn('order_number', 'text', (c) => c.notNull())
    .addColumn('clinic_name', 'text', (c) => c.notNull())
    .addColumn('ship_to', 'text', (c) => c.notNull())
    .addColumn('is_clinic_pickup', 'integer', (c) => c.notNull())
    .addColumn('lines_json', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sandbox_distributor_orders_distributor').on('sandbox_distributor_orders').columns(['distributor_id', 'received_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_distributor_orders').execute();
  await db.schema.dropTable('distributor_notices').execute();
  await db.schema.dropTable('distributor_orders').execute();
  await db.schema.dropTable('distributor_users').execute();
  await db.schema.dropTable('distributors').execute();
}
