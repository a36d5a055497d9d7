import { sql, type Kysely } from 'kysely';

/**
 * Placing an order in two short transactions with the card authorised between them, outside any
 * transaction (issue 10 §8; docs/decisions/034-placing-an-order.md).
 *
 * - checkouts.state: 'pending' from the claim (stock taken, orders recorded, waiting for the card)
 *   until the confirmation makes it 'placed'; rows from before this migration were placed.
 * - checkouts.pending_json: what confirming or releasing a pending checkout needs (the answer, the
 *   ordered cart lines, the stock and credit taken, the AutoOrder and the email), so any request or
 *   the start-up sweep can settle it, not only the request that claimed it.
 * - one pending checkout per shopper (a partial unique index): a second checkout of the same cart
 *   under another checkoutId cannot be claimed while the first waits for its card, so the cart's
 *   lines are never ordered twice.
 * - payment_authorizations.reference unique: the sandbox provider answers a repeated authorisation
 *   of the same checkout with the first one, as real providers do with an idempotency key.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('checkouts').addColumn('state', 'text', (c) => c.notNull().defaultTo('placed')).execute();
  await db.schema.alterTable('checkouts').addColumn('pending_json', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.createIndex('checkouts_state').on('checkouts').columns(['state', 'created_at']).execute();
  await db.schema.createIndex('checkouts_one_pending').on('checkouts').column('user_id').unique().where(sql.ref('state'), '=', 'pending').execute();
  await db.schema.createIndex('payment_authorizations_reference').on('payment_authorizations').column('reference').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payment_authorizations_reference').execute();
  await db.schema.dropIndex('checkouts_one_pending').execute();
  await db.schema.dropIndex('checkouts_state').execute();
  await db.schema.alterTable('checkouts').dropColumn('pending_json').execute();
  await db.schema.alterTable('checkouts').dropColumn('state').execute();
}
