/**
 * Coupon code field (cc §5): only letters, digits, dashes and underscores; a blank field gives
 * 'Please enter a valid Coupon Code' (code 'required'). Surrounding blanks are ignored; letters
 * are plain ASCII, as coupon codes are typed from print and email. Whether the code exists is
 * the server's answer.
 */
export type CouponError = 'required' | 'invalidCharacters';

const COUPON = /^[A-Za-z0-9_-]+$/;

export function validateCouponCode(input: string | null | undefined): CouponError | null {
  const value = (input ?? '').trim();
  if (value === '') return 'required';
  return COUPON.test(value) ? null : 'invalidCharacters';
}

export function isValidCouponCode(input: string | null | undefined): boolean {
  return validateCouponCode(input) === null;
}

/** The code as sent to the server: trimmed. */
export function normalizeCouponCode(input: string): string {
  return input.trim();
}

/** cc §5: Apply is disabled when the field is empty or the page is busy. */
export function canApplyCoupon(input: string | null | undefined, busy: boolean): boolean {
  return !busy && (input ?? '').trim() !== '';
}
