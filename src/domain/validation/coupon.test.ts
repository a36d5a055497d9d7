import { describe, expect, it } from 'vitest';
import { canApplyCoupon, isValidCouponCode, normalizeCouponCode, validateCouponCode } from './coupon';

describe('validateCouponCode', () => {
  it.each(['SAVE25', 'save25', 'SPRING-2025', 'VIP_10', '-', '_', 'a', ' PROMO ', '0000'])('accepts %j', (code) => {
    expect(validateCouponCode(code)).toBeNull();
    expect(isValidCouponCode(code)).toBe(true);
  });

  it.each(['', '   ', null, undefined])('blank is required (%j)', (code) => {
    expect(validateCouponCode(code)).toBe('required');
  });

  it.each(['SAVE 25', 'SAVE25!', 'ÉTÉ25', 'SAVE.25', 'SAVE/25', "SAVE'25", 'SAVE\t25', '25%'])('refuses %j', (code) => {
    expect(validateCouponCode(code)).toBe('invalidCharacters');
  });
});

describe('normalizeCouponCode', () => {
  it('trims and keeps the case', () => {
    expect(normalizeCouponCode('  Save25 ')).toBe('Save25');
  });
});

describe('canApplyCoupon', () => {
  it('is disabled when empty or busy', () => {
    expect(canApplyCoupon('SAVE25', false)).toBe(true);
    expect(canApplyCoupon('SAVE25', true)).toBe(false);
    expect(canApplyCoupon('  ', false)).toBe(false);
    expect(canApplyCoupon(null, false)).toBe(false);
  });
});
