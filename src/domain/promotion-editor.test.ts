import { describe, expect, it } from 'vitest';
import { PROMO_TYPE } from './constants';
import { kindOfStored, PROMOTION_KINDS, promotionProblems, scheduleAt, storedTerms, type PromotionDraft } from './promotion-editor';

const draft = (overrides: Partial<PromotionDraft> = {}): PromotionDraft => ({
  kind: 'rebate3', startDay: '2026-12-01', endDay: '2026-12-31', discountPercent: 0, bogoDiscountPercent: 0, rebateAmountCents: 500,
  isInstantRebate: false, isForSubscriptionsOnly: false, hidden: false, groups: [{ kind: 'buy', minQuantity: 1, skus: ['A'] }], ...overrides,
});

describe('the promotion editor\'s rules', () => {
  it('accepts a draft of each kind with its own amount and groups', () => {
    expect(promotionProblems(draft())).toEqual([]);
    expect(promotionProblems(draft({ kind: 'percentage', discountPercent: 15, rebateAmountCents: 0 }))).toEqual([]);
    expect(promotionProblems(draft({ kind: 'autoOrderOnly', rebateAmountCents: 0 }))).toEqual([]);
    expect(promotionProblems(draft({ kind: 'bogo5', bogoDiscountPercent: 100, groups: [{ kind: 'buy', minQuantity: 1, skus: ['A'] }, { kind: 'get', minQuantity: 1, skus: ['A'] }] }))).toEqual([]);
  });

  it('names every rule a draft breaks', () => {
    expect(promotionProblems(draft({ startDay: '2026-02-31', endDay: 'soon' }))).toEqual(['startDayInvalid', 'endDayInvalid']);
    expect(promotionProblems(draft({ endDay: '2026-11-30' }))).toEqual(['endBeforeStart']);
    expect(promotionProblems(draft({ kind: 'percentage', discountPercent: 91 }))).toContain('discountPercent');
    expect(promotionProblems(draft({ kind: 'bogo30', bogoDiscountPercent: 0 }))).toEqual(['bogoDiscountPercent', 'bogoGroups']);
    expect(promotionProblems(draft({ rebateAmountCents: 0 }))).toEqual(['rebateAmount']);
    expect(promotionProblems(draft({ kind: 'percentage', discountPercent: 10, isInstantRebate: true }))).toEqual(['instantRebateNotRebate']);
    expect(promotionProblems(draft({ groups: [] }))).toEqual(['groupCount']);
    expect(promotionProblems(draft({ groups: [{ kind: 'buy', minQuantity: 1, skus: ['A'] }, { kind: 'get', minQuantity: 1, skus: ['A'] }] }))).toEqual(['getGroupNotBogo']);
    expect(promotionProblems(draft({ groups: [{ kind: 'buy', minQuantity: 0, skus: [] }] }))).toEqual(['groupMinQuantity', 'groupProducts']);
  });

  it('stores only the kind\'s own amount, and reads each kind back from what it stored', () => {
    for (const kind of PROMOTION_KINDS) {
      const terms = storedTerms(draft({ kind, discountPercent: 10, bogoDiscountPercent: 50, rebateAmountCents: 300, isInstantRebate: true }));
      expect(kindOfStored(terms)).toBe(kind);
      const amounts = [terms.discountPercent, terms.bogoDiscountPercent, terms.rebateAmountCents].filter((a) => a > 0);
      expect(amounts.length, kind).toBe(kind === 'autoOrderOnly' ? 0 : 1);
      expect(terms.isInstantRebate).toBe(kind.startsWith('rebate'));
    }
    expect(kindOfStored({ promoTypeId: PROMO_TYPE.discount, isPercentageDiscount: false, isAutoOrderOnlyOffer: false })).toBeNull();
  });

  it('says whether a promotion is scheduled, running or ended', () => {
    const now = new Date('2026-12-10T12:00:00Z');
    expect(scheduleAt('2026-12-11T05:00:00Z', '2026-12-20T05:00:00Z', now)).toBe('scheduled');
    expect(scheduleAt('2026-12-01T05:00:00Z', '2026-12-10T12:00:00Z', now)).toBe('ended');
    expect(scheduleAt('2026-12-10T12:00:00Z', '2026-12-20T05:00:00Z', now)).toBe('running');
  });
});
