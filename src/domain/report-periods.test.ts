import { describe, expect, it } from 'vitest';
import { localDateOf, REPORT_MAX_DAYS, reportPeriods, reportRangeProblem, startOfLocalDay, utcOffsetMinutes } from './report-periods';

describe('report periods in the clinic time zone', () => {
  it('finds local midnight in UTC, standard and daylight time, and half-hour zones', () => {
    expect(startOfLocalDay('2026-01-15', 'America/Toronto').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(startOfLocalDay('2026-07-15', 'America/Toronto').toISOString()).toBe('2026-07-15T04:00:00.000Z');
    expect(startOfLocalDay('2026-01-15', 'America/St_Johns').toISOString()).toBe('2026-01-15T03:30:00.000Z');
    expect(startOfLocalDay('2026-01-15', 'America/Vancouver').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(utcOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'America/Regina')).toBe(-360);
  });

  it('gives an instant the local day it falls on', () => {
    expect(localDateOf(new Date('2026-01-15T04:59:59.999Z'), 'America/Toronto')).toBe('2026-01-14');
    expect(localDateOf(new Date('2026-01-15T05:00:00.000Z'), 'America/Toronto')).toBe('2026-01-15');
  });

  it('cuts a range into days across the spring change (a 23-hour day)', () => {
    const days = reportPeriods('2026-03-07', '2026-03-09', 'day', 'America/Toronto');
    expect(days.map((d) => [d.key, d.startsAt, d.endsAt])).toEqual([
      ['2026-03-07', '2026-03-07T05:00:00.000Z', '2026-03-08T05:00:00.000Z'],
      ['2026-03-08', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z'],
      ['2026-03-09', '2026-03-09T04:00:00.000Z', '2026-03-10T04:00:00.000Z'],
    ]);
  });

  it('groups weeks from Monday and months, clipped to the range', () => {
    const weeks = reportPeriods('2026-11-04', '2026-11-17', 'week', 'America/Toronto');
    expect(weeks.map((w) => [w.key, w.startsOn, w.endsOn])).toEqual([
      ['2026-11-02', '2026-11-04', '2026-11-08'], ['2026-11-09', '2026-11-09', '2026-11-15'], ['2026-11-16', '2026-11-16', '2026-11-17'],
    ]);
    const months = reportPeriods('2026-01-20', '2026-03-02', 'month', 'America/Halifax');
    expect(months.map((m) => [m.key, m.startsOn, m.endsOn])).toEqual([
      ['2026-01', '2026-01-20', '2026-01-31'], ['2026-02', '2026-02-01', '2026-02-28'], ['2026-03', '2026-03-01', '2026-03-02'],
    ]);
    // Contiguous: each period ends where the next starts.
    for (let i = 1; i < months.length; i += 1) expect(months[i]!.startsAt).toBe(months[i - 1]!.endsAt);
  });
});

describe('a report range (issue 24)', () => {
  it('takes a range in order of at most REPORT_MAX_DAYS days, both counted', () => {
    expect(reportRangeProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(REPORT_MAX_DAYS).toBe(366);
    expect(reportRangeProblem('2026-01-01', '2027-01-01')).toBeNull();
    expect(reportRangeProblem('2026-01-01', '2027-01-02')).toBe('tooLong');
  });

  it('names what is wrong: a backwards range, an impossible day', () => {
    expect(reportRangeProblem('2026-03-02', '2026-03-01')).toBe('backwards');
    expect(reportRangeProblem('2026-02-31', '2026-03-05')).toBe('fromInvalid');
    expect(reportRangeProblem('2026-01-01', '2026-13-45')).toBe('toInvalid');
  });
});
