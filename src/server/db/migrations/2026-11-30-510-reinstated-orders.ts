import type { Kysely } from 'kysely';

/**
 * Reinstating a cancelled order (issue 25; docs/decisions/101-reinstating-a-cancelled-order.md):
 * the new order names the cancelled one it reinstates. Unique, so an order is reinstated at most
 * once: the idempotency key of a double click, a retry or a crash between the claim and the card.
 * A unique index (not a column constraint): SQLite cannot add a UNIQUE column to a table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('reinstated_from_order_id', 'integer', (c) => c.references('orders.id')).execute();
  await db.schema.createIndex('orders_reinstated_from').unique().on('orders').column('reinstated_from_order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_reinstated_from').execute();
  await db.schema.alterTable('orders').dropColumn('reinstated_from_order_id').execute();
}
