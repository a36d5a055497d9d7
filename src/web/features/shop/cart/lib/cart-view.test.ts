import { describe, expect, it } from 'vitest';
import {
  analyticsItem, cutPromoText, firstItemLackingChoice, imageUrl, lineTotal, pendingChanges, placeholderUrl,
  remainingAfter, shownUnitPrice, summaryLines,
} from './cart-view';
import { couponProblems, groupNotifications } from '../../../../ui/notice-groups';
import { cart, cartItem, freeItem, notification } from './test-fixtures';

describe('images (cc §2, §9)', () => {
  it('puts a relative path below the images address, keeps absolute ones', () => {
    expect(imageUrl('/images/', 'products/a.svg')).toBe('/images/products/a.svg');
    expect(imageUrl('/images/', '/static/a.svg')).toBe('/static/a.svg');
    expect(imageUrl('/images/', 'https://cdn.example/a.svg')).toBe('https://cdn.example/a.svg');
  });

  it('falls back to the prescription pad, the approval pad or the shopping bag', () => {
    expect(placeholderUrl('/images/', { isPrescriptionProduct: true, isApprovalRequired: true })).toBe('/images/placeholders/rx.svg');
    expect(placeholderUrl('/images/', { isPrescriptionProduct: false, isApprovalRequired: true })).toBe('/images/placeholders/approval.svg');
    expect(placeholderUrl('/images/', { isPrescriptionProduct: false, isApprovalRequired: false })).toBe('/images/placeholders/bag.svg');
  });
});

describe('promo text (cc §9: cut at 100 characters)', () => {
  it('keeps up to 100 characters and marks a cut', () => {
    expect(cutPromoText('a'.repeat(100))).toBe('a'.repeat(100));
    expect(cutPromoText('a'.repeat(101))).toBe(`${'a'.repeat(100)}…`);
    expect(cutPromoText(`${'a'.repeat(99)} b`)).toBe(`${'a'.repeat(99)}…`);
  });

  it('counts characters, not UTF-16 units, and ignores empty text', () => {
    expect(cutPromoText('é'.repeat(100))).toBe('é'.repeat(100));
    expect(cutPromoText('🐶'.repeat(101))).toBe(`${'🐶'.repeat(100)}…`);
    expect(cutPromoText('  ')).toBeNull();
    expect(cutPromoText(null)).toBeNull();
  });
});

describe('prices of a line', () => {
  const parent = cartItem();
  const child = freeItem(parent);

  it('a free or discounted item shows its price after the offer (cc §2 dropdown)', () => {
    expect(shownUnitPrice(parent)).toBe(3479);
    expect(shownUnitPrice(child)).toBe(0);
    expect(shownUnitPrice(freeItem(parent, { promoUnitPrice: 1740 }))).toBe(1740);
    expect(lineTotal(child)).toBe(0);
    expect(lineTotal(freeItem(parent, { promoUnitPrice: 1740, quantity: 2 }))).toBe(3480);
    expect(lineTotal(parent)).toBe(6958);
  });

  it('a normal line keeps its unit price even with a promo price', () => {
    expect(shownUnitPrice(cartItem({ promoUnitPrice: 2000 }))).toBe(3479);
  });

  it('analytics get the price charged and the discount off the regular price', () => {
    expect(analyticsItem(parent, 'WELCOME10')).toEqual({ id: 100002, name: parent.productName, priceCents: 3479, discountCents: 920, quantity: 2, coupon: 'WELCOME10' });
    expect(analyticsItem(child).priceCents).toBe(0);
  });
});

describe('the buy-one-get-one choice on load (cc §4)', () => {
  const parent = cartItem({ id: 10 });
  const picked = freeItem(parent, { id: 11 });
  const second = freeItem(cartItem({ id: 20 }), { id: 21 });

  it('opens for the first free item whose product was picked for the shopper', () => {
    expect(firstItemLackingChoice([parent, picked, second], new Set())?.id).toBe(11);
  });

  it('skips items already asked about and items the shopper chose', () => {
    expect(firstItemLackingChoice([parent, picked, second], new Set([11]))?.id).toBe(21);
    expect(firstItemLackingChoice([parent, { ...picked, isPromoSelected: true }], new Set())).toBeNull();
    expect(firstItemLackingChoice([parent], new Set())).toBeNull();
  });
});

describe('notifications (cc §2: grouped by success, warning, error and info)', () => {
  it('groups in that order; isError wins over the type; anything else is info', () => {
    const groups = groupNotifications([
      notification('cart.outOfStock', 'Warning'),
      notification('cart.refreshed', 'Info'),
      { ...notification('cart.quantityLimited', 'Warning'), isError: true },
      notification('cart.itemUpdated', 'Success'),
    ]);
    expect(groups.map((group) => [group.type, group.items.map((item) => item.code)])).toEqual([
      ['Success', ['cart.itemUpdated']],
      ['Warning', ['cart.outOfStock']],
      ['Error', ['cart.quantityLimited']],
      ['info', ['cart.refreshed']],
    ]);
  });

  it('leaves coupon failures to the promo code field (cc §8), keeps coupon successes', () => {
    const list = [notification('coupon.invalid', 'Error'), notification('coupon.minimumNotMet', 'Warning'), notification('coupon.applied', 'Success')];
    expect(groupNotifications(list).flatMap((group) => group.items.map((item) => item.code))).toEqual(['coupon.applied']);
    expect(couponProblems(list).map((item) => item.code)).toEqual(['coupon.invalid', 'coupon.minimumNotMet']);
  });
});

describe('summary lines (cc §9)', () => {
  it('lists every figure, reductions only when above 0, one line per tax', () => {
    const lines = summaryLines(
      cart({
        numOfItems: 4,
        itemSubtotalBeforeDiscounts: 13916,
        totalSpecialOfferDiscount: 0,
        autoOrderDiscountClinic: 0,
        couponDiscount: 696,
        promoCode: 'WELCOME10',
        totalRebates: 6958,
        orderTotalBeforeTax: 6262,
        taxes: { province: 'QC', total: 939, taxesWithLabel: [{ label: 'GST', rate: 5, amount: 313 }, { label: 'QST', rate: 9.975, amount: 626 }] },
        accountCreditAmountApplied: 1500,
        total: 5701,
      }),
    );
    expect(lines.map((line) => [line.id, line.amount, line.reduction ?? false])).toEqual([
      ['subtotal', 13916, false],
      ['coupon', 696, true],
      ['rebates', 6958, true],
      ['beforeTax', 6262, false],
      ['tax', 313, false],
      ['tax', 626, false],
      ['accountCredit', 1500, true],
      ['total', 5701, false],
    ]);
    expect(lines[0]?.values).toEqual({ count: 4 });
    expect(lines[1]?.values).toEqual({ code: 'WELCOME10' });
    expect(lines[5]?.values).toEqual({ label: 'QST', rate: 9.975, province: 'QC' });
  });

  it('says taxes come at checkout when the province is unknown', () => {
    expect(summaryLines(cart({ taxes: null })).map((line) => line.id)).toEqual(['subtotal', 'beforeTax', 'taxUnknown', 'total']);
  });

  it('the figures add up: before tax − reductions, + tax − credit = total', () => {
    const example = cart({ itemSubtotalBeforeDiscounts: 10000, totalSpecialOfferDiscount: 1500, orderTotalBeforeTax: 8500, taxes: { province: 'ON', total: 1105, taxesWithLabel: [{ label: 'GST/HST', rate: 13, amount: 1105 }] }, total: 9605 });
    const lines = summaryLines(example);
    const sum = (ids: string[], sign: number) => lines.filter((line) => ids.includes(line.id)).reduce((total, line) => total + sign * (line.amount ?? 0), 0);
    expect(sum(['subtotal'], 1) + sum(['specialOffers', 'autoOrderClinic', 'coupon', 'rebates'], -1)).toBe(example.orderTotalBeforeTax);
    expect(sum(['beforeTax', 'tax'], 1) + sum(['accountCredit'], -1)).toBe(example.total);
  });
});

describe('quantities sent by themselves (issue 11 item 4)', () => {
  it('sends the chosen quantities of lines still in the cart', () => {
    expect(pendingChanges({ 1: 3, 9: 2 }, [{ id: 1 }, { id: 2 }])).toEqual([{ itemId: 1, quantity: 3 }]);
    expect(pendingChanges({}, [{ id: 1 }])).toEqual([]);
  });

  it('keeps a change made while the previous one was on its way', () => {
    expect(remainingAfter({ 1: 3, 2: 5 }, [{ itemId: 1, quantity: 3 }, { itemId: 2, quantity: 4 }])).toEqual({ 2: 5 });
    expect(remainingAfter({ 1: 3 }, [{ itemId: 1, quantity: 3 }])).toEqual({});
  });
});
