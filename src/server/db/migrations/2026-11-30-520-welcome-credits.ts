import type { Kysely } from 'kysely';

/**
 * The clinic's welcome credit (issue 25, rr §5 "credit amount and minimum order amount";
 * docs/decisions/102-policies-the-store-runs-on.md): one row per client and clinic the credit was
 * given at, its key (the primary key), so it is given once whatever retries or runs place orders.
 * The credit itself is a ledger entry (credit_entries, kind welcome_credit, against the order).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('welcome_credits')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('welcome_credits_pk', ['user_id', 'clinic_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('welcome_credits').execute();
}
