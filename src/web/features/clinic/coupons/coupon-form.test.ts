import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, emptyDraft, readDraft } from './coupon-form';

describe('the coupon form', () => {
  it('reads dollars typed with a dot or a French comma', () => {
    expect(['5', '5.5', '5,50', '1234.99', ' 12 ', 'abc', '5.555', '-1', ''].map(dollarsToCents)).toEqual([500, 550, 550, 123499, 1200, null, null, null, null]);
    expect(centsToDollars(550, 'fr')).toBe('5,50');
    expect(centsToDollars(550, 'en')).toBe('5.50');
  });

  it('sends the rules as the API takes them', () => {
    const draft = { ...emptyDraft('2026-12-01'), code: ' winter15 ', percent: '15', minimum: '50,00', endsOn: '2026-12-31', oneUsePerShopper: true };
    expect(readDraft(draft)).toEqual({
      input: {
        code: 'winter15', kind: 'percent', percent: 15, amountCents: 0, minimumSubtotalCents: 5000, autoOrderRule: 'any',
        oneUsePerShopper: true, startsOn: '2026-12-01', endsOn: '2026-12-31',
      },
    });
  });

  it("says what is wrong by field, with the server's rules", () => {
    expect(readDraft({ ...emptyDraft('2026-12-01'), code: 'NO WAY', percent: '150', endsOn: '2026-11-30' })).toEqual({
      errors: { code: 'codeCharacters', percent: 'percentRange', endsOn: 'endBeforeStart' },
    });
    expect(readDraft({ ...emptyDraft('2026-12-01'), code: 'AMT', kind: 'amount', amount: '0' })).toEqual({ errors: { amount: 'amountPositive' } });
    expect(readDraft({ ...emptyDraft('2026-12-01'), code: 'AMT', kind: 'amount', amount: '5$' })).toEqual({ errors: { amount: 'moneyFormat' } });
  });
});
