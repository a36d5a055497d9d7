import { addDays, DAY_MS, isIsoDate, MINUTE_MS } from './time';

/**
 * The periods of a clinic report (issue 17 "Reports"): days, weeks (Monday to Sunday) or months of
 * the clinic's own calendar (clinics.time_zone), each with the UTC instants it starts and ends at,
 * so the database groups ISO-8601 UTC timestamps by comparing text
 * (docs/decisions/065-reports-local-days-portable-sql.md). Pure: the time zone's offsets come from
 * Intl, never from the server's own zone.
 */
export const REPORT_GRANULARITIES = ['day', 'week', 'month'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

/** The longest range a report covers, in days (a year and a day, so "last year" fits in daily rows). */
export const REPORT_MAX_DAYS = 366;

export interface ReportPeriod {
  /** YYYY-MM-DD (day, and the Monday of a week) or YYYY-MM (month). */
  key: string;
  /** First and last local day of the period inside the range (YYYY-MM-DD). */
  startsOn: string;
  endsOn: string;
  /** UTC instants (ISO, as the database stores them): start inclusive, end exclusive. */
  startsAt: string;
  endsAt: string;
}

const parts = (formatter: Intl.DateTimeFormat, instant: Date) =>
  Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value])) as Record<string, string>;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Minutes the zone is ahead of UTC at that instant (negative in Canada). */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const p = parts(formatterOf(timeZone), instant);
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE_MS);
}

/** The local calendar day (YYYY-MM-DD) of an instant in the zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  const p = parts(formatterOf(timeZone), instant);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The UTC instant local midnight of `day` is in the zone (the first instant of that day). */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const guess = Date.parse(`${day}T00:00:00.000Z`);
  const first = guess - utcOffsetMinutes(new Date(guess), timeZone) * MINUTE_MS;
  const second = guess - utcOffsetMinutes(new Date(first), timeZone) * MINUTE_MS;
  return new Date(second);
}

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** What is wrong with a report's range (issue 24), one rule for the page's form and the API. */
export const REPORT_RANGE_PROBLEMS = ['fromInvalid', 'toInvalid', 'backwards', 'tooLong'] as const;
export type ReportRangeProblem = (typeof REPORT_RANGE_PROBLEMS)[number];

/** The problem of a range of local days (YYYY-MM-DD, both counted), or null when a report can cover it. */
export function reportRangeProblem(from: string, to: string): ReportRangeProblem | null {
  if (!isIsoDate(from)) return 'fromInvalid';
  if (!isIsoDate(to)) return 'toInvalid';
  if (from > to) return 'backwards';
  if (daysBetween(from, to) > REPORT_MAX_DAYS) return 'tooLong';
  return null;
}

function periodKey(day: string, granularity: ReportGranularity): string {
  if (granularity === 'day') return day;
  if (granularity === 'month') return day.slice(0, 7);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The periods covering `from`..`to` (local days, both counted), in order. */
export function reportPeriods(from: string, to: string, granularity: ReportGranularity, timeZone: string): ReportPeriod[] {
  const periods: ReportPeriod[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const key = periodKey(day, granularity);
    const last = periods[periods.length - 1];
    if (last && last.key === key) last.endsOn = day;
    else periods.push({ key, startsOn: day, endsOn: day, startsAt: '', endsAt: '' });
  }
  for (const p of periods) {
    p.startsAt = startOfLocalDay(p.startsOn, timeZone).toISOString();
    p.endsAt = startOfLocalDay(addDays(p.endsOn, 1), timeZone).toISOString();
  }
  return periods;
}
