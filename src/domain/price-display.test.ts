import { describe, expect, it } from 'vitest';
import { priceBlock, promotionPrice, savingPercent } from './price-display';

describe('priceBlock', () => {
  it('shows unit and regular price, discounted when unit is below regular', () => {
    expect(priceBlock({ unitPrice: 1999, regularUnitPrice: 2499 })).toEqual({
      unitPrice: 1999,
      regularPrice: 2499,
      isDiscounted: true,
      autoOrderPrice: null,
      autoOrderSavingPercent: null,
      hasInstantRebate: false,
    });
  });

  it('is not discounted when unit equals or exceeds regular, or regular is unknown', () => {
    expect(priceBlock({ unitPrice: 2499, regularUnitPrice: 2499 }).isDiscounted).toBe(false);
    expect(priceBlock({ unitPrice: 2500, regularUnitPrice: 2499 })).toMatchObject({ regularPrice: 2500, isDiscounted: false });
    expect(priceBlock({ unitPrice: 2499, regularUnitPrice: null })).toMatchObject({ regularPrice: null, isDiscounted: false });
    expect(priceBlock({ unitPrice: 2499 }).regularPrice).toBeNull();
  });

  it('shows the auto-order price only below the unit price, with a whole saving percent', () => {
    expect(priceBlock({ unitPrice: 2000, autoOrderUnitPrice: 1900 })).toMatchObject({
      autoOrderPrice: 1900,
      autoOrderSavingPercent: 5,
    });
    expect(priceBlock({ unitPrice: 2000, autoOrderUnitPrice: 1999 })).toMatchObject({
      autoOrderPrice: 1999,
      autoOrderSavingPercent: 0,
    });
    expect(priceBlock({ unitPrice: 2000, autoOrderUnitPrice: 2000 }).autoOrderPrice).toBeNull();
    expect(priceBlock({ unitPrice: 2000, autoOrderUnitPrice: 2100 }).autoOrderPrice).toBeNull();
    expect(priceBlock({ unitPrice: 2000, autoOrderUnitPrice: 0 }).autoOrderPrice).toBeNull();
    expect(priceBlock({ unitPrice: 2000, autoOrderUnitPrice: null })).toMatchObject({
      autoOrderPrice: null,
      autoOrderSavingPercent: null,
    });
  });

  it('rounds the saving percent half up', () => {
    expect(priceBlock({ unitPrice: 3000, autoOrderUnitPrice: 2850 }).autoOrderSavingPercent).toBe(5);
    expect(priceBlock({ unitPrice: 1000, autoOrderUnitPrice: 895 }).autoOrderSavingPercent).toBe(11); // 10.5 %
    expect(priceBlock({ unitPrice: 1000, autoOrderUnitPrice: 896 }).autoOrderSavingPercent).toBe(10); // 10.4 %
  });

  it('adds the rxFee to every displayed price of a bulk item', () => {
    const price = { unitPrice: 1000, regularUnitPrice: 1200, autoOrderUnitPrice: 900, rxFee: 200 };
    expect(priceBlock(price, { isBulkItem: true })).toEqual({
      unitPrice: 1200,
      regularPrice: 1400,
      isDiscounted: true,
      autoOrderPrice: 1100,
      autoOrderSavingPercent: 8, // 100 / 1200
      hasInstantRebate: false,
    });
    expect(priceBlock(price, { isBulkItem: false })).toMatchObject({ unitPrice: 1000, autoOrderPrice: 900, autoOrderSavingPercent: 10 });
    expect(priceBlock({ unitPrice: 1000 }, { isBulkItem: true }).unitPrice).toBe(1000);
  });

  it('marks an instant rebate', () => {
    expect(priceBlock({ unitPrice: 1000 }, { promotions: [{ isInstantRebate: false }, { isInstantRebate: true }] }).hasInstantRebate).toBe(true);
    expect(priceBlock({ unitPrice: 1000 }, { promotions: [{ isInstantRebate: false }] }).hasInstantRebate).toBe(false);
    expect(priceBlock({ unitPrice: 1000 }, { promotions: [] }).hasInstantRebate).toBe(false);
  });
});

describe('promotionPrice', () => {
  const price = { unitPrice: 2000, autoOrderUnitPrice: 1800, rxFee: 300 };

  it('takes discountPercent off the unit price', () => {
    expect(promotionPrice(price, { isPercentageDiscount: true, discountPercent: 25 })).toEqual({ basePrice: 2000, promoPrice: 1500 });
  });

  it('rounds the discount to a whole cent, half up', () => {
    expect(promotionPrice({ unitPrice: 999 }, { isPercentageDiscount: true, discountPercent: 15 })).toEqual({
      basePrice: 999,
      promoPrice: 849, // 999 - 149.85 → 999 - 150
    });
  });

  it('shows the auto-order price for an auto-order-only offer', () => {
    expect(promotionPrice(price, { isAutoOrderOnlyOffer: true })).toEqual({ basePrice: 2000, promoPrice: 1800 });
    expect(promotionPrice(price, { isAutoOrderOnlyOffer: true, isPercentageDiscount: true, discountPercent: 50 })).toEqual({
      basePrice: 2000,
      promoPrice: 1800,
    });
  });

  it('has no auto-order-only price without an auto-order price below the unit price', () => {
    expect(promotionPrice({ unitPrice: 2000 }, { isAutoOrderOnlyOffer: true }).promoPrice).toBeNull();
    expect(promotionPrice({ unitPrice: 2000, autoOrderUnitPrice: 2000 }, { isAutoOrderOnlyOffer: true }).promoPrice).toBeNull();
    expect(promotionPrice({ unitPrice: 2000, autoOrderUnitPrice: 0 }, { isAutoOrderOnlyOffer: true }).promoPrice).toBeNull();
  });

  it('discounts the fee-inclusive price of a bulk item, as the cart charges it', () => {
    expect(promotionPrice(price, { isPercentageDiscount: true, discountPercent: 50 }, true)).toEqual({ basePrice: 2300, promoPrice: 1150 });
    expect(promotionPrice(price, { isAutoOrderOnlyOffer: true }, true)).toEqual({ basePrice: 2300, promoPrice: 2100 });
  });

  it('has no promotion price without a positive percentage', () => {
    expect(promotionPrice(price, { isPercentageDiscount: false, discountPercent: 25 }).promoPrice).toBeNull();
    expect(promotionPrice(price, { isPercentageDiscount: true, discountPercent: 0 }).promoPrice).toBeNull();
    expect(promotionPrice(price, { isPercentageDiscount: true, discountPercent: null }).promoPrice).toBeNull();
    expect(promotionPrice(price, { isPercentageDiscount: true, discountPercent: -5 }).promoPrice).toBeNull();
    expect(promotionPrice(price, {}).promoPrice).toBeNull();
  });

  it('caps the percentage at 100', () => {
    expect(promotionPrice(price, { isPercentageDiscount: true, discountPercent: 150 }).promoPrice).toBe(0);
  });
});

describe('savingPercent', () => {
  it('is 0 when there is no saving', () => {
    expect(savingPercent(0, 0)).toBe(0);
    expect(savingPercent(1000, 1000)).toBe(0);
    expect(savingPercent(1000, 1100)).toBe(0);
    expect(savingPercent(1000, 0)).toBe(100);
  });
});
