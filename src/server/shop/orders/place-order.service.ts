import { markProductsChanged } from '../catalogue';
import type { PlaceOrderRequest, PlaceOrderResponse } from '../../../contracts/checkout';
import { isValidFrequency } from '../../../domain/auto-order-frequency';
import { addWeeks, toIsoDate } from '../../../domain/time';
import { isCardExpired } from '../../../domain/validation/card';
import { type Address, type CartContext, type CartLine, loadCart, recordCouponRedemption, resolveSelections, type LoadedCart, lockCart, type PaymentMethod } from '../cart';
import { planCheckout, type CheckoutPlan, isStoredAddressValid, outOfStockProductIds, quantitiesByProduct, findProductDetails, findShopperContact, recursOnAutoOrder } from '../checkout';
import { spendCredit } from '../../shared/credit';
import { findOwnPaymentMethod } from '../../account/payment-methods';
import { settleCheckout, type SettleDeps } from './checkout-settlement';
import { claimCheckout, findCheckout, savePendingCheckout } from './checkouts.queries';
import type { OrderContext } from './order-records';
import { reserveStock } from './orders.queries';
import { recordPendingOrders, type PendingCheckout } from './pending-checkout';
import { refuseAccountThatMayNotOrder } from './account-ordering';
import * as refuse from './place-order-errors';
import { enforceOrderingLimits, restrictedAreaRefusal, restrictedAreasFor } from './ordering-limits-check';
import { enforceClinicPolicies, welcomeCreditOf } from './clinic-policies-check';

/**
 * POST /api/cart/placeOrder/ (cc §4, §7; issue 5; issue 10 §8) in three steps, so no transaction
 * waits on the payment provider (docs/decisions/034-placing-an-order.md):
 *  1. the claim, one short transaction: every check first (nothing written when one fails), then the
 *     checkout key, stock, account credit and the orders, recorded pending with what settling needs;
 *  2. the card authorised for the total, outside any transaction (idempotent by the checkout);
 *  3. the confirmation, a second short transaction (orders submitted, AutoOrder, cart emptied,
 *     email), or on a decline the release (stock and credit given back, nothing left).
 * The checkout key (checkoutId) makes it idempotent: a repeat answers the first result, and a
 * repeat of a checkout still pending settles it the same way (checkout-settlement.ts).
 */
type Body = PlaceOrderRequest;

/** cc §5: yes or no must be chosen; the frequency (1 to 40 weeks) is required with yes. */
export function autoOrderChoice(body: Body): { isao: boolean; frequency: number | null } {
  if (body.createNewAutoOrderSubscription === null || body.createNewAutoOrderSubscription === undefined) throw refuse.autoOrderChoiceRequired();
  if (!body.createNewAutoOrderSubscription) return { isao: false, frequency: null };
  const frequency = body.newAutoOrderSubscriptionFrequency;
  if (frequency === null || frequency === undefined || !isValidFrequency(frequency)) throw refuse.autoOrderFrequencyRequired();
  return { isao: true, frequency };
}

/** The address and card ids sent (each the shopper's own, else 404), or the cart's choices. */
async function resolveChoices(ctx: CartContext, loaded: LoadedCart, body: Body) {
  const cart = resolveSelections(loaded);
  const own = (id: number) => loaded.addresses.find((a) => a.id === id);
  const shippingAddress = body.shippingAddressId ? own(body.shippingAddressId) : cart.shippingAddress;
  if (shippingAddress === undefined) throw refuse.addressNotFound();
  if (shippingAddress && !isStoredAddressValid(shippingAddress)) throw refuse.invalidShippingAddress();

  const cardId = body.paymentMethodId ?? cart.paymentMethod?.id;
  if (!cardId) throw refuse.paymentMethodRequired();
  const card = await findOwnPaymentMethod(ctx.db, ctx.userId, cardId);
  if (!card) throw refuse.paymentMethodNotFound();
  if (isCardExpired(card.expMonth, card.expYear, ctx.now)) throw refuse.cardExpired();

  const billingAddress = body.billingAddressId
    ? own(body.billingAddressId)
    : ((card.billingAddressId !== null ? own(card.billingAddressId) : undefined) ?? cart.billingAddress ?? shippingAddress);
  if (billingAddress === undefined) throw refuse.addressNotFound();
  if (billingAddress === null) throw refuse.billingAddressRequired();
  if (!isStoredAddressValid(billingAddress)) throw refuse.invalidBillingAddress();
  return { shippingAddress, billingAddress, card };
}

/** cc §5: a delivery option for every group, one of those offered to it. */
function checkDelivery(ctx: CartContext, plan: CheckoutPlan, choices: Record<string, string>): void {
  for (const group of plan.groups) {
    const wanted = choices[String(group.groupNumber)];
    if (!wanted) throw refuse.deliveryOptionRequired(group.groupNumber);
    if (group.chosen) continue;
    if (!group.homeDeliveryRestricted || wanted === 'pickup') throw refuse.invalidDeliveryOption(group.groupNumber);
    throw group.restrictedArea ? restrictedAreaRefusal(ctx, group.groupNumber) : refuse.restrictedProvince(group.groupNumber);
  }
}

/** Takes every unit off the shelf, product by product in id order (no deadlock between checkouts). */
export async function reserveAll(ctx: CartContext, plan: CheckoutPlan): Promise<[number, number][]> {
  return reserveLines(ctx, plan.groups.flatMap((g) => g.lines));
}

/** reserveAll's work on lines (a reinstated order's, issue 25): 409 out_of_stock, nothing taken, when one is short. */
export async function reserveLines(ctx: Pick<CartContext, 'db' | 'now'>, lines: readonly CartLine[]): Promise<[number, number][]> {
  const unavailable = outOfStockProductIds(lines, ctx.now);
  if (unavailable.length > 0) throw refuse.outOfStock(unavailable);
  const wanted = [...quantitiesByProduct(lines)].sort(([a], [b]) => a - b);
  const short: number[] = [];
  const soldOut: number[] = [];
  for (const [productId, quantity] of wanted) {
    if (quantity <= 0) continue;
    const reserved = await reserveStock(ctx.db, productId, quantity, ctx.now);
    if (!reserved) short.push(productId);
    else if (reserved.soldOut) soldOut.push(productId);
  }
  if (short.length > 0) throw refuse.outOfStock(short);
  // A product that just sold out must stop showing "in stock" in every server's catalogue index.
  if (soldOut.length > 0) await markProductsChanged(ctx.db, soldOut, ctx.now);
  return wanted.filter(([, quantity]) => quantity > 0);
}

export type PlaceOrderDeps = SettleDeps;

export async function placeOrder(deps: PlaceOrderDeps, shopper: Omit<CartContext, 'db'>, body: Body): Promise<PlaceOrderResponse> {
  const choice = autoOrderChoice(body);
  const claim = await deps.db.transaction().execute((trx) => claimOrder({ ...shopper, db: trx }, body, choice));
  if ('placed' in claim) return claim.placed;
  deps.faults?.afterClaim?.();
  return settleCheckout(deps, claim.pending, { mode: 'complete', now: shopper.now });
}

type Claim = { placed: PlaceOrderResponse } | { pending: PendingCheckout };

/** Step 1, inside the claim transaction. */
async function claimOrder(ctx: CartContext, body: Body, { isao, frequency }: ReturnType<typeof autoOrderChoice>): Promise<Claim> {
  const checkoutId = await claimCheckout(ctx.db, ctx.userId, body.checkoutId, ctx.now);
  if (checkoutId === null) {
    const stored = await findCheckout(ctx.db, ctx.userId, body.checkoutId);
    // Not this key: another checkout of this cart is waiting for its card; its lines are taken.
    if (!stored) throw refuse.cartChanged();
    if (stored.state === 'placed') return { placed: JSON.parse(stored.resultJson) as PlaceOrderResponse };
    return { pending: JSON.parse(stored.pendingJson) as PendingCheckout };
  }

  const header = await lockCart(ctx.db, ctx.userId, ctx.now);
  const loaded = await loadCart(ctx.db, header, ctx.now);
  if (loaded.lines.length === 0) throw refuse.cartEmpty();
  if (body.cartVersion !== null && body.cartVersion !== undefined && body.cartVersion !== header.version) throw refuse.cartChanged();
  const { shippingAddress, billingAddress, card } = await resolveChoices(ctx, loaded, body);
  const pending = await claimPlan(ctx, checkoutId, {
    checkoutKey: body.checkoutId, loaded, isao, frequency, choices: body.orderShippingOptions ?? {}, shippingAddress, billingAddress, card,
    expectedTotal: body.expectedTotal ?? null, cart: { id: header.id, lineIds: loaded.lines.map((l) => l.id), couponCode: header.couponCode },
    subscriptionId: null,
  });
  return { pending };
}

/** What claiming an order needs beyond the claimed checkout: from a cart (checkout) or a subscription (AutoOrder engine). */
export interface PlanInput {
  checkoutKey: string;
  loaded: LoadedCart;
  isao: boolean;
  /** A new AutoOrder subscription every this many weeks (checkout's "Yes"); null for none. */
  frequency: number | null;
  choices: Record<string, string>;
  shippingAddress: Address | null;
  billingAddress: Address;
  card: PaymentMethod & { token: string };
  expectedTotal: number | null;
  /** The cart the lines come from (emptied at the confirmation); null for a subscription's order. */
  cart: { id: number; lineIds: number[]; couponCode: string | null } | null;
  /** The AutoOrder subscription placing this order; null at checkout. */
  subscriptionId: number | null;
}

/**
 * The one placement path (checkout and the AutoOrder engine, issue 15): every check, the pricing
 * engine's plan, stock and credit taken, the orders recorded pending and the pending checkout saved,
 * inside the claim transaction. Throws a refusal (nothing written) when a check fails.
 */
export async function claimPlan(ctx: CartContext, checkoutId: number, input: PlanInput): Promise<PendingCheckout> {
  const { loaded, isao, frequency, choices, shippingAddress, billingAddress, card } = input;
  const [contact, details] = await Promise.all([
    findShopperContact(ctx.db, ctx.userId),
    findProductDetails(ctx.db, loaded.lines.map((l) => l.product.id)),
  ]);
  if (!contact.clinic.isAuthorisedToOrder) throw refuse.orderRestricted();
  await refuseAccountThatMayNotOrder(ctx.db, ctx.userId);
  const plan = planCheckout(loaded, {
    details, clinic: contact.clinic, isao, choices, shippingAddress, accountProvince: loaded.account.province,
    restrictedAreas: await restrictedAreasFor(ctx, contact.clinic.id, loaded),
  });
  checkDelivery(ctx, plan, choices);
  if (plan.groups.some((g) => !g.chosen!.isPickup) && !shippingAddress) throw refuse.shippingAddressRequired();
  const autoOrderLines = plan.groups.flatMap((g) => g.lines).filter(recursOnAutoOrder);
  if (isao && autoOrderLines.length === 0) throw refuse.noAutoOrderItems();
  if (input.expectedTotal !== null && input.expectedTotal !== plan.priced.total) throw refuse.priceChanged();
  await enforceOrderingLimits(ctx, plan);
  enforceClinicPolicies(ctx, loaded, plan);

  const stock = await reserveAll(ctx, plan);

  const orderContext: OrderContext = {
    userId: ctx.userId, checkoutId, clinic: contact.clinic, lang: ctx.lang, province: plan.province ?? contact.clinic.province,
    couponCode: plan.priced.couponDiscount > 0 ? loaded.header.couponCode : null, shippingAddress, billingAddress, card, isao, now: ctx.now,
    subscriptionId: input.subscriptionId,
  };
  const { orders, orderIds, awaitingApprovalOrderIds, creditByOrder } = await recordPendingOrders(ctx, plan, orderContext, details, loaded.prescriptions);
  // Issue 17: the coupon's use, in this transaction; a one-use coupon used meanwhile (another tab) refuses.
  if (orderContext.couponCode !== null && loaded.coupon && orderIds.length > 0) {
    const recorded = await recordCouponRedemption(ctx.db, {
      couponId: loaded.coupon.id, userId: ctx.userId, orderId: orderIds[0]!, singleUse: loaded.coupon.oneUsePerShopper === true, now: ctx.now,
    });
    if (!recorded) throw refuse.cartChanged();
  }
  // The credit is spent as ledger rows of the orders, in this claim transaction: exactly once with them.
  for (const { orderId, cents } of creditByOrder) {
    if (!(await spendCredit(ctx.db, ctx.userId, orderId, cents, ctx.now))) throw refuse.cartChanged();
  }

  let autoOrder: PendingCheckout['autoOrder'] = null;
  let nextAutoOrderDate: string | null = null;
  if (isao && frequency !== null && input.subscriptionId === null) {
    nextAutoOrderDate = addWeeks(toIsoDate(ctx.now), frequency);
    const homeGroup = plan.groups.find((g) => !g.isClinicPickupOnly);
    const unitPrice = (lineId: number) => {
      const priced = plan.priced.lines.find((l) => l.id === lineId);
      return priced && priced.quantity > 0 ? Math.round(priced.netExtPrice / priced.quantity) : null;
    };
    autoOrder = {
      subscription: {
        user_id: ctx.userId, checkout_id: checkoutId, frequency_weeks: frequency, next_order_date: nextAutoOrderDate,
        shipping_address_id: shippingAddress?.id ?? null, billing_address_id: billingAddress.id, payment_method_id: card.id,
        shipping_option_id: homeGroup?.chosen?.id ?? 'pickup', status: 'active',
      },
      items: autoOrderLines.map((l) => ({ productId: l.product.id, petId: l.petId, quantity: l.quantity, unitPrice: unitPrice(l.id) })),
    };
  }

  const pending: PendingCheckout = {
    checkoutId,
    userId: ctx.userId,
    cartId: input.cart?.id ?? null,
    response: {
      isSuccess: true,
      message: 'order placed',
      returnValue: { checkoutId: input.checkoutKey, orders, autoOrderSubscriptionId: null, nextAutoOrderDate },
    },
    amountCents: plan.priced.total,
    cardToken: card.token,
    cartLineIds: input.cart?.lineIds ?? [],
    couponCode: input.cart?.couponCode ?? null,
    orderIds,
    stock,
    accountCreditCents: plan.priced.accountCreditApplied,
    autoOrder,
    emailTo: { email: contact.email, firstName: contact.firstName, lang: ctx.lang },
    subscriptionId: input.subscriptionId,
    awaitingApprovalOrderIds,
    welcomeCredit: welcomeCreditOf(loaded, contact.clinic.id, plan),
  };
  await savePendingCheckout(ctx.db, checkoutId, JSON.stringify(pending));
  return pending;
}
