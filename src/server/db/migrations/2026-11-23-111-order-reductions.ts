import type { Kysely } from 'kysely';
import { withSerialId } from './column-types';

/**
 * Each special offer an order item was sold with, and for how much (issue 14: the order page names
 * its discounts and rebates without pricing anything again). Written when the order is placed from
 * the priced cart's discount rows; the offer's name and whether it is hidden come from its
 * promotion row. The AutoOrder parts and the coupon share stay on the order item itself.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('order_reductions'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id'))
    .addColumn('promotion_id', 'integer', (c) => c.notNull())
    .addColumn('is_rebate', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_reductions_order').on('order_reductions').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_reductions').execute();
}
