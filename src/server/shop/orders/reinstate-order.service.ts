import type { Selectable, Transaction } from 'kysely';
import type { ErrorCode } from '../../../contracts/common';
import { ORDER_STATUS } from '../../../contracts/orders';
import { accountOrderPath } from '../../../contracts/account-routes';
import { isOrderStatus, type OrderStatus } from '../../../domain/order-status';
import { isCardExpired } from '../../../domain/validation/card';
import { findProducts, listPrescriptions, productName, type CartLine } from '../cart';
import { findShopperContact, linesAwaitingApproval } from '../checkout';
import { findOwnPaymentMethod } from '../../account/payment-methods';
import { flag } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { limitMessage, orderingLimitProblems, unitsByProduct } from '../../shared/ordering-limits';
import { settleCheckout, type SettleDeps } from './checkout-settlement';
import { claimCheckout, findCheckout, findCheckoutById, savePendingCheckout } from './checkouts.queries';
import { orderNotFound } from './cancel-order.service';
import { newOrderNumber, orderInfo } from './order-records';
import { findAccountHolder, insertOrder, insertOrderItem, insertOrderReductions, insertOrderTaxes } from './orders.queries';
import type { PendingCheckout } from './pending-checkout';
import { reserveLines } from './place-order.service';

/**
 * A clinic reinstates a cancelled order (issue 25; docs/decisions/101-reinstating-a-cancelled-order.md).
 * The cancelled order never changes (rr §4): a NEW order is made for the same client, pet, delivery
 * and lines at the cancelled order's prices (decision 043: an order is never priced again), status
 * `reinstated_cancelled_order`, naming the cancelled one in `reinstated_from_order_id` (unique: an
 * order is reinstated once). It goes through the placement's steps (decision 034) with a checkout
 * row of its own, key `reinstate:<order id>`: the claim (one short transaction: every check, stock
 * taken, the order recorded pending), the card hold on the client's saved card with no transaction
 * open (`checkout:<id>`, so a repeat never holds twice), then the confirmation or, on a decline, the
 * release. A double click, a retry or a crash anywhere answers the same new order; the start-up
 * sweep settles one a crash left pending, as for a checkout.
 */
export interface ReinstateOrderInput {
  orderId: number;
  /** The staff member's clinic: another clinic's order is not found. */
  clinicId: number;
  actorUserId: number;
  actorRole: string;
  now: Date;
}

export interface ReinstatedOrder {
  orderId: number;
  orderNumber: string;
  status: OrderStatus;
}

export const reinstateCheckoutKey = (orderId: number) => `reinstate:${orderId}`;

const refuse = (status: number, code: ErrorCode, message: string, data?: unknown) =>
  new AppError(status, code, message, data);
const notCancelled = () => refuse(409, 'order_not_cancelled', 'Only a cancelled order can be reinstated.');
const busy = () => refuse(409, 'reinstate_busy', 'The client is placing another order right now; try again in a minute.');
const changed = () => refuse(409, 'order_changed', 'Update failed: the order changed meanwhile; reload it.');

type Claim = { done: ReinstatedOrder } | { pending: PendingCheckout };

export async function reinstateOrder(deps: SettleDeps & { publicUrl: string }, input: ReinstateOrderInput): Promise<ReinstatedOrder> {
  const claim = await deps.db.transaction().execute((trx) => claimReinstatement(trx, deps.publicUrl, input));
  if ('done' in claim) return claim.done;
  deps.faults?.afterClaim?.();
  try {
    await settleCheckout(deps, claim.pending, { mode: 'complete', now: input.now });
  } catch (error) {
    if (error instanceof AppError && error.code === 'payment_declined') {
      throw refuse(409, 'reinstate_card_declined', "The client's saved card was declined for this order; nothing was created.");
    }
    if (error instanceof AppError && error.code === 'cart_changed') throw changed();
    throw error;
  }
  const order = claim.pending.response.returnValue.orders[0]!;
  return { orderId: order.orderId, orderNumber: order.orderNumber, status: ORDER_STATUS.reinstatedCancelledOrder };
}

/** The new order already made for this cancelled order, done or still waiting for its card. */
async function existingReinstatement(trx: Transaction<Database>, orderId: number): Promise<Claim | null> {
  const row = await trx.selectFrom('orders').select(['id', 'order_number', 'status', 'checkout_id'])
    .where('reinstated_from_order_id', '=', orderId).executeTakeFirst();
  if (!row) return null;
  if (row.status !== ORDER_STATUS.pendingPayment) {
    return { done: { orderId: Number(row.id), orderNumber: row.order_number, status: isOrderStatus(row.status) ? row.status : 'reinstated_cancelled_order' } };
  }
  const stored = await findCheckoutById(trx, Number(row.checkout_id));
  if (stored?.state !== 'pending') throw changed();
  return { pending: JSON.parse(stored.pendingJson) as PendingCheckout };
}

/** The cancelled order's lines as cart lines, for the checkout's own stock and prescription rules. */
async function linesOf(trx: Transaction<Database>, items: readonly Selectable<Database['order_items']>[]) {
  const products = new Map((await findProducts(trx, items.map((i) => Number(i.product_id)))).map((p) => [p.id, p]));
  const discontinued = items.filter((i) => !products.get(Number(i.product_id))?.allowBrowsing);
  if (discontinued.length > 0) {
    throw refuse(409, 'reinstate_product_discontinued', `No longer sold: ${[...new Set(discontinued.map((i) => i.name))].join(', ')}. The order cannot be reinstated; the client can order again.`, {
      productIds: [...new Set(discontinued.map((i) => Number(i.product_id)))],
    });
  }
  return items.map((i): CartLine => ({
    id: Number(i.id), cartId: 0, petId: i.pet_id === null ? 0 : Number(i.pet_id), petName: i.pet_name, quantity: Number(i.quantity),
    promoParentId: null, promoId: null, isPromoSelected: false, acceptedPromoIds: [], rxId: i.rx_id === null ? null : Number(i.rx_id),
    product: products.get(Number(i.product_id))!,
  }));
}

/** Step 1, one transaction: every check (nothing written when one fails), the stock, the new order recorded pending. */
async function claimReinstatement(trx: Transaction<Database>, publicUrl: string, input: ReinstateOrderInput): Promise<Claim> {
  const { orderId, now } = input;
  const original = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).where('clinic_id', '=', input.clinicId)
    .where('status', '!=', ORDER_STATUS.pendingPayment).executeTakeFirst();
  if (!original) throw orderNotFound();
  const existing = await existingReinstatement(trx, orderId);
  if (existing) return existing;
  if (original.status !== 'cancelled') throw notCancelled();

  const userId = Number(original.user_id);
  const key = reinstateCheckoutKey(orderId);
  const checkoutId = await claimCheckout(trx, userId, key, now);
  if (checkoutId === null) {
    // Another request reinstated it meanwhile (PostgreSQL waited for it here), or the client's own checkout is waiting for its card.
    const again = await existingReinstatement(trx, orderId);
    if (again) return again;
    const stored = await findCheckout(trx, userId, key);
    if (stored?.state === 'pending') return { pending: JSON.parse(stored.pendingJson) as PendingCheckout };
    throw busy();
  }

  const contact = await findShopperContact(trx, userId);
  if (!contact.clinic.isAuthorisedToOrder) {
    throw refuse(409, 'reinstate_clinic_not_authorised', 'The clinic is not authorised to order at the moment, so no order can be reinstated.');
  }
  const account = await trx.selectFrom('users').select('may_not_order').where('id', '=', userId).executeTakeFirst();
  if (account && flag(account.may_not_order)) {
    throw refuse(409, 'reinstate_account_may_not_order', "This client's account may not place orders, so the order cannot be reinstated.");
  }
  const card = original.payment_method_id === null ? null : await findOwnPaymentMethod(trx, userId, Number(original.payment_method_id));
  if (!card || isCardExpired(card.expMonth, card.expYear, now)) {
    throw refuse(409, 'reinstate_card_unavailable', "The card this order was paid with is no longer saved or has expired; the client needs to order again.");
  }

  const items = await trx.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  const lines = await linesOf(trx, items);
  const awaiting = linesAwaitingApproval(lines, await listPrescriptions(trx, userId, now));
  if (awaiting.length > 0) {
    throw refuse(409, 'reinstate_prescription_needed', `No valid prescription (expired, used up or never approved) for: ${[...new Set(awaiting.map((l) => productName(l.product, 'en')))].join(', ')}.`, {
      productIds: [...new Set(awaiting.map((l) => l.product.id))],
    });
  }
  const problems = await orderingLimitProblems(trx, userId, unitsByProduct(lines.map((l) => ({ productId: l.product.id, quantity: l.quantity }))), now);
  if (problems.length > 0) {
    const name = (id: number) => productName(lines.find((l) => l.product.id === id)!.product, 'en');
    throw refuse(409, 'reinstate_over_limit', problems.map((p) => limitMessage(p, name(p.productId), 'en')).join(' '), {
      productIds: [...new Set(problems.map((p) => p.productId))],
    });
  }
  let stock: [number, number][];
  try {
    stock = await reserveLines({ db: trx, now }, lines);
  } catch (error) {
    if (error instanceof AppError && error.code === 'out_of_stock') {
      throw refuse(409, 'reinstate_out_of_stock', 'Not enough stock for every item of this order; nothing was created.', error.data);
    }
    throw error;
  }

  // The same order, new: its number, time and card; the account credit it spent was given back at the
  // cancellation, so the card is held for the whole (docs/decisions/101-reinstating-a-cancelled-order.md).
  const { id: _id, ...copy } = original;
  const totalCents = Number(original.total_cents) + Number(original.account_credit_cents);
  const draw = () => newOrderNumber(now);
  const row = {
    ...copy, checkout_id: checkoutId, order_number: draw(), status: ORDER_STATUS.pendingPayment, created_at: now.toISOString(),
    account_credit_cents: 0, total_cents: totalCents, authorization_id: '', sent_to_distributor_at: null, carrier: null, tracking_number: null,
    cancelled_at: null, cancel_reason: null, auto_order_subscription_id: null, reinstated_from_order_id: orderId,
    payment_method_id: card.id, payment_token: card.token, payment_brand: card.brand, payment_last4: card.last4,
  };
  const placed = await insertOrder(trx, row, draw);
  const newItemIds = new Map<number, number>();
  const newItems = [];
  // Parents before the free items that point at them.
  for (const item of [...items.filter((i) => i.promo_parent_order_item_id === null), ...items.filter((i) => i.promo_parent_order_item_id !== null)]) {
    const { id, ...itemCopy } = item;
    const parent = item.promo_parent_order_item_id === null ? null : (newItemIds.get(Number(item.promo_parent_order_item_id)) ?? null);
    // Every prescription item is covered now (checked above): none waits on the veterinarian.
    const newItem = { ...itemCopy, order_id: placed.id, promo_parent_order_item_id: parent, requires_approval: 0 as const };
    newItemIds.set(Number(id), await insertOrderItem(trx, newItem));
    newItems.push(newItem);
  }
  const taxes = await trx.selectFrom('order_taxes').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  await insertOrderTaxes(trx, taxes.map(({ id: _taxId, ...t }) => ({ ...t, order_id: placed.id })));
  const reductions = await trx.selectFrom('order_reductions').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  await insertOrderReductions(trx, reductions.map(({ id: _reductionId, ...r }) => ({ ...r, order_id: placed.id, order_item_id: newItemIds.get(Number(r.order_item_id))! })));

  const holder = await findAccountHolder(trx, userId);
  const info = orderInfo({ ...row, order_number: placed.orderNumber, status: ORDER_STATUS.reinstatedCancelledOrder }, placed.id, newItems, contact.clinic.name);
  const pending: PendingCheckout = {
    checkoutId,
    userId,
    cartId: null,
    response: { isSuccess: true, message: 'order reinstated', returnValue: { checkoutId: key, orders: [info], autoOrderSubscriptionId: null, nextAutoOrderDate: null } },
    amountCents: totalCents,
    cardToken: card.token,
    cartLineIds: [],
    couponCode: null,
    orderIds: [placed.id],
    stock,
    accountCreditCents: 0,
    autoOrder: null,
    emailTo: { email: holder.email, firstName: holder.first_name, lang: holder.language === 'fr' ? 'fr' : 'en' },
    subscriptionId: null,
    awaitingApprovalOrderIds: [],
    reinstatement: {
      fromOrderId: orderId, fromOrderNumber: original.order_number, clinicId: input.clinicId, actorUserId: input.actorUserId, actorRole: input.actorRole,
      orderUrl: new URL(accountOrderPath(placed.id), publicUrl).toString(),
    },
  };
  await savePendingCheckout(trx, checkoutId, JSON.stringify(pending));
  return { pending };
}
