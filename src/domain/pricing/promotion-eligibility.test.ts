import { describe, expect, it } from 'vitest';
import {
  groupQuantity,
  isProductInPromotion,
  isPromotionQualified,
  notQualifiedReason,
  productQuantities,
} from './promotion-eligibility';
import { group, line, promo } from './test-helpers';

describe('productQuantities', () => {
  it('adds up the units of each product over its lines', () => {
    const quantities = productQuantities([
      line({ id: 1, productId: 10, quantity: 2 }),
      line({ id: 2, productId: 10, quantity: 3, petId: 8 }),
      line({ id: 3, productId: 11, quantity: 1 }),
    ]);
    expect([...quantities]).toEqual([
      [10, 5],
      [11, 1],
    ]);
  });

  it('does not count buy-one-get-one child lines', () => {
    const quantities = productQuantities([
      line({ id: 1, productId: 10, quantity: 1 }),
      line({ id: 2, productId: 10, quantity: 1, promoParentCartItemId: 1 }),
    ]);
    expect(quantities.get(10)).toBe(1);
  });
});

describe('groupQuantity', () => {
  it('sums the units of the group products and counts a product listed twice once', () => {
    const quantities = new Map([
      [10, 2],
      [11, 3],
      [12, 7],
    ]);
    expect(groupQuantity([10, 11, 10, 99], quantities)).toBe(5);
  });
});

describe('notQualifiedReason', () => {
  const quantities = new Map([[10, 1]]);

  it('refuses an offer for subscriptions only without a new AutoOrder, and allows it with one', () => {
    const offer = promo({ specialOfferId: 1, isForSubscriptionsOnly: true, promoProductGroups: [group([10])] });
    expect(notQualifiedReason(offer, quantities, false)).toBe('subscriptionOnly');
    expect(notQualifiedReason(offer, quantities, true)).toBeNull();
  });

  it('refuses an auto-order-only offer without a new AutoOrder, and allows it with one', () => {
    const offer = promo({ specialOfferId: 1, isAutoOrderOnlyOffer: true, promoProductGroups: [group([10])] });
    expect(notQualifiedReason(offer, quantities, false)).toBe('autoOrderOnly');
    expect(notQualifiedReason(offer, quantities, true)).toBeNull();
  });

  it('needs the group minimum: one unit below fails, exactly at it passes', () => {
    const offer = promo({ specialOfferId: 1, promoProductGroups: [group([10, 11], 3)] });
    expect(notQualifiedReason(offer, new Map([[10, 2]]), false)).toBe('groupMinimum');
    expect(notQualifiedReason(offer, new Map([[10, 3]]), false)).toBeNull();
    expect(notQualifiedReason(offer, new Map([[10, 1], [11, 2]]), false)).toBeNull();
  });

  it('needs every group minimum when the offer has several groups', () => {
    const offer = promo({ specialOfferId: 1, promoProductGroups: [group([10], 2, 1), group([20], 1, 2)] });
    expect(notQualifiedReason(offer, new Map([[10, 2]]), false)).toBe('groupMinimum');
    expect(notQualifiedReason(offer, new Map([[20, 5]]), false)).toBe('groupMinimum');
    expect(notQualifiedReason(offer, new Map([[10, 2], [20, 1]]), false)).toBeNull();
  });

  it('treats a minimum of 0 as no minimum', () => {
    const offer = promo({ specialOfferId: 1, promoProductGroups: [group([10], 0)] });
    expect(isPromotionQualified(offer, new Map(), false)).toBe(true);
  });

  it('does not let a free child line reach the minimum', () => {
    const lines = [
      line({ id: 1, productId: 10, quantity: 1 }),
      line({ id: 2, productId: 10, quantity: 1, promoParentCartItemId: 1 }),
    ];
    const offer = promo({ specialOfferId: 1, promoProductGroups: [group([10], 2)] });
    expect(isPromotionQualified(offer, productQuantities(lines), false)).toBe(false);
  });
});

describe('isProductInPromotion', () => {
  it('is true for a product listed in any group', () => {
    const offer = promo({ specialOfferId: 1, promoProductGroups: [group([10], 1, 1), group([20], 1, 2)] });
    expect(isProductInPromotion(offer, 10)).toBe(true);
    expect(isProductInPromotion(offer, 20)).toBe(true);
    expect(isProductInPromotion(offer, 30)).toBe(false);
  });

  it('is false for an offer without groups', () => {
    expect(isProductInPromotion(promo({ specialOfferId: 1 }), 10)).toBe(false);
  });
});
