import type { Kysely } from 'kysely';
import { withSerialId } from './column-types';

/**
 * Split shipping (issue 16; docs/decisions/057-cancel-and-split-shipping.md):
 * - shipments: the parcels of an order the clinic split. Number 1 holds the items ready to leave,
 *   number 2 those waiting on the veterinarian. Each has its own status (an order status code),
 *   carrier and tracking number, and its charge: `amount_cents`, `charge_status` (authorized: held
 *   by the order's authorisation, to be captured when it leaves; captured; voided) and the
 *   provider's capture id. An order that was never split has no rows here.
 * - shipment_items: which order items (and how many) travel in which shipment.
 * - payment_captures: the sandbox provider's capture ledger (a real provider keeps its own), one per
 *   reference, so a repeated capture of the same shipment captures once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('shipments'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('carrier', 'text')
    .addColumn('tracking_number', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('charge_status', 'text', (c) => c.notNull())
    .addColumn('capture_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('shipped_at', 'text')
    .execute();
  await db.schema.createIndex('shipments_order_number').on('shipments').columns(['order_id', 'number']).unique().execute();

  await withSerialId(db, db.schema.createTable('shipment_items'))
    .addColumn('shipment_id', 'integer', (c) => c.notNull().references('shipments.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shipment_items_shipment').on('shipment_items').column('shipment_id').execute();

  await withSerialId(db, db.schema.createTable('payment_captures'))
    .addColumn('capture_id', 'text', (c) => c.notNull().unique())
    .addColumn('authorization_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_captures').execute();
  await db.schema.dropTable('shipment_items').execute();
  await db.schema.dropTable('shipments').execute();
}
