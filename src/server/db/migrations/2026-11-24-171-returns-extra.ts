import { sql, type Kysely } from 'kysely';
import { withSerialId } from './column-types';

/**
 * Returns, second part (issue 17):
 * - returns.credit_refund_cents: the part of a refund given as account credit. A card refund gives
 *   back to the card at most what the card paid; what account credit paid comes back as credit.
 * - one pending return per order at most (rr §7 "pending return exists"), kept by a partial unique
 *   index so two staff members creating one at once cannot both succeed.
 * - payment_refunds: the sandbox payment provider's refund ledger (a real provider keeps it on its
 *   side), against an authorisation; `reference` is the idempotency key (one refund per return).
 * users.account_credit_cents stays in place but nothing reads or writes it any more: the ledger
 * (credit_entries) is the balance (docs/decisions/069-account-credit-is-a-ledger.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('returns').addColumn('credit_refund_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('returns_one_pending_per_order').on('returns').column('order_id').unique().where(sql.ref('status'), '=', 'pending').execute();
  await withSerialId(db, db.schema.createTable('payment_refunds'))
    .addColumn('refund_id', 'text', (c) => c.notNull().unique())
    .addColumn('authorization_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_refunds').execute();
  await db.schema.dropIndex('returns_one_pending_per_order').execute();
  await db.schema.alterTable('returns').dropColumn('credit_refund_cents').execute();
}
