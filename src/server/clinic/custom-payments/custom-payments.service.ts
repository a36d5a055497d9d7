import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  CUSTOM_PAYMENT_ERROR, type ClientCardsList, type createCustomPaymentSchema, type CustomPaymentDetail, type CustomPaymentList,
  type customPaymentListQuerySchema, type CustomPaymentSummary, type refundCustomPaymentSchema,
} from '../../../contracts/custom-payments';
import { PAY_LINK_PATH } from '../../../contracts/pay-links';
import { CUSTOM_PAYMENTS_PAGE_SIZE, customPaymentState, PAY_LINK_TTL_MS, refundableCents, type CustomPaymentMethod } from '../../../domain/custom-payments';
import { localDateOf, reportRangeProblem, startOfLocalDay } from '../../../domain/report-periods';
import { addDays } from '../../../domain/time';
import { asLanguage } from '../../account/access';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { enqueueEmail } from '../../integrations/email/outbox.queries';
import { auditRole, writeAudit, type StaffIdentity } from '../../shared/staff-access';
import {
  completeCharge, hashPayLinkToken, lockPayment, newPayLinkToken, newPaymentReference, payLinkEmail, type ChargeFaults, type PayDeps,
} from '../../shop/pay-links';
import * as q from './custom-payments.queries';

/**
 * Custom payments (issue 27; docs/decisions/114-custom-payments.md): staff charge a client's saved
 * card or send a pay-by-link, cancel an open link; the clinic admin refunds in full or in part. The
 * charge itself is shop/pay-links' `completeCharge`, shared with the client's link page.
 */

type Trx = Transaction<Database>;

export interface CustomPaymentDeps extends PayDeps {
  publicUrl: string;
}

type Code = keyof typeof CUSTOM_PAYMENT_ERROR;
const MESSAGES: Record<Code, [number, string]> = {
  custom_payment_not_found: [404, 'Custom payment not found.'],
  custom_payment_client_not_found: [404, 'Client not found in your clinic.'],
  custom_payment_card_not_found: [404, 'This card is not one of the client\'s saved cards.'],
  custom_payment_not_open: [409, 'Only an open payment link can be cancelled.'],
  custom_payment_not_paid: [409, 'Only a paid payment can be refunded.'],
  custom_payment_refund_too_much: [409, 'The refunds would be more than the payment.'],
  custom_payment_refund_failed: [502, 'The payment provider did not make the refund. Please try again.'],
  custom_payment_request_reused: [409, 'This request was already used for another payment.'],
  custom_payment_range_invalid: [400, 'Please choose a start date on or before the end date, at most 366 days apart.'],
};
export const refuse = (code: Code, data?: unknown) => new AppError(MESSAGES[code][0], CUSTOM_PAYMENT_ERROR[code], MESSAGES[code][1], data);

const CLIENT_SEARCH_LIMIT = 10;

export async function clientCards(db: Db, staff: StaffIdentity, search: string): Promise<ClientCardsList> {
  const { clients, cards } = await q.searchClients(db, staff.clinicId, search, CLIENT_SEARCH_LIMIT);
  return {
    clients: clients.map((c) => ({
      id: Number(c.id), firstName: c.first_name, lastName: c.last_name, email: c.email,
      cards: cards.filter((card) => Number(card.user_id) === Number(c.id)).map((card) => ({
        id: Number(card.id), brand: card.brand, last4: card.last4, expMonth: Number(card.exp_month), expYear: Number(card.exp_year), isDefault: Number(card.is_default) === 1,
      })),
    })),
  };
}

const summaryOf = (r: q.PaymentListRow, now: Date): CustomPaymentSummary => {
  const amountCents = Number(r.amount_cents);
  const refundedCents = Number(r.refunded_cents ?? 0);
  return {
    id: Number(r.id),
    client: { id: Number(r.client_user_id), firstName: r.first_name, lastName: r.last_name, email: r.email },
    amountCents, refundedCents, description: r.description, invoiceNumber: r.invoice_number, method: r.method as CustomPaymentMethod,
    state: customPaymentState({ status: r.status, expiresAt: r.expires_at, amountCents, refundedCents }, now),
    card: r.card_brand && r.card_last4 && r.status !== 'open' ? { brand: r.card_brand, last4: r.card_last4 } : null,
    createdAt: r.created_at, paidAt: r.paid_at, expiresAt: r.expires_at,
  };
};

export async function paymentDetail(db: Db, staff: StaffIdentity, id: number, now: Date): Promise<CustomPaymentDetail> {
  const row = await q.findPayment(db, staff.clinicId, id);
  if (!row) throw refuse('custom_payment_not_found');
  const refunds = await q.listRefunds(db, id);
  return {
    ...summaryOf(row, now),
    createdBy: `${row.by_first_name} ${row.by_last_name}`.trim(),
    cancelledAt: row.cancelled_at,
    refundableCents: row.status === 'paid' ? refundableCents(Number(row.amount_cents), Number(row.committed_cents ?? 0)) : 0,
    refunds: refunds.map((r) => ({
      id: Number(r.id), amountCents: Number(r.amount_cents), reason: r.reason, status: r.status as 'pending' | 'refunded' | 'failed',
      createdAt: r.created_at, createdBy: `${r.first_name} ${r.last_name}`.trim(),
    })),
  };
}

type CreateInput = z.output<typeof createCustomPaymentSchema>;

const sameRequest = (row: { client_user_id: number; amount_cents: number; method: string; invoice_number: string }, body: CreateInput) =>
  Number(row.client_user_id) === body.clientId && Number(row.amount_cents) === body.amountCents && row.method === body.method && row.invoice_number === body.invoiceNumber;

/**
 * Takes a payment (issue 27): a saved card is charged at once (the payment is written 'paying' with
 * the card's token, then charged through completeCharge); a link is written 'open' with its token's
 * hash and emailed. The request key makes a repeat (a double click, a retry after a lost answer or a
 * crash) answer the same payment, finishing a charge left in flight, never charging twice.
 */
export async function createPayment(deps: CustomPaymentDeps, staff: StaffIdentity, body: CreateInput, now: Date, faults: ChargeFaults = {}): Promise<number> {
  const earlier = await q.findByRequestKey(deps.db, staff.clinicId, body.requestKey);
  let id: number;
  if (earlier) {
    if (!sameRequest(earlier, body)) throw refuse('custom_payment_request_reused');
    id = Number(earlier.id);
  } else {
    id = await deps.db.transaction().execute(async (trx) => {
      const client = await q.findClient(trx, staff.clinicId, body.clientId);
      if (!client) throw refuse('custom_payment_client_not_found');
      const card = body.method === 'card' ? await q.findClientCard(trx, body.clientId, body.paymentMethodId!) : null;
      if (body.method === 'card' && !card) throw refuse('custom_payment_card_not_found');
      const token = body.method === 'link' ? newPayLinkToken() : null;
      const expiresAt = body.method === 'link' ? new Date(now.getTime() + PAY_LINK_TTL_MS).toISOString() : null;
      const newId = await q.insertPayment(trx, {
        clinic_id: staff.clinicId, client_user_id: body.clientId, amount_cents: body.amountCents, description: body.description,
        invoice_number: body.invoiceNumber, method: body.method, status: card ? 'paying' : 'open', request_key: body.requestKey,
        payment_reference: newPaymentReference(), token_hash: token ? hashPayLinkToken(token) : null, expires_at: expiresAt,
        payment_method_id: card ? Number(card.id) : null, card_token: card?.token ?? null, card_brand: card?.brand ?? null, card_last4: card?.last4 ?? null,
        created_by_user_id: staff.userId, created_at: now.toISOString(),
      });
      await writeAudit(trx, {
        clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff), entity: 'custom_payment', entityId: newId,
        action: body.method === 'card' ? 'charge_card' : 'send_link', before: null,
        after: { clientId: body.clientId, amountCents: body.amountCents, invoiceNumber: body.invoiceNumber, ...(card ? { card: `${card.brand} ${card.last4}` } : { expiresAt }) },
        now: now.toISOString(),
      });
      if (token) {
        const language = asLanguage(client.language);
        const clinic = await q.clinicForEmail(trx, staff.clinicId);
        const url = new URL(`${PAY_LINK_PATH}?token=${token}`, deps.publicUrl).toString();
        await enqueueEmail(trx, payLinkEmail(
          { email: client.email, firstName: client.first_name, language },
          { clinicName: clinic.practice_name, amountCents: body.amountCents, description: body.description, invoiceNumber: body.invoiceNumber, url, expiresOn: localDateOf(new Date(expiresAt!), clinic.time_zone) },
        ), now);
      }
      return newId;
    });
  }
  await completeCharge(deps, id, { userId: staff.userId, role: auditRole(staff) }, now, faults);
  return id;
}

/** Cancels an open (or expired) link: it can no longer be paid. */
export async function cancelPayment(trx: Trx, staff: StaffIdentity, id: number, now: Date): Promise<void> {
  const row = await q.findPayment(trx, staff.clinicId, id);
  if (!row) throw refuse('custom_payment_not_found');
  await lockPayment(trx, id);
  if (!(await q.cancelOpenPayment(trx, id, staff.userId, now.toISOString()))) throw refuse('custom_payment_not_open');
  await writeAudit(trx, {
    clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff), entity: 'custom_payment', entityId: id, action: 'cancel',
    before: { status: 'open' }, after: { status: 'cancelled' }, now: now.toISOString(),
  });
}

type RefundInput = z.output<typeof refundCustomPaymentSchema>;

/**
 * Refunds part or all of a paid payment (clinic admin). The refund is written 'pending' with its own
 * reference under the payment's lock (so refunds in flight count against what is left), sent to the
 * gateway outside any transaction, then recorded with its audit event. A repeat of the request key
 * finishes the same refund; the gateway answers a repeated reference with its first refund.
 */
export async function refundPayment(deps: CustomPaymentDeps, staff: StaffIdentity, id: number, body: RefundInput, now: Date, faults: ChargeFaults = {}): Promise<void> {
  const refund = await deps.db.transaction().execute(async (trx) => {
    const row = await q.findPayment(trx, staff.clinicId, id);
    if (!row) throw refuse('custom_payment_not_found');
    await lockPayment(trx, id);
    const refunds = await q.listRefunds(trx, id);
    const same = refunds.find((r) => r.request_key === body.requestKey);
    if (same) {
      if (Number(same.amount_cents) !== body.amountCents) throw refuse('custom_payment_request_reused');
      return { id: Number(same.id), status: same.status, reference: same.reference, authorizationId: row.authorization_id };
    }
    if (row.status !== 'paid' || !row.authorization_id) throw refuse('custom_payment_not_paid');
    const committed = refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + Number(r.amount_cents), 0);
    if (body.amountCents > refundableCents(Number(row.amount_cents), committed)) {
      throw refuse('custom_payment_refund_too_much', { refundableCents: refundableCents(Number(row.amount_cents), committed) });
    }
    const reference = `cpr_${randomBytes(12).toString('base64url')}`;
    const refundId = await q.insertRefund(trx, {
      custom_payment_id: id, amount_cents: body.amountCents, reason: body.reason, request_key: body.requestKey, reference, created_by_user_id: staff.userId, created_at: now.toISOString(),
    });
    return { id: refundId, status: 'pending', reference, authorizationId: row.authorization_id };
  });
  if (refund.status === 'refunded') return;
  if (refund.status === 'failed') throw refuse('custom_payment_refund_failed');
  const result = await deps.payments(deps.db).refund(refund.authorizationId!, body.amountCents, refund.reference);
  faults.afterCapture?.();
  await deps.db.transaction().execute(async (trx) => {
    const outcome = result.refunded ? 'refunded' as const : 'failed' as const;
    if (!(await q.settleRefund(trx, refund.id, { status: outcome, providerRefundId: result.refunded ? result.refundId : null, at: now.toISOString() }))) return;
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff), entity: 'custom_payment', entityId: id,
      action: result.refunded ? 'refund' : 'refund_failed', before: null,
      after: { amountCents: body.amountCents, reason: body.reason, ...(result.refunded ? { refundId: result.refundId } : { error: result.code }) }, now: now.toISOString(),
    });
  });
  if (!result.refunded) throw refuse('custom_payment_refund_failed');
}

type ListQuery = z.output<typeof customPaymentListQuerySchema>;
const DEFAULT_RANGE_DAYS = 30;

/** The custom payments report (issue 27, rr §2): the period's payments, filtered, paged, with totals over every matching one. */
export async function listPayments(db: Db, staff: StaffIdentity, query: ListQuery, now: Date): Promise<CustomPaymentList & { all: CustomPaymentSummary[] }> {
  const timeZone = await q.clinicTimeZone(db, staff.clinicId);
  const to = query.to ?? localDateOf(now, timeZone);
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (reportRangeProblem(from, to)) throw refuse('custom_payment_range_invalid');
  const rows = await q.listPayments(db, staff.clinicId, startOfLocalDay(from, timeZone).toISOString(), startOfLocalDay(addDays(to, 1), timeZone).toISOString());
  const needle = query.q.toLowerCase();
  const all = rows.map((r) => summaryOf(r, now)).filter((p) => (!query.state || p.state === query.state) && (!query.method || p.method === query.method)
    && (needle === '' || `${p.client.firstName} ${p.client.lastName}`.toLowerCase().includes(needle) || p.client.email.toLowerCase().includes(needle)
      || p.invoiceNumber.toLowerCase().includes(needle)));
  const captured = all.filter((p) => p.paidAt !== null);
  const paidCents = captured.reduce((s, p) => s + p.amountCents, 0);
  const refundedCents = captured.reduce((s, p) => s + p.refundedCents, 0);
  const pageSize = CUSTOM_PAYMENTS_PAGE_SIZE;
  return {
    timeZone, from, to,
    payments: all.slice((query.page - 1) * pageSize, query.page * pageSize),
    totals: { count: all.length, paidCents, refundedCents, netCents: paidCents - refundedCents, openCents: all.filter((p) => p.state === 'open').reduce((s, p) => s + p.amountCents, 0) },
    page: query.page, pageSize, totalCount: all.length, pageCount: Math.max(1, Math.ceil(all.length / pageSize)),
    all,
  };
}
