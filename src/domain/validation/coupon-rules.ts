import { validateCouponCode } from './coupon';

/**
 * A clinic coupon's rules as the admin sets them (issue 17 "Coupons"): the code (the shopper's coupon
 * pattern: letters, digits, dashes and underscores, at most COUPON_CODE_MAX characters), a percentage
 * (1 to 100) or an amount (more than $0), a minimum subtotal (never negative), the AutoOrder
 * condition, the dates (the end, when set, after the start) and one use per shopper or many. Used by
 * the admin's form and by the API (the contract), so both say the same thing.
 */
export const COUPON_CODE_MAX = 30;
/**
 * The largest amount off and minimum subtotal ($999,999.99): far above any order, and within the
 * database's integer columns (PostgreSQL refused 2^31 with a 500; SQLite stored it) (issue 24).
 */
export const COUPON_MONEY_MAX_CENTS = 99_999_999;
export const COUPON_KINDS = ['percent', 'amount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_AUTO_ORDER_RULES = ['any', 'autoOrderOnly', 'notForAutoOrder'] as const;
export type CouponAutoOrderRule = (typeof COUPON_AUTO_ORDER_RULES)[number];

export interface CouponRulesInput {
  code: string;
  kind: CouponKind;
  /** Whole percent, with kind 'percent'. */
  percent: number;
  /** Cents, with kind 'amount'. */
  amountCents: number;
  minimumSubtotalCents: number;
  /** YYYY-MM-DD */
  startsOn: string;
  /** YYYY-MM-DD, the last day it works; null never ends. */
  endsOn: string | null;
}

export type CouponRuleError =
  | 'codeRequired'
  | 'codeCharacters'
  | 'codeTooLong'
  | 'percentRange'
  | 'amountPositive'
  | 'amountTooLarge'
  | 'minimumNegative'
  | 'minimumTooLarge'
  | 'endBeforeStart';

export type CouponRuleField = 'code' | 'percent' | 'amountCents' | 'minimumSubtotalCents' | 'endsOn';

/** Messages of the API (English); the web shows its own words for each code. */
export const COUPON_RULE_MESSAGES: Record<CouponRuleError, string> = {
  codeRequired: 'Please enter a coupon code.',
  codeCharacters: 'A coupon code has only letters, digits, dashes (-) and underscores (_).',
  codeTooLong: `A coupon code has at most ${COUPON_CODE_MAX} characters.`,
  percentRange: 'The percentage must be a whole number from 1 to 100.',
  amountPositive: 'The amount must be more than $0.',
  amountTooLarge: 'The amount must be at most $999,999.99.',
  minimumNegative: 'The minimum subtotal cannot be negative.',
  minimumTooLarge: 'The minimum subtotal must be at most $999,999.99.',
  endBeforeStart: 'The end date must be on or after the start date.',
};

/** Every broken rule with its field; empty when the coupon can be saved. */
export function validateCouponRules(input: CouponRulesInput): { field: CouponRuleField; error: CouponRuleError }[] {
  const errors: { field: CouponRuleField; error: CouponRuleError }[] = [];
  const code = validateCouponCode(input.code);
  if (code === 'required') errors.push({ field: 'code', error: 'codeRequired' });
  else if (code === 'invalidCharacters') errors.push({ field: 'code', error: 'codeCharacters' });
  else if (input.code.trim().length > COUPON_CODE_MAX) errors.push({ field: 'code', error: 'codeTooLong' });
  if (input.kind === 'percent' && !(Number.isInteger(input.percent) && input.percent >= 1 && input.percent <= 100)) {
    errors.push({ field: 'percent', error: 'percentRange' });
  }
  if (input.kind === 'amount' && !(Number.isInteger(input.amountCents) && input.amountCents > 0)) {
    errors.push({ field: 'amountCents', error: 'amountPositive' });
  } else if (input.kind === 'amount' && input.amountCents > COUPON_MONEY_MAX_CENTS) {
    errors.push({ field: 'amountCents', error: 'amountTooLarge' });
  }
  if (!(input.minimumSubtotalCents >= 0)) errors.push({ field: 'minimumSubtotalCents', error: 'minimumNegative' });
  else if (input.minimumSubtotalCents > COUPON_MONEY_MAX_CENTS) errors.push({ field: 'minimumSubtotalCents', error: 'minimumTooLarge' });
  if (input.endsOn !== null && input.endsOn < input.startsOn) errors.push({ field: 'endsOn', error: 'endBeforeStart' });
  return errors;
}
