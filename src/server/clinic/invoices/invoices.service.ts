import type { InvoiceDetail, InvoicePaymentResult, InvoiceSummary, PayInvoiceByCard, PayInvoiceByCheque } from '../../../contracts/clinic-statements';
import { chequeServiceCharge, INVOICE_DUE_DAYS, invoiceState, monthDays, PAYOUT_TIME_ZONE } from '../../../domain/settlement';
import { localDay } from '../../../domain/clinic-hours';
import { addDays, MINUTE_MS } from '../../../domain/time';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../integrations/payment/payment-gateway';
import { writeAudit } from '../../shared/staff-access';
import { platformFeesFor } from '../settlement';
import * as q from './invoices.queries';

/**
 * The platform's monthly invoices to clinics and their payments (issue 27; rr §2 "invoices, make a
 * payment"; rr §9 "service charge of 2 percent on cheques"). A card payment goes through the
 * payment gateway (authorize then capture, both keyed by the payment's row), its request keyed by
 * the clinic's idempotency key (unique per invoice), so a repeat or a retry after a failure charges
 * once. A cheque is promised by the clinic (the amount plus 2 %) and recorded by the platform.
 */

export interface InvoiceDeps { db: Db; payments: PaymentProvider }

/** Who made a change, for the audit log. */
export interface InvoiceActor { userId: number | null; role: string }

const notFound = () => new AppError(404, 'not_found', 'Not found: no such invoice.');
const today = (now: Date) => localDay(now, PAYOUT_TIME_ZONE);

const summaryOf = (row: q.InvoiceRow, now: Date): InvoiceSummary => ({
  ...row, balanceCents: row.totalCents - row.paidCents,
  state: invoiceState({ totalCents: row.totalCents, paidCents: row.paidCents, dueOn: row.dueOn, today: today(now) }),
});

export async function listInvoices(db: Db, filter: { clinicId?: number; month?: string; state?: InvoiceSummary['state'] }, now: Date): Promise<InvoiceSummary[]> {
  const rows = (await q.listInvoices(db, filter)).map((row) => summaryOf(row, now));
  return filter.state ? rows.filter((row) => row.state === filter.state) : rows;
}

/** One invoice with its lines and payments; another clinic's is not found (clinicId given). */
export async function invoiceDetail(db: Db, invoiceId: number, now: Date, clinicId?: number): Promise<InvoiceDetail> {
  const [row] = await q.listInvoices(db, { invoiceId, ...(clinicId !== undefined ? { clinicId } : {}) });
  if (!row) throw notFound();
  const [lines, payments] = await Promise.all([q.invoiceLines(db, invoiceId), q.invoicePayments(db, invoiceId)]);
  return { ...summaryOf(row, now), lines, payments: payments.map(q.toPayment) };
}

const amountRefused = (available: number) => new AppError(400, 'invoice_amount_invalid',
  available > 0 ? `The amount is more than what is left to pay (${(available / 100).toFixed(2)}).` : 'Nothing is left to pay on this invoice.');

/**
 * Pays part or all of an invoice by card. The first request with a key claims the card's token and
 * writes the payment (pending) under the invoice's lock; the gateway then authorises and captures
 * it (each keyed `invoice-payment:{id}`), and the row is marked paid. A repeat of the key answers
 * that payment, finishing it first if a failure left it pending.
 */
export async function payByCard(deps: InvoiceDeps, clinicId: number, actor: InvoiceActor & { userId: number }, invoiceId: number, request: PayInvoiceByCard, now: Date): Promise<InvoicePaymentResult> {
  const { db } = deps;
  let payment = await q.findPaymentByKey(db, invoiceId, request.idempotencyKey);
  if (!payment) {
    payment = await db.transaction().execute(async (trx) => {
      await q.lockInvoice(trx, invoiceId);
      const [invoice] = await q.listInvoices(trx, { invoiceId, clinicId });
      if (!invoice) throw notFound();
      const again = await q.findPaymentByKey(trx, invoiceId, request.idempotencyKey);
      if (again) return again;
      const available = invoice.totalCents - (await q.committedOf(trx, invoiceId));
      if (request.amountCents > available) throw amountRefused(available);
      const card = await deps.payments(trx).claimToken(request.cardToken, actor.userId);
      if (!card) throw new AppError(400, 'invoice_card_invalid', 'The card could not be used: enter it again.');
      const id = await q.insertPayment(trx, {
        invoice_id: invoiceId, method: 'card', status: 'pending', amount_cents: request.amountCents, service_charge_cents: 0,
        idempotency_key: request.idempotencyKey, card_token: request.cardToken, card_brand: card.brand, card_last4: card.last4,
        authorization_id: null, capture_id: null, cheque_number: null, received_on: null, created_by_user_id: actor.userId,
        created_at: now.toISOString(), settled_at: null,
      });
      await writeAudit(trx, {
        clinicId, actorUserId: actor.userId, actorRole: actor.role, entity: 'invoice_payment', entityId: id, action: 'card_payment_started',
        before: null, after: { invoiceId, amountCents: request.amountCents, brand: card.brand, last4: card.last4 }, now: now.toISOString(),
      });
      return (await q.findPayment(trx, invoiceId, id))!;
    });
  } else if (!(await q.listInvoices(db, { invoiceId, clinicId }))[0]) {
    throw notFound();
  }
  if (payment.method !== 'card') throw new AppError(409, 'invoice_payment_failed', 'This request was already used to pay by cheque.');
  if (payment.status === 'pending') await settleCardPayment(deps, clinicId, Number(payment.id), now, actor);
  const settled = (await q.findPayment(db, invoiceId, Number(payment.id)))!;
  if (settled.status === 'declined') throw new AppError(402, 'invoice_card_declined', 'The card was declined: nothing was charged. Try another card.');
  return { isSuccess: true, payment: q.toPayment(settled), invoice: await invoiceDetail(db, invoiceId, now, clinicId) };
}

/** Authorises and captures a pending card payment (keyed by its id) and marks it paid, or declined. */
async function settleCardPayment(deps: InvoiceDeps, clinicId: number, paymentId: number, now: Date, actor: InvoiceActor): Promise<void> {
  const row = await deps.db.selectFrom('invoice_payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  const gateway = deps.payments(deps.db);
  const reference = `invoice-payment:${paymentId}`;
  const amount = Number(row.amount_cents);
  const auth = await gateway.authorize(row.card_token ?? '', amount, reference);
  if (!auth.approved) {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await q.movePayment(trx, paymentId, 'pending', { status: 'declined', settled_at: now.toISOString() }))) return;
      await writeAudit(trx, {
        clinicId, actorUserId: actor.userId, actorRole: actor.role, entity: 'invoice_payment', entityId: paymentId, action: 'card_payment_declined',
        before: { status: 'pending' }, after: { status: 'declined', code: auth.code }, now: now.toISOString(),
      });
    });
    return;
  }
  const capture = await gateway.capture(auth.authorizationId, amount, reference);
  if (!capture.captured) throw new AppError(502, 'invoice_payment_failed', 'The payment could not be completed: try again in a moment.');
  await deps.db.transaction().execute(async (trx) => {
    const moved = await q.movePayment(trx, paymentId, 'pending', {
      status: 'paid', authorization_id: auth.authorizationId, capture_id: capture.captureId, settled_at: now.toISOString(),
    });
    if (!moved) return;
    await writeAudit(trx, {
      clinicId, actorUserId: actor.userId, actorRole: actor.role, entity: 'invoice_payment', entityId: paymentId, action: 'card_payment_captured',
      before: { status: 'pending' }, after: { status: 'paid', amountCents: amount, captureId: capture.captureId }, now: now.toISOString(),
    });
  });
}

/**
 * Card payments a crash left pending for more than a few minutes: finished when the provider holds
 * their authorisation (captured once, by its key), cancelled when it never authorised them.
 */
export async function settleStalePayments(deps: InvoiceDeps, now: Date): Promise<number> {
  const stale = await q.stalePendingPayments(deps.db, new Date(now.getTime() - 10 * MINUTE_MS).toISOString());
  const system = { userId: null, role: 'system' };
  for (const payment of stale) {
    const paymentId = Number(payment.id);
    const [invoice] = await q.listInvoices(deps.db, { invoiceId: Number(payment.invoice_id) });
    const held = await deps.payments(deps.db).findAuthorization(`invoice-payment:${paymentId}`);
    if (held?.approved) {
      await settleCardPayment(deps, invoice!.clinicId, paymentId, now, system);
      continue;
    }
    await deps.db.transaction().execute(async (trx) => {
      if (!(await q.movePayment(trx, paymentId, 'pending', { status: 'cancelled', settled_at: now.toISOString() }))) return;
      await writeAudit(trx, {
        clinicId: invoice!.clinicId, actorUserId: null, actorRole: system.role, entity: 'invoice_payment', entityId: paymentId, action: 'card_payment_abandoned',
        before: { status: 'pending' }, after: { status: 'cancelled' }, now: now.toISOString(),
      });
    });
  }
  return stale.length;
}

/** The clinic will pay by cheque: the amount it pays off, plus rr §9's 2 % service charge on top. */
export async function payByCheque(db: Db, clinicId: number, actor: InvoiceActor & { userId: number }, invoiceId: number, request: PayInvoiceByCheque, now: Date): Promise<InvoicePaymentResult> {
  const paymentId = await db.transaction().execute(async (trx) => {
    await q.lockInvoice(trx, invoiceId);
    const [invoice] = await q.listInvoices(trx, { invoiceId, clinicId });
    if (!invoice) throw notFound();
    const again = await q.findPaymentByKey(trx, invoiceId, request.idempotencyKey);
    if (again) return Number(again.id);
    const available = invoice.totalCents - (await q.committedOf(trx, invoiceId));
    if (request.amountCents > available) throw amountRefused(available);
    const serviceCharge = chequeServiceCharge(request.amountCents);
    const id = await q.insertPayment(trx, {
      invoice_id: invoiceId, method: 'cheque', status: 'awaiting', amount_cents: request.amountCents, service_charge_cents: serviceCharge,
      idempotency_key: request.idempotencyKey, card_token: null, card_brand: null, card_last4: null, authorization_id: null, capture_id: null,
      cheque_number: null, received_on: null, created_by_user_id: actor.userId, created_at: now.toISOString(), settled_at: null,
    });
    await writeAudit(trx, {
      clinicId, actorUserId: actor.userId, actorRole: actor.role, entity: 'invoice_payment', entityId: id, action: 'cheque_chosen',
      before: null, after: { invoiceId, amountCents: request.amountCents, serviceChargeCents: serviceCharge }, now: now.toISOString(),
    });
    return id;
  });
  const payment = (await q.findPayment(db, invoiceId, paymentId))!;
  return { isSuccess: true, payment: q.toPayment(payment), invoice: await invoiceDetail(db, invoiceId, now, clinicId) };
}

/** The platform received a cheque the clinic promised: it now counts as paid. */
export async function recordCheque(db: Db, actor: InvoiceActor, invoiceId: number, paymentId: number, cheque: { chequeNumber: string; receivedOn: string }, now: Date): Promise<InvoiceDetail> {
  await db.transaction().execute(async (trx) => {
    const [invoice] = await q.listInvoices(trx, { invoiceId });
    const payment = await q.findPayment(trx, invoiceId, paymentId);
    if (!invoice || !payment) throw notFound();
    const moved = payment.method === 'cheque' && await q.movePayment(trx, paymentId, 'awaiting', {
      status: 'received', cheque_number: cheque.chequeNumber, received_on: cheque.receivedOn, settled_at: now.toISOString(),
    });
    if (!moved) throw new AppError(409, 'cheque_not_awaiting', 'This payment is not a cheque awaiting receipt.');
    await writeAudit(trx, {
      clinicId: invoice.clinicId, actorUserId: actor.userId, actorRole: actor.role, entity: 'invoice_payment', entityId: paymentId, action: 'cheque_received',
      before: { status: 'awaiting' }, after: { status: 'received', chequeNumber: cheque.chequeNumber, receivedOn: cheque.receivedOn }, now: now.toISOString(),
    });
  });
  return invoiceDetail(db, invoiceId, now);
}

/** A site administrator adds a charge to an invoice (anything else the clinic owes). */
export async function addCharge(db: Db, actor: InvoiceActor, invoiceId: number, charge: { description: string; amountCents: number }, now: Date): Promise<InvoiceDetail> {
  await db.transaction().execute(async (trx) => {
    await q.lockInvoice(trx, invoiceId);
    const [invoice] = await q.listInvoices(trx, { invoiceId });
    if (!invoice) throw notFound();
    const lineId = await q.insertInvoiceLine(trx, { invoiceId, kind: 'charge', description: charge.description, amountCents: charge.amountCents, byUserId: actor.userId, now: now.toISOString() });
    await writeAudit(trx, {
      clinicId: invoice.clinicId, actorUserId: actor.userId, actorRole: actor.role, entity: 'clinic_invoice', entityId: invoiceId, action: 'charge_added',
      before: { totalCents: invoice.totalCents }, after: { lineId, ...charge, totalCents: invoice.totalCents + charge.amountCents }, now: now.toISOString(),
    });
  });
  return invoiceDetail(db, invoiceId, now);
}

/**
 * Bills every clinic for a month: one invoice per clinic and month (unique), whose line is the
 * platform's fees of the settlement lines paid out that month. A clinic with no fee gets none; a
 * clinic already billed is left alone, so running the month again changes nothing.
 */
export async function billMonth(db: Db, month: string, now: Date, actor: InvoiceActor): Promise<{ created: number; existing: number }> {
  const { first, last } = monthDays(month);
  const issuedOn = addDays(last, 1);
  let created = 0;
  let existing = 0;
  for (const clinicId of await q.clinicIds(db)) {
    if ((await q.listInvoices(db, { clinicId, month })).length > 0) {
      existing += 1;
      continue;
    }
    const fees = await platformFeesFor(db, clinicId, first, last);
    if (fees.feeCents <= 0) continue;
    const made = await db.transaction().execute(async (trx) => {
      const invoiceId = await q.insertInvoice(trx, {
        clinicId, month, invoiceNumber: `INV-${month.replace('-', '')}-${String(clinicId).padStart(4, '0')}`, issuedOn,
        dueOn: addDays(issuedOn, INVOICE_DUE_DAYS), now: now.toISOString(),
      });
      if (invoiceId === null) return false;
      await q.insertInvoiceLine(trx, {
        invoiceId, kind: 'platform_fees', description: `Platform fees ${month} (${fees.lines} transactions)`, amountCents: fees.feeCents, byUserId: null, now: now.toISOString(),
      });
      await writeAudit(trx, {
        clinicId, actorUserId: actor.userId, actorRole: actor.role, entity: 'clinic_invoice', entityId: invoiceId, action: 'invoice_issued',
        before: null, after: { month, feeCents: fees.feeCents, transactions: fees.lines }, now: now.toISOString(),
      });
      return true;
    });
    if (made) created += 1;
    else existing += 1;
  }
  return { created, existing };
}
