import { describe, expect, it } from 'vitest';
import { daysFromToday, previewInstant, storeToday } from './store-preview';

describe('the store preview days', () => {
  it("looks at the day twelve hours after its first instant in the store's zone, whatever the daylight-saving time", () => {
    expect(previewInstant('2026-07-01').toISOString()).toBe('2026-07-01T16:00:00.000Z'); // EDT, UTC-4
    expect(previewInstant('2026-12-01').toISOString()).toBe('2026-12-01T17:00:00.000Z'); // EST, UTC-5
    // The day clocks go back: midnight is EDT (04:00 UTC), twelve hours later is 11:00 EST, still mid-day.
    expect(previewInstant('2026-11-01').toISOString()).toBe('2026-11-01T16:00:00.000Z');
  });

  it("counts days from the store's today, which is Toronto's, not UTC's", () => {
    const lateEvening = new Date('2026-11-29T03:30:00.000Z'); // 22:30 on the 28th in Toronto
    expect(storeToday(lateEvening)).toBe('2026-11-28');
    expect(daysFromToday('2026-11-28', lateEvening)).toBe(0);
    expect(daysFromToday('2026-12-01', lateEvening)).toBe(3);
    expect(daysFromToday('2026-11-20', lateEvening)).toBe(-8);
  });
});
