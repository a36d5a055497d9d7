import { PROMO_TYPE } from './constants';
import type { Cents } from './money';
import { isIsoDate } from './time';

/**
 * The platform's promotion editor (issue 26 "Promotions and banners"): the kinds of offer the pricing
 * engine knows (src/domain/pricing), each a promotion type id and the flags that make it that kind,
 * and the rules a promotion must keep to be priced as its kind. Pure: the server refuses what breaks
 * a rule (400) and the page shows the same problems before it sends anything.
 */
/**
 * The store's time zone, in which the platform's promotion and banner days begin and end (the
 * platform is one store for clinics in several zones; its head office's zone decides).
 */
export const STORE_TIME_ZONE = 'America/Toronto';

export const PROMOTION_KINDS = ['percentage', 'autoOrderOnly', 'bogo5', 'bogo30', 'rebate3', 'rebate7', 'rebate9'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The stored promotion type of each kind (the spec's promoTypeID). */
export const PROMO_TYPE_OF_KIND: Record<PromotionKind, number> = {
  percentage: PROMO_TYPE.discount, autoOrderOnly: PROMO_TYPE.discount,
  bogo5: PROMO_TYPE.bogo5, bogo30: PROMO_TYPE.bogo30,
  rebate3: PROMO_TYPE.rebate3, rebate7: PROMO_TYPE.rebate7, rebate9: PROMO_TYPE.rebate9,
};

export const isBogoKind = (kind: PromotionKind): boolean => kind === 'bogo5' || kind === 'bogo30';
export const isRebateKind = (kind: PromotionKind): boolean => kind === 'rebate3' || kind === 'rebate7' || kind === 'rebate9';

export const PROMOTION_LIMITS = {
  discountPercent: { min: 1, max: 90 },
  bogoDiscountPercent: { min: 1, max: 100 },
  rebateAmountCents: { min: 1, max: 100_000 },
  groups: { min: 1, max: 5 },
  groupMinQuantity: { min: 1, max: 99 },
  productsPerGroup: { min: 1, max: 500 },
} as const;

/** A product group as the editor holds it: products by SKU. */
export interface PromotionGroupDraft {
  kind: 'buy' | 'get';
  minQuantity: number;
  skus: string[];
}

/** What the editor sends: the kind, its amount, its flags, its dates (the store's days) and its groups. */
export interface PromotionDraft {
  kind: PromotionKind;
  /** The first day it runs and its last day, both in the store's time zone (YYYY-MM-DD). */
  startDay: string;
  endDay: string;
  discountPercent: number;
  bogoDiscountPercent: number;
  rebateAmountCents: Cents;
  isInstantRebate: boolean;
  isForSubscriptionsOnly: boolean;
  hidden: boolean;
  groups: PromotionGroupDraft[];
}

export const PROMOTION_PROBLEMS = [
  'startDayInvalid', 'endDayInvalid', 'endBeforeStart', 'discountPercent', 'bogoDiscountPercent', 'rebateAmount',
  'instantRebateNotRebate', 'groupCount', 'bogoGroups', 'getGroupNotBogo', 'groupMinQuantity', 'groupProducts',
] as const;
export type PromotionProblem = (typeof PROMOTION_PROBLEMS)[number];

const within = (value: number, range: { min: number; max: number }) => Number.isInteger(value) && value >= range.min && value <= range.max;

/** Every rule the draft breaks (empty when it can be saved). */
export function promotionProblems(draft: PromotionDraft): PromotionProblem[] {
  const problems: PromotionProblem[] = [];
  const startValid = isIsoDate(draft.startDay);
  const endValid = isIsoDate(draft.endDay);
  if (!startValid) problems.push('startDayInvalid');
  if (!endValid) problems.push('endDayInvalid');
  if (startValid && endValid && draft.endDay < draft.startDay) problems.push('endBeforeStart');

  if (draft.kind === 'percentage' && !within(draft.discountPercent, PROMOTION_LIMITS.discountPercent)) problems.push('discountPercent');
  if (isBogoKind(draft.kind) && !within(draft.bogoDiscountPercent, PROMOTION_LIMITS.bogoDiscountPercent)) problems.push('bogoDiscountPercent');
  if (isRebateKind(draft.kind) && !within(draft.rebateAmountCents, PROMOTION_LIMITS.rebateAmountCents)) problems.push('rebateAmount');
  if (draft.isInstantRebate && !isRebateKind(draft.kind)) problems.push('instantRebateNotRebate');

  const { groups } = draft;
  if (groups.length < PROMOTION_LIMITS.groups.min || groups.length > PROMOTION_LIMITS.groups.max) problems.push('groupCount');
  const getGroups = groups.filter((g) => g.kind === 'get').length;
  if (isBogoKind(draft.kind)) {
    if (getGroups !== 1 || groups.length - getGroups < 1) problems.push('bogoGroups');
  } else if (getGroups > 0) {
    problems.push('getGroupNotBogo');
  }
  if (groups.some((g) => !within(g.minQuantity, PROMOTION_LIMITS.groupMinQuantity))) problems.push('groupMinQuantity');
  if (groups.some((g) => new Set(g.skus).size < PROMOTION_LIMITS.productsPerGroup.min || g.skus.length > PROMOTION_LIMITS.productsPerGroup.max)) {
    problems.push('groupProducts');
  }
  return problems;
}

/** The stored amounts and flags of a draft: the kind's own, every other one zero (the engine reads them all). */
export function storedTerms(draft: PromotionDraft) {
  return {
    promoTypeId: PROMO_TYPE_OF_KIND[draft.kind],
    isPercentageDiscount: draft.kind === 'percentage',
    discountPercent: draft.kind === 'percentage' ? draft.discountPercent : 0,
    isAutoOrderOnlyOffer: draft.kind === 'autoOrderOnly',
    bogoDiscountPercent: isBogoKind(draft.kind) ? draft.bogoDiscountPercent : 0,
    rebateAmountCents: isRebateKind(draft.kind) ? draft.rebateAmountCents : 0,
    isInstantRebate: isRebateKind(draft.kind) && draft.isInstantRebate,
    isForSubscriptionsOnly: draft.isForSubscriptionsOnly,
    hidden: draft.hidden,
  };
}

/** The kind of a stored promotion (the inverse of storedTerms), or null for a type the editor does not know. */
export function kindOfStored(row: { promoTypeId: number; isPercentageDiscount: boolean; isAutoOrderOnlyOffer: boolean }): PromotionKind | null {
  if (row.promoTypeId === PROMO_TYPE.discount) return row.isAutoOrderOnlyOffer ? 'autoOrderOnly' : row.isPercentageDiscount ? 'percentage' : null;
  const kind = PROMOTION_KINDS.find((k) => k !== 'percentage' && k !== 'autoOrderOnly' && PROMO_TYPE_OF_KIND[k] === row.promoTypeId);
  return kind ?? null;
}

/** Where a promotion stands at an instant: before its start, running, or past its end. */
export type PromotionSchedule = 'scheduled' | 'running' | 'ended';

export function scheduleAt(startIso: string, endIso: string, now: Date): PromotionSchedule {
  const t = now.getTime();
  if (Date.parse(startIso) > t) return 'scheduled';
  return Date.parse(endIso) <= t ? 'ended' : 'running';
}
