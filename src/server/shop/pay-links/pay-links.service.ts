import { createHash, randomBytes } from 'node:crypto';
import type { PayLinkView } from '../../../contracts/pay-links';
import { PAY_LINK_ERROR } from '../../../contracts/pay-links';
import { customPaymentState } from '../../../domain/custom-payments';
import { localDateOf } from '../../../domain/report-periods';
import { asLanguage } from '../../account/access';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { isHumanCheckTokenValid } from '../../integrations/human-check/human-check';
import { enqueueEmail } from '../../integrations/email/outbox.queries';
import type { PaymentProvider } from '../../integrations/payment/payment-gateway';
import { writeAudit } from '../../shared/staff-access';
import { paymentReceiptEmail } from './pay-links-emails';
import * as q from './pay-links.queries';

/**
 * Paying a custom payment through the gateway (issue 27; docs/decisions/114-custom-payments.md).
 * A payment in 'paying' holds the card token of its attempt and its reference: the card is
 * authorised and captured under that reference outside any transaction of ours, then the payment
 * is marked paid in one transaction with its receipt email and audit event. Every step repeats
 * safely: the gateway answers a repeated reference with its first authorisation and capture, and
 * only the call that moves 'paying' to 'paid' writes. So a double click, a second tab, a replay or
 * a retry after a crash between the capture and our write charges the card once.
 */

/** Random link tokens; only their hash is stored. */
export const newPayLinkToken = (): string => randomBytes(24).toString('base64url');
export const hashPayLinkToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
/** A new gateway reference (the idempotency key of one attempt). */
export const newPaymentReference = (): string => `cp_${randomBytes(12).toString('base64url')}`;

export interface PayDeps {
  db: Db;
  payments: PaymentProvider;
}

/** Where a test kills the process (place-order-crash.test.ts does the same for orders). */
export interface ChargeFaults {
  afterCapture?: () => void;
}

/** Who moved the payment, for its audit event: the staff member who charged a saved card, or the client who paid the link. */
export interface ChargeActor {
  /** Null for the sweep (nobody signed in). */
  userId: number | null;
  role: string;
}

/**
 * Authorises and captures a payment left in 'paying', then records it. Answers what the payment
 * became: 'paid' (now or by an earlier call), 'declined', or its other state unchanged.
 */
export async function completeCharge(deps: PayDeps, paymentId: number, actor: ChargeActor, now: Date, faults: ChargeFaults = {}): Promise<'paid' | 'declined' | 'unchanged'> {
  const row = await q.findPayment(deps.db, paymentId);
  if (!row) return 'unchanged';
  if (row.status === 'paid') return 'paid';
  if (row.status !== 'paying' || !row.card_token) return 'unchanged';
  const reference = row.payment_reference;
  const gateway = deps.payments(deps.db);
  const amount = Number(row.amount_cents);
  const auth = await gateway.authorize(row.card_token, amount, reference);
  const capture = auth.approved ? await gateway.capture(auth.authorizationId, amount, reference) : null;
  if (!auth.approved || !capture?.captured) {
    if (auth.approved) await gateway.voidAuthorization(auth.authorizationId);
    const next = row.method === 'link' ? 'open' : 'declined';
    await deps.db.transaction().execute(async (trx) => {
      if (!(await q.markDeclined(trx, paymentId, reference, { status: next, reference: newPaymentReference() }))) return;
      await writeAudit(trx, {
        clinicId: Number(row.clinic_id), actorUserId: actor.userId, actorRole: actor.role, entity: 'custom_payment', entityId: paymentId,
        action: 'declined', before: { status: 'paying' }, after: { status: next, card: `${row.card_brand} ${row.card_last4}` }, now: now.toISOString(),
      });
    });
    return (await q.findPayment(deps.db, paymentId))?.status === 'paid' ? 'paid' : 'declined';
  }
  faults.afterCapture?.();
  await deps.db.transaction().execute(async (trx) => {
    const paidAt = now.toISOString();
    if (!(await q.markPaid(trx, paymentId, reference, { authorizationId: auth.authorizationId, captureId: capture.captureId, paidAt }))) return;
    await writeAudit(trx, {
      clinicId: Number(row.clinic_id), actorUserId: actor.userId, actorRole: actor.role, entity: 'custom_payment', entityId: paymentId,
      action: 'paid', before: { status: 'paying' },
      after: { status: 'paid', amountCents: amount, card: `${row.card_brand} ${row.card_last4}`, captureId: capture.captureId }, now: paidAt,
    });
    const language = asLanguage(row.language);
    await enqueueEmail(trx, paymentReceiptEmail(
      { email: row.email, firstName: row.first_name, language },
      {
        clinicName: row.practice_name, amountCents: amount, description: row.description, invoiceNumber: row.invoice_number,
        card: { brand: row.card_brand ?? '', last4: row.card_last4 ?? '' }, paidOn: localDateOf(now, row.time_zone),
      },
    ), now);
  });
  return 'paid';
}

const refuse = (status: number, code: keyof typeof PAY_LINK_ERROR, message: string, data?: unknown) => new AppError(status, PAY_LINK_ERROR[code], message, data);

async function paymentOfToken(db: Db, token: string): Promise<q.PaymentRow> {
  const row = await q.findPaymentByTokenHash(db, hashPayLinkToken(token));
  if (!row) throw refuse(404, 'pay_link_not_found', 'This payment link is not valid. Please check the link in your email.');
  return row;
}

function viewOf(row: q.PaymentRow, refundedCents: number, now: Date): PayLinkView {
  return {
    clinic: { name: row.practice_name, phone: row.clinic_phone, email: row.clinic_email },
    clientFirstName: row.first_name,
    amountCents: Number(row.amount_cents),
    description: row.description,
    invoiceNumber: row.invoice_number,
    state: customPaymentState({ status: row.status, expiresAt: row.expires_at, amountCents: Number(row.amount_cents), refundedCents }, now),
    expiresAt: row.expires_at,
    paidAt: row.paid_at,
    card: row.card_brand && row.card_last4 && row.status !== 'open' ? { brand: row.card_brand, last4: row.card_last4 } : null,
  };
}

/** What the link's page shows: the clinic, the amount, the description, the invoice number and the state. */
export async function viewPayLink(db: Db, token: string, now: Date): Promise<PayLinkView> {
  const row = await paymentOfToken(db, token);
  return viewOf(row, await q.refundedCentsOf(db, Number(row.id)), now);
}

/** The client whose link it is: the human check's proof is tied to them. */
export async function payLinkClient(db: Db, token: string): Promise<number> {
  return Number((await paymentOfToken(db, token)).client_user_id);
}

export interface PayInput {
  token: string;
  cardToken: string | null;
  humanCheckToken: string;
}

/**
 * The client pays the link with a card (issue 27). An open link starts an attempt with the card
 * (its token claimed for the link's client, single use); a link already in 'paying' (a second tab,
 * a retry after a crash) finishes that attempt with its own card; a paid link answers as paid.
 */
export async function payLink(deps: PayDeps & { secret: Uint8Array }, input: PayInput, now: Date, faults: ChargeFaults = {}): Promise<PayLinkView> {
  const found = await paymentOfToken(deps.db, input.token);
  const id = Number(found.id);
  const clientId = Number(found.client_user_id);
  if (found.status === 'paid') return viewPayLink(deps.db, input.token, now);
  if (!isHumanCheckTokenValid(deps.secret, input.humanCheckToken, clientId, now)) {
    throw refuse(400, 'pay_link_human_check', 'Recaptcha verification failed.');
  }
  await deps.db.transaction().execute(async (trx) => {
    await q.lockPayment(trx, id);
    const row = await q.findPayment(trx, id);
    const state = customPaymentState({ status: row!.status, expiresAt: row!.expires_at, amountCents: 0, refundedCents: 0 }, now);
    if (state === 'processing' || state === 'paid') return;
    if (state !== 'open') throw refuse(409, 'pay_link_closed', 'This payment link can no longer be used.', { state });
    if (!input.cardToken) throw refuse(400, 'pay_link_card_invalid', 'Please enter a card.');
    const card = await deps.payments(trx).claimToken(input.cardToken, clientId);
    if (!card) throw refuse(400, 'pay_link_card_invalid', 'This card could not be used. Please enter it again.');
    await q.markPaying(trx, id, { token: input.cardToken, brand: card.brand, last4: card.last4 }, now.toISOString());
    await writeAudit(trx, {
      clinicId: Number(row!.clinic_id), actorUserId: clientId, actorRole: 'client', entity: 'custom_payment', entityId: id,
      action: 'pay_started', before: { status: 'open' }, after: { status: 'paying', card: `${card.brand} ${card.last4}` }, now: now.toISOString(),
    });
  });
  const outcome = await completeCharge(deps, id, { userId: clientId, role: 'client' }, now, faults);
  if (outcome === 'declined') throw refuse(402, 'pay_link_card_declined', 'The card was declined. Please try another card.');
  return viewPayLink(deps.db, input.token, now);
}
