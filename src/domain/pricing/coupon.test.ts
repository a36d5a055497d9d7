import { describe, expect, it } from 'vitest';
import {
  checkCouponApplication,
  evaluateCoupon,
  isSameCouponCode,
  type CouponApplication,
  type CouponInput,
} from './coupon';
import { isValidCouponCode } from '../validation/coupon';

const tenDollarsOff: CouponInput = {
  code: 'SAVE10',
  discount: { kind: 'fixed', amount: 1000 },
  minimumSubtotal: 0,
  autoOrderOnly: false,
  notForAutoOrder: false,
};
const tenPercentOff: CouponInput = { ...tenDollarsOff, code: 'TENPCT', discount: { kind: 'percent', percent: 10 } };

function apply(overrides: Partial<CouponApplication>): ReturnType<typeof checkCouponApplication> {
  return checkCouponApplication({
    enteredCode: 'SAVE10',
    coupon: tenDollarsOff,
    appliedCode: null,
    subtotal: 5000,
    isao: false,
    ...overrides,
  });
}

describe('isValidCouponCode: the one code rule the server applies too', () => {
  it.each(['SAVE10', 'save10', 'spring_sale-2026', 'A', '-_-', '  SAVE10  '])('accepts %j', (code) => {
    expect(isValidCouponCode(code)).toBe(true);
  });

  it.each(['', '   ', 'SAVE 10', 'SAVE10!', 'ÉTÉ2026', 'a.b', 'SAVE10%', "x'--"])('refuses %j', (code) => {
    expect(isValidCouponCode(code)).toBe(false);
  });
});

describe('isSameCouponCode', () => {
  it('ignores case and surrounding spaces', () => {
    expect(isSameCouponCode('save10 ', 'SAVE10')).toBe(true);
    expect(isSameCouponCode('SAVE10', 'SAVE11')).toBe(false);
  });
});

describe('checkCouponApplication', () => {
  it('applies a fixed coupon', () => {
    expect(apply({})).toEqual({ ok: true, discount: 1000 });
  });

  it("refuses a badly formed code as 'invalid'", () => {
    expect(apply({ enteredCode: 'SAVE 10' })).toEqual({ ok: false, error: 'invalid' });
  });

  it("refuses a blank code as 'invalid'", () => {
    expect(apply({ enteredCode: '  ' })).toEqual({ ok: false, error: 'invalid' });
  });

  it("refuses a code the store does not have as 'invalid'", () => {
    expect(apply({ enteredCode: 'NOPE', coupon: null })).toEqual({ ok: false, error: 'invalid' });
  });

  it("refuses a code whose end date has passed as 'expired', not 'invalid' (FALL2021)", () => {
    expect(apply({ enteredCode: 'FALL2021', coupon: null, couponExpired: true })).toEqual({ ok: false, error: 'expired' });
    expect(apply({ enteredCode: 'FALL 2021', coupon: null, couponExpired: true })).toEqual({ ok: false, error: 'invalid' });
  });

  it("refuses the code already on the cart, in any case, as 'alreadyApplied'", () => {
    expect(apply({ appliedCode: 'SAVE10' })).toEqual({ ok: false, error: 'alreadyApplied' });
    expect(apply({ enteredCode: 'save10', appliedCode: 'SAVE10' })).toEqual({ ok: false, error: 'alreadyApplied' });
  });

  it('applies another code over a different coupon already on the cart', () => {
    expect(apply({ appliedCode: 'OTHER' })).toEqual({ ok: true, discount: 1000 });
  });

  it("refuses an AutoOrder-only coupon without a new AutoOrder as 'autoOrderOnly'", () => {
    const coupon = { ...tenDollarsOff, autoOrderOnly: true };
    expect(apply({ coupon, isao: false })).toEqual({ ok: false, error: 'autoOrderOnly' });
    expect(apply({ coupon, isao: true })).toEqual({ ok: true, discount: 1000 });
  });

  it("refuses a coupon not for AutoOrders with a new AutoOrder as 'notForAutoOrder'", () => {
    const coupon = { ...tenDollarsOff, notForAutoOrder: true };
    expect(apply({ coupon, isao: true })).toEqual({ ok: false, error: 'notForAutoOrder' });
    expect(apply({ coupon, isao: false })).toEqual({ ok: true, discount: 1000 });
  });

  it("refuses a subtotal one cent below the minimum as 'minimumNotMet' and accepts it at the minimum", () => {
    const coupon = { ...tenDollarsOff, minimumSubtotal: 5000 };
    expect(apply({ coupon, subtotal: 4999 })).toEqual({ ok: false, error: 'minimumNotMet' });
    expect(apply({ coupon, subtotal: 5000 })).toEqual({ ok: true, discount: 1000 });
  });

  it("refuses a fixed discount one cent above the subtotal as 'exceedsSubtotal' and accepts it equal", () => {
    expect(apply({ subtotal: 999 })).toEqual({ ok: false, error: 'exceedsSubtotal' });
    expect(apply({ subtotal: 1000 })).toEqual({ ok: true, discount: 1000 });
  });

  it("refuses any fixed coupon on an empty cart as 'exceedsSubtotal'", () => {
    expect(apply({ subtotal: 0 })).toEqual({ ok: false, error: 'exceedsSubtotal' });
  });

  it('checks in order: format, known code, already applied, AutoOrder, minimum, amount', () => {
    const everythingWrong = { ...tenDollarsOff, autoOrderOnly: true, minimumSubtotal: 9999 };
    expect(apply({ enteredCode: 'bad code', coupon: null, appliedCode: 'bad code' })).toEqual({ ok: false, error: 'invalid' });
    expect(apply({ enteredCode: 'bad code', coupon: everythingWrong })).toEqual({ ok: false, error: 'invalid' });
    expect(apply({ coupon: everythingWrong, appliedCode: 'SAVE10', subtotal: 1 })).toEqual({ ok: false, error: 'alreadyApplied' });
    expect(apply({ coupon: everythingWrong, subtotal: 1 })).toEqual({ ok: false, error: 'autoOrderOnly' });
    expect(apply({ coupon: everythingWrong, subtotal: 1, isao: true })).toEqual({ ok: false, error: 'minimumNotMet' });
    expect(apply({ coupon: { ...everythingWrong, minimumSubtotal: 0 }, subtotal: 1, isao: true })).toEqual({
      ok: false,
      error: 'exceedsSubtotal',
    });
  });
});

describe('evaluateCoupon', () => {
  it('takes a percent of the subtotal, rounded half up (10 % of 2997 = 299.7 → 300)', () => {
    expect(evaluateCoupon(tenPercentOff, 2997, false)).toEqual({ ok: true, discount: 300 });
  });

  it('rounds an exact half cent of a percent coupon up (10 % of 1005 = 100.5 → 101)', () => {
    expect(evaluateCoupon(tenPercentOff, 1005, false)).toEqual({ ok: true, discount: 101 });
  });

  it('allows 100 % and refuses more than 100 % as exceeding the subtotal', () => {
    const all = { ...tenPercentOff, discount: { kind: 'percent', percent: 100 } } as const;
    const more = { ...tenPercentOff, discount: { kind: 'percent', percent: 101 } } as const;
    expect(evaluateCoupon(all, 2500, false)).toEqual({ ok: true, discount: 2500 });
    expect(evaluateCoupon(more, 2500, false)).toEqual({ ok: false, error: 'exceedsSubtotal' });
  });

  it('never gives a negative discount for bad data', () => {
    const negative = { ...tenDollarsOff, discount: { kind: 'fixed', amount: -500 } } as const;
    expect(evaluateCoupon(negative, 2500, false)).toEqual({ ok: true, discount: 0 });
  });
});
