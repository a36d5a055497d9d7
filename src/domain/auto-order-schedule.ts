import { isValidFrequency } from './auto-order-frequency';
import { addDays, addWeeks, DAY_MS, isIsoDate, type IsoDate } from './time';

/**
 * When an AutoOrder falls due (rr §4 "can be skipped once (undoable, also snooze), placed now,
 * edited"; issue 15). Dates are calendar days, 'YYYY-MM-DD', in UTC (domain/time.ts); pure.
 */

/** The next date after an order placed on `placedOn` (the due date, or today for "Order now"). */
export function nextDateAfter(placedOn: IsoDate, frequencyWeeks: number): IsoDate {
  if (!isValidFrequency(frequencyWeeks)) throw new RangeError(`frequency ${frequencyWeeks}`);
  return addWeeks(placedOn, frequencyWeeks);
}

/** Snooze: the next order moves by 1 to 40 weeks. */
export const SNOOZE_WEEKS = { min: 1, max: 40 } as const;
export const isValidSnooze = (weeks: number) => Number.isInteger(weeks) && weeks >= SNOOZE_WEEKS.min && weeks <= SNOOZE_WEEKS.max;

export interface Schedule {
  nextOrderDate: IsoDate;
  frequencyWeeks: number;
  /** The due date a "skip next once" moved away from; undo brings it back while it is not past. */
  skippedDate: IsoDate | null;
}

/** Skip the next order once: the one after it becomes next; undoable until the skipped date. */
export function skipNext(s: Schedule): Schedule {
  return { ...s, nextOrderDate: addWeeks(s.nextOrderDate, s.frequencyWeeks), skippedDate: s.nextOrderDate };
}

/** Undo is allowed while the skipped order's date has not passed (it is placed the day it is due). */
export function canUndoSkip(s: Schedule, today: IsoDate): boolean {
  return s.skippedDate !== null && s.skippedDate >= today;
}

export function undoSkip(s: Schedule, today: IsoDate): Schedule {
  if (!canUndoSkip(s, today)) throw new RangeError('nothing to undo');
  return { ...s, nextOrderDate: s.skippedDate!, skippedDate: null };
}

export function snooze(s: Schedule, weeks: number): Schedule {
  if (!isValidSnooze(weeks)) throw new RangeError(`snooze ${weeks}`);
  return { ...s, nextOrderDate: addWeeks(s.nextOrderDate, weeks), skippedDate: null };
}

/** "Order now": placed today, the next one a frequency later. */
export function orderNow(s: Schedule, today: IsoDate): Schedule {
  return { ...s, nextOrderDate: nextDateAfter(today, s.frequencyWeeks), skippedDate: null };
}

/** A new frequency counts from the last order: the next date moves by the difference, never before tomorrow. */
export function changeFrequency(s: Schedule, weeks: number, today: IsoDate): Schedule {
  if (!isValidFrequency(weeks)) throw new RangeError(`frequency ${weeks}`);
  const moved = addWeeks(s.nextOrderDate, weeks - s.frequencyWeeks);
  const earliest = addDays(today, 1);
  return { ...s, frequencyWeeks: weeks, nextOrderDate: moved < earliest ? earliest : moved };
}

/** A next date the shopper picks: tomorrow at the earliest, within a year. */
export function isAllowedNextDate(date: IsoDate, today: IsoDate): boolean {
  return isIsoDate(date) && date > today && date <= addDays(today, 366);
}

export const reminderDate = (nextOrderDate: IsoDate, reminderDays: number): IsoDate => addDays(nextOrderDate, -reminderDays);

/**
 * A declined card is tried again 1 day, then 3 days after the decline
 * (docs/decisions/058-autoorder-engine.md); after the last retry it waits for the shopper (fix the
 * card, Order now).
 */
export const DECLINE_RETRY_DAYS = [1, 3] as const;
/** When to try again after the `attempt`-th decline (1-based), or null when no retry is left. */
export function retryAfterDecline(declinedAt: Date, attempt: number): Date | null {
  const days = DECLINE_RETRY_DAYS[attempt - 1];
  return days === undefined ? null : new Date(declinedAt.getTime() + days * DAY_MS);
}
