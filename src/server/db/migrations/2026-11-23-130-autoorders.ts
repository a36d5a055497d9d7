import type { Kysely } from 'kysely';
import { withSerialId } from './column-types';

/**
 * AutoOrders that place their own orders (issue 15; docs/decisions/058-autoorder-engine.md):
 * - auto_order_runs: one row per (subscription, due date), unique, claimed before anything is
 *   placed; its state says what became of that due date (placed, skipped, declined waiting for a
 *   retry, needs attention), so a crash or a second runner never places the same date twice;
 * - auto_order_subscriptions: why it needs attention, the date a "skip next once" moved away
 *   from (undo), the decline retry time and count, the due date whose reminder went out, the
 *   cancellation;
 * - auto_order_items.unit_price_cents: the AutoOrder unit price the shopper accepted (a higher
 *   price needs their consent: "needs attention, price changed");
 * - clinics.autoorder_reminder_days: days before an AutoOrder its reminder is sent (3).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const columns: [string, string, string, ((c: any) => any)?][] = [
    ['auto_order_subscriptions', 'attention_reason', 'text'],
    ['auto_order_subscriptions', 'attention_note', 'text', (c) => c.notNull().defaultTo('')],
    ['auto_order_subscriptions', 'skipped_date', 'text'],
    ['auto_order_subscriptions', 'retry_at', 'text'],
    ['auto_order_subscriptions', 'decline_count', 'integer', (c) => c.notNull().defaultTo(0)],
    ['auto_order_subscriptions', 'reminder_sent_for', 'text'],
    ['auto_order_subscriptions', 'cancelled_at', 'text'],
    ['auto_order_subscriptions', 'cancel_reason', 'text'],
    ['auto_order_subscriptions', 'last_order_date', 'text'],
    ['auto_order_items', 'unit_price_cents', 'integer'],
    ['clinics', 'autoorder_reminder_days', 'integer', (c) => c.notNull().defaultTo(3)],
  ];
  for (const [table, column, type, build] of columns) {
    await db.schema.alterTable(table).addColumn(column, type as 'text', build ?? ((c) => c)).execute();
  }
  await db.schema.createIndex('auto_order_subscriptions_due').on('auto_order_subscriptions').columns(['status', 'next_order_date']).execute();

  await withSerialId(db, db.schema.createTable('auto_order_runs'))
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('auto_order_subscriptions.id').onDelete('cascade'))
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('order_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('skipped_product_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addUniqueConstraint('auto_order_runs_once', ['subscription_id', 'due_date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auto_order_runs').execute();
  await db.schema.dropIndex('auto_order_subscriptions_due').execute();
  const added: [string, string][] = [
    ['clinics', 'autoorder_reminder_days'], ['auto_order_items', 'unit_price_cents'],
    ['auto_order_subscriptions', 'last_order_date'], ['auto_order_subscriptions', 'cancel_reason'], ['auto_order_subscriptions', 'cancelled_at'],
    ['auto_order_subscriptions', 'reminder_sent_for'], ['auto_order_subscriptions', 'decline_count'], ['auto_order_subscriptions', 'retry_at'],
    ['auto_order_subscriptions', 'skipped_date'], ['auto_order_subscriptions', 'attention_note'], ['auto_order_subscriptions', 'attention_reason'],
  ];
  for (const [table, column] of added) await db.schema.alterTable(table).dropColumn(column).execute();
}
