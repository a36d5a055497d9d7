import { describe, expect, it } from 'vitest';
import { UnknownProvinceError } from '../tax';
import type { CouponInput } from './coupon';
import { priceCart } from './price-cart';
import { cart, group, line, promo } from './test-helpers';
import type { PricedCart } from './types';

/** The spec's two identities (cc §9) must hold for every cart. */
function expectIdentities(priced: PricedCart): void {
  expect(priced.orderTotalBeforeTax).toBe(
    priced.itemSubtotalBeforeDiscounts + priced.shipping - priced.shippingDiscount - priced.totalDiscount - priced.totalRebates,
  );
  expect(priced.total).toBe(priced.orderTotalBeforeTax + priced.totalTax - priced.accountCreditApplied);
  expect(priced.totalDiscountInclRebates).toBe(priced.totalDiscount + priced.totalRebates);
  expect(priced.itemSubtotal).toBe(priced.itemSubtotalBeforeDiscounts - priced.totalDiscountInclRebates);
}

const fifteenOff = promo({ specialOfferId: 1, isPercentageDiscount: true, discountPercent: 15, promoProductGroups: [group([10])] });
const instantRebate = promo({ specialOfferId: 2, promoTypeID: 7, rebateAmount: 500, isInstantRebate: true, promoProductGroups: [group([20])] });

describe('priceCart: an empty cart', () => {
  it('is all zeros', () => {
    const priced = priceCart(cart({ province: 'ON' }));
    expect(priced).toMatchObject({
      lines: [],
      discounts: [],
      numOfItems: 0,
      itemRetailSubtotal: 0,
      itemSubtotalBeforeDiscounts: 0,
      itemSubtotal: 0,
      totalDiscount: 0,
      totalRebates: 0,
      shipping: 0,
      orderTotalBeforeTax: 0,
      totalTax: 0,
      accountCreditApplied: 0,
      total: 0,
    });
    expectIdentities(priced);
  });
});

describe('priceCart: a full cart, worked by hand', () => {
  // A: 3 × $9.99 (regular $12.99), 15 % off → 449.55 → 450 off
  // B: 1 × $20.00, $5.00 instant rebate (type 7)
  // shipping $12.99 to Ontario (HST 13 %)
  const input = cart({
    lines: [
      line({ id: 1, productId: 10, quantity: 3, price: { unitPrice: 999, regularUnitPrice: 1299 } }),
      line({ id: 2, productId: 20, quantity: 1, price: { unitPrice: 2000, regularUnitPrice: 2000 } }),
    ],
    promotions: [fifteenOff, instantRebate],
    shipping: [{ groupNumber: 1, price: 1299, isFree: false, freeShippingDiscount: 0 }],
    province: 'ON',
  });
  const priced = priceCart(input);

  it('adds up the item figures', () => {
    expect(priced).toMatchObject({
      numOfItems: 4,
      itemRetailSubtotal: 5897,
      itemSubtotalBeforeDiscounts: 4997,
      totalRetailDiscount: 900,
      totalSpecialOfferDiscount: 450,
      totalDiscount: 450,
      totalRebates: 500,
      totalDiscountInclRebates: 950,
      itemSubtotal: 4047,
    });
  });

  it('lists the discounts, the rebate flagged as an instant rebate', () => {
    expect(priced.discounts).toEqual([
      { entityItemId: 1, specialOfferId: 1, specialOfferTypeId: 1, discountAmount: 450, isInstantRebate: false, isRebate: false },
      { entityItemId: 2, specialOfferId: 2, specialOfferTypeId: 7, discountAmount: 500, isInstantRebate: true, isRebate: true },
    ]);
  });

  it('computes the order total: before tax, tax on items after discounts and on shipping, grand total', () => {
    expect(priced.orderTotalBeforeTax).toBe(5346); // 4997 + 1299 − 450 − 500
    expect(priced.tax).toMatchObject({ itemsTax: 526, shippingTax: 169, total: 695 }); // 526.11, 168.87
    expect(priced.totalTax).toBe(695);
    expect(priced.totalBeforeCredits).toBe(6041);
    expect(priced.total).toBe(6041);
    expectIdentities(priced);
  });
});

describe('priceCart: buy-one-get-one', () => {
  const bogo = promo({ specialOfferId: 3, promoTypeID: 30, promoProductGroups: [group([10])], bogoGetOneProductIds: [11] });
  const lines = (quantity: number) => [
    line({ id: 1, productId: 10, quantity, acceptedSpecialOfferIds: [3] }),
    line({ id: 2, productId: 11, quantity: 1, promoParentCartItemId: 1, price: { unitPrice: 800 } }),
  ];

  it.each([1, 2, 3])('gives %i free items for as many bought', (quantity) => {
    const priced = priceCart(cart({ lines: lines(quantity), promotions: [bogo] }));
    expect(priced).toMatchObject({
      numOfItems: 2 * quantity,
      itemSubtotalBeforeDiscounts: 1800 * quantity,
      totalSpecialOfferDiscount: 800 * quantity,
      totalRebates: 0,
      itemSubtotal: 1000 * quantity,
      total: 1000 * quantity,
    });
    expectIdentities(priced);
  });

  it('counts a type 5 child in the rebates', () => {
    const priced = priceCart(cart({ lines: lines(2), promotions: [{ ...bogo, promoTypeID: 5 }] }));
    expect(priced).toMatchObject({ totalSpecialOfferDiscount: 0, totalRebates: 1600, itemSubtotal: 2000 });
    expectIdentities(priced);
  });

  it('charges nothing for an inactive child and does not count it', () => {
    const priced = priceCart(cart({ lines: lines(2), promotions: [] }));
    expect(priced).toMatchObject({ numOfItems: 2, itemSubtotalBeforeDiscounts: 2000, itemSubtotal: 2000, total: 2000 });
    expect(priced.lines[1]?.isInactivePromoChild).toBe(true);
  });
});

describe('priceCart: offers that depend on the AutoOrder choice', () => {
  const subscriptionOnly = { ...fifteenOff, isForSubscriptionsOnly: true };
  const oneLine = [line({ id: 1, productId: 10, quantity: 1, price: { unitPrice: 2000 } })];

  it('applies an offer for subscriptions only when a subscription is created, not otherwise', () => {
    expect(priceCart(cart({ lines: oneLine, promotions: [subscriptionOnly], isao: true })).totalSpecialOfferDiscount).toBe(300);
    expect(priceCart(cart({ lines: oneLine, promotions: [subscriptionOnly], isao: false })).totalSpecialOfferDiscount).toBe(0);
  });

  it('applies an auto-order-only offer (the auto-order price) only with a subscription', () => {
    const autoOrderOnly = promo({ specialOfferId: 9, isAutoOrderOnlyOffer: true, promoProductGroups: [group([10])] });
    const withPrice = [line({ id: 1, productId: 10, quantity: 2, price: { unitPrice: 2000, autoOrderUnitPrice: 1800 } })];
    expect(priceCart(cart({ lines: withPrice, promotions: [autoOrderOnly], isao: true })).totalSpecialOfferDiscount).toBe(400);
    expect(priceCart(cart({ lines: withPrice, promotions: [autoOrderOnly], isao: false })).totalSpecialOfferDiscount).toBe(0);
  });

  it('splits the AutoOrder discount: sponsored into rebates, clinic into discounts, only with a subscription', () => {
    const subscribable = [
      line({
        id: 1,
        quantity: 3,
        isSubscription: true,
        price: { unitPrice: 999, autoOrderDiscountSponsoredPercentage: 5, autoOrderDiscountClinicPercentage: 3 },
      }),
    ];
    const on = priceCart(cart({ lines: subscribable, isao: true }));
    expect(on).toMatchObject({
      autoOrderDiscountSponsored: 150,
      autoOrderDiscountClinic: 90,
      totalRebates: 150,
      totalDiscount: 90,
      totalSpecialOfferDiscount: 0,
      itemSubtotal: 2757,
    });
    expectIdentities(on);
    const off = priceCart(cart({ lines: subscribable, isao: false }));
    expect(off).toMatchObject({ autoOrderDiscountSponsored: 0, autoOrderDiscountClinic: 0, totalRebates: 0, totalDiscount: 0 });
  });
});

describe('priceCart: group minimums', () => {
  const bundle = promo({ specialOfferId: 5, isPercentageDiscount: true, discountPercent: 10, promoProductGroups: [group([10], 3)] });

  it('gives nothing with one unit below the minimum and the offer at the minimum', () => {
    const at = (quantity: number) => priceCart(cart({ lines: [line({ id: 1, productId: 10, quantity })], promotions: [bundle] }));
    expect(at(2).totalSpecialOfferDiscount).toBe(0);
    expect(at(3).totalSpecialOfferDiscount).toBe(300);
  });
});

describe('priceCart: coupon', () => {
  const coupon: CouponInput = { code: 'SAVE20', discount: { kind: 'percent', percent: 20 }, minimumSubtotal: 0, autoOrderOnly: false, notForAutoOrder: false };
  const lines = [line({ id: 1, productId: 10, quantity: 3, price: { unitPrice: 999 } })];

  it('takes its percent of the items after offers and counts it in totalDiscount only', () => {
    const priced = priceCart(cart({ lines, promotions: [fifteenOff], coupon }));
    // after the offer 2997 − 450 = 2547; 20 % = 509.4 → 509
    expect(priced.coupon).toEqual({ code: 'SAVE20', discount: 509, error: null });
    expect(priced).toMatchObject({ couponDiscount: 509, totalSpecialOfferDiscount: 450, totalDiscount: 959, itemSubtotal: 2038 });
    expectIdentities(priced);
  });

  it('stops giving a discount, with its error code, when the cart no longer meets it', () => {
    const autoOrderOnly = { ...coupon, autoOrderOnly: true };
    expect(priceCart(cart({ lines, coupon: autoOrderOnly, isao: false })).coupon).toEqual({ code: 'SAVE20', discount: 0, error: 'autoOrderOnly' });
    expect(priceCart(cart({ lines, coupon: autoOrderOnly, isao: true })).coupon?.discount).toBe(599);
    const notForAutoOrder = { ...coupon, notForAutoOrder: true };
    expect(priceCart(cart({ lines, coupon: notForAutoOrder, isao: true })).coupon?.error).toBe('notForAutoOrder');
  });

  it('measures its minimum on the items after offers', () => {
    const minimum = { ...coupon, minimumSubtotal: 2600 };
    expect(priceCart(cart({ lines, coupon: minimum })).coupon?.error).toBeNull();
    const priced = priceCart(cart({ lines, promotions: [fifteenOff], coupon: minimum }));
    expect(priced.coupon?.error).toBe('minimumNotMet');
    expect(priced.couponDiscount).toBe(0);
  });

  it('gives nothing when a fixed coupon exceeds what the items cost', () => {
    const fixed = { ...coupon, discount: { kind: 'fixed', amount: 3000 } } as const;
    expect(priceCart(cart({ lines, coupon: fixed })).coupon).toEqual({ code: 'SAVE20', discount: 0, error: 'exceedsSubtotal' });
  });
});

describe('priceCart: shipping and tax', () => {
  const lines = [line({ id: 1, quantity: 1, price: { unitPrice: 10000 } })];

  it('takes the shipping discount off the total and off the taxed shipping', () => {
    const priced = priceCart(
      cart({ lines, province: 'AB', shipping: [{ groupNumber: 1, price: 1299, isFree: false, freeShippingDiscount: 1000 }] }),
    );
    expect(priced).toMatchObject({ shipping: 1299, shippingDiscount: 1000, orderTotalBeforeTax: 10299 });
    expect(priced.tax).toMatchObject({ itemsTax: 500, shippingTax: 15, total: 515 }); // 5 % of 299 = 14.95
    expectIdentities(priced);
  });

  it('charges no tax on free shipping', () => {
    const priced = priceCart(cart({ lines, province: 'NB', shipping: [{ groupNumber: 1, price: 1299, isFree: true, freeShippingDiscount: 0 }] }));
    expect(priced.tax).toMatchObject({ shippingTax: 0, total: 1500 });
    expect(priced.total).toBe(11500);
  });

  it('has no tax before the shipping province is known', () => {
    const priced = priceCart(cart({ lines, province: null }));
    expect(priced.tax).toBeNull();
    expect(priced.totalTax).toBe(0);
    expect(priced.total).toBe(10000);
  });

  it('throws UnknownProvinceError for a province that is not Canadian', () => {
    expect(() => priceCart(cart({ lines, province: 'NY' }))).toThrow(UnknownProvinceError);
  });
});

describe('priceCart: account credit', () => {
  const priceWith = (unitPrice: number, accountCreditAmountAvail: number, accountCreditAmountMinValue: number, province: string | null = null) =>
    priceCart(cart({ lines: [line({ id: 1, price: { unitPrice } })], accountCreditAmountAvail, accountCreditAmountMinValue, province }));

  it('is not applied when the total before credits equals the minimum', () => {
    const priced = priceWith(2500, 1000, 2500);
    expect(priced).toMatchObject({ accountCreditApplied: 0, accountCreditAmountAvail: 1000, accountCreditAmountUnused: 1000, total: 2500 });
  });

  it('is applied when the total before credits is one cent above the minimum', () => {
    const priced = priceWith(2501, 1000, 2500);
    expect(priced).toMatchObject({ accountCreditApplied: 1000, accountCreditAmountUnused: 0, total: 1501 });
    expectIdentities(priced);
  });

  it('covers at most the whole total, tax included, and keeps the rest unused', () => {
    const priced = priceWith(2000, 5000, 0, 'ON');
    expect(priced).toMatchObject({ totalBeforeCredits: 2260, accountCreditApplied: 2260, accountCreditAmountUnused: 2740, total: 0 });
    expectIdentities(priced);
  });

  it('compares the minimum with the total after tax', () => {
    // $20.00 + 13 % = $22.60, above a $21.00 minimum although the items alone are below it
    expect(priceWith(2000, 500, 2100, 'ON').accountCreditApplied).toBe(500);
  });
});
