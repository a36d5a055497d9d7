import { percentOf, type Cents } from '../money';
import { isValidCouponCode, normalizeCouponCode } from '../validation/coupon';

/** Stable coupon failure codes; the web maps each to its message in the shopper's language. */
export type CouponErrorCode =
  | 'invalid'
  | 'expired'
  | 'alreadyApplied'
  | 'exceedsSubtotal'
  | 'minimumNotMet'
  | 'autoOrderOnly'
  | 'notForAutoOrder'
  | 'alreadyUsed';

export type CouponDiscount = { kind: 'fixed'; amount: Cents } | { kind: 'percent'; percent: number };

/** A coupon as defined by the store, found by its code. */
export interface CouponInput {
  code: string;
  discount: CouponDiscount;
  /** The items subtotal (after offers) must be at least this; 0 means no minimum. */
  minimumSubtotal: Cents;
  autoOrderOnly: boolean;
  notForAutoOrder: boolean;
  /** One use per shopper (issue 17): a shopper who placed an order with it cannot use it again. */
  oneUsePerShopper?: boolean;
  /** This shopper already placed an order with it. */
  usedByShopper?: boolean;
}

export type CouponResult = { ok: true; discount: Cents } | { ok: false; error: CouponErrorCode };

/** Codes are compared without regard to case: 'save10' and 'SAVE10' are the same coupon. */
export function isSameCouponCode(a: string, b: string): boolean {
  return normalizeCouponCode(a).toUpperCase() === normalizeCouponCode(b).toUpperCase();
}

/**
 * Evaluates a coupon against the current cart: used once already (a one-use coupon), its AutoOrder conditions, its minimum subtotal,
 * then its amount, which may equal but not exceed the subtotal. Percent discounts round half up.
 *
 * @param subtotal items after special offers, AutoOrder discount and rebates (the coupon comes last).
 */
export function evaluateCoupon(coupon: CouponInput, subtotal: Cents, isao: boolean): CouponResult {
  if (coupon.oneUsePerShopper === true && coupon.usedByShopper === true) return { ok: false, error: 'alreadyUsed' };
  if (coupon.autoOrderOnly && !isao) return { ok: false, error: 'autoOrderOnly' };
  if (coupon.notForAutoOrder && isao) return { ok: false, error: 'notForAutoOrder' };
  if (subtotal < coupon.minimumSubtotal) return { ok: false, error: 'minimumNotMet' };
  const discount =
    coupon.discount.kind === 'fixed'
      ? Math.max(0, coupon.discount.amount)
      : percentOf(subtotal, Math.max(0, coupon.discount.percent));
  if (discount > subtotal) return { ok: false, error: 'exceedsSubtotal' };
  return { ok: true, discount };
}

export interface CouponApplication {
  /** What the shopper typed. */
  enteredCode: string;
  /** The coupon found for that code, or null when the store has none or it cannot be used now. */
  coupon: CouponInput | null;
  /** The store has the code but its end date has passed: said as such, not as an unknown code. */
  couponExpired?: boolean;
  /** The code already on the cart, if any. */
  appliedCode: string | null;
  subtotal: Cents;
  isao: boolean;
}

/**
 * Checks a shopper's request to apply a coupon, in this order: format, expired, known code, not
 * already applied, then the coupon's own conditions (evaluateCoupon).
 */
export function checkCouponApplication(request: CouponApplication): CouponResult {
  const { enteredCode, coupon, appliedCode } = request;
  if (!isValidCouponCode(enteredCode)) return { ok: false, error: 'invalid' };
  if (request.couponExpired === true) return { ok: false, error: 'expired' };
  if (coupon === null) return { ok: false, error: 'invalid' };
  if (appliedCode !== null && isSameCouponCode(appliedCode, enteredCode)) return { ok: false, error: 'alreadyApplied' };
  return evaluateCoupon(coupon, request.subtotal, request.isao);
}
