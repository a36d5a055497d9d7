import { describe, expect, it } from 'vitest';
import { returnTimingRefusal, type ReturnTiming } from './return-window';

const DAY = 86_400_000;
const now = new Date('2026-11-24T12:00:00Z');
const timing = (over: Partial<ReturnTiming>): ReturnTiming => ({
  status: 'shipped', orderedAt: new Date(now.getTime() - 10 * DAY), deliveredAt: new Date(now.getTime() - 5 * DAY), billedAt: null, windowDays: 15, now, ...over,
});

describe('returnTimingRefusal', () => {
  it('accepts a shipped or picked-up order within the window', () => {
    expect(returnTimingRefusal(timing({}), false)).toBeNull();
    expect(returnTimingRefusal(timing({ status: 'picked_up' }), false)).toBeNull();
  });
  it('refuses an order not shipped or picked up', () => {
    expect(returnTimingRefusal(timing({ status: 'ready_for_pickup' }), false)).toBe('return_order_not_shipped');
    expect(returnTimingRefusal(timing({ deliveredAt: null }), true)).toBe('return_order_not_shipped');
  });
  it('refuses past the window (15 days from delivery) unless staff override it', () => {
    const late = timing({ deliveredAt: new Date(now.getTime() - 16 * DAY) });
    expect(returnTimingRefusal(late, false)).toBe('return_window_passed');
    expect(returnTimingRefusal(late, true)).toBeNull();
    expect(returnTimingRefusal(timing({ deliveredAt: new Date(now.getTime() - 15 * DAY) }), false)).toBeNull();
  });
  it('refuses within 24 hours of billing and over 12 months old, even with an override', () => {
    expect(returnTimingRefusal(timing({ billedAt: new Date(now.getTime() - 23 * 3_600_000) }), true)).toBe('return_wait_after_billing');
    expect(returnTimingRefusal(timing({ orderedAt: new Date(now.getTime() - 370 * DAY), deliveredAt: new Date(now.getTime() - 360 * DAY) }), true)).toBe('return_order_too_old');
  });
});
