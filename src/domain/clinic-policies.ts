import { AUTO_ORDER_REMINDER_DAYS, HOME_SHIPPING_WITHIN_CLINIC_PROVINCE_DEFAULT, MAX_QUANTITY_DEFAULT, RETURN_WINDOW_DAYS } from './constants';

/**
 * Master clinic policies (issue 25 "Master clinics", rr §1, §5 "Clinic settings", §6): the rules a
 * master clinic may set for itself, one child or all its children, and the one precedence rule
 * that says which value a clinic's store runs on (docs/decisions/099-master-clinic-policies.md).
 * Pure: the server reads the rows and asks `resolvePolicy` for each.
 */
export const CLINIC_POLICIES = [
  'returnWindowDays', 'returnPolicyText', 'holidayHours', 'autoOrderReminderDays', 'maxQuantityPerOrder', 'retailDiscountPercent',
  'accountCreditCents', 'minimumOrderCents', 'orderCostRange', 'refills', 'homeShippingWithinProvince',
] as const;
export type ClinicPolicy = (typeof CLINIC_POLICIES)[number];

/** The policies' ranges (rr §5): whole numbers, both ends allowed. */
export const POLICY_RANGES = {
  returnWindowDays: { min: 1, max: 365 },
  /** 1 to 365 (rr §5): the reminder sweep looks as far ahead as each clinic's own lead (docs/decisions/102-policies-the-store-runs-on.md). */
  autoOrderReminderDays: { min: 1, max: 365 },
  maxQuantityPerOrder: { min: 1, max: 1000 },
  retailDiscountPercent: { min: 0, max: 70 },
  /** Cents; "at least 0" (rr §5), up to $100,000 so a typo cannot pass unnoticed. */
  accountCreditCents: { min: 0, max: 10_000_000 },
  minimumOrderCents: { min: 0, max: 10_000_000 },
  orderCostCents: { min: 0, max: 10_000_000 },
  /** "Refills greater than 0" (rr §5). */
  refills: { min: 1, max: 99 },
} as const;

/** What each policy's value is. */
export interface PolicyValues {
  returnWindowDays: number;
  /** The return policy text shoppers read, per language ('' : the store's default text). */
  returnPolicyText: { en: string; fr: string };
  /** Whose holiday hours the clinic's store shows: a clinic id (its own, or its master's). */
  holidayHours: number;
  autoOrderReminderDays: number;
  maxQuantityPerOrder: number;
  retailDiscountPercent: number;
  accountCreditCents: number;
  minimumOrderCents: number;
  /** The order total range the store accepts (minimum below maximum). */
  orderCostRange: { minCents: number; maxCents: number };
  refills: number;
  homeShippingWithinProvince: boolean;
}

/** The store's defaults, for a clinic that never set a policy (its id for its own holiday hours). */
export function defaultPolicies(clinicId: number): PolicyValues {
  return {
    returnWindowDays: RETURN_WINDOW_DAYS,
    returnPolicyText: { en: '', fr: '' },
    holidayHours: clinicId,
    autoOrderReminderDays: AUTO_ORDER_REMINDER_DAYS,
    maxQuantityPerOrder: MAX_QUANTITY_DEFAULT,
    retailDiscountPercent: 0,
    accountCreditCents: 0,
    minimumOrderCents: 0,
    orderCostRange: { minCents: 0, maxCents: POLICY_RANGES.orderCostCents.max },
    refills: 1,
    homeShippingWithinProvince: HOME_SHIPPING_WITHIN_CLINIC_PROVINCE_DEFAULT,
  };
}

/** A master's value for a clinic: for all its children or for this one, and whether the child may override it. */
export interface MasterPolicyValue<T> {
  value: T;
  allowOverride: boolean;
  /** 'children': set for all children; 'clinic': set for this child. */
  appliesTo: 'children' | 'clinic';
}

export type PolicySource = 'own' | 'inherited' | 'overridden';

export interface ResolvedPolicy<T> {
  value: T;
  source: PolicySource;
  /** The master's value, when the master set one (shown beside an override). */
  masterValue: MasterPolicyValue<T> | null;
  /** The clinic's own value (in effect when the source is own or overridden). */
  ownValue: T;
  /** The child asked to use its own value (kept even while the master forbids it). */
  wantsOverride: boolean;
  /** The clinic's admin may change the value (own, or inherited with overrides allowed). */
  editable: boolean;
}

/**
 * The precedence rule, said once: a master's value for this child wins over its value for all
 * children; a master's value wins over the clinic's own, unless the master allows an override and
 * the clinic asked for one; with no master value the clinic's own value is in effect.
 */
export function resolvePolicy<T>(input: {
  own: T;
  forClinic: { value: T; allowOverride: boolean } | null;
  forChildren: { value: T; allowOverride: boolean } | null;
  wantsOverride: boolean;
}): ResolvedPolicy<T> {
  const master: MasterPolicyValue<T> | null = input.forClinic
    ? { ...input.forClinic, appliesTo: 'clinic' }
    : input.forChildren ? { ...input.forChildren, appliesTo: 'children' } : null;
  if (!master) return { value: input.own, source: 'own', masterValue: null, ownValue: input.own, wantsOverride: false, editable: true };
  if (master.allowOverride && input.wantsOverride) {
    return { value: input.own, source: 'overridden', masterValue: master, ownValue: input.own, wantsOverride: true, editable: true };
  }
  return { value: master.value, source: 'inherited', masterValue: master, ownValue: input.own, wantsOverride: input.wantsOverride, editable: master.allowOverride };
}

/** The spec's field message (rr §5 "value between a and b"), as data the page words in its language. */
export interface RangeProblem { field: string; min: number; max: number }

const wholeIn = (v: unknown, r: { min: number; max: number }) => typeof v === 'number' && Number.isInteger(v) && v >= r.min && v <= r.max;

/**
 * Checks a policy's value: null when it is good, else what is wrong (a range problem for the
 * numbers, 'orderCostRange' when the minimum is not below the maximum, 'text' or 'flag' otherwise).
 */
export function policyValueProblem(policy: ClinicPolicy, value: unknown): RangeProblem | { field: string; problem: 'minBelowMax' | 'invalid' } | null {
  switch (policy) {
    case 'returnWindowDays': case 'autoOrderReminderDays': case 'maxQuantityPerOrder': case 'retailDiscountPercent':
    case 'accountCreditCents': case 'minimumOrderCents': case 'refills': {
      const range = POLICY_RANGES[policy];
      return wholeIn(value, range) ? null : { field: policy, ...range };
    }
    case 'orderCostRange': {
      const v = value as { minCents?: unknown; maxCents?: unknown } | null;
      const r = POLICY_RANGES.orderCostCents;
      if (!v || typeof v !== 'object') return { field: policy, problem: 'invalid' };
      if (!wholeIn(v.minCents, r)) return { field: 'orderCostRange.minCents', ...r };
      if (!wholeIn(v.maxCents, r)) return { field: 'orderCostRange.maxCents', ...r };
      return (v.minCents as number) < (v.maxCents as number) ? null : { field: 'orderCostRange', problem: 'minBelowMax' };
    }
    case 'returnPolicyText': {
      const v = value as { en?: unknown; fr?: unknown } | null;
      return v && typeof v === 'object' && typeof v.en === 'string' && typeof v.fr === 'string' && v.en.length <= 20_000 && v.fr.length <= 20_000
        ? null : { field: policy, problem: 'invalid' };
    }
    case 'holidayHours':
      return typeof value === 'number' && Number.isInteger(value) && value > 0 ? null : { field: policy, problem: 'invalid' };
    case 'homeShippingWithinProvince':
      return typeof value === 'boolean' ? null : { field: policy, problem: 'invalid' };
  }
}

/** The API's words for a problem (the page words its own in the admin's language). */
export function policyProblemMessage(problem: NonNullable<ReturnType<typeof policyValueProblem>>): string {
  if ('min' in problem) return `${problem.field}: value between ${problem.min} and ${problem.max}`;
  return problem.problem === 'minBelowMax'
    ? `${problem.field}: the minimum must be below the maximum`
    : `${problem.field}: this value is not one the policy takes`;
}

/**
 * The order cost range (issue 25, rr §5 "order cost range minimum below maximum"): an order whose
 * item subtotal (after discounts and coupon, before shipping, tax and account credit) is below the
 * minimum or above the maximum is not placed. The amount named is the bound the order misses.
 * An empty order has nothing to say.
 */
export interface OrderCostProblem {
  kind: 'belowMinimum' | 'aboveMaximum';
  amountCents: number;
}

export function orderCostProblem(itemSubtotalCents: number, range: PolicyValues['orderCostRange'], hasItems = true): OrderCostProblem | null {
  if (!hasItems) return null;
  if (itemSubtotalCents < range.minCents) return { kind: 'belowMinimum', amountCents: range.minCents };
  if (itemSubtotalCents > range.maxCents) return { kind: 'aboveMaximum', amountCents: range.maxCents };
  return null;
}

/**
 * The clinic's welcome credit (issue 25, rr §5 "credit amount and minimum order amount"): the
 * credit amount given once to a client, on their first order at the clinic whose item subtotal is at
 * least the minimum order amount; 0 when the clinic gives none or the order is below the minimum.
 */
export function welcomeCreditCents(policies: Pick<PolicyValues, 'accountCreditCents' | 'minimumOrderCents'>, itemSubtotalCents: number): number {
  return policies.accountCreditCents > 0 && itemSubtotalCents >= policies.minimumOrderCents ? policies.accountCreditCents : 0;
}
