import { describe, expect, it } from 'vitest';
import { clampPercent, displayPrices, isBogoPromotion, promotionUnitPrice } from './display-prices';
import { price, promo } from './test-helpers';

describe('displayPrices', () => {
  it('passes the unit and regular prices through and marks a discount when unit < regular', () => {
    expect(displayPrices(price({ unitPrice: 899, regularUnitPrice: 999 }))).toEqual({
      unitPrice: 899,
      regularUnitPrice: 999,
      autoOrderUnitPrice: null,
      isDiscounted: true,
    });
  });

  it('is not discounted when the unit price equals the regular price', () => {
    expect(displayPrices(price({ unitPrice: 999, regularUnitPrice: 999 })).isDiscounted).toBe(false);
  });

  it('never shows a regular price below the unit price', () => {
    const shown = displayPrices(price({ unitPrice: 999, regularUnitPrice: 0 }));
    expect(shown.regularUnitPrice).toBe(999);
    expect(shown.isDiscounted).toBe(false);
  });

  it('shows the auto-order price only when it is below the unit price', () => {
    expect(displayPrices(price({ unitPrice: 1000, autoOrderUnitPrice: 999 })).autoOrderUnitPrice).toBe(999);
    expect(displayPrices(price({ unitPrice: 1000, autoOrderUnitPrice: 1000 })).autoOrderUnitPrice).toBeNull();
    expect(displayPrices(price({ unitPrice: 1000, autoOrderUnitPrice: 1001 })).autoOrderUnitPrice).toBeNull();
  });

  it('treats an auto-order price of 0 as "none", not as free', () => {
    expect(displayPrices(price({ unitPrice: 1000, autoOrderUnitPrice: 0 })).autoOrderUnitPrice).toBeNull();
  });

  it('adds the rxFee to every displayed price of a bulk item', () => {
    const shown = displayPrices(
      price({ unitPrice: 1000, regularUnitPrice: 1200, autoOrderUnitPrice: 900, rxFee: 250, isBulkItem: true }),
    );
    expect(shown).toEqual({ unitPrice: 1250, regularUnitPrice: 1450, autoOrderUnitPrice: 1150, isDiscounted: true });
  });

  it('ignores the rxFee of an item that is not bulk', () => {
    const shown = displayPrices(price({ unitPrice: 1000, regularUnitPrice: 1200, autoOrderUnitPrice: 900, rxFee: 250 }));
    expect(shown).toEqual({ unitPrice: 1000, regularUnitPrice: 1200, autoOrderUnitPrice: 900, isDiscounted: true });
  });
});

describe('promotionUnitPrice', () => {
  it('takes the percent off the unit price, rounding the cents off half up (15 % of $9.99 = 149.85 → 150)', () => {
    const offer = promo({ specialOfferId: 1, isPercentageDiscount: true, discountPercent: 15 });
    expect(promotionUnitPrice(price({ unitPrice: 999 }), offer)).toBe(849);
  });

  it('rounds an exact half cent up (10 % of $10.05 = 100.5 → 101)', () => {
    const offer = promo({ specialOfferId: 1, isPercentageDiscount: true, discountPercent: 10 });
    expect(promotionUnitPrice(price({ unitPrice: 1005 }), offer)).toBe(904);
  });

  it('uses the auto-order price for an auto-order-only offer', () => {
    const offer = promo({ specialOfferId: 1, isAutoOrderOnlyOffer: true });
    expect(promotionUnitPrice(price({ unitPrice: 1000, autoOrderUnitPrice: 900 }), offer)).toBe(900);
  });

  it('gives no promo price for an auto-order-only offer without a lower auto-order price', () => {
    const offer = promo({ specialOfferId: 1, isAutoOrderOnlyOffer: true });
    expect(promotionUnitPrice(price({ unitPrice: 1000, autoOrderUnitPrice: 1000 }), offer)).toBeNull();
  });

  it('prices a free buy-one-get-one item at 0 and a half-price one at half, rounded half up', () => {
    expect(promotionUnitPrice(price({ unitPrice: 999 }), promo({ specialOfferId: 1, promoTypeID: 30 }))).toBe(0);
    const halfPrice = promo({ specialOfferId: 1, promoTypeID: 5, bogoDiscountPercent: 50 });
    expect(promotionUnitPrice(price({ unitPrice: 999 }), halfPrice)).toBe(499);
  });

  it('takes a fixed amount off for a fixed offer, never below 0', () => {
    expect(promotionUnitPrice(price({ unitPrice: 1000 }), promo({ specialOfferId: 1, promoTypeID: 7, rebateAmount: 300 }))).toBe(700);
    expect(promotionUnitPrice(price({ unitPrice: 1000 }), promo({ specialOfferId: 1, promoTypeID: 7, rebateAmount: 1500 }))).toBe(0);
  });

  it('includes the rxFee of a bulk item in the base of the promo price', () => {
    const offer = promo({ specialOfferId: 1, isPercentageDiscount: true, discountPercent: 10 });
    expect(promotionUnitPrice(price({ unitPrice: 1000, rxFee: 500, isBulkItem: true }), offer)).toBe(1350);
  });

  it('gives no promo price when the offer takes nothing off', () => {
    expect(promotionUnitPrice(price(), promo({ specialOfferId: 1, isPercentageDiscount: true, discountPercent: 0 }))).toBeNull();
    expect(promotionUnitPrice(price(), promo({ specialOfferId: 1 }))).toBeNull();
  });

  it('never goes below 0 for a percentage above 100 in the data', () => {
    const offer = promo({ specialOfferId: 1, isPercentageDiscount: true, discountPercent: 150 });
    expect(promotionUnitPrice(price({ unitPrice: 1000 }), offer)).toBe(0);
  });
});

describe('isBogoPromotion and clampPercent', () => {
  it('recognises types 5 and 30 as buy-one-get-one only', () => {
    expect([3, 5, 7, 9, 30, 1].map((promoTypeID) => isBogoPromotion({ promoTypeID }))).toEqual([
      false, true, false, false, true, false,
    ]);
  });

  it('keeps percentages within 0–100', () => {
    expect([-5, 0, 42.5, 100, 101].map(clampPercent)).toEqual([0, 0, 42.5, 100, 100]);
  });
});
