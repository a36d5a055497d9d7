import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime, formatTime } from './date-format';

const NB = '\u00a0';
// 2026-11-27 21:43 UTC is 16:43 in Montréal and 15:43 in Regina.
const instant = new Date('2026-11-27T21:43:00Z');
const montreal = { timeZone: 'America/Toronto' };

describe('formatClock (opening hours, one clock for the app and the emails)', () => {
  it.each([
    ['08:00', `8:00${NB}a.m.`, `8${NB}h`],
    ['12:00', `12:00${NB}p.m.`, `12${NB}h`],
    ['00:30', `12:30${NB}a.m.`, `0${NB}h${NB}30`],
    ['18:30', `6:30${NB}p.m.`, `18${NB}h${NB}30`],
    ['20:00', `8:00${NB}p.m.`, `20${NB}h`],
  ])('%s is %j in English and %j in French', (time, en, fr) => {
    expect(formatClock(time, 'en')).toBe(en);
    expect(formatClock(time, 'fr')).toBe(fr);
  });
});

describe('dates and times (issue 24 item 18: Quebec French, English as rr §9)', () => {
  it('French writes the 24-hour clock, never a.m./p.m.', () => {
    expect(formatTime(instant, 'fr', montreal)).toBe(`16${NB}h${NB}43`);
    expect(formatTime(instant, 'fr', montreal)).not.toMatch(/[ap]\.m\./);
    expect(formatTime(instant, 'en', montreal)).toBe(`4:43${NB}p.m.`);
    expect(formatTime(instant, 'fr', { timeZone: 'America/Regina' })).toBe(`15${NB}h${NB}43`);
  });

  it('French long dates spell the month, with "1er" for the first; tables are ISO', () => {
    expect(formatDate(instant, 'fr', montreal)).toBe(`27${NB}novembre${NB}2026`);
    expect(formatDate('2026-11-01', 'fr')).toBe(`1er${NB}novembre${NB}2026`);
    expect(formatDate(instant, 'fr', { ...montreal, style: 'numeric' })).toBe('2026-11-27');
  });

  it('English is MM/dd/yyyy in every style', () => {
    expect(formatDate(instant, 'en', montreal)).toBe('11/27/2026');
    expect(formatDate(instant, 'en', { ...montreal, style: 'numeric' })).toBe('11/27/2026');
  });

  it('date and time together', () => {
    expect(formatDateTime(instant, 'fr', montreal)).toBe(`27${NB}novembre${NB}2026 à 16${NB}h${NB}43`);
    expect(formatDateTime(instant, 'fr', { ...montreal, style: 'numeric' })).toBe(`2026-11-27 16${NB}h${NB}43`);
    expect(formatDateTime(instant, 'en', montreal)).toBe(`11/27/2026 4:43${NB}p.m.`);
  });

  it("a 'YYYY-MM-DD' day is that calendar day in any time zone", () => {
    expect(formatDate('2026-03-09', 'en', { timeZone: 'Pacific/Honolulu' })).toBe('03/09/2026');
    expect(formatDate('2026-03-09', 'fr', { timeZone: 'Asia/Tokyo' })).toBe(`9${NB}mars${NB}2026`);
  });

  it('the day changes with the time zone for an instant', () => {
    const lateEvening = new Date('2026-01-01T03:30:00Z');
    expect(formatDate(lateEvening, 'fr', { timeZone: 'America/Toronto', style: 'numeric' })).toBe('2025-12-31');
    expect(formatDate(lateEvening, 'fr', { timeZone: 'UTC', style: 'numeric' })).toBe('2026-01-01');
  });
});
