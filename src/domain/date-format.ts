import type { Language } from './constants';

/**
 * Dates and times as each language writes them, the one definition the web app and the server's
 * emails both use (docs/decisions/089-french-dates-and-words.md). Built from the calendar fields,
 * not from Intl's locale patterns, so the server's render, the browser's and an email are the same
 * characters whatever the ICU version.
 *
 * - English (rr §9): `11/27/2026`, `4:43 p.m.`, `11/27/2026 4:43 p.m.`, whatever the style.
 * - French as Quebec writes it: `27 novembre 2026` (`1er novembre 2026`), `16 h 43` (`16 h` on the
 *   hour), `27 novembre 2026 à 16 h 43`; in tables (style 'numeric') `2026-11-27`, `2026-11-27 16 h 43`.
 */
export type DateValue = Date | string | number;

/** 'long' for prose and details, 'numeric' for table cells and lists. */
export type DateStyle = 'long' | 'numeric';

export interface DateFormatOptions {
  style?: DateStyle;
  /** An IANA time zone; the runtime's own when absent (the browser's, for the web app). */
  timeZone?: string;
}

/** The no-break space between a number and what belongs with it (`16 h 43`, `27 novembre`). */
const NBSP = '\u00a0';

const FRENCH_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'] as const;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const zoned = new Map<string, Intl.DateTimeFormat>();

function zonedFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoned.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23',
    });
    zoned.set(timeZone, format);
  }
  return format;
}

/** The calendar fields of a value; a 'YYYY-MM-DD' string is that calendar day, in no time zone. */
function fieldsOf(value: DateValue, timeZone: string | undefined): Fields {
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value);
    if (day) return { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]), hour: 0, minute: 0 };
  }
  const date = value instanceof Date ? value : new Date(value);
  if (timeZone === undefined) {
    return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), hour: date.getHours(), minute: date.getMinutes() };
  }
  const parts = Object.fromEntries(zonedFormat(timeZone).formatToParts(date).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) % 24, minute: Number(parts.minute) };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function dateOf(f: Fields, language: Language, style: DateStyle): string {
  if (language === 'en') return `${pad(f.month)}/${pad(f.day)}/${f.year}`;
  if (style === 'numeric') return `${f.year}-${pad(f.month)}-${pad(f.day)}`;
  return `${f.day === 1 ? '1er' : f.day}${NBSP}${FRENCH_MONTHS[f.month - 1]}${NBSP}${f.year}`;
}

function timeOf(hour: number, minute: number, language: Language): string {
  if (language === 'fr') return minute === 0 ? `${hour}${NBSP}h` : `${hour}${NBSP}h${NBSP}${pad(minute)}`;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${pad(minute)}${NBSP}${hour < 12 ? 'a.m.' : 'p.m.'}`;
}

/** A day: en `11/27/2026`; fr `27 novembre 2026`, or `2026-11-27` in the 'numeric' style. */
export function formatDate(value: DateValue, language: Language, options: DateFormatOptions = {}): string {
  return dateOf(fieldsOf(value, options.timeZone), language, options.style ?? 'long');
}

/** A time of day: en `4:43 p.m.`; fr `16 h 43`, `16 h`. */
export function formatTime(value: DateValue, language: Language, options: Pick<DateFormatOptions, 'timeZone'> = {}): string {
  const f = fieldsOf(value, options.timeZone);
  return timeOf(f.hour, f.minute, language);
}

/** An instant: en `11/27/2026 4:43 p.m.`; fr `27 novembre 2026 à 16 h 43`, `2026-11-27 16 h 43` in tables. */
export function formatDateTime(value: DateValue, language: Language, options: DateFormatOptions = {}): string {
  const f = fieldsOf(value, options.timeZone);
  const style = options.style ?? 'long';
  const joint = language === 'fr' && style === 'long' ? ' à ' : ' ';
  return `${dateOf(f, language, style)}${joint}${timeOf(f.hour, f.minute, language)}`;
}

/** A clock time written 'HH:MM' (opening hours): en `8:00 a.m.`, fr `8 h`, `18 h 30`. */
export function formatClock(time: string, language: Language): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return timeOf(hours, minutes, language);
}
