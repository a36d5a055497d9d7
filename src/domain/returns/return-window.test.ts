import { describe, expect, it } from 'vitest';
import { returnTimingRefusal, type ReturnTiming } from './return-window';
import { DAY_MS, HOUR_MS } from '../time';

const now = new Date('2026-11-24T12:00:00Z');
const timing = (over: Partial<ReturnTiming>): ReturnTiming => ({
  status: 'shipped', orderedAt: new Date(now.getTime() - 10 * DAY_MS), deliveredAt: new Date(now.getTime() - 5 * DAY_MS), billedAt: null, windowDays: 15, now, ...over,
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
    const late = timing({ deliveredAt: new Date(now.getTime() - 16 * DAY_MS) });
    expect(returnTimingRefusal(late, false)).toBe('return_window_passed');
    expect(returnTimingRefusal(late, true)).toBeNull();
    expect(returnTimingRefusal(timing({ deliveredAt: new Date(now.getTime() - 15 * DAY_MS) }), false)).toBeNull();
  });
  it('refuses within 24 hours of billing and over 12 months old, even with an override', () => {
    expect(returnTimingRefusal(timing({ billedAt: new Date(now.getTime() - 23 * HOUR_MS) }), true)).toBe('return_wait_after_billing');
    expect(returnTimingRefusal(timing({ orderedAt: new Date(now.getTime() - 370 * DAY_MS), deliveredAt: new Date(now.getTime() - 360 * DAY_MS) }), true)).toBe('return_order_too_old');
  });
});
