import { describe, expect, it } from 'vitest';
import { calendarDate } from './clock';

describe('calendarDate', () => {
  it('keeps the day whatever the time zone', () => {
    const date = calendarDate('2026-11-22');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 10, 22]);
  });
});
