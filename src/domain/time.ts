/**
 * Time spans in milliseconds and calendar-day arithmetic, each defined once and imported wherever
 * a minute, an hour, a day or a week is counted (never retyped as 86_400_000 or 24 * 60 * 60 * 1000).
 * Calendar days are 'YYYY-MM-DD', counted in UTC; pure.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;

/** A calendar day, 'YYYY-MM-DD'. */
export type IsoDate = string;

/** A real calendar day written 'YYYY-MM-DD' (not '2026-02-30'). */
export const isIsoDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The UTC calendar day of an instant. */
export const toIsoDate = (instant: Date): IsoDate => instant.toISOString().slice(0, 10);

/** The calendar day `days` after `day` (before it when negative). */
export function addDays(day: IsoDate, days: number): IsoDate {
  return toIsoDate(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

export const addWeeks = (day: IsoDate, weeks: number): IsoDate => addDays(day, weeks * 7);
