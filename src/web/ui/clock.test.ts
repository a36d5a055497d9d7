import { describe, expect, it } from 'vitest';
import { calendarDate, formatClock } from './clock';

describe('formatClock', () => {
  it.each([
    ['08:00', '8:00\u00a0a.m.', '8\u00a0h'],
    ['12:00', '12:00\u00a0p.m.', '12\u00a0h'],
    ['00:30', '12:30\u00a0a.m.', '0\u00a0h\u00a030'],
    ['18:30', '6:30\u00a0p.m.', '18\u00a0h\u00a030'],
    ['20:00', '8:00\u00a0p.m.', '20\u00a0h'],
  ])('%s is %j in English and %j in French', (time, en, fr) => {
    expect(formatClock(time, 'en')).toBe(en);
    expect(formatClock(time, 'fr')).toBe(fr);
  });
});

describe('calendarDate', () => {
  it('keeps the day whatever the time zone', () => {
    const date = calendarDate('2026-11-22');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 10, 22]);
  });
});
