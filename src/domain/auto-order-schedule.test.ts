import { describe, expect, it } from 'vitest';
import {
  canUndoSkip, changeFrequency, isAllowedNextDate, nextDateAfter, orderNow, retryAfterDecline, skipNext, snooze, undoSkip,
} from './auto-order-schedule';

describe('AutoOrder schedule rules', () => {
  const s = { nextOrderDate: '2026-12-01', frequencyWeeks: 4, skippedDate: null };

  it('moves by whole weeks across months and years', () => {
    expect(nextDateAfter('2026-12-15', 4)).toBe('2027-01-12');
    expect(() => nextDateAfter('2026-12-01', 41)).toThrow();
  });

  it('skip once, undo until the skipped date, not after', () => {
    const skipped = skipNext(s);
    expect(skipped).toEqual({ nextOrderDate: '2026-12-29', frequencyWeeks: 4, skippedDate: '2026-12-01' });
    expect(canUndoSkip(skipped, '2026-12-01')).toBe(true);
    expect(undoSkip(skipped, '2026-11-30')).toMatchObject({ nextOrderDate: '2026-12-01', skippedDate: null });
    expect(canUndoSkip(skipped, '2026-12-02')).toBe(false);
    expect(() => undoSkip(skipped, '2026-12-02')).toThrow();
  });

  it('snooze, order now and a new frequency', () => {
    expect(snooze(s, 2).nextOrderDate).toBe('2026-12-15');
    expect(() => snooze(s, 0)).toThrow();
    expect(orderNow(s, '2026-11-23').nextOrderDate).toBe('2026-12-21');
    expect(changeFrequency(s, 6, '2026-11-23').nextOrderDate).toBe('2026-12-15');
    // Never before tomorrow.
    expect(changeFrequency(s, 1, '2026-11-23').nextOrderDate).toBe('2026-11-24');
  });

  it('a chosen next date is after today and within a year; declines retry after 1 then 3 days', () => {
    expect(isAllowedNextDate('2026-11-24', '2026-11-23')).toBe(true);
    expect(isAllowedNextDate('2026-11-23', '2026-11-23')).toBe(false);
    expect(isAllowedNextDate('2027-12-01', '2026-11-23')).toBe(false);
    expect(isAllowedNextDate('2026-02-30', '2026-01-23')).toBe(false);
    const at = new Date('2026-11-23T10:00:00Z');
    expect(retryAfterDecline(at, 1)?.toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(retryAfterDecline(at, 2)?.toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(retryAfterDecline(at, 3)).toBeNull();
  });
});
