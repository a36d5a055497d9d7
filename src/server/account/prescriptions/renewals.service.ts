import { ACCOUNT_ROUTES } from '../../../contracts/account-routes';
import type { AccountRenewal } from '../../../contracts/account-prescriptions';
import { RX_STATUS, type Language } from '../../../domain/constants';
import { formatDate } from '../../../domain/date-format';
import { frenchClinicName } from '../../../domain/french-text';
import { renewalCycle, renewalReason, renewalWindowDays, type RenewalReason } from '../../../domain/prescription-renewals';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { composeEmail } from '../../integrations/email/compose';
import { enqueueEmail, type OutboxEmail } from '../../integrations/email/outbox.queries';
import type { ShopperContext } from '../../lib/shopper-routes';
import { policyValues } from '../../shared/clinic-policies';
import { insertRequest } from './prescriptions.queries';
import * as q from './renewals.queries';

/**
 * Prescription renewals (issue 28; docs/decisions/118-prescription-renewals.md): the daily job and
 * an AutoOrder's prescription check make one renewal task per prescription and expiry cycle, with
 * one reminder email to the client, who requests the renewal from the email's link; the request is
 * an ordinary not-validated prescription (renewal_of_id set) that the veterinarian decides.
 */

const language = (value: string | null | undefined): Language => (value === 'fr' ? 'fr' : 'en');
const nameIn = (lang: Language, en: string | null, fr: string | null) => (lang === 'fr' ? fr || en : en || fr) ?? '';

export const renewalPagePath = (id: number) => ACCOUNT_ROUTES.renewal.replace(':renewalId', String(id));

/** The client's reminder: why, until when, and the link to request the renewal (signed-in page). */
export function renewalReminderEmail(
  to: { email: string; firstName: string; language: Language },
  details: { clinicName: string; petName: string; productName: string; expiresAt: string | null; reason: RenewalReason; link: string },
): OutboxEmail {
  const { clinicName, petName, productName, expiresAt, reason, link } = details;
  if (to.language === 'fr') {
    const why = reason === 'expiring' && expiresAt
      ? `L’ordonnance de ${productName} pour ${petName} expire le ${formatDate(expiresAt, 'fr', { timeZone: 'UTC' })}.`
      : `L’ordonnance de ${productName} pour ${petName} en est à son dernier renouvellement.`;
    return composeEmail({
      to: to.email, kind: 'rx_renewal_reminder', subject: `Renouvelez l’ordonnance de ${petName}`,
      paragraphs: [`Bonjour ${to.firstName},`, why, `Demandez son renouvellement au vétérinaire ${frenchClinicName(clinicName, 'de')} en un clic.`],
      link: { label: 'Demander le renouvellement\u202f:', url: link, text: link },
    });
  }
  const why = reason === 'expiring' && expiresAt
    ? `The prescription for ${productName} for ${petName} expires on ${formatDate(expiresAt, 'en', { timeZone: 'UTC' })}.`
    : `The prescription for ${productName} for ${petName} is on its last refill.`;
  return composeEmail({
    to: to.email, kind: 'rx_renewal_reminder', subject: `Renew ${petName}'s prescription`,
    paragraphs: [`Hello ${to.firstName},`, why, `Ask the veterinarian at ${clinicName} to renew it in one click.`],
    link: { label: 'Request the renewal:', url: link, text: link },
  });
}

/**
 * The task and the reminder for one prescription, when it needs one now and has none for its
 * expiry cycle: inserted with ON CONFLICT DO NOTHING on (prescription, cycle), so a second run, a
 * second server or the AutoOrder check finds it and sends nothing. Runs in the caller's transaction
 * (the email commits with the task). Returns the new task's id, or null.
 */
export async function ensureRenewalTask(
  db: Db, subject: q.RenewalSubject, source: 'job' | 'autoorder', baseUrl: string, now: Date, windowDays?: number,
): Promise<number | null> {
  const window = windowDays ?? renewalWindowDays((await policyValues(db, Number(subject.clinicId))).autoOrderReminderDays);
  const reason = renewalReason({
    rxStatusId: Number(subject.rxStatusId), expiresAt: subject.expiresAt, refillQuantity: Number(subject.refillQuantity),
    refillQuantityRemaining: Number(subject.refillQuantityRemaining),
  }, now, window);
  if (!reason) return null;
  const id = await q.insertRenewal(db, {
    clinic_id: Number(subject.clinicId), user_id: Number(subject.userId), prescription_id: Number(subject.id), cycle: renewalCycle(subject.expiresAt),
    reason, source, created_at: now.toISOString(),
  });
  if (id === null) return null;
  const lang = language(subject.language);
  await enqueueEmail(db, renewalReminderEmail({ email: subject.email, firstName: subject.firstName, language: lang }, {
    clinicName: subject.clinicName, petName: subject.petName, reason, expiresAt: subject.expiresAt,
    productName: nameIn(lang, subject.productNameEn, subject.productNameFr) || nameIn(lang, subject.familyNameEn, subject.familyNameFr),
    link: `${baseUrl.replace(/\/+$/, '')}${renewalPagePath(id)}`,
  }), now);
  return id;
}

const PAGE = 500;
/** The longest lead a clinic can set (rr §5 reminder days ≤ 365). */
const MAX_WINDOW_DAYS = 365;

/** The daily pass: every prescription that needs a task gets one (each in its own transaction). Returns the tasks made. */
export async function runRenewals(db: Db, baseUrl: string, now: Date): Promise<number[]> {
  const windows = new Map<number, number>();
  const made: number[] = [];
  for (let afterId = 0; ;) {
    const rows = await q.renewalCandidates(db, now, MAX_WINDOW_DAYS, afterId, PAGE);
    if (rows.length === 0) break;
    for (const row of rows) {
      const clinicId = Number(row.clinicId);
      if (!windows.has(clinicId)) windows.set(clinicId, renewalWindowDays((await policyValues(db, clinicId)).autoOrderReminderDays));
      const id = await db.transaction().execute((trx) => ensureRenewalTask(trx, row, 'job', baseUrl, now, windows.get(clinicId)));
      if (id !== null) made.push(id);
    }
    afterId = Number(rows[rows.length - 1]!.id);
  }
  return made;
}

/**
 * The AutoOrder's prescription check (issue 28 "an AutoOrder that needs the prescription asks for
 * the renewal before its last refill"): the validated prescriptions of these pets and families get
 * their task and reminder when they need one, as the job would make them. In the caller's transaction.
 */
export async function ensureRenewalsFor(db: Db, userId: number, items: readonly { petId: number; familyId: number }[], baseUrl: string, now: Date): Promise<void> {
  for (const item of items) {
    const rows = await q.renewalSubjects(db).where('rx.user_id', '=', userId).where('rx.pet_id', '=', item.petId).where('rx.family_id', '=', item.familyId)
      .where('rx.rx_status_id', '=', RX_STATUS.validated).orderBy('rx.id', 'desc').limit(1).execute();
    if (rows[0]) await ensureRenewalTask(db, rows[0], 'autoorder', baseUrl, now);
  }
}

export const renewalNotFound = () => new AppError(404, 'renewal_not_found', 'This renewal was not found.');

/** The task's status, or its request's outcome when the veterinarian decided the request on its own page. */
export function renewalStatus(row: Pick<q.RenewalRow, 'status' | 'requestStatusId'>): q.RenewalRow['status'] {
  if (row.status !== 'requested' || row.requestStatusId === null) return row.status;
  if (Number(row.requestStatusId) === RX_STATUS.validated) return 'approved';
  if (Number(row.requestStatusId) === RX_STATUS.cancelled) return 'declined';
  return row.status;
}

export function toAccountRenewal(row: q.RenewalRow): AccountRenewal {
  return {
    id: Number(row.id), status: renewalStatus(row), reason: row.reason, petName: row.petName,
    productName: { en: nameIn('en', row.productNameEn, row.productNameFr) || nameIn('en', row.familyNameEn, row.familyNameFr), fr: nameIn('fr', row.productNameEn, row.productNameFr) || nameIn('fr', row.familyNameEn, row.familyNameFr) },
    expiresAt: row.expiresAt, refillsRemaining: Number(row.refillQuantityRemaining), requestedAt: row.requestedAt, declineReason: row.declineReason,
  };
}

/** GET /api/account/renewals/{id}: the client's own task (another's is 404). */
export async function ownRenewal(ctx: ShopperContext, id: number): Promise<AccountRenewal> {
  const row = await q.findOwnRenewal(ctx.db, ctx.userId, id);
  if (!row) throw renewalNotFound();
  return toAccountRenewal(row);
}

/**
 * The renewal request, once: the open task is claimed (status 'requested') and a not-validated
 * prescription renewing this one goes to the veterinarian's queue. A task already requested or
 * decided is returned as it is, so a second click makes nothing. Used by the client's page and by
 * the veterinarian deciding a task the client never requested.
 */
export async function requestFromTask(db: Db, task: { id: number; userId: number; prescriptionId: number }, now: Date): Promise<number | null> {
  if (!(await q.claimRequest(db, task.id, now.toISOString()))) return null;
  const rx = await q.renewalSubjects(db).where('rx.id', '=', task.prescriptionId).executeTakeFirstOrThrow();
  const requestId = await insertRequest(db, {
    userId: task.userId, petId: Number(rx.petId), familyId: Number(rx.familyId), productId: rx.productId === null ? null : Number(rx.productId),
    requestedQuantity: Math.max(Number(rx.quantity), 1), clientNote: '', vetName: rx.vetName, renewalOfId: task.prescriptionId,
  }, now);
  await q.linkRequest(db, task.id, requestId);
  return requestId;
}

/** POST /api/account/renewals/{id}/request (in the route's transaction). */
export async function requestOwnRenewal(ctx: ShopperContext, id: number): Promise<AccountRenewal> {
  const row = await q.findOwnRenewal(ctx.db, ctx.userId, id);
  if (!row) throw renewalNotFound();
  await requestFromTask(ctx.db, { id: Number(row.id), userId: ctx.userId, prescriptionId: Number(row.prescriptionId) }, ctx.now);
  return ownRenewal(ctx, id);
}
