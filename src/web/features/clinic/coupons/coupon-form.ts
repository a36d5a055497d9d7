import type { ClinicCoupon, CouponInput } from '../../../../contracts/clinic-coupons';
import type { CouponAutoOrderRule, CouponKind, CouponRuleError, CouponRuleField } from '../../../../domain/validation/coupon-rules';
import { validateCouponRules } from '../../../../domain/validation/coupon-rules';
import { isIsoDate } from '../../../../domain/time';

/**
 * The coupon form's fields as typed (issue 17): money in dollars, typed with a dot or a comma (the
 * French decimal comma), turned into the API's cents; the same rules as the server
 * (domain/validation/coupon-rules.ts), so the form says what is wrong before sending.
 */
export interface CouponDraft {
  code: string;
  kind: CouponKind;
  percent: string;
  amount: string;
  minimum: string;
  autoOrderRule: CouponAutoOrderRule;
  oneUsePerShopper: boolean;
  startsOn: string;
  endsOn: string;
}

export type DraftField = 'code' | 'percent' | 'amount' | 'minimum' | 'startsOn' | 'endsOn';
export type DraftError = CouponRuleError | 'moneyFormat' | 'percentFormat' | 'dateRequired' | 'dateInvalid';

const MONEY = /^\d{1,7}([.,]\d{1,2})?$/;

/** "12", "12.5", "12,50" → cents; null when it is not an amount. */
export function dollarsToCents(value: string): number | null {
  const trimmed = value.trim().replace(/\s/g, '');
  if (!MONEY.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the form shows them in the language: 500 → "5.00" or "5,00". */
export function centsToDollars(cents: number, language: 'en' | 'fr'): string {
  const text = (cents / 100).toFixed(2);
  return language === 'fr' ? text.replace('.', ',') : text;
}

export const emptyDraft = (today: string): CouponDraft => ({
  code: '', kind: 'percent', percent: '', amount: '', minimum: '', autoOrderRule: 'any', oneUsePerShopper: false, startsOn: today, endsOn: '',
});

export const draftOf = (c: ClinicCoupon, language: 'en' | 'fr'): CouponDraft => ({
  code: c.code, kind: c.kind, percent: c.kind === 'percent' ? String(c.percent) : '', amount: c.kind === 'amount' ? centsToDollars(c.amountCents, language) : '',
  minimum: c.minimumSubtotalCents > 0 ? centsToDollars(c.minimumSubtotalCents, language) : '', autoOrderRule: c.autoOrderRule,
  oneUsePerShopper: c.oneUsePerShopper, startsOn: c.startsOn, endsOn: c.endsOn ?? '',
});

const FIELD_OF: Record<CouponRuleField, DraftField> = { code: 'code', percent: 'percent', amountCents: 'amount', minimumSubtotalCents: 'minimum', endsOn: 'endsOn' };

/** The request to send, or the errors to show by field. */
export function readDraft(d: CouponDraft): { input: CouponInput } | { errors: Partial<Record<DraftField, DraftError>> } {
  const errors: Partial<Record<DraftField, DraftError>> = {};
  const percent = d.kind === 'percent' ? (/^\d{1,3}$/.test(d.percent.trim()) ? Number(d.percent) : null) : 0;
  if (percent === null) errors.percent = 'percentFormat';
  const amount = d.kind === 'amount' ? dollarsToCents(d.amount) : 0;
  if (amount === null) errors.amount = 'moneyFormat';
  const minimum = d.minimum.trim() === '' ? 0 : dollarsToCents(d.minimum);
  if (minimum === null) errors.minimum = 'moneyFormat';
  // The API's date rule (contracts/fields.ts dateField): a day that exists on the calendar.
  if (d.startsOn.trim() === '') errors.startsOn = 'dateRequired';
  else if (!isIsoDate(d.startsOn)) errors.startsOn = 'dateInvalid';
  if (d.endsOn !== '' && !isIsoDate(d.endsOn)) errors.endsOn = 'dateInvalid';
  const input: CouponInput = {
    code: d.code.trim(), kind: d.kind, percent: percent ?? 0, amountCents: amount ?? 0, minimumSubtotalCents: minimum ?? 0,
    autoOrderRule: d.autoOrderRule, oneUsePerShopper: d.oneUsePerShopper, startsOn: d.startsOn, endsOn: d.endsOn === '' ? null : d.endsOn,
  };
  for (const { field, error } of validateCouponRules(input)) {
    const key = FIELD_OF[field];
    errors[key] ??= error;
  }
  return Object.keys(errors).length > 0 ? { errors } : { input };
}
