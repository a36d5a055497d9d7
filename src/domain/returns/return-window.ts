import { REFUND_AFTER_BILLING_HOURS, RETURN_MAX_ORDER_AGE_MONTHS } from '../constants';
import { DAY_MS, HOUR_MS } from '../time';

/**
 * When a return may be made (rr §9 "Returns: within 15 days of delivery; blocked for orders over 12
 * months old; refunds 24 hours after billing"; §7 messages). Pure: dates in, refusal out.
 */

export const RETURNABLE_ORDER_STATUSES = ['shipped', 'picked_up'] as const;

export type ReturnTimingRefusal = 'return_order_not_shipped' | 'return_order_too_old' | 'return_wait_after_billing' | 'return_window_passed';

export interface ReturnTiming {
  status: string;
  orderedAt: Date;
  /** Shipped or picked up (the store knows no later delivery date). */
  deliveredAt: Date | null;
  /** The bill date: the 'billed' event, else the delivery. */
  billedAt: Date | null;
  /** The clinic's `return_window_days` (rr §9: 15 days from delivery by default). */
  windowDays: number;
  now: Date;
}

export function returnWindowEnds(deliveredAt: Date, windowDays: number): Date {
  return new Date(deliveredAt.getTime() + windowDays * DAY_MS);
}

/**
 * Why no return may be made now, or null. The window (only) may be overridden by staff with a note:
 * `windowOverridden` skips it; the 12-month and 24-hour rules hold regardless.
 */
export function returnTimingRefusal(t: ReturnTiming, windowOverridden: boolean): ReturnTimingRefusal | null {
  if (!(RETURNABLE_ORDER_STATUSES as readonly string[]).includes(t.status) || t.deliveredAt === null) return 'return_order_not_shipped';
  const yearAgo = new Date(t.now);
  yearAgo.setUTCMonth(yearAgo.getUTCMonth() - RETURN_MAX_ORDER_AGE_MONTHS);
  if (t.orderedAt < yearAgo) return 'return_order_too_old';
  const billed = t.billedAt ?? t.deliveredAt;
  if (t.now.getTime() - billed.getTime() < REFUND_AFTER_BILLING_HOURS * HOUR_MS) return 'return_wait_after_billing';
  if (!windowOverridden && t.now > returnWindowEnds(t.deliveredAt, t.windowDays)) return 'return_window_passed';
  return null;
}
