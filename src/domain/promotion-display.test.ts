import { describe, expect, it } from 'vitest';
import {
  describePromotion,
  displayedExpiryDate,
  finePrintMode,
  hasShopPromotion,
  isBogo,
  isEndDateShown,
  isFinePrintCollapsed,
  isPromotionVisible,
  isRebate,
} from './promotion-display';

const now = new Date('2025-06-15T12:00:00Z');

describe('promotion types', () => {
  it.each([5, 30])('type %i is bogo', (type) => expect(isBogo(type)).toBe(true));
  it.each([1, 3, 7, 9, 29, 31])('type %i is not bogo', (type) => expect(isBogo(type)).toBe(false));
  it.each([3, 5, 7, 9])('type %i is a rebate', (type) => expect(isRebate(type)).toBe(true));
  it.each([1, 2, 4, 6, 8, 10, 30])('type %i is not a rebate', (type) => expect(isRebate(type)).toBe(false));
});

describe('isPromotionVisible', () => {
  it('shows a normal promotion', () => {
    expect(isPromotionVisible({}, false)).toBe(true);
    expect(isPromotionVisible({ hidePromoInfoInWebstore: false, isNotQualified: false }, false)).toBe(true);
  });

  it('shows hidden and not-qualified promotions only in debug mode', () => {
    expect(isPromotionVisible({ hidePromoInfoInWebstore: true }, false)).toBe(false);
    expect(isPromotionVisible({ isNotQualified: true }, false)).toBe(false);
    expect(isPromotionVisible({ hidePromoInfoInWebstore: true }, true)).toBe(true);
    expect(isPromotionVisible({ isNotQualified: true }, true)).toBe(true);
  });
});

describe('displayedExpiryDate', () => {
  it.each([
    ['2025-10-01', '2025-09-30'],
    ['2025-10-01T00:00:00', '2025-09-30'],
    ['2025-10-01T23:30:00-04:00', '2025-09-30'],
    ['2025-01-01', '2024-12-31'],
    ['2024-03-01', '2024-02-29'],
    ['2025-03-01', '2025-02-28'],
    ['2025-11-03', '2025-11-02'], // day after the end of daylight time
  ])('%s shows %s', (end, shown) => {
    expect(displayedExpiryDate(end)).toBe(shown);
  });

  it('reads a Date by its UTC calendar day', () => {
    expect(displayedExpiryDate(new Date(Date.UTC(2025, 9, 1)))).toBe('2025-09-30');
  });

  it.each([null, undefined, '', 'soon', '2025-02-30', new Date('nope')])('is null for %j', (end) => {
    expect(displayedExpiryDate(end)).toBeNull();
  });
});

describe('isEndDateShown', () => {
  it('shows an end date up to 365 days away and hides one further', () => {
    expect(isEndDateShown('2025-07-01', now)).toBe(true);
    expect(isEndDateShown('2026-06-15T12:00:00Z', now)).toBe(true);
    expect(isEndDateShown('2026-06-15', now)).toBe(true);
    expect(isEndDateShown('2026-06-16', now)).toBe(false);
    expect(isEndDateShown('2099-12-31', now)).toBe(false);
  });

  it('hides an unknown end date', () => {
    expect(isEndDateShown(null, now)).toBe(false);
    expect(isEndDateShown('never', now)).toBe(false);
  });
});

describe('fine print and shop promotion', () => {
  it('collapses fine print above 100 characters', () => {
    expect(isFinePrintCollapsed('x'.repeat(100))).toBe(false);
    expect(isFinePrintCollapsed('x'.repeat(101))).toBe(true);
    expect(isFinePrintCollapsed(null)).toBe(false);
  });

  it('offers shop promotion above one product group', () => {
    expect(hasShopPromotion({ promoProductGroups: [{}, {}] })).toBe(true);
    expect(hasShopPromotion({ promoProductGroups: [{}] })).toBe(false);
    expect(hasShopPromotion({ promoProductGroups: null })).toBe(false);
    expect(hasShopPromotion({})).toBe(false);
  });

  it('places the fine print', () => {
    expect(finePrintMode({ promoProductGroups: [{}, {}], finePrint: 'short' })).toBe('inPopup');
    expect(finePrintMode({ promoProductGroups: [{}], finePrint: 'x'.repeat(101) })).toBe('collapsed');
    expect(finePrintMode({ finePrint: 'x'.repeat(100) })).toBe('inline');
    expect(finePrintMode({ finePrint: '  ' })).toBe('none');
    expect(finePrintMode({})).toBe('none');
  });
});

describe('describePromotion', () => {
  it('combines the rules', () => {
    expect(
      describePromotion(
        { promoTypeID: 5, endDate: '2025-07-01', promoProductGroups: [{}], finePrint: 'Limit one per customer.' },
        now,
      ),
    ).toEqual({
      visible: true,
      isBogo: true,
      isRebate: true,
      shopPromotion: false,
      finePrint: 'inline',
      expiryDate: '2025-06-30',
    });
  });

  it('hides a far end date and a hidden promotion outside debug', () => {
    const view = describePromotion({ promoTypeID: 1, endDate: '2030-01-01', hidePromoInfoInWebstore: true }, now);
    expect(view).toMatchObject({ visible: false, isBogo: false, isRebate: false, expiryDate: null });
    expect(describePromotion({ promoTypeID: 1, hidePromoInfoInWebstore: true }, now, true).visible).toBe(true);
  });
});
