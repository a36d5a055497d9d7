import { createHash, randomBytes } from 'node:crypto';
import { accountWellnessCardPath } from '../../../contracts/account-routes';
import { DAY_MS, MINUTE_MS } from '../../../domain/time';
import { wellnessRetryAt } from '../../../domain/wellness-plans';
import type { Db } from '../../db/database';
import { enqueueEmail } from '../../integrations/email/outbox.queries';
import type { PaymentProvider } from '../../integrations/payment/payment-gateway';
import { writeAudit } from '../../shared/staff-access';
import { asLanguage } from '../access';
import { wellnessDeclinedEmail } from './wellness-email';
import {
  claimPayment, findEnrolmentRow, findPayment, insertCardLink, listDuePaymentIds, releaseClaim, settleClaimed,
} from './wellness.queries';

/**
 * Wellness plan billing (issue 27; docs/decisions/115-wellness-plans.md). Each month's payment is a
 * row of wellness_payments, unique per enrolment and month, with its gateway reference
 * (`wellness:<enrolment>:<month>`, unique too). A runner claims a payment (claimed_at, a lease)
 * before it charges; the gateway's authorize and capture are idempotent by that reference, so a
 * runner killed between the card and our write leaves a claim that the next runner takes over
 * after WELLNESS_LEASE_MS, and the takeover's authorize answers the first authorisation: the month
 * is charged once, and never missed. The outcome is written only while the claim still stands.
 */
export interface BillingDeps {
  db: Db;
  payments: PaymentProvider;
  /** The store's public origin, for the card-update link. */
  baseUrl: string;
}

export const WELLNESS_LEASE_MS = 5 * MINUTE_MS;
/** How long a card-update link works. */
const CARD_LINK_DAYS = 30;

export type BillingOutcome = 'paid' | 'declined' | 'skipped';

export interface BillingEntry {
  paymentId: number;
  enrolmentId: number;
  month: number;
  amountCents: number;
  outcome: BillingOutcome;
  detail: string;
}

export interface BillingOptions {
  asOf: string;
  now: Date;
  onlyPaymentIds?: readonly number[];
  onlyEnrolmentIds?: readonly number[];
}

export const hashCardLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Charges every payment due on or before asOf (and the declined ones whose retry time has come), once each. */
export async function runDueWellnessPayments(deps: BillingDeps, o: BillingOptions): Promise<BillingEntry[]> {
  const entries: BillingEntry[] = [];
  const exclude: number[] = [];
  const staleBefore = new Date(o.now.getTime() - WELLNESS_LEASE_MS);
  for (;;) {
    const ids = await listDuePaymentIds(deps.db, { asOf: o.asOf, now: o.now, staleBefore, limit: 20, exclude, onlyPaymentIds: o.onlyPaymentIds, onlyEnrolmentIds: o.onlyEnrolmentIds });
    if (ids.length === 0) break;
    for (const id of ids) {
      exclude.push(id);
      const claimedAt = await claimPayment(deps.db, id, o.now, staleBefore);
      if (!claimedAt) continue;
      entries.push(await chargeClaimed(deps, id, claimedAt, o.now));
    }
  }
  return entries;
}

async function chargeClaimed(deps: BillingDeps, paymentId: number, claimedAt: string, now: Date): Promise<BillingEntry> {
  const payment = (await findPayment(deps.db, paymentId))!;
  const enrolment = (await findEnrolmentRow(deps.db, Number(payment.enrolment_id)))!;
  const base = { paymentId, enrolmentId: Number(enrolment.id), month: Number(payment.month), amountCents: Number(payment.amount_cents) };
  if (enrolment.status !== 'active' && Number(payment.month) !== 0) {
    await releaseClaim(deps.db, paymentId, claimedAt);
    return { ...base, outcome: 'skipped', detail: `enrolment ${enrolment.status}` };
  }
  const gateway = deps.payments(deps.db);
  const audit = (trx: Db, action: string, after: Record<string, unknown>) => writeAudit(trx as never, {
    clinicId: Number(enrolment.clinic_id), actorUserId: null, actorRole: 'system', entity: 'wellness_payment', entityId: paymentId,
    action, before: { state: payment.state }, after, now: now.toISOString(),
  });
  const auth = await gateway.authorize(enrolment.token, Number(payment.amount_cents), payment.reference);
  if (!auth.approved) {
    const declineCount = Number(payment.decline_count) + 1;
    const retryAt = wellnessRetryAt(now, declineCount);
    const token = randomBytes(24).toString('base64url');
    const lang = asLanguage(enrolment.language);
    await deps.db.transaction().execute(async (trx) => {
      const settled = await settleClaimed(trx, paymentId, claimedAt, {
        state: 'bill_declined', decline_count: declineCount, decline_message: auth.message, retry_at: retryAt?.toISOString() ?? null,
      }, now);
      if (!settled) return;
      await insertCardLink(trx, Number(enrolment.id), hashCardLinkToken(token), new Date(now.getTime() + CARD_LINK_DAYS * DAY_MS), now);
      await enqueueEmail(trx, wellnessDeclinedEmail(
        { email: enrolment.email, firstName: enrolment.first_name, lang },
        { planName: lang === 'fr' ? enrolment.planNameFr : enrolment.planNameEn, petName: enrolment.petName, amountCents: Number(payment.amount_cents) },
        `${deps.baseUrl.replace(/\/+$/, '')}${accountWellnessCardPath(token)}`,
      ), now);
      await audit(trx, 'wellness_payment_declined', { state: 'bill_declined', declineCount, retryAt: retryAt?.toISOString() ?? null });
    });
    return { ...base, outcome: 'declined', detail: auth.message };
  }
  const capture = await gateway.capture(auth.authorizationId, Number(payment.amount_cents), payment.reference);
  if (!capture.captured) {
    // The hold exists but could not be taken: left claimed, the next runner after the lease tries again.
    throw new Error(`wellness payment ${paymentId}: capture refused (${capture.code})`);
  }
  await deps.db.transaction().execute(async (trx) => {
    const settled = await settleClaimed(trx, paymentId, claimedAt, {
      state: 'paid', authorization_id: auth.authorizationId, capture_id: capture.captureId, paid_at: now.toISOString(), retry_at: null,
    }, now);
    if (settled) await audit(trx, 'wellness_payment_paid', { state: 'paid', captureId: capture.captureId });
  });
  return { ...base, outcome: 'paid', detail: '' };
}
