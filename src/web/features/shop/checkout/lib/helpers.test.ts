import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../../../../contracts/checkout';
import { shippingOptionsQuery } from '../api/checkout';
import { differingFields, suggestionDiffers } from '../../../../ui/address-card/address-verification';
import { countdownSeconds } from '../../../../ui/address-card/countdown';
import { passesV3, sandboxV3Token } from '../../../../ui/address-card/human-check';
import { couponProblems } from '../../../../ui/notice-groups';
import { groupNotices, type AnyNotification } from './notices';
import { lastFour, shownAddresses } from '../../../../ui/address-card/saved-lists';
import { groupItemReductions } from './reductions';
import { summaryLines } from './summary';

describe('street-confirmation countdown (cc §2: 4 to 0 over 5 seconds)', () => {
  it('counts 4, 3, 2, 1, 0, then lets Save enable', () => {
    expect([0, 999, 1000, 2500, 3000, 4000, 4999].map((ms) => countdownSeconds(ms))).toEqual([4, 4, 3, 2, 1, 0, 0]);
    expect(countdownSeconds(5000)).toBeNull();
    expect(countdownSeconds(8000)).toBeNull();
  });
});

describe('address verification', () => {
  const entered = { street1: '123 maple st', street2: '', city: 'ottawa', province: 'ON', postalCode: 'k1s3w7' };
  it('names the fields the suggestion changes', () => {
    expect(differingFields(entered, { ...entered, city: 'Ottawa', postalCode: 'K1S 3W7' })).toEqual(['city', 'postalCode']);
    expect(suggestionDiffers(entered, { ...entered, street1: '123  maple st ' })).toBe(false);
    expect(suggestionDiffers(entered, null)).toBe(false);
    expect(suggestionDiffers(entered, { ...entered, city: 'Ottawa' })).toBe(true);
  });
});

describe('human check (cc §4, §9)', () => {
  it('v3 passes silently from a score of 0.8', () => {
    expect(passesV3({ success: true, score: 0.8 })).toBe(true);
    expect(passesV3({ success: true, score: 0.79 })).toBe(false);
    expect(passesV3({ success: false, score: 0.9 })).toBe(false);
    expect(passesV3({ success: true, score: null })).toBe(true);
  });
  it('the sandbox widget makes a new token each time', () => {
    expect(sandboxV3Token('add_card')).not.toBe(sandboxV3Token('add_card'));
  });
});

const note = (code: string, messageType: string, isError = false): AnyNotification => ({ code, message: code, messageType, isError });

describe('banners (cc §2: success, warning, error, info)', () => {
  it('groups by kind in that order; coupon problems go under the coupon field; cart refreshed only in debug', () => {
    const list = [note('checkout.outOfStock', 'Warning'), note('coupon.invalid', 'Error', true), note('cart.refreshed', 'Success'), note('coupon.applied', 'Success'), note('x', 'Other')];
    expect(groupNotices(list, false).map((group) => [group.type, group.items.map((item) => item.code)])).toEqual([
      ['Success', ['coupon.applied']],
      ['Warning', ['checkout.outOfStock']],
      ['info', ['x']],
    ]);
    expect(groupNotices(list, true)[0]?.items.map((item) => item.code)).toEqual(['cart.refreshed', 'coupon.applied']);
    expect(couponProblems(list).map((item) => item.code)).toEqual(['coupon.invalid']);
  });
});

describe('saved lists', () => {
  it('shows at most the first 6 addresses that are not deleted (cc §9)', () => {
    const addresses = Array.from({ length: 9 }, (_, index) => ({ id: index + 1, isDeleted: index === 1 })) as unknown as Parameters<typeof shownAddresses>[0];
    expect(shownAddresses(addresses).map((address) => address.id)).toEqual([1, 3, 4, 5, 6, 7]);
  });
  it('reads the last four digits of a masked number', () => {
    expect(lastFour('**** **** **** 4242')).toBe('4242');
  });
});

describe('review query', () => {
  it("sends the delivery choices as 'group:option' pairs", () => {
    expect(shippingOptionsQuery({ '2': 'pickup', '1': 'standard' })).toBe('1:standard,2:pickup');
    expect(shippingOptionsQuery({})).toBeUndefined();
  });
});

describe('order summary lines (cc §9)', () => {
  const summary: OrderSummary = {
    itemSubtotalBeforeDiscounts: 10000,
    itemSubtotal: 8500,
    totalDiscount: 1200,
    totalRebates: 300,
    autoOrderDiscountClinic: 200,
    autoOrderDiscountSponsored: 100,
    couponDiscount: 500,
    shipping: 999,
    freeShippingDiscountTotal: 999,
    orderTotalBeforeTax: 8500,
    totalTax: 1105,
    taxes: { total: 1105, taxesWithLabel: [{ label: 'HST', code: 'HST', rate: 13, amount: 1105 }] },
    accountCreditApplied: 1500,
    total: 8105,
    allGroupsHaveDeliveryOption: true,
  };

  it('items, offers, AutoOrder discount, coupon, rebates, shipping and its discount, before tax, taxes, credit, total', () => {
    expect(summaryLines(summary, 'SAVE5').map((line) => [line.id, line.amount])).toEqual([
      ['subtotal', 10000],
      ['specialOffers', 500],
      ['autoOrderClinic', 200],
      ['coupon', 500],
      ['rebates', 300],
      ['shipping', 999],
      ['freeShipping', 999],
      ['beforeTax', 8500],
      ['tax', 1105],
      ['accountCredit', 1500],
      ['total', 8105],
    ]);
  });

  it('leaves out zero reductions and waits for a delivery option before pricing shipping', () => {
    const plain = { ...summary, totalDiscount: 0, autoOrderDiscountClinic: 0, couponDiscount: 0, totalRebates: 0, freeShippingDiscountTotal: 0, accountCreditApplied: 0, allGroupsHaveDeliveryOption: false };
    expect(summaryLines(plain, null).map((line) => line.id)).toEqual(['subtotal', 'shippingPending', 'beforeTax', 'tax', 'total']);
  });
});

describe('why a checkout line costs less (issue 11 item 3)', () => {
  const item = (quantity: number, unitPrice: number, totalPrice: number) =>
    ({ cartItemId: 1, quantity, unitPrice, totalPrice }) as Parameters<typeof groupItemReductions>[0];
  const offer = { kind: 'offer' as const, specialOfferId: 2, name: 'Treat time: second bag half price', amount: 925 };
  const autoOrder = { kind: 'autoOrder' as const, specialOfferId: null, name: null, amount: 195 };

  it("gives the cart line's reasons when they add up to what the line saves", () => {
    expect(groupItemReductions(item(1, 1849, 924), [offer])).toEqual([offer]);
    expect(groupItemReductions(item(1, 1299, 1104), [autoOrder])).toEqual([autoOrder]);
  });

  it('says nothing for a line at full price', () => {
    expect(groupItemReductions(item(2, 1000, 2000), [])).toEqual([]);
  });

  it('never shows a reduced line without a reason: a plain discount while the cart catches up', () => {
    expect(groupItemReductions(item(1, 1299, 1104), undefined)).toEqual([{ kind: 'offer', specialOfferId: null, name: null, amount: 195 }]);
    expect(groupItemReductions(item(2, 1299, 2208), [autoOrder])).toEqual([{ kind: 'offer', specialOfferId: null, name: null, amount: 390 }]);
  });
});
