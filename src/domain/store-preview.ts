import { STORE_TIME_ZONE } from './promotion-editor';
import { daysBetween, localDateOf, startOfLocalDay } from './report-periods';
import { HOUR_MS } from './time';

/**
 * The store preview's day rules (docs/decisions/110-store-preview.md). A preview of a day sees the
 * shop as it is twelve hours after that day's midnight in the store's zone (noon, or 11:00 on the
 * day clocks go back): promotions and banners start and end at the store's midnights (decision
 * 107), so any instant of the day shows the same ones, and mid-day is far from both ends.
 */
export const storeToday = (now: Date): string => localDateOf(now, STORE_TIME_ZONE);

/** The instant the shop is looked at for a preview of `day`. */
export const previewInstant = (day: string): Date => new Date(startOfLocalDay(day, STORE_TIME_ZONE).getTime() + 12 * HOUR_MS);

/** Days from today to `day`: 0 today, negative in the past. */
export const daysFromToday = (day: string, now: Date): number => {
  const today = storeToday(now);
  return day >= today ? daysBetween(today, day) - 1 : -(daysBetween(day, today) - 1);
};
