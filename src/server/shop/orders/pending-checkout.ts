import type { Insertable } from 'kysely';
import type { PlaceOrderResponse } from '../../../contracts/checkout';
import { ORDER_STATUS, type OrderInfo } from '../../../contracts/orders';
import type { Language } from '../../../domain/constants';
import type { CartContext, Prescription } from '../cart';
import { type CheckoutPlan, linesAwaitingApproval, type ProductDetails } from '../checkout';
import type { AutoOrderSubscriptionTable } from '../../db/schema';
import { ensurePrescriptionRequest } from '../../account/prescriptions';
import { itemRecords, newOrderNumber, orderInfo, orderItemRow, orderRow, type OrderContext } from './order-records';
import { insertOrder, insertOrderItem, insertOrderReductions, insertOrderTaxes } from './orders.queries';

/**
 * A claimed checkout waiting for its card (issue 10 §8), kept as JSON on its checkouts row: all that
 * confirming it (orders submitted, AutoOrder, cart emptied, email) or releasing it (stock and credit
 * given back) needs, so the request that claimed it, a retry of the same checkoutId or the start-up
 * sweep can settle it alike (orders/checkout-settlement.ts).
 */
export interface PendingCheckout {
  checkoutId: number;
  userId: number;
  /** The answer once confirmed, but for the AutoOrder subscription's id. */
  response: PlaceOrderResponse;
  /** What the card is authorised for: the total after account credit (0: nothing to authorise). */
  amountCents: number;
  cardToken: string;
  /** The cart ordered from; null for an order an AutoOrder subscription placed (no cart, no email here). */
  cartId: number | null;
  /** Every line of the cart as it was ordered; lines added meanwhile stay in the cart. */
  cartLineIds: number[];
  /** The cart's coupon when ordered: removed from the cart with the lines, unless it changed since. */
  couponCode: string | null;
  orderIds: number[];
  /** [productId, quantity] taken off the shelf, and the account credit spent: given back on a release. */
  stock: [number, number][];
  accountCreditCents: number;
  autoOrder: { subscription: Omit<Insertable<AutoOrderSubscriptionTable>, 'created_at'>; items: AutoOrderItem[] } | null;
  /** Who the confirmation email goes to, in which language (it is written from `response`). */
  emailTo: { email: string; firstName: string; lang: Language };
  /** The AutoOrder subscription that placed it (issue 15); absent or null for a checkout. */
  subscriptionId?: number | null;
  /** Orders holding a prescription or approval item without a validated prescription. */
  awaitingApprovalOrderIds?: number[];
  /**
   * The clinic's welcome credit this order earns if it is the client's first to (issue 25: the
   * policy in effect when it was claimed); given at the confirmation, once per client and clinic.
   */
  welcomeCredit?: { clinicId: number; cents: number } | null;
  /**
   * A clinic reinstating a cancelled order (issue 25; reinstate-order.service.ts): the confirmation
   * makes the one order `reinstated_cancelled_order` with the staff member's history and audit events
   * and the client's email, instead of a checkout's (no cart, no AutoOrder). Absent for a checkout.
   */
  reinstatement?: Reinstatement | null;
}

export interface Reinstatement {
  fromOrderId: number;
  fromOrderNumber: string;
  clinicId: number;
  actorUserId: number;
  /** The staff member's role as the audit log records it. */
  actorRole: string;
  /** The client's order page, for the email. */
  orderUrl: string;
}

export interface AutoOrderItem {
  productId: number;
  petId: number | null;
  quantity: number;
  /** The AutoOrder unit price accepted with it (a higher one later needs the shopper's consent). */
  unitPrice?: number | null;
}

/** The reference the provider knows a checkout's authorisation by (its idempotency key). */
export const authorizationReference = (checkoutId: number) => `checkout:${checkoutId}`;

/**
 * Records one order per group, with its items and taxes, as 'pending_payment' (the claim); the
 * confirmation makes them 'submitted'. Answers them as the order-submitted page will show them.
 */
export async function recordPendingOrders(
  ctx: CartContext,
  plan: CheckoutPlan,
  orderContext: OrderContext,
  details: ReadonlyMap<number, ProductDetails>,
  prescriptions: readonly Prescription[],
): Promise<{ orders: OrderInfo[]; orderIds: number[]; awaitingApprovalOrderIds: number[]; creditByOrder: { orderId: number; cents: number }[] }> {
  const awaitingLines = linesAwaitingApproval(plan.groups.flatMap((g) => g.lines), prescriptions);
  const awaitingApproval = new Set(awaitingLines.map((l) => l.id));
  // Issue 16: the order waits on the veterinarian, so the clinic's queue must hold a request for each
  // such item (the cart add usually made it; a denied or expired one, or a line moved to another pet, did not).
  for (const line of awaitingLines) {
    if (line.petId <= 0) continue;
    await ensurePrescriptionRequest(ctx.db, {
      userId: ctx.userId, petId: line.petId, familyId: line.product.familyId, productId: line.product.id, quantity: line.quantity,
    }, ctx.now);
  }
  const orders: OrderInfo[] = [];
  const orderIds: number[] = [];
  const awaitingApprovalOrderIds: number[] = [];
  const creditByOrder: { orderId: number; cents: number }[] = [];
  for (const [i, group] of plan.groups.entries()) {
    const figures = plan.figures[i]!;
    const drawNumber = () => newOrderNumber(ctx.now);
    const draft = orderRow(group, figures, orderContext, drawNumber());
    const placed = await insertOrder(ctx.db, { ...draft, status: ORDER_STATUS.pendingPayment }, drawNumber);
    const row = { ...draft, order_number: placed.orderNumber };
    const orderId = placed.id;
    const orderItemIds = new Map<number, number>();
    const items = [];
    for (const record of itemRecords(group, figures, details)) {
      const item = orderItemRow(record, orderId, {
        lang: ctx.lang,
        parentOrderItemId: record.line.promoParentId === null ? null : (orderItemIds.get(record.line.promoParentId) ?? null),
        requiresApproval: awaitingApproval.has(record.line.id),
      });
      const orderItemId = await insertOrderItem(ctx.db, item);
      orderItemIds.set(record.line.id, orderItemId);
      items.push(item);
      // Each offer on the line, so the order page names it later without pricing again (issue 14).
      await insertOrderReductions(ctx.db, plan.priced.discounts
        .filter((d) => d.entityItemId === record.line.id && d.discountAmount > 0)
        .map((d) => ({ order_id: orderId, order_item_id: orderItemId, promotion_id: d.specialOfferId, is_rebate: d.isRebate ? 1 : 0, amount_cents: d.discountAmount })));
    }
    await insertOrderTaxes(ctx.db, figures.taxLines.map((t) => ({
      order_id: orderId, code: t.code, label: t.label, rate: t.rate, items_amount_cents: t.itemsAmount,
      shipping_amount_cents: t.shippingAmount, amount_cents: t.itemsAmount + t.shippingAmount,
    })));
    const waitsOnVet = items.some((i) => i.requires_approval === 1);
    // The confirmation moves such an order to waiting on the veterinarian: the answer says so already.
    orders.push(orderInfo(waitsOnVet ? { ...row, status: ORDER_STATUS.waitingOnVeterinarian } : row, orderId, items, orderContext.clinic.name));
    orderIds.push(orderId);
    if (figures.accountCredit > 0) creditByOrder.push({ orderId, cents: figures.accountCredit });
    if (waitsOnVet) awaitingApprovalOrderIds.push(orderId);
  }
  return { orders, orderIds, awaitingApprovalOrderIds, creditByOrder };
}
