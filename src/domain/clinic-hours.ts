import type { Province } from './constants';

/**
 * A clinic's opening hours (rr §3 clinic settings: "opening and closing time per weekday, time
 * zone"). Days are ISO weekdays, 1 Monday … 7 Sunday; times are 'HH:MM' (24 h) local to the
 * clinic's time zone; a day with no times is closed.
 */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface DayHours {
  weekday: Weekday;
  opensAt: string | null;
  closesAt: string | null;
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isClockTime = (value: string): boolean => CLOCK.test(value);

/** Open when both times are clock times and the clinic closes after it opens. */
export function isOpenDay(day: Pick<DayHours, 'opensAt' | 'closesAt'>): boolean {
  return day.opensAt !== null && day.closesAt !== null && isClockTime(day.opensAt) && isClockTime(day.closesAt) && day.closesAt > day.opensAt;
}

/** The week Monday to Sunday from stored rows; a missing or malformed day reads as closed. */
export function weekOf(rows: readonly DayHours[]): DayHours[] {
  return WEEKDAYS.map((weekday) => {
    const row = rows.find((r) => r.weekday === weekday);
    return row && isOpenDay(row) ? { weekday, opensAt: row.opensAt, closesAt: row.closesAt } : { weekday, opensAt: null, closesAt: null };
  });
}

/** Each province's time zone (IANA), for clinics whose own is not set. */
export const TIME_ZONE_OF_PROVINCE: Readonly<Record<Province, string>> = {
  NL: 'America/St_Johns', NS: 'America/Halifax', PE: 'America/Halifax', NB: 'America/Moncton', QC: 'America/Toronto',
  ON: 'America/Toronto', MB: 'America/Winnipeg', SK: 'America/Regina', AB: 'America/Edmonton', BC: 'America/Vancouver',
  YT: 'America/Whitehorse', NT: 'America/Edmonton', NU: 'America/Iqaluit',
};
