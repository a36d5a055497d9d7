import { describe, expect, it } from 'vitest';
import {
  AUTO_ORDER_FREQUENCY_MESSAGE,
  autoOrderFrequencyOptions,
  frequencyOption,
  isValidFrequency,
  monthHint,
  validateAutoOrderChoice,
} from './auto-order-frequency';

describe('autoOrderFrequencyOptions', () => {
  const options = autoOrderFrequencyOptions();

  it('offers 1 to 40 weeks in order', () => {
    expect(options).toHaveLength(40);
    expect(options.map((o) => o.weeks)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('puts month hints on every multiple of 4 weeks, 1 to 10 months', () => {
    const hinted = options.filter((o) => o.values.months !== undefined);
    expect(hinted.map((o) => [o.weeks, o.values.months])).toEqual([
      [4, 1],
      [8, 2],
      [12, 3],
      [16, 4],
      [20, 5],
      [24, 6],
      [28, 7],
      [32, 8],
      [36, 9],
      [40, 10],
    ]);
  });
});

describe('frequencyOption labels', () => {
  it('1 week', () => {
    expect(frequencyOption(1)).toEqual({ weeks: 1, messageKey: AUTO_ORDER_FREQUENCY_MESSAGE.weeks, values: { weeks: 1 } });
  });

  it('4 weeks is 1 month', () => {
    expect(frequencyOption(4)).toEqual({
      weeks: 4,
      messageKey: AUTO_ORDER_FREQUENCY_MESSAGE.weeksWithMonths,
      values: { weeks: 4, months: 1 },
    });
  });

  it('36 weeks is 9 months', () => {
    expect(frequencyOption(36)).toEqual({
      weeks: 36,
      messageKey: AUTO_ORDER_FREQUENCY_MESSAGE.weeksWithMonths,
      values: { weeks: 36, months: 9 },
    });
  });

  it('37 reuses the text of 33 with its own number', () => {
    expect(frequencyOption(37)).toEqual({ weeks: 37, messageKey: AUTO_ORDER_FREQUENCY_MESSAGE.weeks, values: { weeks: 37 } });
    expect(frequencyOption(37)!.messageKey).toBe(frequencyOption(33)!.messageKey);
  });

  it('38 and 39 reuse the text of 34 and 35', () => {
    expect(frequencyOption(38)!.messageKey).toBe(frequencyOption(34)!.messageKey);
    expect(frequencyOption(39)!.messageKey).toBe(frequencyOption(35)!.messageKey);
  });

  it('40 reuses the text of 36 and keeps 10 months', () => {
    expect(frequencyOption(40)).toEqual({
      weeks: 40,
      messageKey: AUTO_ORDER_FREQUENCY_MESSAGE.weeksWithMonths,
      values: { weeks: 40, months: 10 },
    });
    expect(frequencyOption(40)!.messageKey).toBe(frequencyOption(36)!.messageKey);
  });

  it.each([0, 41, -4, 2.5, Number.NaN])('has no option for %s', (weeks) => {
    expect(frequencyOption(weeks)).toBeNull();
    expect(isValidFrequency(weeks)).toBe(false);
    expect(monthHint(weeks)).toBeNull();
  });

  it('monthHint', () => {
    expect(monthHint(3)).toBeNull();
    expect(monthHint(8)).toBe(2);
    expect(monthHint(44)).toBeNull();
  });
});

describe('validateAutoOrderChoice', () => {
  it('requires yes or no', () => {
    expect(validateAutoOrderChoice(null, 4)).toEqual({ choice: 'required' });
    expect(validateAutoOrderChoice(undefined, undefined)).toEqual({ choice: 'required' });
  });

  it('needs no frequency for no', () => {
    expect(validateAutoOrderChoice('no', null)).toEqual({});
  });

  it('needs a frequency of 1 to 40 for yes', () => {
    expect(validateAutoOrderChoice('yes', null)).toEqual({ frequency: 'required' });
    expect(validateAutoOrderChoice('yes', 0)).toEqual({ frequency: 'outOfRange' });
    expect(validateAutoOrderChoice('yes', 41)).toEqual({ frequency: 'outOfRange' });
    expect(validateAutoOrderChoice('yes', 1)).toEqual({});
    expect(validateAutoOrderChoice('yes', 40)).toEqual({});
  });
});
