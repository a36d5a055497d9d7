import type { Transaction } from 'kysely';
import { accountOrderPath } from '../../../contracts/account-routes';
import {
  RETURN_CANCEL_REASONS, type cancelReturnRequestSchema, type ReturnCancelReason, type ReturnDetail, type ReturnErrorCode, type ReturnForm,
  type ReturnList, type ReturnListQuery, type ReturnQuote, type ReturnSummary, type returnRequestSchema,
} from '../../../contracts/returns';
import type { z } from 'zod';
import { CLINIC_RETURNS_PAGE_SIZE, type Language } from '../../../domain/constants';
import {
  addToPrior, computeReturnRefund, NO_PRIOR_RETURNS, returnTimingRefusal, returnWindowEnds, type OrderForReturn, type PriorReturns,
  type RefundMethod, type ReturnFeeKind, type ReturnRefusal, type ReturnResponsibility,
} from '../../../domain/returns';
import { policyValues } from '../../shared/clinic-policies';
import { giveCredit } from '../../shared/credit';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { enqueueEmail } from '../../integrations/email/outbox.queries';
import type { PaymentProvider } from '../../integrations/payment/payment-gateway';
import { auditRole, writeAudit, type StaffIdentity } from '../../shared/staff-access';
import { returnProcessedEmail } from './returns-emails';
import * as q from './returns.queries';

type Trx = Transaction<Database>;
type ParsedRequest = z.output<typeof returnRequestSchema>;
export interface ReturnsDeps { db: Db; payments: PaymentProvider; publicUrl: string }

/** rr §7 "Returns" messages: the status each refusal answers with and its English text (the pages say it in both languages). */
const MESSAGES: Record<ReturnErrorCode, [number, string]> = {
  return_wait_after_billing: [409, 'Refunds can be made only 24 hours after the order was billed.'],
  order_fully_refunded: [409, 'This order has already been fully refunded.'],
  return_pending_exists: [409, 'This order already has a pending return.'],
  return_order_not_shipped: [409, 'Only an order that was shipped or picked up can be returned.'],
  return_order_too_old: [409, 'Orders over 12 months old cannot be returned.'],
  return_no_items: [400, 'Select at least one item or the shipping.'],
  return_refund_mismatch: [400, 'The refund total does not match what can be refunded.'],
  return_not_pending: [409, 'This return is not pending, so it cannot be changed.'],
  return_window_passed: [409, 'The return window has passed; add a note to take it anyway.'],
  return_quantity_exceeded: [400, 'A quantity is more than was bought less what was already returned.'],
  return_refund_failed: [502, 'The payment provider did not accept the refund.'],
  return_not_found: [404, 'This return was not found.'],
  return_fee_exceeds_refund: [400, 'feeValue: the returns fee and its tax are more than the refund; lower the fee, or enter the refund amount yourself.'],
  returns_not_approved: [403, 'Your clinic is not approved to create returns. Please contact the platform’s support.'],
};
export const refuseReturn = (code: ReturnErrorCode) => new AppError(MESSAGES[code][0], code, MESSAGES[code][1]);
const orderNotFound = () => new AppError(404, 'order_not_found', 'This order was not found.');

const asLanguage = (value: string): Language => (value === 'fr' ? 'fr' : 'en');

/** Everything the money rules need about an order and its earlier returns. */
async function loadOrder(db: Db, clinicId: number, orderId: number) {
  const order = await q.findOrderForReturn(db, clinicId, orderId);
  if (!order) throw orderNotFound();
  const [items, taxes, milestones, returns, policies] = await Promise.all([
    q.listOrderItems(db, orderId), q.listOrderTaxes(db, orderId), q.orderMilestones(db, orderId), q.listLiveReturnsOfOrder(db, orderId),
    // The return window in effect at the clinic: its own, or its master clinic's (issue 25).
    policyValues(db, clinicId),
  ]);
  const windowDays = policies.returnWindowDays;
  const credit = Number(order.account_credit_cents);
  const forReturn: OrderForReturn = {
    lines: items.map((i) => ({ orderItemId: Number(i.id), quantity: Number(i.quantity), netCents: Number(i.net_price_cents) })),
    shippingCents: Math.max(0, Number(order.shipping_cents) - Number(order.shipping_discount_cents)),
    taxes: taxes.map((t) => ({ code: t.code, label: t.label, rate: Number(t.rate), itemsAmountCents: Number(t.items_amount_cents), shippingAmountCents: Number(t.shipping_amount_cents) })),
    cardPaidCents: Number(order.total_cents),
    creditPaidCents: credit,
  };
  let prior: PriorReturns = NO_PRIOR_RETURNS;
  for (const r of returns.filter((x) => x.status === 'completed')) {
    const credited = Number(r.credit_refund_cents);
    prior = addToPrior(prior, {
      lines: r.items.map((i) => ({ orderItemId: Number(i.order_item_id), quantity: Number(i.quantity), refundCents: Number(i.refund_cents), taxRefundCents: Number(i.tax_refund_cents) })),
      itemsRefundCents: Number(r.items_refund_cents), itemsTaxRefundCents: Number(r.items_tax_refund_cents), shippingRefundCents: Number(r.shipping_refund_cents),
      feeCents: Number(r.fee_cents), feeTaxCents: Number(r.fee_tax_cents), totalCents: Number(r.refund_total_cents),
      toCardCents: Number(r.refund_total_cents) - credited, toCreditCents: credited,
    });
  }
  const pending = returns.find((r) => r.status === 'pending');
  return { order, items, forReturn, prior, milestones, windowDays, pendingReturnId: pending ? Number(pending.id) : null };
}
type LoadedOrder = Awaited<ReturnType<typeof loadOrder>>;

function timingRefusal(loaded: LoadedOrder, now: Date, overridden: boolean) {
  const { order, milestones } = loaded;
  return returnTimingRefusal({
    status: order.status, orderedAt: new Date(order.created_at), deliveredAt: milestones.deliveredAt ? new Date(milestones.deliveredAt) : null,
    billedAt: milestones.billedAt ? new Date(milestones.billedAt) : null, windowDays: loaded.windowDays, now,
  }, overridden);
}

/** The "Process a return" page's data: the order's items with what is left to return, and whether a return can be made now. */
export async function returnForm(db: Db, staff: StaffIdentity, orderId: number, now: Date): Promise<ReturnForm> {
  const loaded = await loadOrder(db, staff.clinicId, orderId);
  const { order, items, prior, milestones } = loaded;
  let refusal: ReturnErrorCode | null = !staff.clinicApprovedForReturns ? 'returns_not_approved'
    : loaded.pendingReturnId !== null ? 'return_pending_exists' : timingRefusal(loaded, now, false);
  if (refusal === null && prior.refundedCents >= loaded.forReturn.cardPaidCents + loaded.forReturn.creditPaidCents) refusal = 'order_fully_refunded';
  return {
    orderId: order.id, orderNumber: order.order_number, status: order.status, isClinicPickup: order.is_clinic_pickup === 1,
    client: { id: order.user_id, firstName: order.first_name, lastName: order.last_name, email: order.email },
    card: { brand: order.payment_brand, last4: order.payment_last4 },
    items: items.map((i) => ({
      orderItemId: Number(i.id), name: i.name, petName: i.pet_name, quantity: Number(i.quantity),
      returnedQuantity: prior.returnedQuantities.get(Number(i.id)) ?? 0, netCents: Number(i.net_price_cents),
    })),
    shippingCents: loaded.forReturn.shippingCents, shippingRefunded: prior.shippingRefunded,
    totalCents: Number(order.total_cents), accountCreditCents: Number(order.account_credit_cents), refundedCents: prior.refundedCents,
    deliveredAt: milestones.deliveredAt, windowDays: loaded.windowDays,
    windowEndsAt: milestones.deliveredAt ? returnWindowEnds(new Date(milestones.deliveredAt), loaded.windowDays).toISOString() : null,
    refusal, pendingReturnId: loaded.pendingReturnId,
  };
}

function priced(loaded: LoadedOrder, body: ParsedRequest) {
  const outcome = computeReturnRefund(loaded.forReturn, loaded.prior, {
    items: body.items, refundShipping: body.refundShipping, feeKind: body.feeKind, feeValue: body.feeValue, method: body.method,
    customRefundCents: body.customRefundCents,
  });
  if (!outcome.ok) throw refuseReturn(outcome.refusal satisfies ReturnRefusal);
  return outcome.refund;
}

const quoteOf = (r: { itemsRefundCents: number; itemsTaxRefundCents: number; shippingRefundCents: number; feeCents: number; feeTaxCents: number; totalCents: number; toCardCents: number; toCreditCents: number }): ReturnQuote => ({
  itemsRefundCents: r.itemsRefundCents, itemsTaxRefundCents: r.itemsTaxRefundCents, shippingRefundCents: r.shippingRefundCents,
  feeCents: r.feeCents, feeTaxCents: r.feeTaxCents, totalCents: r.totalCents, toCardCents: r.toCardCents, toCreditCents: r.toCreditCents,
});

/** What a return would refund, without saving it (the form's running total). */
export async function quoteReturn(db: Db, staff: StaffIdentity, orderId: number, body: ParsedRequest): Promise<ReturnQuote> {
  return quoteOf(priced(await loadOrder(db, staff.clinicId, orderId), body));
}

/** Creates a pending return with its amounts (rr §5 "pending (incomplete)"); the refund is made when it is completed. */
export async function createReturn(trx: Trx, staff: StaffIdentity, orderId: number, body: ParsedRequest, now: Date): Promise<number> {
  if (!staff.clinicApprovedForReturns) throw refuseReturn('returns_not_approved');
  const loaded = await loadOrder(trx, staff.clinicId, orderId);
  if (loaded.pendingReturnId !== null) throw refuseReturn('return_pending_exists');
  const overridden = (body.windowOverrideNote ?? '').trim() !== '';
  const refusal = timingRefusal(loaded, now, overridden);
  if (refusal) throw refuseReturn(refusal);
  const refund = priced(loaded, body);
  const id = await q.insertReturn(trx, {
    clinic_id: staff.clinicId, order_id: orderId, user_id: loaded.order.user_id, status: 'pending', reason: body.reason, responsibility: body.responsibility,
    fee_kind: body.feeKind, fee_value: body.feeKind === 'none' ? 0 : body.feeValue,
    items_refund_cents: refund.itemsRefundCents, items_tax_refund_cents: refund.itemsTaxRefundCents, shipping_refund_cents: refund.shippingRefundCents,
    fee_cents: refund.feeCents, fee_tax_cents: refund.feeTaxCents, custom_refund_cents: body.customRefundCents,
    refund_total_cents: refund.totalCents, credit_refund_cents: refund.toCreditCents, refund_method: body.method, provider_refund_id: null,
    admin_notes: body.adminNotes, window_override_note: overridden ? body.windowOverrideNote : null, cancel_reason: null, cancel_note: null,
    created_by_user_id: staff.userId, created_at: now.toISOString(), completed_at: null, cancelled_at: null,
  }, refund.lines.map((l) => ({ order_item_id: l.orderItemId, quantity: l.quantity, refund_cents: l.refundCents, tax_refund_cents: l.taxRefundCents })));
  await writeAudit(trx, {
    clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff), entity: 'return', entityId: id, action: 'create',
    before: null, after: { orderId, status: 'pending', method: body.method, refundTotalCents: refund.totalCents, ...(overridden ? { windowOverrideNote: body.windowOverrideNote } : {}) },
    now: now.toISOString(),
  });
  return id;
}

async function pendingReturn(db: Db, staff: StaffIdentity, returnId: number) {
  const row = await q.findReturn(db, staff.clinicId, returnId);
  if (!row) throw refuseReturn('return_not_found');
  if (row.status !== 'pending') throw refuseReturn('return_not_pending');
  return row;
}

/**
 * Completes a pending return: the card part goes back through the payment provider, outside any
 * transaction (its reference `return:<id>` makes a retry after a lost answer refund nothing more),
 * then the return is marked completed with its credit entry, the order's history, the audit event
 * and the shopper's email, in one transaction.
 *
 * Completing is idempotent (issue 24): a repeat (a second click, ten at once, a retry after a lost
 * answer) of a return that is or becomes completed answers it as completed, with the one refund
 * made, rather than "refund failed" or "not pending"; only the call that moved it writes anything.
 */
export async function completeReturn(deps: ReturnsDeps, staff: StaffIdentity, returnId: number, now: Date): Promise<void> {
  const row = await q.findReturn(deps.db, staff.clinicId, returnId);
  if (!row) throw refuseReturn('return_not_found');
  if (row.status === 'completed') return;
  if (row.status !== 'pending') throw refuseReturn('return_not_pending');
  const toCredit = Number(row.credit_refund_cents);
  const toCard = Number(row.refund_total_cents) - toCredit;
  const completedMeanwhile = async () => (await q.findReturn(deps.db, staff.clinicId, returnId))?.status === 'completed';
  let providerRefundId: string | null = null;
  if (toCard > 0) {
    const result = await deps.payments(deps.db).refund(row.authorization_id, toCard, `return:${returnId}`);
    if (!result.refunded) {
      if (await completedMeanwhile()) return;
      throw refuseReturn('return_refund_failed');
    }
    providerRefundId = result.refundId;
  }
  await deps.db.transaction().execute(async (trx) => {
    const current = await q.findReturn(trx, staff.clinicId, returnId);
    if (!current) throw refuseReturn('return_not_found');
    if (current.status === 'completed') return;
    if (current.status !== 'pending') throw refuseReturn('return_not_pending');
    const order = await q.findOrderForReturn(trx, staff.clinicId, Number(current.order_id));
    if (!order) throw orderNotFound();
    if (!(await q.updatePendingReturn(trx, returnId, { status: 'completed', completed_at: now.toISOString(), provider_refund_id: providerRefundId }))) {
      // Another call completed it between the read and the update (nothing written here yet).
      if ((await q.findReturn(trx, staff.clinicId, returnId))?.status === 'completed') return;
      throw refuseReturn('return_not_pending');
    }
    await giveCredit(trx, { userId: order.user_id, cents: toCredit, kind: 'return_refund', orderId: order.id, returnId, createdByUserId: staff.userId }, now);
    await q.insertReturnHistory(trx, order.id, order.status, staff.userId, '', now);
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff), entity: 'return', entityId: returnId, action: 'complete',
      before: { status: 'pending' }, after: { status: 'completed', toCardCents: toCard, toCreditCents: toCredit, providerRefundId }, now: now.toISOString(),
    });
    await enqueueEmail(trx, returnProcessedEmail(
      { email: order.email, firstName: order.first_name, language: asLanguage(order.language) },
      {
        orderNumber: order.order_number, clinicName: order.practice_name, toCardCents: toCard, toCreditCents: toCredit,
        items: current.items.map((i) => ({ name: i.name, quantity: Number(i.quantity) })), url: new URL(accountOrderPath(order.id), deps.publicUrl).toString(),
      },
    ), now);
  });
}

/** rr §5: only a pending return can be cancelled, with a reason from the spec's list. */
export async function cancelReturn(trx: Trx, staff: StaffIdentity, returnId: number, input: z.output<typeof cancelReturnRequestSchema>, now: Date): Promise<void> {
  await pendingReturn(trx, staff, returnId);
  if (!(await q.updatePendingReturn(trx, returnId, { status: 'cancelled', cancelled_at: now.toISOString(), cancel_reason: input.reason, cancel_note: input.note }))) {
    throw refuseReturn('return_not_pending');
  }
  await writeAudit(trx, {
    clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff), entity: 'return', entityId: returnId, action: 'cancel',
    before: { status: 'pending' }, after: { status: 'cancelled', reason: input.reason, ...(input.note ? { note: input.note } : {}) }, now: now.toISOString(),
  });
}

const summaryOf = (r: Awaited<ReturnType<typeof q.listReturns>>['rows'][number]): ReturnSummary => ({
  id: Number(r.id), orderId: Number(r.order_id), orderNumber: r.order_number,
  client: { id: Number(r.user_id), firstName: r.first_name, lastName: r.last_name },
  status: r.status, method: r.refund_method as RefundMethod, refundTotalCents: Number(r.refund_total_cents), createdAt: r.created_at,
});

/** One page of the clinic's returns (CLINIC_RETURNS_PAGE_SIZE a page), with the count that pages them. */
export async function listReturns(db: Db, staff: StaffIdentity, query: ReturnListQuery): Promise<ReturnList> {
  const pageSize = CLINIC_RETURNS_PAGE_SIZE;
  const { rows, totalCount } = await q.listReturns(db, staff.clinicId, query.status, { limit: pageSize, offset: (query.page - 1) * pageSize });
  return { returns: rows.map(summaryOf), page: query.page, pageSize, totalCount, pageCount: Math.max(1, Math.ceil(totalCount / pageSize)) };
}

export async function returnDetail(db: Db, staff: StaffIdentity, returnId: number): Promise<ReturnDetail> {
  const r = await q.findReturn(db, staff.clinicId, returnId);
  if (!r) throw refuseReturn('return_not_found');
  const credit = Number(r.credit_refund_cents);
  return {
    ...summaryOf(r),
    reason: r.reason, responsibility: r.responsibility as ReturnResponsibility, feeKind: r.fee_kind as ReturnFeeKind, feeValue: Number(r.fee_value),
    items: r.items.map((i) => ({ orderItemId: Number(i.order_item_id), name: i.name, quantity: Number(i.quantity), refundCents: Number(i.refund_cents), taxRefundCents: Number(i.tax_refund_cents) })),
    quote: quoteOf({
      itemsRefundCents: Number(r.items_refund_cents), itemsTaxRefundCents: Number(r.items_tax_refund_cents), shippingRefundCents: Number(r.shipping_refund_cents),
      feeCents: Number(r.fee_cents), feeTaxCents: Number(r.fee_tax_cents), totalCents: Number(r.refund_total_cents),
      toCardCents: Number(r.refund_total_cents) - credit, toCreditCents: credit,
    }),
    customRefundCents: r.custom_refund_cents === null ? null : Number(r.custom_refund_cents),
    adminNotes: r.admin_notes, windowOverrideNote: r.window_override_note,
    cancelReason: (RETURN_CANCEL_REASONS as readonly string[]).includes(r.cancel_reason ?? '') ? r.cancel_reason as ReturnCancelReason : null,
    cancelNote: r.cancel_note, providerRefundId: r.provider_refund_id, completedAt: r.completed_at, cancelledAt: r.cancelled_at,
    createdBy: `${r.staff_first_name} ${r.staff_last_name}`.trim(),
  };
}
