import type { Kysely, Transaction } from 'kysely';
import type { WellnessEnrolment, WellnessPayment } from '../../../contracts/wellness-plans';
import type { WellnessEnrolmentStatus, WellnessPaymentState } from '../../../domain/wellness-plans';
import type { Database } from '../../db/schema';

/** The wellness tables as the account and the billing engine read and write them (issue 27). */
type Executor = Kysely<Database> | Transaction<Database>;

const enrolmentColumns = [
  'e.id', 'e.status', 'e.start_date', 'e.hold_reason', 'e.consent_text_version', 'e.consent_at', 'e.end_option', 'e.ended_on', 'e.clinic_id', 'e.user_id',
  'pl.id as planId', 'pl.name_en as planNameEn', 'pl.name_fr as planNameFr', 'pl.description_en as planDescriptionEn', 'pl.description_fr as planDescriptionFr',
  'pl.monthly_price_cents', 'pl.term_months', 'pl.enrolment_fee_cents', 'pl.store_discount_percent',
  'u.first_name', 'u.last_name', 'u.email', 'u.language',
  'pt.id as petId', 'pt.name as petName',
  'pm.id as cardId', 'pm.brand', 'pm.last4', 'pm.token',
  'r.first_name as consentFirstName', 'r.last_name as consentLastName',
] as const;

function enrolmentsQuery(db: Executor) {
  return db.selectFrom('wellness_enrolments as e')
    .innerJoin('wellness_plans as pl', 'pl.id', 'e.plan_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .innerJoin('pets as pt', 'pt.id', 'e.pet_id')
    .innerJoin('payment_methods as pm', 'pm.id', 'e.payment_method_id')
    .innerJoin('users as r', 'r.id', 'e.consent_recorded_by')
    .select([...enrolmentColumns]);
}
export type EnrolmentRow = Awaited<ReturnType<ReturnType<typeof enrolmentsQuery>['executeTakeFirstOrThrow']>>;

export const findEnrolmentRow = (db: Executor, id: number) => enrolmentsQuery(db).where('e.id', '=', id).executeTakeFirst();

export const enrolmentRowsOf = (db: Executor, where: { userId?: number; clinicId?: number; statuses?: readonly string[] }) => {
  let q = enrolmentsQuery(db);
  if (where.userId !== undefined) q = q.where('e.user_id', '=', where.userId);
  if (where.clinicId !== undefined) q = q.where('e.clinic_id', '=', where.clinicId);
  if (where.statuses) q = q.where('e.status', 'in', [...where.statuses]);
  return q.orderBy('e.id', 'desc').limit(500).execute();
};

export function paymentsOf(db: Executor, enrolmentIds: number[]) {
  if (enrolmentIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('wellness_payments').selectAll().where('enrolment_id', 'in', enrolmentIds).orderBy('month').execute();
}

export async function servicesWithUses(db: Executor, enrolmentIds: number[]) {
  if (enrolmentIds.length === 0) return [];
  return db.selectFrom('wellness_enrolments as e')
    .innerJoin('wellness_plan_services as s', 's.plan_id', 'e.plan_id')
    .select(['e.id as enrolmentId', 's.id', 's.name_en', 's.name_fr', 's.count', 's.value_cents', 's.position',
      (eb) => eb.selectFrom('wellness_service_uses as w').select((x) => x.fn.countAll<number>().as('n'))
        .whereRef('w.enrolment_id', '=', 'e.id').whereRef('w.plan_service_id', '=', 's.id').as('used')])
    .where('e.id', 'in', enrolmentIds)
    .orderBy('s.position')
    .execute();
}

const toPayment = (p: Awaited<ReturnType<typeof paymentsOf>>[number]): WellnessPayment => ({
  id: Number(p.id), month: Number(p.month), dueDate: p.due_date, amountCents: Number(p.amount_cents), state: p.state as WellnessPaymentState,
  declineCount: Number(p.decline_count), retryAt: p.retry_at, paidAt: p.paid_at, refundedAt: p.refunded_at,
});

/** Enrolments as the client and the clinic see them: the plan, services used and left, the schedule. */
export async function enrolmentViews(db: Executor, rows: EnrolmentRow[]): Promise<WellnessEnrolment[]> {
  const ids = rows.map((r) => Number(r.id));
  const [payments, services] = await Promise.all([paymentsOf(db, ids), servicesWithUses(db, ids)]);
  return rows.map((r) => {
    const mine = payments.filter((p) => Number(p.enrolment_id) === Number(r.id));
    const paidCents = mine.filter((p) => p.state === 'paid').reduce((n, p) => n + Number(p.amount_cents), 0);
    const unpaidCents = mine.filter((p) => p.state === 'pending' || p.state === 'bill_declined').reduce((n, p) => n + Number(p.amount_cents), 0);
    return {
      id: Number(r.id), status: r.status as WellnessEnrolmentStatus,
      plan: {
        id: Number(r.planId), nameEn: r.planNameEn, nameFr: r.planNameFr, descriptionEn: r.planDescriptionEn, descriptionFr: r.planDescriptionFr,
        monthlyPriceCents: Number(r.monthly_price_cents), termMonths: Number(r.term_months), enrolmentFeeCents: Number(r.enrolment_fee_cents),
        storeDiscountPercent: Number(r.store_discount_percent),
      },
      client: { id: Number(r.user_id), firstName: r.first_name, lastName: r.last_name, email: r.email },
      pet: { id: Number(r.petId), name: r.petName },
      card: { id: Number(r.cardId), brand: r.brand, last4: r.last4 },
      startDate: r.start_date, holdReason: r.hold_reason,
      consent: { textVersion: r.consent_text_version, recordedBy: `${r.consentFirstName} ${r.consentLastName}`.trim(), at: r.consent_at },
      endOption: r.end_option, endedOn: r.ended_on,
      services: services.filter((s) => Number(s.enrolmentId) === Number(r.id)).map((s) => ({
        planServiceId: Number(s.id), nameEn: s.name_en, nameFr: s.name_fr, count: Number(s.count), used: Number(s.used ?? 0),
        left: Math.max(0, Number(s.count) - Number(s.used ?? 0)), valueCents: Number(s.value_cents),
      })),
      payments: mine.map(toPayment), paidCents, unpaidCents,
    };
  });
}

// --- The billing engine's claims (wellness-billing.ts) ---

export interface DueQuery {
  asOf: string;
  now: Date;
  staleBefore: Date;
  limit: number;
  exclude?: readonly number[];
  onlyPaymentIds?: readonly number[];
  onlyEnrolmentIds?: readonly number[];
  afterId?: number;
}

/**
 * Payments to charge: pending and due on or before asOf, or declined with their retry time come,
 * of an active enrolment (the closing payment of a cancellation, month 0, whatever the status),
 * and not held by a live runner's claim.
 */
export function listDuePaymentIds(db: Executor, q: DueQuery): Promise<number[]> {
  let query = db.selectFrom('wellness_payments as p').innerJoin('wellness_enrolments as e', 'e.id', 'p.enrolment_id').select('p.id')
    .where((eb) => eb.or([eb('e.status', '=', 'active'), eb('p.month', '=', 0)]))
    .where((eb) => eb.or([
      eb.and([eb('p.state', '=', 'pending'), eb('p.due_date', '<=', q.asOf)]),
      eb.and([eb('p.state', '=', 'bill_declined'), eb('p.retry_at', 'is not', null), eb('p.retry_at', '<=', q.now.toISOString())]),
    ]))
    .where((eb) => eb.or([eb('p.claimed_at', 'is', null), eb('p.claimed_at', '<', q.staleBefore.toISOString())]));
  if (q.exclude && q.exclude.length > 0) query = query.where('p.id', 'not in', [...q.exclude]);
  if (q.onlyPaymentIds) query = query.where('p.id', 'in', q.onlyPaymentIds.length > 0 ? [...q.onlyPaymentIds] : [0]);
  if (q.onlyEnrolmentIds) query = query.where('p.enrolment_id', 'in', q.onlyEnrolmentIds.length > 0 ? [...q.onlyEnrolmentIds] : [0]);
  if (q.afterId) query = query.where('p.id', '>', q.afterId);
  return query.orderBy('p.id').limit(q.limit).execute().then((rows) => rows.map((r) => Number(r.id)));
}

/** Takes a payment for this runner (its lease): false when another runner holds it or it is no longer due. */
export async function claimPayment(db: Executor, id: number, now: Date, staleBefore: Date): Promise<string | null> {
  const claimedAt = now.toISOString();
  const result = await db.updateTable('wellness_payments').set({ claimed_at: claimedAt })
    .where('id', '=', id).where('state', 'in', ['pending', 'bill_declined'])
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', staleBefore.toISOString())]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? claimedAt : null;
}

export function findPayment(db: Executor, id: number) {
  return db.selectFrom('wellness_payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Writes a claimed payment's outcome only while this runner's claim still stands. */
export async function settleClaimed(db: Executor, id: number, claimedAt: string, patch: Partial<{
  state: WellnessPaymentState; authorization_id: string; capture_id: string; paid_at: string; decline_count: number; decline_message: string; retry_at: string | null;
}>, now: Date): Promise<boolean> {
  const result = await db.updateTable('wellness_payments').set({ ...patch, claimed_at: null, updated_at: now.toISOString() })
    .where('id', '=', id).where('claimed_at', '=', claimedAt).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseClaim(db: Executor, id: number, claimedAt: string): Promise<void> {
  await db.updateTable('wellness_payments').set({ claimed_at: null }).where('id', '=', id).where('claimed_at', '=', claimedAt).execute();
}

// --- Card-update links ---

export async function insertCardLink(db: Executor, enrolmentId: number, tokenHash: string, expiresAt: Date, now: Date) {
  await db.insertInto('wellness_card_links').values({ enrolment_id: enrolmentId, token_hash: tokenHash, expires_at: expiresAt.toISOString(), used_at: null, created_at: now.toISOString() }).execute();
}

export const findCardLink = (db: Executor, tokenHash: string) =>
  db.selectFrom('wellness_card_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

export async function useCardLink(db: Executor, id: number, now: Date): Promise<boolean> {
  const result = await db.updateTable('wellness_card_links').set({ used_at: now.toISOString() }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const findUsableCard = (db: Executor, userId: number, paymentMethodId: number) =>
  db.selectFrom('payment_methods').select(['id', 'token', 'brand', 'last4']).where('id', '=', paymentMethodId).where('user_id', '=', userId).where('is_deleted', '=', 0).executeTakeFirst();

/** After a new card: the enrolment's declined payments are due again now. */
export async function retryDeclinedNow(db: Executor, enrolmentId: number, now: Date) {
  await db.updateTable('wellness_payments').set({ retry_at: now.toISOString(), updated_at: now.toISOString() })
    .where('enrolment_id', '=', enrolmentId).where('state', '=', 'bill_declined').execute();
}

