import type { Kysely } from 'kysely';
import { withSerialId } from './column-types';

/**
 * Returns, refunds and account credit (issue 17; rr §4 "Return", §5 return states, §9 messages):
 * - returns: one return on a shipped or picked-up order, created by staff. `status` is pending
 *   (incomplete), completed (processed) or cancelled (only from pending, with a reason from the
 *   spec's list). The amounts are stored as computed when it was completed, in cents: items, their
 *   taxes (in proportion, by the order's tax rules), shipping refund, the returns fee and its taxes,
 *   a custom refund amount when staff set one, and the total refunded to the card or as credit;
 * - return_items: which order items and how many (never more than bought less already returned);
 * - credit_entries: the account-credit ledger. Every credit (a return refunded as credit, an
 *   adjustment, a cancelled order giving back the credit it spent) and every spend (an order) is a
 *   row with its order or return; a shopper's balance is the sum of their rows. Existing balances
 *   become one opening entry each.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('returns'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('responsibility', 'text', (c) => c.notNull())
    .addColumn('fee_kind', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('fee_value', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('items_refund_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('items_tax_refund_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_refund_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fee_tax_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('custom_refund_cents', 'integer')
    .addColumn('refund_total_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_method', 'text', (c) => c.notNull())
    .addColumn('provider_refund_id', 'text')
    .addColumn('admin_notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('window_override_note', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('cancel_note', 'text')
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema.createIndex('returns_order').on('returns').column('order_id').execute();
  await db.schema.createIndex('returns_clinic_status').on('returns').columns(['clinic_id', 'status']).execute();

  await withSerialId(db, db.schema.createTable('return_items'))
    .addColumn('return_id', 'integer', (c) => c.notNull().references('returns.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('refund_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_refund_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('return_items_return').on('return_items').column('return_id').execute();

  await withSerialId(db, db.schema.createTable('credit_entries'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('return_id', 'integer', (c) => c.references('returns.id'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_entries_user').on('credit_entries').column('user_id').execute();

  const now = new Date().toISOString();
  const balances = await db.selectFrom('users').select(['id', 'account_credit_cents']).where('account_credit_cents', '!=', 0).execute();
  for (const row of balances) {
    await db.insertInto('credit_entries').values({ user_id: row.id, amount_cents: row.account_credit_cents, kind: 'opening_balance', note: '', created_at: now }).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credit_entries').execute();
  await db.schema.dropTable('return_items').execute();
  await db.schema.dropTable('returns').execute();
}
