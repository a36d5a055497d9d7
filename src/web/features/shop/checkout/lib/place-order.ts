import { CHECKOUT_ERROR, type PlaceOrderRequest } from '../../../../../contracts/checkout';
import { validateAutoOrderChoice } from '../../../../../domain/auto-order-frequency';
import { autoOrderChoiceOf, type DeliveryGroup, type StoredCheckout } from './checkout-options';

/** cc §4: Place Order is enabled only with at least 1 item, nothing being edited and not busy. */
export function canPlaceOrder({ itemCount, editing, busy }: { itemCount: number; editing: boolean; busy: boolean }): boolean {
  return itemCount >= 1 && !editing && !busy;
}

/** cc §4: billing is changeable only when the card has no billing address attached. */
export function canChangeBilling(paymentMethod: { billingAddressId: number | null } | null): boolean {
  return paymentMethod !== null && paymentMethod.billingAddressId === null;
}

export interface OrderProblems {
  /** Groups without a delivery option: 'please select a delivery option' (cc §5). */
  deliveryGroups: number[];
  /** 'please choose option before order' (cc §5). */
  autoOrder: 'required' | null;
  frequency: 'required' | 'outOfRange' | null;
  shippingAddress: boolean;
  paymentMethod: boolean;
}

export function orderProblems(
  stored: StoredCheckout,
  groups: readonly DeliveryGroup[],
  cart: { hasShippingAddress: boolean; hasPaymentMethod: boolean },
): OrderProblems {
  const autoOrder = validateAutoOrderChoice(autoOrderChoiceOf(stored), stored.newAutoOrderSubscriptionFrequency);
  return {
    deliveryGroups: groups.filter((group) => stored.orderShippingOptions[String(group.groupNumber)] === undefined).map((group) => group.groupNumber),
    autoOrder: autoOrder.choice ?? null,
    frequency: autoOrder.frequency ?? null,
    shippingAddress: !cart.hasShippingAddress,
    paymentMethod: !cart.hasPaymentMethod,
  };
}

export function hasProblems(problems: OrderProblems): boolean {
  return (
    problems.deliveryGroups.length > 0 ||
    problems.autoOrder !== null ||
    problems.frequency !== null ||
    problems.shippingAddress ||
    problems.paymentMethod
  );
}

export interface ReviewedCart {
  version: number;
  shippingAddress: { id: number } | null;
  billingAddress: { id: number } | null;
  paymentMethod: { id: number } | null;
}

/**
 * cc §3 checkoutDto: the stored choices, the cart's address and card, and the idempotency key
 * (checkoutId). expectedTotal and cartVersion make the server refuse an order whose price or cart
 * changed since the shopper read the summary.
 */
export function buildPlaceOrderRequest(stored: StoredCheckout, cart: ReviewedCart, expectedTotal: number): PlaceOrderRequest {
  const autoOrder = stored.createNewAutoOrderSubscription === true;
  return {
    checkoutId: stored.idempotencyKey,
    shippingAddressId: cart.shippingAddress?.id ?? null,
    billingAddressId: cart.billingAddress?.id ?? null,
    paymentMethodId: cart.paymentMethod?.id ?? null,
    createNewAutoOrderSubscription: stored.createNewAutoOrderSubscription ?? null,
    newAutoOrderSubscriptionFrequency: autoOrder ? (stored.newAutoOrderSubscriptionFrequency ?? null) : null,
    orderShippingOptions: { ...stored.orderShippingOptions },
    expectedTotal,
    cartVersion: cart.version,
  };
}

/** Refusals after which the page reloads in 3 s (cc §4): the cart, its stock or its prices moved. */
const RELOAD_CODES = new Set(['out_of_stock', 'price_changed', 'cart_changed']);

/**
 * cc §4 Failed order: "if the response has a return value, the page reloads after 3 seconds". The
 * call layer keeps the error body's `data`; a returnValue there (or a code the contract documents
 * as coming with one) asks for the reload.
 */
export function failedOrderReloads(failure: { code: string; data?: unknown }): boolean {
  const data = failure.data as { reload?: unknown; returnValue?: unknown } | null | undefined;
  return RELOAD_CODES.has(failure.code) || data?.reload === true || (data?.returnValue !== undefined && data.returnValue !== null);
}

/** Refusals that are about the card: said next to it rather than in a toast (issue 24). */
const CARD_REFUSALS = new Set<string>([
  CHECKOUT_ERROR.payment_declined,
  CHECKOUT_ERROR.card_expired,
  CHECKOUT_ERROR.payment_method_not_found,
  CHECKOUT_ERROR.payment_method_required,
]);

/**
 * A refused order whose cause is the card (declined, expired, gone): the message id the page keeps
 * next to the payment method until the shopper chooses another card or tries again; null otherwise.
 */
export function cardRefusalMessageId(failure: { code: string }): string | null {
  return CARD_REFUSALS.has(failure.code) ? `checkout.apiError.${failure.code}` : null;
}
