import type { Province } from './constants';
import { formatClock, formatDate } from './date-format';
import { addDays } from './time';

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

/**
 * A dated exception to the week (issue 17 "holiday hours"): closed all day (no times) or open
 * with special hours, with a short label in each language ("Christmas Day").
 */
export interface HolidayHours {
  /** YYYY-MM-DD, the clinic's local day. */
  date: string;
  opensAt: string | null;
  closesAt: string | null;
  labelEn: string;
  labelFr: string;
}

/** How far ahead the shop shows holiday hours (contact page, checkout, pickup email). */
export const HOLIDAY_LOOKAHEAD_DAYS = 60;

/** The clinic's local day (YYYY-MM-DD) at an instant. */
export function localDay(now: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** Holiday hours from the clinic's today to HOLIDAY_LOOKAHEAD_DAYS ahead, by date. */
export function upcomingHolidays<T extends { date: string }>(rows: readonly T[], today: string): T[] {
  const last = addDays(today, HOLIDAY_LOOKAHEAD_DAYS);
  return rows.filter((r) => r.date >= today && r.date <= last).sort((a, b) => a.date.localeCompare(b.date));
}

const WEEKDAY_NAMES = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
} as const;

/**
 * The hours as plain lines for an email (the ready-for-pickup email): one line per weekday, then
 * one per upcoming holiday. Times and dates as src/domain/date-format.ts writes them (fr "8 h",
 * "18 h 30", "25 décembre 2026"); French puts a narrow no-break space before the colon.
 */
export function hoursLines(week: readonly DayHours[], holidays: readonly HolidayHours[], language: 'en' | 'fr'): string[] {
  const colon = language === 'fr' ? '\u202f:' : ':';
  const range = (d: Pick<DayHours, 'opensAt' | 'closesAt'>) =>
    isOpenDay(d) ? `${formatClock(d.opensAt!, language)}–${formatClock(d.closesAt!, language)}` : language === 'fr' ? 'fermé' : 'closed';
  const days = week.map((d) => `${WEEKDAY_NAMES[language][d.weekday - 1]}${colon} ${range(d)}`);
  const special = holidays.map((h) => `${formatDate(h.date, language)} (${language === 'fr' ? h.labelFr || h.labelEn : h.labelEn || h.labelFr})${colon} ${range(h)}`);
  return [...days, ...special];
}
