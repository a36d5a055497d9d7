import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * The clinic's custom payments (issue 27): every query takes the staff member's clinic, so another
 * clinic's payment, client or card finds nothing (404).
 */

const notStaff = sql<boolean>`not exists (select 1 from staff_members s where s.user_id = u.id)`;

/** The clinic's active clients matching a name or email, with their saved cards (the charge form's picker). */
export async function searchClients(db: Db, clinicId: number, q: string, limit: number) {
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const clients = await db.selectFrom('users as u')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email'])
    .where('u.clinic_id', '=', clinicId).where('u.status', '=', 'active').where(notStaff)
    .where((eb) => eb.or([
      eb(sql`lower(u.first_name || ' ' || u.last_name)`, 'like', sql`${like} escape '\\'`),
      eb(sql`lower(u.email)`, 'like', sql`${like} escape '\\'`),
    ]))
    .orderBy('u.last_name').orderBy('u.first_name').orderBy('u.id').limit(limit).execute();
  const ids = clients.map((c) => c.id);
  const cards = ids.length === 0 ? [] : await db.selectFrom('payment_methods')
    .select(['id', 'user_id', 'brand', 'last4', 'exp_month', 'exp_year', 'is_default'])
    .where('user_id', 'in', ids).where('is_deleted', '=', 0).orderBy('id').execute();
  return { clients, cards };
}

/** A client of the clinic (not a staff member), or undefined. */
export async function findClient(db: Db, clinicId: number, clientId: number) {
  return db.selectFrom('users as u').select(['u.id', 'u.first_name', 'u.email', 'u.language'])
    .where('u.id', '=', clientId).where('u.clinic_id', '=', clinicId).where(notStaff).executeTakeFirst();
}

/** One of the client's saved cards, or undefined (another user's card finds nothing). */
export async function findClientCard(db: Db, clientId: number, cardId: number) {
  return db.selectFrom('payment_methods').select(['id', 'token', 'brand', 'last4'])
    .where('id', '=', cardId).where('user_id', '=', clientId).where('is_deleted', '=', 0).executeTakeFirst();
}

export async function findByRequestKey(db: Db, clinicId: number, requestKey: string) {
  return db.selectFrom('custom_payments').selectAll().where('clinic_id', '=', clinicId).where('request_key', '=', requestKey).executeTakeFirst();
}


export async function insertPayment(trx: Transaction<Database>, row: {
  clinic_id: number; client_user_id: number; amount_cents: number; description: string; invoice_number: string; method: string; status: string;
  request_key: string; payment_reference: string; token_hash: string | null; expires_at: string | null; payment_method_id: number | null;
  card_token: string | null; card_brand: string | null; card_last4: string | null; created_by_user_id: number; created_at: string;
}): Promise<number> {
  const attempt = row.status === 'paying' ? row.created_at : null;
  const inserted = await trx.insertInto('custom_payments')
    .values({ ...row, attempt_started_at: attempt, authorization_id: null, capture_id: null, paid_at: null, cancelled_at: null, cancelled_by_user_id: null })
    .returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

function selectPayments(db: Db, clinicId: number) {
  return db.selectFrom('custom_payments as p')
    .innerJoin('users as u', 'u.id', 'p.client_user_id')
    .innerJoin('users as by', 'by.id', 'p.created_by_user_id')
    .select([
      'p.id', 'p.client_user_id', 'u.first_name', 'u.last_name', 'u.email', 'p.amount_cents', 'p.description', 'p.invoice_number', 'p.method',
      'p.status', 'p.card_brand', 'p.card_last4', 'p.created_at', 'p.paid_at', 'p.expires_at', 'p.cancelled_at', 'p.authorization_id',
      'by.first_name as by_first_name', 'by.last_name as by_last_name',
      (eb) => eb.selectFrom('custom_payment_refunds as r').select((r) => r.fn.coalesce(r.fn.sum<number | string>('r.amount_cents'), sql<number>`0`).as('s'))
        .whereRef('r.custom_payment_id', '=', 'p.id').where('r.status', '=', 'refunded').as('refunded_cents'),
      (eb) => eb.selectFrom('custom_payment_refunds as r').select((r) => r.fn.coalesce(r.fn.sum<number | string>('r.amount_cents'), sql<number>`0`).as('s'))
        .whereRef('r.custom_payment_id', '=', 'p.id').where('r.status', 'in', ['pending', 'refunded']).as('committed_cents'),
    ])
    .where('p.clinic_id', '=', clinicId);
}
export type PaymentListRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number];

export async function findPayment(db: Db, clinicId: number, id: number): Promise<PaymentListRow | undefined> {
  return selectPayments(db, clinicId).where('p.id', '=', id).executeTakeFirst();
}

/** The clinic's payments created in [fromIso, toIso), newest first (the report filters and pages them). */
export async function listPayments(db: Db, clinicId: number, fromIso: string, toIso: string): Promise<PaymentListRow[]> {
  return selectPayments(db, clinicId).where('p.created_at', '>=', fromIso).where('p.created_at', '<', toIso)
    .orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').execute();
}

export async function listRefunds(db: Db, paymentId: number) {
  return db.selectFrom('custom_payment_refunds as r').innerJoin('users as by', 'by.id', 'r.created_by_user_id')
    .select(['r.id', 'r.amount_cents', 'r.reason', 'r.status', 'r.created_at', 'r.request_key', 'r.reference', 'r.provider_refund_id', 'by.first_name', 'by.last_name'])
    .where('r.custom_payment_id', '=', paymentId).orderBy('r.id').execute();
}

export async function cancelOpenPayment(trx: Transaction<Database>, id: number, byUserId: number, now: string): Promise<boolean> {
  const result = await trx.updateTable('custom_payments').set({ status: 'cancelled', cancelled_at: now, cancelled_by_user_id: byUserId })
    .where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRefund(trx: Transaction<Database>, row: {
  custom_payment_id: number; amount_cents: number; reason: string; request_key: string; reference: string; created_by_user_id: number; created_at: string;
}): Promise<number> {
  const inserted = await trx.insertInto('custom_payment_refunds').values({ ...row, status: 'pending', provider_refund_id: null, refunded_at: null })
    .returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** A pending refund's outcome; false when another call recorded it first. */
export async function settleRefund(trx: Transaction<Database>, id: number, outcome: { status: 'refunded' | 'failed'; providerRefundId: string | null; at: string }): Promise<boolean> {
  const result = await trx.updateTable('custom_payment_refunds')
    .set({ status: outcome.status, provider_refund_id: outcome.providerRefundId, refunded_at: outcome.status === 'refunded' ? outcome.at : null })
    .where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function clinicForEmail(db: Db, clinicId: number) {
  return db.selectFrom('clinics').select(['practice_name', 'time_zone']).where('id', '=', clinicId).executeTakeFirstOrThrow();
}

export async function clinicTimeZone(db: Db, clinicId: number): Promise<string> {
  return (await db.selectFrom('clinics').select('time_zone').where('id', '=', clinicId).executeTakeFirstOrThrow()).time_zone;
}

/** Captures of the clinic's custom payments in [fromIso, toIso) (the settlement report's source). */
export async function capturesIn(db: Db, clinicId: number, fromIso: string, toIso: string) {
  return db.selectFrom('custom_payments as p').innerJoin('users as u', 'u.id', 'p.client_user_id')
    .select(['p.capture_id', 'p.invoice_number', 'p.amount_cents', 'p.paid_at', 'u.first_name', 'u.last_name'])
    .where('p.clinic_id', '=', clinicId).where('p.capture_id', 'is not', null).where('p.paid_at', '>=', fromIso).where('p.paid_at', '<', toIso)
    .orderBy('p.paid_at').orderBy('p.id').execute();
}

/** Refunds of the clinic's custom payments made in [fromIso, toIso). */
export async function refundsIn(db: Db, clinicId: number, fromIso: string, toIso: string) {
  return db.selectFrom('custom_payment_refunds as r').innerJoin('custom_payments as p', 'p.id', 'r.custom_payment_id').innerJoin('users as u', 'u.id', 'p.client_user_id')
    .select(['r.provider_refund_id', 'p.invoice_number', 'r.amount_cents', 'r.refunded_at', 'u.first_name', 'u.last_name'])
    .where('p.clinic_id', '=', clinicId).where('r.status', '=', 'refunded').where('r.refunded_at', '>=', fromIso).where('r.refunded_at', '<', toIso)
    .orderBy('r.refunded_at').orderBy('r.id').execute();
}
