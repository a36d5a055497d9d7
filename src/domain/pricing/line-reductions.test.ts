import { describe, expect, it } from 'vitest';
import { bogoChildReductions, isRebatePromotion, normalLineReductions } from './line-reductions';
import { line, promo } from './test-helpers';

const percentOff = (discountPercent: number, specialOfferId = 1) =>
  promo({ specialOfferId, isPercentageDiscount: true, discountPercent });

describe('isRebatePromotion', () => {
  it('counts types 3, 5, 7 and 9 as rebates and no others', () => {
    expect([3, 5, 7, 9, 30, 1, 0].map((promoTypeID) => isRebatePromotion({ promoTypeID }))).toEqual([
      true, true, true, true, false, false, false,
    ]);
  });
});

describe('normalLineReductions: special offers', () => {
  it('takes 15 % off 3 × $9.99 on the line: 2997 × 15 % = 449.55 → 450', () => {
    const reductions = normalLineReductions(line({ id: 1, price: { unitPrice: 999 } }), 3, [percentOff(15)], false);
    expect(reductions.offers.map((o) => o.amount)).toEqual([450]);
  });

  it('rounds once per line, not per unit: 10 % of 3 × $10.05 = 301.5 → 302 (per unit would be 303)', () => {
    const reductions = normalLineReductions(line({ id: 1, price: { unitPrice: 1005 } }), 3, [percentOff(10)], false);
    expect(reductions.offers[0]?.amount).toBe(302);
  });

  it('rounds an exact half cent up and anything below it down', () => {
    const at = (unitPrice: number, percent: number) =>
      normalLineReductions(line({ id: 1, price: { unitPrice } }), 1, [percentOff(percent)], false).offers[0]?.amount;
    expect(at(25, 2)).toBe(1); // 0.5
    expect(at(24, 2)).toBe(0); // 0.48
    expect(at(1, 50)).toBe(1); // 0.5
    expect(at(3, 50)).toBe(2); // 1.5
  });

  it('takes a fixed rebate amount per unit', () => {
    const rebate = promo({ specialOfferId: 2, promoTypeID: 7, rebateAmount: 250 });
    const reductions = normalLineReductions(line({ id: 1 }), 3, [rebate], false);
    expect(reductions.offers).toEqual([{ promo: rebate, amount: 750 }]);
  });

  it('never takes more than the line is worth, whatever the offers', () => {
    const rebate = promo({ specialOfferId: 2, promoTypeID: 3, rebateAmount: 800 });
    const reductions = normalLineReductions(line({ id: 1, price: { unitPrice: 1000 } }), 2, [percentOff(50), rebate], false);
    expect(reductions.offers.map((o) => o.amount)).toEqual([1000, 1000]);
    const tooMuch = promo({ specialOfferId: 3, promoTypeID: 3, rebateAmount: 5000 });
    expect(normalLineReductions(line({ id: 1 }), 1, [tooMuch], false).offers[0]?.amount).toBe(1000);
  });

  it('computes every offer on the extended price (percentages do not compound)', () => {
    const reductions = normalLineReductions(line({ id: 1, price: { unitPrice: 1000 } }), 1, [percentOff(10), percentOff(20, 2)], false);
    expect(reductions.offers.map((o) => o.amount)).toEqual([100, 200]);
  });

  it('includes the rxFee of a bulk item in the extended price', () => {
    const bulk = line({ id: 1, price: { unitPrice: 1000, rxFee: 500, isBulkItem: true } });
    expect(normalLineReductions(bulk, 2, [percentOff(10)], false).offers[0]?.amount).toBe(300);
  });

  it('gives nothing on a quantity of 0', () => {
    expect(normalLineReductions(line({ id: 1 }), 0, [percentOff(10)], false).offers[0]?.amount).toBe(0);
  });
});

describe('normalLineReductions: AutoOrder discount', () => {
  const subscribable = line({
    id: 1,
    isSubscription: true,
    price: {
      unitPrice: 999,
      autoOrderUnitPrice: 919,
      autoOrderDiscountPercentage: 8,
      autoOrderDiscountSponsoredPercentage: 5,
      autoOrderDiscountClinicPercentage: 3,
    },
  });

  it('splits into sponsored and clinic parts, each rounded on the line (149.85 → 150, 89.91 → 90)', () => {
    const reductions = normalLineReductions(subscribable, 3, [], true);
    expect(reductions.autoOrderDiscountSponsored).toBe(150);
    expect(reductions.autoOrderDiscountClinic).toBe(90);
  });

  it('applies only when a subscription is being created', () => {
    const reductions = normalLineReductions(subscribable, 3, [], false);
    expect([reductions.autoOrderDiscountSponsored, reductions.autoOrderDiscountClinic]).toEqual([0, 0]);
  });

  it('applies only to products that can be on a subscription', () => {
    const reductions = normalLineReductions({ ...subscribable, isSubscription: false }, 3, [], true);
    expect([reductions.autoOrderDiscountSponsored, reductions.autoOrderDiscountClinic]).toEqual([0, 0]);
  });

  it('lets an auto-order-only offer bring a line that gets no AutoOrder discount to the auto-order price', () => {
    const offer = promo({ specialOfferId: 9, isAutoOrderOnlyOffer: true });
    const reductions = normalLineReductions({ ...subscribable, isSubscription: false }, 3, [offer], true);
    expect(reductions.offers[0]?.amount).toBe((999 - 919) * 3);
  });

  it('lets an auto-order-only offer add only what the AutoOrder discount did not already take', () => {
    const offer = promo({ specialOfferId: 9, isAutoOrderOnlyOffer: true });
    const reductions = normalLineReductions(subscribable, 3, [offer], true);
    // to the auto-order price: 240 in all; the split took 150 + 90 = 240 already
    expect(reductions.offers[0]?.amount).toBe(0);
    const deeper = { ...subscribable, price: { ...subscribable.price, autoOrderUnitPrice: 899 } };
    expect(normalLineReductions(deeper, 3, [offer], true).offers[0]?.amount).toBe(300 - 240);
  });

  it('gives an auto-order-only offer nothing when there is no lower auto-order price', () => {
    const offer = promo({ specialOfferId: 9, isAutoOrderOnlyOffer: true });
    const noAutoOrderPrice = line({ id: 1, price: { unitPrice: 999, autoOrderUnitPrice: 0 } });
    expect(normalLineReductions(noAutoOrderPrice, 1, [offer], true).offers[0]?.amount).toBe(0);
  });

  it('takes the AutoOrder discount first, then the offers, within the line price', () => {
    const cheap = line({
      id: 1,
      isSubscription: true,
      price: { unitPrice: 1000, autoOrderDiscountSponsoredPercentage: 30, autoOrderDiscountClinicPercentage: 20 },
    });
    const reductions = normalLineReductions(cheap, 1, [percentOff(60)], true);
    expect([reductions.autoOrderDiscountSponsored, reductions.autoOrderDiscountClinic]).toEqual([300, 200]);
    expect(reductions.offers[0]?.amount).toBe(500);
  });
});

describe('bogoChildReductions', () => {
  it('takes the whole line off a free item', () => {
    const free = promo({ specialOfferId: 5, promoTypeID: 30, bogoDiscountPercent: 100 });
    expect(bogoChildReductions(1998, free).offers).toEqual([{ promo: free, amount: 1998 }]);
  });

  it('takes the percent off a discounted item, half up on the line (50 % of 999 = 499.5 → 500)', () => {
    const half = promo({ specialOfferId: 5, promoTypeID: 5, bogoDiscountPercent: 50 });
    expect(bogoChildReductions(999, half).offers[0]?.amount).toBe(500);
    expect(bogoChildReductions(1998, half).offers[0]?.amount).toBe(999);
  });

  it('never gives an AutoOrder discount to a child line', () => {
    const free = promo({ specialOfferId: 5, promoTypeID: 30 });
    const reductions = bogoChildReductions(1000, free);
    expect([reductions.autoOrderDiscountClinic, reductions.autoOrderDiscountSponsored]).toEqual([0, 0]);
  });
});
