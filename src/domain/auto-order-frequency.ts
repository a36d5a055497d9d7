import { AUTO_ORDER_FREQUENCY_WEEKS, AUTO_ORDER_WEEKS_PER_MONTH_HINT } from './constants';

/**
 * AutoOrder frequency options (cc §9): every 1 to 40 weeks, with a month hint on multiples of 4
 * weeks (4 → 1 month ... 40 → 10 months). "Labels for 37 to 40 reuse the text for 33 to 36" is
 * read as reusing the label *text* (the message) with the option's own numbers: 37 uses the
 * message of 33 ("every {weeks} weeks"), 40 the message of 36 ("every {weeks} weeks ({months}
 * months)"), so 40 still shows 10 months. Options carry a message key and values, never English;
 * the messages pluralise week/month themselves.
 */
export const AUTO_ORDER_FREQUENCY_MESSAGE = {
  weeks: 'autoOrder.frequency.weeks',
  weeksWithMonths: 'autoOrder.frequency.weeksWithMonths',
} as const;
export type AutoOrderFrequencyMessageKey =
  (typeof AUTO_ORDER_FREQUENCY_MESSAGE)[keyof typeof AUTO_ORDER_FREQUENCY_MESSAGE];

export interface AutoOrderFrequencyOption {
  weeks: number;
  messageKey: AutoOrderFrequencyMessageKey;
  values: { weeks: number; months?: number };
}

export type AutoOrderChoice = 'yes' | 'no';

export function isValidFrequency(weeks: number): boolean {
  return Number.isInteger(weeks) && weeks >= AUTO_ORDER_FREQUENCY_WEEKS.min && weeks <= AUTO_ORDER_FREQUENCY_WEEKS.max;
}

/** The month hint of a frequency, or null when it is not a whole number of 4-week months. */
export function monthHint(weeks: number): number | null {
  return isValidFrequency(weeks) && weeks % AUTO_ORDER_WEEKS_PER_MONTH_HINT === 0
    ? weeks / AUTO_ORDER_WEEKS_PER_MONTH_HINT
    : null;
}

/** One option; null when the number of weeks is outside 1-40 or not whole. */
export function frequencyOption(weeks: number): AutoOrderFrequencyOption | null {
  if (!isValidFrequency(weeks)) return null;
  const months = monthHint(weeks);
  return months === null
    ? { weeks, messageKey: AUTO_ORDER_FREQUENCY_MESSAGE.weeks, values: { weeks } }
    : { weeks, messageKey: AUTO_ORDER_FREQUENCY_MESSAGE.weeksWithMonths, values: { weeks, months } };
}

/** All options, 1 to 40 weeks, in order. */
export function autoOrderFrequencyOptions(): AutoOrderFrequencyOption[] {
  const options: AutoOrderFrequencyOption[] = [];
  for (let weeks = AUTO_ORDER_FREQUENCY_WEEKS.min; weeks <= AUTO_ORDER_FREQUENCY_WEEKS.max; weeks += 1) {
    options.push(frequencyOption(weeks)!);
  }
  return options;
}

/**
 * Checkout AutoOrder block (cc §5): yes or no must be chosen ('please choose option before
 * order'); the frequency is required when yes and ignored when no.
 */
export function validateAutoOrderChoice(
  choice: AutoOrderChoice | null | undefined,
  frequencyWeeks: number | null | undefined,
): { choice?: 'required'; frequency?: 'required' | 'outOfRange' } {
  if (choice !== 'yes' && choice !== 'no') return { choice: 'required' };
  if (choice === 'no') return {};
  if (frequencyWeeks === null || frequencyWeeks === undefined) return { frequency: 'required' };
  return isValidFrequency(frequencyWeeks) ? {} : { frequency: 'outOfRange' };
}
