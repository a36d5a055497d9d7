import { markProductsChanged } from '../catalogue';
import type { PlaceOrderRequest, PlaceOrderResponse } from '../../contracts/checkout';
import type { OrderInfo } from '../../contracts/orders';
import { ORDER_STATUS } from '../../contracts/orders';
import { isValidFrequency } from '../../domain/auto-order-frequency';
import { isCardExpired } from '../../domain/validation/card';
import type { CartContext } from '../cart/cart-model';
import { loadCart, resolveSelections, type LoadedCart } from '../cart/cart-view';
import { clearCartLines, lockCart, setCartCoupon, touchCart } from '../cart/cart.queries';
import { planCheckout, type CheckoutPlan } from '../checkout/checkout-plan';
import { isStoredAddressValid, linesAwaitingApproval, outOfStockProductIds, quantitiesByProduct } from '../checkout/checkout-rules';
import { findProductDetails, findShopperContact } from '../checkout/checkout.queries';
import { enqueueEmail } from '../integrations/email/outbox.queries';
import type { PaymentProvider } from '../integrations/payment/payment-gateway';
import { findOwnPaymentMethod } from '../payment-methods/payment-methods.queries';
import { orderConfirmationEmail } from './order-email';
import { itemRecords, newOrderNumber, orderInfo, orderItemRow, orderRow, type OrderContext } from './order-records';
import {
  claimCheckout, findCheckoutResult, insertAutoOrder, insertOrder, insertOrderHistory, insertOrderItem, insertOrderTaxes,
  anySoldOut, reserveStock, saveCheckoutResult, setCheckoutAuthorization, spendAccountCredit,
} from './orders.queries';
import * as refuse from './place-order-errors';

/**
 * POST /api/cart/placeOrder/ (cc §4, §7; issue 5), run by the route inside one transaction: every
 * check first (nothing written when one fails), then stock, account credit, the orders with their
 * items, taxes and history, the AutoOrder subscription, the emptied cart and the confirmation
 * email, and last the card authorisation for the total: a decline rolls all of it back.
 * The checkout key (checkoutId) makes it idempotent: a repeat answers the first result.
 */
type Body = PlaceOrderRequest;

export interface PlaceOrderDeps {
  payments: PaymentProvider;
  /** Called once the card is authorised, so the route can void it if the commit fails. */
  onAuthorized(authorizationId: string): void;
}

const DAY_MS = 86_400_000;

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
function checkDelivery(plan: CheckoutPlan, choices: Record<string, string>): void {
  for (const group of plan.groups) {
    const wanted = choices[String(group.groupNumber)];
    if (!wanted) throw refuse.deliveryOptionRequired(group.groupNumber);
    if (group.chosen) continue;
    throw group.homeDeliveryRestricted && wanted !== 'pickup' ? refuse.restrictedProvince(group.groupNumber) : refuse.invalidDeliveryOption(group.groupNumber);
  }
}

/** Takes every unit off the shelf, product by product in id order (no deadlock between checkouts). */
async function reserveAll(ctx: CartContext, plan: CheckoutPlan): Promise<void> {
  const lines = plan.groups.flatMap((g) => g.lines);
  const unavailable = outOfStockProductIds(lines, ctx.now);
  if (unavailable.length > 0) throw refuse.outOfStock(unavailable);
  const wanted = [...quantitiesByProduct(lines)].sort(([a], [b]) => a - b);
  const short: number[] = [];
  for (const [productId, quantity] of wanted) {
    if (quantity > 0 && !(await reserveStock(ctx.db, productId, quantity, ctx.now))) short.push(productId);
  }
  if (short.length > 0) throw refuse.outOfStock(short);
  // A product that just sold out must stop showing "in stock" in every server's catalogue index.
  const productIds = wanted.map(([productId]) => productId);
  if (await anySoldOut(ctx.db, productIds)) await markProductsChanged(ctx.db, productIds, ctx.now);
}

export async function placeOrder(ctx: CartContext, body: Body, deps: PlaceOrderDeps): Promise<PlaceOrderResponse> {
  const { isao, frequency } = autoOrderChoice(body);
  const checkoutId = await claimCheckout(ctx.db, ctx.userId, body.checkoutId, ctx.now);
  if (checkoutId === null) {
    const stored = await findCheckoutResult(ctx.db, ctx.userId, body.checkoutId);
    if (stored) return JSON.parse(stored) as PlaceOrderResponse;
    throw refuse.cartChanged();
  }

  const header = await lockCart(ctx.db, ctx.userId, ctx.now);
  const loaded = await loadCart(ctx.db, header, ctx.now);
  if (loaded.lines.length === 0) throw refuse.cartEmpty();
  if (body.cartVersion !== null && body.cartVersion !== undefined && body.cartVersion !== header.version) throw refuse.cartChanged();
  const [contact, details] = await Promise.all([
    findShopperContact(ctx.db, ctx.userId),
    findProductDetails(ctx.db, loaded.lines.map((l) => l.product.id)),
  ]);
  const { shippingAddress, billingAddress, card } = await resolveChoices(ctx, loaded, body);
  const choices = body.orderShippingOptions ?? {};
  const plan = planCheckout(loaded, {
    details, clinic: contact.clinic, isao, choices, shippingAddress, accountProvince: loaded.account.province,
  });
  checkDelivery(plan, choices);
  if (plan.groups.some((g) => !g.chosen!.isPickup) && !shippingAddress) throw refuse.shippingAddressRequired();
  const autoOrderLines = plan.groups.flatMap((g) => g.lines).filter((l) => l.promoParentId === null && l.product.isSubscription);
  if (isao && autoOrderLines.length === 0) throw refuse.noAutoOrderItems();
  if (body.expectedTotal !== null && body.expectedTotal !== undefined && body.expectedTotal !== plan.priced.total) throw refuse.priceChanged();

  await reserveAll(ctx, plan);
  if (plan.priced.accountCreditApplied > 0 && !(await spendAccountCredit(ctx.db, ctx.userId, plan.priced.accountCreditApplied))) {
    throw refuse.cartChanged();
  }

  const orderContext: OrderContext = {
    userId: ctx.userId, checkoutId, clinic: contact.clinic, lang: ctx.lang, province: plan.province ?? contact.clinic.province,
    couponCode: plan.priced.couponDiscount > 0 ? loaded.header.couponCode : null, shippingAddress, billingAddress, card, isao, now: ctx.now,
  };
  const awaitingApproval = new Set(linesAwaitingApproval(plan.groups.flatMap((g) => g.lines), loaded.prescriptions).map((l) => l.id));
  const orders: OrderInfo[] = [];
  for (const [i, group] of plan.groups.entries()) {
    const figures = plan.figures[i]!;
    const row = orderRow(group, figures, orderContext, newOrderNumber(ctx.now));
    const orderId = await insertOrder(ctx.db, row);
    const orderItemIds = new Map<number, number>();
    const items = [];
    for (const record of itemRecords(group, figures, details)) {
      const item = orderItemRow(record, orderId, {
        lang: ctx.lang,
        parentOrderItemId: record.line.promoParentId === null ? null : (orderItemIds.get(record.line.promoParentId) ?? null),
        requiresApproval: awaitingApproval.has(record.line.id),
      });
      orderItemIds.set(record.line.id, await insertOrderItem(ctx.db, item));
      items.push(item);
    }
    await insertOrderTaxes(ctx.db, figures.taxLines.map((t) => ({
      order_id: orderId, code: t.code, label: t.label, rate: t.rate, items_amount_cents: t.itemsAmount,
      shipping_amount_cents: t.shippingAmount, amount_cents: t.itemsAmount + t.shippingAmount,
    })));
    await insertOrderHistory(ctx.db, orderId, 'submitted', ORDER_STATUS.submitted, ctx.now);
    orders.push(orderInfo(row, orderId, items, contact.clinic.name));
  }

  let autoOrderSubscriptionId: number | null = null;
  let nextAutoOrderDate: string | null = null;
  if (isao && frequency !== null) {
    nextAutoOrderDate = new Date(ctx.now.getTime() + frequency * 7 * DAY_MS).toISOString().slice(0, 10);
    const homeGroup = plan.groups.find((g) => !g.isClinicPickupOnly);
    autoOrderSubscriptionId = await insertAutoOrder(
      ctx.db,
      {
        user_id: ctx.userId, checkout_id: checkoutId, frequency_weeks: frequency, next_order_date: nextAutoOrderDate,
        shipping_address_id: shippingAddress?.id ?? null, billing_address_id: billingAddress.id, payment_method_id: card.id,
        shipping_option_id: homeGroup?.chosen?.id ?? 'pickup', status: 'active', created_at: ctx.now.toISOString(),
      },
      autoOrderLines.map((l) => ({ productId: l.product.id, petId: l.petId, quantity: l.quantity })),
    );
  }

  await clearCartLines(ctx.db, header.id);
  await setCartCoupon(ctx.db, header.id, null);
  await touchCart(ctx.db, header.id, ctx.now);
  await enqueueEmail(ctx.db, orderConfirmationEmail(contact, orders, ctx.lang), ctx.now);

  // Last, still inside the transaction: a decline rolls back everything above (docs/decisions.md).
  let authorizationId = 'none:covered-by-account-credit';
  if (plan.priced.total > 0) {
    const result = await deps.payments(ctx.db).authorize(card.token, plan.priced.total, `checkout:${checkoutId}`);
    if (!result.approved) throw refuse.paymentDeclined(result.message);
    authorizationId = result.authorizationId;
    deps.onAuthorized(authorizationId);
  }
  await setCheckoutAuthorization(ctx.db, checkoutId, authorizationId);

  const response: PlaceOrderResponse = {
    isSuccess: true,
    message: 'order placed',
    returnValue: { checkoutId: body.checkoutId, orders, autoOrderSubscriptionId, nextAutoOrderDate },
  };
  await saveCheckoutResult(ctx.db, checkoutId, JSON.stringify(response));
  return response;
}
