import { describe, expect, it } from 'vitest';
import { priceCart } from './pricing';
import { line, promo, group as promoGroup } from './pricing/test-helpers';
import { allocate, CLINIC_PICKUP_GROUP, groupLines, HOME_DELIVERY_GROUP, splitPricedCart } from './order-groups';

describe('grouping the cart into orders', () => {
  it('puts home-delivery items in group 1 and clinic-pickup-only items in group 2', () => {
    const groups = groupLines([
      { id: 1, promoParentId: null, isClinicPickupOnly: false },
      { id: 2, promoParentId: null, isClinicPickupOnly: true },
      { id: 3, promoParentId: null, isClinicPickupOnly: false },
    ]);
    expect(groups).toEqual([
      { groupNumber: HOME_DELIVERY_GROUP, isClinicPickupOnly: false, lineIds: [1, 3] },
      { groupNumber: CLINIC_PICKUP_GROUP, isClinicPickupOnly: true, lineIds: [2] },
    ]);
  });

  it('keeps a free item with the item it comes with, and a pickup-only free item takes its parent to pickup', () => {
    expect(groupLines([
      { id: 1, promoParentId: null, isClinicPickupOnly: true },
      { id: 2, promoParentId: 1, isClinicPickupOnly: false },
    ])).toEqual([{ groupNumber: CLINIC_PICKUP_GROUP, isClinicPickupOnly: true, lineIds: [1, 2] }]);
    expect(groupLines([
      { id: 1, promoParentId: null, isClinicPickupOnly: false },
      { id: 2, promoParentId: 1, isClinicPickupOnly: true },
    ])).toEqual([{ groupNumber: CLINIC_PICKUP_GROUP, isClinicPickupOnly: true, lineIds: [1, 2] }]);
  });

  it('leaves out empty groups', () => {
    expect(groupLines([])).toEqual([]);
    expect(groupLines([{ id: 1, promoParentId: null, isClinicPickupOnly: false }]).map((g) => g.groupNumber)).toEqual([1]);
  });
});

describe('allocate', () => {
  it('splits in proportion and always adds up', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3, 0, 7])).toEqual([3, 0, 7]);
    expect(allocate(7, [0, 0])).toEqual([7, 0]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    for (const whole of [1, 99, 1001, 12345]) {
      const parts = allocate(whole, [333, 1, 17, 5000]);
      expect(parts.reduce((s, p) => s + p, 0)).toBe(whole);
    }
  });
});

describe('splitting the priced cart between orders', () => {
  const lines = [
    line({ id: 1, quantity: 3, price: { unitPrice: 1999 } }),
    line({ id: 2, quantity: 1, price: { unitPrice: 1333 } }),
    line({ id: 3, quantity: 2, price: { unitPrice: 777 } }),
  ];
  const groups = groupLines([
    { id: 1, promoParentId: null, isClinicPickupOnly: false },
    { id: 2, promoParentId: null, isClinicPickupOnly: true },
    { id: 3, promoParentId: null, isClinicPickupOnly: false },
  ]);

  it.each(['ON', 'QC', 'BC', 'AB', 'NS'])('adds up exactly to the engine\'s figures (coupon, shipping, tax in %s, credit)', (province) => {
    const priced = priceCart({
      lines,
      promotions: [promo({ specialOfferId: 9, isPercentageDiscount: true, discountPercent: 10, promoProductGroups: [promoGroup([103])] })],
      coupon: { code: 'SAVE', discount: { kind: 'fixed', amount: 1001 }, minimumSubtotal: 0, autoOrderOnly: false, notForAutoOrder: false },
      accountCreditAmountAvail: 1234,
      accountCreditAmountMinValue: 0,
      isao: false,
      shipping: [{ groupNumber: 1, price: 999, isFree: false, freeShippingDiscount: 0 }],
      province,
    });
    const parts = splitPricedCart(priced, groups, [{ groupNumber: 1, price: 999, freeShippingDiscount: 0 }]);
    const total = (f: (p: (typeof parts)[number]) => number) => parts.reduce((s, p) => s + f(p), 0);
    expect(total((p) => p.itemSubtotalBeforeDiscounts)).toBe(priced.itemSubtotalBeforeDiscounts);
    expect(total((p) => p.discount)).toBe(priced.totalDiscount);
    expect(total((p) => p.rebate)).toBe(priced.totalRebates);
    expect(total((p) => p.itemSubtotal)).toBe(priced.itemSubtotal);
    expect(total((p) => p.shipping)).toBe(priced.shipping);
    expect(total((p) => p.tax)).toBe(priced.totalTax);
    expect(total((p) => p.accountCredit)).toBe(priced.accountCreditApplied);
    expect(total((p) => p.total)).toBe(priced.total);
    // Each tax line of each group, added over the groups, is the engine's line (labels kept).
    for (const cartLine of priced.tax!.lines) {
      expect(total((p) => p.taxLines.find((l) => l.code === cartLine.code)!.itemsAmount + p.taxLines.find((l) => l.code === cartLine.code)!.shippingAmount)).toBe(cartLine.amount);
    }
    expect(parts[1]!.shipping).toBe(0);
    expect(parts[0]!.shippingTax).toBe(priced.tax!.shippingTax);
  });

  it('labels a single federal tax GST/HST and two lines by their names (cc §9)', () => {
    const price = (province: string) => priceCart({ lines, promotions: [], coupon: null, accountCreditAmountAvail: 0, accountCreditAmountMinValue: 0, isao: false, shipping: [], province });
    expect(splitPricedCart(price('ON'), groups, [])[0]!.taxLines.map((l) => l.label)).toEqual(['GST/HST']);
    expect(splitPricedCart(price('QC'), groups, [])[0]!.taxLines.map((l) => l.label)).toEqual(['GST', 'QST']);
    expect(splitPricedCart(price('MB'), groups, [])[0]!.taxLines.map((l) => l.label)).toEqual(['GST', 'RST']);
  });

  it('gives no tax lines before a province is known', () => {
    const priced = priceCart({ lines, promotions: [], coupon: null, accountCreditAmountAvail: 0, accountCreditAmountMinValue: 0, isao: false, shipping: [], province: null });
    expect(splitPricedCart(priced, groups, []).every((p) => p.tax === 0 && p.taxLines.length === 0)).toBe(true);
  });
});
