import { PostgresAdapter, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * The custom payments table as a payment moves through the gateway (issue 27): found by its link's
 * token hash, locked, marked paying with the card the attempt uses, then paid (or back to open /
 * declined). The clinic's own queries (create, list, refund) are clinic/custom-payments'.
 */

const paymentColumns = [
  'p.id', 'p.clinic_id', 'p.client_user_id', 'p.amount_cents', 'p.description', 'p.invoice_number', 'p.method', 'p.status',
  'p.payment_reference', 'p.expires_at', 'p.card_token', 'p.card_brand', 'p.card_last4', 'p.authorization_id', 'p.capture_id',
  'p.paid_at', 'p.created_by_user_id',
] as const;

function selectPayment(db: Db) {
  return db.selectFrom('custom_payments as p')
    .innerJoin('clinics as c', 'c.id', 'p.clinic_id')
    .innerJoin('users as u', 'u.id', 'p.client_user_id')
    .select([...paymentColumns, 'c.practice_name', 'c.time_zone', 'c.phone as clinic_phone', 'c.email as clinic_email', 'u.first_name', 'u.last_name', 'u.email', 'u.language']);
}
export type PaymentRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectPayment>['executeTakeFirst']>>>;

export async function findPaymentByTokenHash(db: Db, tokenHash: string): Promise<PaymentRow | undefined> {
  return selectPayment(db).where('p.token_hash', '=', tokenHash).executeTakeFirst();
}

export async function findPayment(db: Db, id: number): Promise<PaymentRow | undefined> {
  return selectPayment(db).where('p.id', '=', id).executeTakeFirst();
}

/** Holds the payment's row until the transaction ends (PostgreSQL `FOR UPDATE`; SQLite's transactions run one at a time). */
export async function lockPayment(trx: Transaction<Database>, id: number): Promise<void> {
  let query = trx.selectFrom('custom_payments').select('id').where('id', '=', id);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  await query.executeTakeFirst();
}

/** An open link's attempt starts with this card; false when it is no longer open. */
export async function markPaying(trx: Transaction<Database>, id: number, card: { token: string; brand: string; last4: string }, now: string): Promise<boolean> {
  const result = await trx.updateTable('custom_payments')
    .set({ status: 'paying', card_token: card.token, card_brand: card.brand, card_last4: card.last4, attempt_started_at: now })
    .where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The attempt under `reference` was captured: paid. False when another call recorded it first. */
export async function markPaid(
  trx: Transaction<Database>, id: number, reference: string, settled: { authorizationId: string; captureId: string; paidAt: string },
): Promise<boolean> {
  const result = await trx.updateTable('custom_payments')
    .set({ status: 'paid', card_token: null, authorization_id: settled.authorizationId, capture_id: settled.captureId, paid_at: settled.paidAt })
    .where('id', '=', id).where('status', '=', 'paying').where('payment_reference', '=', reference).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The attempt under `reference` was declined: a link opens again under a new reference (the next
 * card is a new authorisation); a saved card's charge is declined for good.
 */
export async function markDeclined(trx: Transaction<Database>, id: number, reference: string, next: { status: 'open' | 'declined'; reference: string }): Promise<boolean> {
  const result = await trx.updateTable('custom_payments')
    .set({ status: next.status, payment_reference: next.reference, card_token: null, ...(next.status === 'open' ? { card_brand: null, card_last4: null } : {}) })
    .where('id', '=', id).where('status', '=', 'paying').where('payment_reference', '=', reference).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What the payment's refunds gave back (refunds done, not those in flight or failed). */
export async function refundedCentsOf(db: Db, id: number): Promise<number> {
  const row = await db.selectFrom('custom_payment_refunds').select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('total'))
    .where('custom_payment_id', '=', id).where('status', '=', 'refunded').executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Attempts in flight that began before `before` (a crash's), oldest first. */
export async function listStaleAttempts(db: Db, before: string, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('custom_payments').select('id').where('status', '=', 'paying').where('attempt_started_at', '<', before)
    .orderBy('attempt_started_at').limit(limit).execute();
  return rows.map((r) => Number(r.id));
}
