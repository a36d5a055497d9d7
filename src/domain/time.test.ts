import { describe, expect, it } from 'vitest';
import { addDays, addWeeks, DAY_MS, HOUR_MS, isIsoDate, MINUTE_MS, toIsoDate, WEEK_MS } from './time';

describe('time spans and calendar days', () => {
  it('counts a minute, an hour, a day and a week in milliseconds', () => {
    expect([MINUTE_MS, HOUR_MS, DAY_MS, WEEK_MS]).toEqual([60_000, 3_600_000, 86_400_000, 604_800_000]);
  });

  it('moves by calendar days and weeks across months, leap days and years, both ways', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addWeeks('2026-12-15', 4)).toBe('2027-01-12');
  });

  it('reads the UTC day of an instant, and knows a real day from a malformed or impossible one', () => {
    expect(toIsoDate(new Date('2026-11-23T23:59:59.999Z'))).toBe('2026-11-23');
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
  });
});
