import { describe, expect, it } from 'vitest';
import type { StoredCheckout } from './checkout-options';
import {
  buildPlaceOrderRequest,
  canChangeBilling,
  canPlaceOrder,
  cardRefusalMessageId,
  failedOrderReloads,
  hasProblems,
  orderProblems,
} from './place-order';

describe('Place Order enablement (cc §4)', () => {
  it('needs at least one item, nothing being edited and the page not busy', () => {
    expect(canPlaceOrder({ itemCount: 1, editing: false, busy: false })).toBe(true);
    expect(canPlaceOrder({ itemCount: 0, editing: false, busy: false })).toBe(false);
    expect(canPlaceOrder({ itemCount: 3, editing: true, busy: false })).toBe(false);
    expect(canPlaceOrder({ itemCount: 3, editing: false, busy: true })).toBe(false);
  });

  it('billing is changeable only when the card has no billing address', () => {
    expect(canChangeBilling({ billingAddressId: null })).toBe(true);
    expect(canChangeBilling({ billingAddressId: 12 })).toBe(false);
    expect(canChangeBilling(null)).toBe(false);
  });
});

const groups = [
  { groupNumber: 1, shippingOptions: [{ id: 'standard' as const }, { id: 'pickup' as const }] },
  { groupNumber: 2, shippingOptions: [{ id: 'pickup' as const }] },
];
const complete = { hasShippingAddress: true, hasPaymentMethod: true };

describe('what blocks the order (cc §5)', () => {
  const stored: StoredCheckout = { idempotencyKey: 'k-0123456789', orderShippingOptions: { '1': 'standard' } };

  it("a group without a delivery option: 'please select a delivery option'; no AutoOrder answer: 'please choose option before order'", () => {
    const problems = orderProblems(stored, groups, complete);
    expect(problems).toEqual({ deliveryGroups: [2], autoOrder: 'required', frequency: null, shippingAddress: false, paymentMethod: false });
    expect(hasProblems(problems)).toBe(true);
  });

  it('yes needs a frequency; no does not', () => {
    const all = { ...stored, orderShippingOptions: { '1': 'standard', '2': 'pickup' } } as StoredCheckout;
    expect(orderProblems({ ...all, createNewAutoOrderSubscription: true }, groups, complete).frequency).toBe('required');
    expect(hasProblems(orderProblems({ ...all, createNewAutoOrderSubscription: true, newAutoOrderSubscriptionFrequency: 6 }, groups, complete))).toBe(false);
    expect(hasProblems(orderProblems({ ...all, createNewAutoOrderSubscription: false }, groups, complete))).toBe(false);
  });

  it('a missing address or card blocks too', () => {
    const all = { ...stored, createNewAutoOrderSubscription: false, orderShippingOptions: { '1': 'standard', '2': 'pickup' } } as StoredCheckout;
    expect(orderProblems(all, groups, { hasShippingAddress: false, hasPaymentMethod: true }).shippingAddress).toBe(true);
    expect(hasProblems(orderProblems(all, groups, { hasShippingAddress: true, hasPaymentMethod: false }))).toBe(true);
  });
});

describe('the place-order request (cc §3 checkoutDto)', () => {
  const cart = { version: 7, shippingAddress: { id: 3 }, billingAddress: { id: 4 }, paymentMethod: { id: 5 } };

  it('sends the idempotency key, the cart ids, the choices, the total seen and the cart version', () => {
    const stored: StoredCheckout = {
      idempotencyKey: 'k-0123456789',
      createNewAutoOrderSubscription: true,
      newAutoOrderSubscriptionFrequency: 4,
      orderShippingOptions: { '1': 'pickup' },
    };
    expect(buildPlaceOrderRequest(stored, cart, 12345)).toEqual({
      checkoutId: 'k-0123456789',
      shippingAddressId: 3,
      billingAddressId: 4,
      paymentMethodId: 5,
      createNewAutoOrderSubscription: true,
      newAutoOrderSubscriptionFrequency: 4,
      orderShippingOptions: { '1': 'pickup' },
      expectedTotal: 12345,
      cartVersion: 7,
    });
  });

  it('no frequency without AutoOrder; missing ids are null', () => {
    const stored: StoredCheckout = { idempotencyKey: 'k-0123456789', createNewAutoOrderSubscription: false, newAutoOrderSubscriptionFrequency: 4, orderShippingOptions: {} };
    const request = buildPlaceOrderRequest(stored, { version: 1, shippingAddress: null, billingAddress: null, paymentMethod: null }, 100);
    expect(request).toMatchObject({ newAutoOrderSubscriptionFrequency: null, shippingAddressId: null, paymentMethodId: null });
  });

  it('a failed order reloads when it came with a return value or the cart moved', () => {
    expect(failedOrderReloads({ code: 'out_of_stock' })).toBe(true);
    expect(failedOrderReloads({ code: 'price_changed' })).toBe(true);
    expect(failedOrderReloads({ code: 'something', data: { returnValue: { reload: true } } })).toBe(true);
    expect(failedOrderReloads({ code: 'something', data: { reload: true } })).toBe(true);
    expect(failedOrderReloads({ code: 'payment_declined' })).toBe(false);
    expect(failedOrderReloads({ code: 'payment_declined', data: null })).toBe(false);
  });
});

describe('a refusal about the card (issue 24)', () => {
  it('is said next to the card: declined, expired, gone or missing', () => {
    expect(cardRefusalMessageId({ code: 'payment_declined' })).toBe('checkout.apiError.payment_declined');
    expect(cardRefusalMessageId({ code: 'card_expired' })).toBe('checkout.apiError.card_expired');
    expect(cardRefusalMessageId({ code: 'payment_method_not_found' })).toBe('checkout.apiError.payment_method_not_found');
    expect(cardRefusalMessageId({ code: 'payment_method_required' })).toBe('checkout.apiError.payment_method_required');
  });

  it('other refusals are not about the card', () => {
    expect(cardRefusalMessageId({ code: 'out_of_stock' })).toBeNull();
    expect(cardRefusalMessageId({ code: 'delivery_option_required' })).toBeNull();
  });
});
