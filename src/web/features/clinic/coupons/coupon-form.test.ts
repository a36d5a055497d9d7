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

  it('refuses a day that does not exist and amounts past $999,999.99, as the API does (issue 24)', () => {
    const base = { ...emptyDraft('2026-12-01'), code: 'BIG', kind: 'amount' as const, amount: '5' };
    expect(readDraft({ ...base, startsOn: '2026-02-31' })).toEqual({ errors: { startsOn: 'dateInvalid' } });
    expect(readDraft({ ...base, endsOn: '2026-13-45' })).toEqual({ errors: { endsOn: 'dateInvalid' } });
    expect(readDraft({ ...base, startsOn: '' })).toEqual({ errors: { startsOn: 'dateRequired' } });
    expect(readDraft({ ...base, amount: '1000000' })).toEqual({ errors: { amount: 'amountTooLarge' } });
    expect(readDraft({ ...base, minimum: '9999999,99' })).toEqual({ errors: { minimum: 'minimumTooLarge' } });
    expect('input' in readDraft({ ...base, amount: '999999.99', minimum: '999999.99' })).toBe(true);
  });
});
