import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/database';
import type { CheckedCard } from './sandbox-cards';

/** The sandbox provider's own tables: issued tokens and its authorisation ledger. */

export async function insertCardToken(db: Db, token: string, card: CheckedCard, now: Date): Promise<void> {
  await db
    .insertInto('sandbox_card_tokens')
    .values({
      token, brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear, outcome: card.outcome,
      used_by_user_id: null, created_at: now.toISOString(),
    })
    .execute();
}

export async function findCardToken(db: Db, token: string) {
  return db.selectFrom('sandbox_card_tokens').selectAll().where('token', '=', token).executeTakeFirst();
}

/** Marks an unused token as used by a shopper; false when it is unknown or already used. */
export async function claimCardToken(db: Db, token: string, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_card_tokens')
    .set({ used_by_user_id: userId })
    .where('token', '=', token)
    .where('used_by_user_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A renewed card's new expiry on its token; false when the token is unknown. */
export async function updateCardTokenExpiry(db: Db, token: string, expMonth: number, expYear: number): Promise<boolean> {
  const result = await db.updateTable('sandbox_card_tokens').set({ exp_month: expMonth, exp_year: expYear }).where('token', '=', token).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records an authorisation; null (and nothing written) when the reference already has one. */
export async function insertAuthorization(
  db: Db,
  row: { authorizationId: string; token: string; amountCents: number; reference: string },
  now: Date,
): Promise<string | null> {
  const inserted = await db
    .insertInto('payment_authorizations')
    .values({
      authorization_id: row.authorizationId, token: row.token, amount_cents: row.amountCents, reference: row.reference,
      status: 'approved', created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .returning('authorization_id')
    .executeTakeFirst();
  return inserted?.authorization_id ?? null;
}

export async function findAuthorizationByReference(db: Db, reference: string) {
  return db.selectFrom('payment_authorizations').select(['authorization_id', 'status']).where('reference', '=', reference).executeTakeFirst();
}

export async function voidAuthorizationRow(db: Db, authorizationId: string): Promise<void> {
  await db.updateTable('payment_authorizations').set({ status: 'voided' }).where('authorization_id', '=', authorizationId).execute();
}

/**
 * Holds an authorisation's row until the transaction ends (PostgreSQL `FOR UPDATE`; SQLite runs
 * one transaction at a time already), so its refunds are counted and written one at a time.
 */
export async function lockAuthorization(db: Db, authorizationId: string): Promise<void> {
  let query = db.selectFrom('payment_authorizations').select('authorization_id').where('authorization_id', '=', authorizationId);
  if (db.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  await query.executeTakeFirst();
}

/** What an approved authorisation may still give back (its amount less its refunds); null when unknown or voided. */
export async function refundableOf(db: Db, authorizationId: string): Promise<number | null> {
  const auth = await db.selectFrom('payment_authorizations').select(['amount_cents', 'status']).where('authorization_id', '=', authorizationId).executeTakeFirst();
  if (!auth || auth.status !== 'approved') return null;
  const row = await db.selectFrom('payment_refunds').select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('total'))
    .where('authorization_id', '=', authorizationId).executeTakeFirst();
  return Number(auth.amount_cents) - Number(row?.total ?? 0);
}

export async function findRefundByReference(db: Db, reference: string) {
  return db.selectFrom('payment_refunds').select(['refund_id', 'amount_cents']).where('reference', '=', reference).executeTakeFirst();
}

/** Records a refund; null (and nothing written) when the reference already has one. */
export async function insertRefund(
  db: Db,
  row: { refundId: string; authorizationId: string; amountCents: number; reference: string },
  now: Date,
): Promise<string | null> {
  const inserted = await db.insertInto('payment_refunds')
    .values({ refund_id: row.refundId, authorization_id: row.authorizationId, amount_cents: row.amountCents, reference: row.reference, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('reference').doNothing())
    .returning('refund_id')
    .executeTakeFirst();
  return inserted?.refund_id ?? null;
}

export async function findAuthorization(db: Db, authorizationId: string) {
  return db.selectFrom('payment_authorizations').select(['authorization_id', 'status', 'amount_cents']).where('authorization_id', '=', authorizationId).executeTakeFirst();
}

export async function findCaptureByReference(db: Db, reference: string) {
  return db.selectFrom('payment_captures').select(['capture_id', 'amount_cents']).where('reference', '=', reference).executeTakeFirst();
}

/** What was captured of an authorisation so far, in cents. */
export async function capturedOf(db: Db, authorizationId: string): Promise<number> {
  const row = await db.selectFrom('payment_captures').select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('total'))
    .where('authorization_id', '=', authorizationId).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Records a capture; null (and nothing written) when the reference already has one. */
export async function insertCapture(
  db: Db,
  row: { captureId: string; authorizationId: string; amountCents: number; reference: string },
  now: Date,
): Promise<string | null> {
  const inserted = await db
    .insertInto('payment_captures')
    .values({ capture_id: row.captureId, authorization_id: row.authorizationId, amount_cents: row.amountCents, reference: row.reference, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('reference').doNothing())
    .returning('capture_id')
    .executeTakeFirst();
  return inserted?.capture_id ?? null;
}

/** A chargeback's capture: what it captured less what chargebacks took back already; null when unknown. */
export async function chargeableOf(db: Db, captureId: string): Promise<number | null> {
  const capture = await db.selectFrom('payment_captures').select('amount_cents').where('capture_id', '=', captureId).executeTakeFirst();
  if (!capture) return null;
  const row = await db.selectFrom('payment_chargebacks').select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('total'))
    .where('capture_id', '=', captureId).executeTakeFirst();
  return Number(capture.amount_cents) - Number(row?.total ?? 0);
}

export async function findChargebackByReference(db: Db, reference: string) {
  return db.selectFrom('payment_chargebacks').select(['chargeback_id', 'capture_id', 'amount_cents']).where('reference', '=', reference).executeTakeFirst();
}

/** Records a chargeback; null (and nothing written) when the reference already has one. */
export async function insertChargeback(
  db: Db,
  row: { chargebackId: string; captureId: string; amountCents: number; reason: string; reference: string },
  now: Date,
): Promise<string | null> {
  const inserted = await db.insertInto('payment_chargebacks')
    .values({ chargeback_id: row.chargebackId, capture_id: row.captureId, amount_cents: row.amountCents, reason: row.reason, reference: row.reference, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('reference').doNothing())
    .returning('chargeback_id')
    .executeTakeFirst();
  return inserted?.chargeback_id ?? null;
}
