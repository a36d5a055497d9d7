import { RX_STATUS } from './constants';
import { shopperRxStatus, type RxLifecycleInput } from './prescription-lifecycle';
import { DAY_MS } from './time';

/** Issue 28: a prescription expiring within 30 days makes a renewal task; the report looks 30 days back and ahead (rr §9). */
export const RENEWAL_WINDOW_DAYS = 30;
export const REPORT_WINDOW_DAYS = 30;

/**
 * How far ahead the renewal job looks for a clinic: the 30 days, or the clinic's reminder
 * days in effect (rr §5, 1 to 365) when that lead is longer. A clinic can ask for earlier reminders,
 * never for none inside the last 30 days (docs/decisions/118-prescription-renewals.md).
 */
export const renewalWindowDays = (reminderDays: number): number => Math.max(RENEWAL_WINDOW_DAYS, reminderDays);

export type RenewalReason = 'expiring' | 'lastRefill';

/**
 * Why a validated prescription needs renewing now, or null: it expires within the window (and has
 * not yet), or it is on its last refill (it came with refills and one is left: none after the next
 * fill). An expired, used-up, requested or denied one is not for this job (the client renews those
 * on "My prescriptions").
 */
export function renewalReason(rx: RxLifecycleInput, now: Date, windowDays: number): RenewalReason | null {
  if (rx.rxStatusId !== RX_STATUS.validated || shopperRxStatus(rx, now) !== 'approved') return null;
  if (rx.expiresAt !== null && Date.parse(rx.expiresAt) <= now.getTime() + windowDays * DAY_MS) return 'expiring';
  if (rx.refillQuantity > 0 && rx.refillQuantityRemaining === 1) return 'lastRefill';
  return null;
}

/** The expiry cycle a task belongs to: a renewed (new) expiry date starts another. */
export const renewalCycle = (expiresAt: string | null): string => expiresAt ?? '';
