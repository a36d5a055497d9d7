import { describe, expect, it } from 'vitest';
import { priceLines } from './price-lines';
import { group, line, promo } from './test-helpers';

const PARENT = 10;
const FREE = 11;
const bogo30 = promo({ specialOfferId: 30, promoTypeID: 30, promoProductGroups: [group([PARENT])], bogoGetOneProductIds: [FREE] });

describe('priceLines: a plain line', () => {
  it('shows unit, regular and extended prices and takes nothing off', () => {
    const { lines, discounts } = priceLines(
      [line({ id: 1, productId: PARENT, quantity: 3, price: { unitPrice: 999, regularUnitPrice: 1299, autoOrderUnitPrice: 949 } })],
      [],
      false,
    );
    expect(discounts).toEqual([]);
    expect(lines).toEqual([
      {
        id: 1,
        productId: PARENT,
        familyId: 1,
        petId: 7,
        promoParentCartItemId: null,
        quantity: 3,
        isPromoChild: false,
        isInactivePromoChild: false,
        unitPrice: 999,
        regularUnitPrice: 1299,
        autoOrderUnitPrice: 949,
        promoUnitPrice: null,
        extPrice: 2997,
        extRetailPrice: 3897,
        specialOfferDiscount: 0,
        specialOfferRebate: 0,
        autoOrderDiscountClinic: 0,
        autoOrderDiscountSponsored: 0,
        netExtPrice: 2997,
        hasInstantRebate: false,
        appliedSpecialOfferIds: [],
      },
    ]);
  });

  it('prices a bulk item with its rxFee in every figure', () => {
    const bulk = line({ id: 1, quantity: 2, price: { unitPrice: 1000, regularUnitPrice: 1200, rxFee: 300, isBulkItem: true } });
    const [priced] = priceLines([bulk], [], false).lines;
    expect(priced).toMatchObject({ unitPrice: 1300, regularUnitPrice: 1500, extPrice: 2600, extRetailPrice: 3000 });
  });
});

describe('priceLines: special offers', () => {
  it('lists a percentage offer as a discount of the line', () => {
    const offer = promo({ specialOfferId: 4, isPercentageDiscount: true, discountPercent: 15, promoProductGroups: [group([PARENT])] });
    const { lines, discounts } = priceLines([line({ id: 1, productId: PARENT, quantity: 3, price: { unitPrice: 999 } })], [offer], false);
    expect(discounts).toEqual([
      { entityItemId: 1, specialOfferId: 4, specialOfferTypeId: 1, discountAmount: 450, isInstantRebate: false, isRebate: false },
    ]);
    expect(lines[0]).toMatchObject({ specialOfferDiscount: 450, specialOfferRebate: 0, netExtPrice: 2547, appliedSpecialOfferIds: [4] });
  });

  it.each([3, 7, 9])('counts a type %i offer as a rebate, not a discount', (promoTypeID) => {
    const rebate = promo({ specialOfferId: 8, promoTypeID, rebateAmount: 200, promoProductGroups: [group([PARENT])] });
    const { lines, discounts } = priceLines([line({ id: 1, productId: PARENT, quantity: 2 })], [rebate], false);
    expect(discounts[0]).toMatchObject({ specialOfferTypeId: promoTypeID, discountAmount: 400, isRebate: true });
    expect(lines[0]).toMatchObject({ specialOfferDiscount: 0, specialOfferRebate: 400, netExtPrice: 1600 });
  });

  it('flags an instant rebate on the discount row and on the line (the UI shows an asterisk)', () => {
    const rebate = promo({ specialOfferId: 8, promoTypeID: 7, rebateAmount: 200, isInstantRebate: true, promoProductGroups: [group([PARENT])] });
    const { lines, discounts } = priceLines([line({ id: 1, productId: PARENT })], [rebate], false);
    expect(discounts[0]?.isInstantRebate).toBe(true);
    expect(lines[0]?.hasInstantRebate).toBe(true);
  });

  it('does not list an offer that takes nothing off, nor flag its instant rebate', () => {
    const nothing = promo({ specialOfferId: 8, promoTypeID: 7, rebateAmount: 0, isInstantRebate: true, promoProductGroups: [group([PARENT])] });
    const { lines, discounts } = priceLines([line({ id: 1, productId: PARENT })], [nothing], false);
    expect(discounts).toEqual([]);
    expect(lines[0]).toMatchObject({ hasInstantRebate: false, appliedSpecialOfferIds: [] });
  });

  it('does not apply an offer to products outside its groups', () => {
    const offer = promo({ specialOfferId: 4, isPercentageDiscount: true, discountPercent: 15, promoProductGroups: [group([99])] });
    expect(priceLines([line({ id: 1, productId: PARENT })], [offer], false).discounts).toEqual([]);
  });

  it('applies a group offer only once the group minimum is in the cart, to every line of the group', () => {
    const offer = promo({ specialOfferId: 4, isPercentageDiscount: true, discountPercent: 10, promoProductGroups: [group([10, 12], 3)] });
    const below = [line({ id: 1, productId: 10, quantity: 1 }), line({ id: 2, productId: 12, quantity: 1 })];
    expect(priceLines(below, [offer], false).discounts).toEqual([]);
    const at = [line({ id: 1, productId: 10, quantity: 2 }), line({ id: 2, productId: 12, quantity: 1 })];
    expect(priceLines(at, [offer], false).discounts.map((d) => [d.entityItemId, d.discountAmount])).toEqual([
      [1, 200],
      [2, 100],
    ]);
  });
});

describe('priceLines: buy-one-get-one', () => {
  const parentLine = (quantity: number) =>
    line({ id: 1, productId: PARENT, quantity, acceptedSpecialOfferIds: [30], price: { unitPrice: 1500 } });
  const childLine = line({ id: 2, productId: FREE, quantity: 1, promoParentCartItemId: 1, price: { unitPrice: 999, regularUnitPrice: 1199 } });

  it.each([1, 2, 3])('prices the free child at 0 for the parent quantity (%i) and leaves the parent alone', (quantity) => {
    const { lines, discounts } = priceLines([parentLine(quantity), childLine], [bogo30], false);
    expect(lines[0]).toMatchObject({ quantity, extPrice: 1500 * quantity, netExtPrice: 1500 * quantity, specialOfferDiscount: 0 });
    expect(lines[1]).toMatchObject({
      quantity,
      isPromoChild: true,
      isInactivePromoChild: false,
      unitPrice: 999,
      promoUnitPrice: 0,
      extPrice: 999 * quantity,
      extRetailPrice: 1199 * quantity,
      specialOfferDiscount: 999 * quantity,
      netExtPrice: 0,
    });
    expect(discounts).toEqual([
      { entityItemId: 2, specialOfferId: 30, specialOfferTypeId: 30, discountAmount: 999 * quantity, isInstantRebate: false, isRebate: false },
    ]);
  });

  it('counts a type 5 child as a rebate and prices it at the promo price', () => {
    const bogo5 = { ...bogo30, promoTypeID: 5, bogoDiscountPercent: 50 };
    const { lines } = priceLines([parentLine(3), childLine], [bogo5], false);
    // 50 % of 3 × 999 = 1498.5 → 1499 off; shown per unit at 999 − 499.5 → 499
    expect(lines[1]).toMatchObject({ specialOfferRebate: 1499, specialOfferDiscount: 0, netExtPrice: 1498, promoUnitPrice: 499 });
  });

  it('gives a child line no other offer and no AutoOrder discount', () => {
    // minimum 0 so the offer qualifies although the child line does not count towards it
    const tenOff = promo({ specialOfferId: 4, isPercentageDiscount: true, discountPercent: 10, promoProductGroups: [group([FREE], 0)] });
    const subscribableChild = {
      ...childLine,
      isSubscription: true,
      price: { ...childLine.price, autoOrderDiscountClinicPercentage: 5, autoOrderDiscountSponsoredPercentage: 5 },
    };
    const bogoHalf = { ...bogo30, bogoDiscountPercent: 50 };
    const { lines, discounts } = priceLines([parentLine(1), subscribableChild], [bogoHalf, tenOff], true);
    expect(discounts.map((d) => d.specialOfferId)).toEqual([30]);
    expect(lines[1]).toMatchObject({ autoOrderDiscountClinic: 0, autoOrderDiscountSponsored: 0, netExtPrice: 499 });
  });

  it('zeroes an inactive child: quantity 0, nothing charged, flagged for removal', () => {
    const { lines, discounts } = priceLines([parentLine(2), childLine], [], false);
    expect(discounts).toEqual([]);
    expect(lines[1]).toMatchObject({
      quantity: 0,
      isPromoChild: true,
      isInactivePromoChild: true,
      unitPrice: 999,
      promoUnitPrice: null,
      extPrice: 0,
      extRetailPrice: 0,
      netExtPrice: 0,
    });
  });

  it('makes the child inactive when a subscription-only buy-one-get-one offer has no AutoOrder', () => {
    const subscriptionBogo = { ...bogo30, isForSubscriptionsOnly: true };
    expect(priceLines([parentLine(1), childLine], [subscriptionBogo], false).lines[1]?.isInactivePromoChild).toBe(true);
    expect(priceLines([parentLine(1), childLine], [subscriptionBogo], true).lines[1]?.isInactivePromoChild).toBe(false);
  });

  it('flags an instant-rebate child', () => {
    const instant = { ...bogo30, promoTypeID: 5, isInstantRebate: true };
    const { lines, discounts } = priceLines([parentLine(1), childLine], [instant], false);
    expect(lines[1]?.hasInstantRebate).toBe(true);
    expect(discounts[0]).toMatchObject({ isInstantRebate: true, isRebate: true });
  });
});

describe('priceLines: AutoOrder', () => {
  it('records the sponsored and clinic parts on a subscribable line when a subscription is created', () => {
    const subscribable = line({
      id: 1,
      quantity: 2,
      isSubscription: true,
      price: { unitPrice: 2000, autoOrderDiscountSponsoredPercentage: 5, autoOrderDiscountClinicPercentage: 2.5 },
    });
    expect(priceLines([subscribable], [], true).lines[0]).toMatchObject({
      autoOrderDiscountSponsored: 200,
      autoOrderDiscountClinic: 100,
      netExtPrice: 3700,
    });
    expect(priceLines([subscribable], [], false).lines[0]).toMatchObject({ autoOrderDiscountSponsored: 0, autoOrderDiscountClinic: 0 });
  });
});
