import { DAY_MS, type IsoDate } from './time';

/**
 * Wellness plans' rules (issue 27; rr §4 "Wellness payment schedule states";
 * docs/decisions/115-wellness-plans.md). Pure: the schedule of an enrolment, the retries after a
 * decline, and what a cancellation still charges.
 */
export const WELLNESS_PAYMENT_STATES = ['pending', 'paid', 'bill_declined', 'cancelled', 'refunded', 'void'] as const;
export type WellnessPaymentState = (typeof WELLNESS_PAYMENT_STATES)[number];

export const WELLNESS_ENROLMENT_STATUSES = ['active', 'on_hold', 'cancelled', 'completed', 'deceased'] as const;
export type WellnessEnrolmentStatus = (typeof WELLNESS_ENROLMENT_STATUSES)[number];

/** The three ways to end a plan early (issue 27 "Cancelling offers…"). */
export const WELLNESS_CANCEL_OPTIONS = ['remaining_balance', 'used_difference', 'nothing_further'] as const;
export type WellnessCancelOption = (typeof WELLNESS_CANCEL_OPTIONS)[number];

/** The consent text staff read to the client before enrolling; its version is recorded with the enrolment. */
export const WELLNESS_CONSENT_VERSION = '2026-11-a';

/** Limits of a plan's fields. */
export const WELLNESS_LIMITS = { maxTermMonths: 60, maxServices: 20, maxServiceCount: 99, maxCents: 10_000_000, maxNameLength: 100, maxDescriptionLength: 2000 } as const;

/** The day `months` months after `day`, kept within the month (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(day: IsoDate, months: number): IsoDate {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export interface PlanTerms {
  monthlyPriceCents: number;
  termMonths: number;
  enrolmentFeeCents: number;
}

export interface ScheduledPayment {
  month: number;
  dueDate: IsoDate;
  amountCents: number;
}

/** An enrolment's payments: one a month from the start date, the enrolment fee with month one. */
export function paymentSchedule(terms: PlanTerms, startDate: IsoDate): ScheduledPayment[] {
  return Array.from({ length: terms.termMonths }, (_, i) => ({
    month: i + 1,
    dueDate: addMonths(startDate, i),
    amountCents: terms.monthlyPriceCents + (i === 0 ? terms.enrolmentFeeCents : 0),
  }));
}

/** The gateway reference of a month's payment: an idempotency key, one per enrolment and month. */
export const wellnessPaymentReference = (enrolmentId: number, month: number) => `wellness:${enrolmentId}:${month}`;
export const wellnessRefundReference = (paymentId: number) => `wellness-refund:${paymentId}`;

/** A declined payment is tried again 1 day, then 3 days after (issue 27); after that it waits for a new card. */
export const WELLNESS_RETRY_DAYS = [1, 3] as const;

export function wellnessRetryAt(declinedAt: Date, declineCount: number): Date | null {
  const days = WELLNESS_RETRY_DAYS[declineCount - 1];
  return days === undefined ? null : new Date(declinedAt.getTime() + days * DAY_MS);
}

export interface CancelQuoteInput {
  option: WellnessCancelOption;
  /** Every payment not yet paid (pending or declined), in cents. */
  unpaidCents: number;
  /** What the client has paid (paid, not refunded). */
  paidCents: number;
  /** The listed value of the services used. */
  usedValueCents: number;
}

/**
 * What a cancellation still charges: the remaining balance (everything not yet paid), the value of
 * the services used less what was paid (never below zero), or nothing further.
 */
export function cancellationChargeCents({ option, unpaidCents, paidCents, usedValueCents }: CancelQuoteInput): number {
  switch (option) {
    case 'remaining_balance':
      return unpaidCents;
    case 'used_difference':
      return Math.max(0, usedValueCents - paidCents);
    case 'nothing_further':
      return 0;
  }
}

/**
 * rr §4: "A wellness plan cannot be deleted while active plans or declined invoices exist." Active
 * plans are the enrolments active or on hold; declined invoices are payments in bill_declined.
 */
export const mayDeletePlan = (counts: { activeEnrolments: number; declinedPayments: number }): boolean =>
  counts.activeEnrolments === 0 && counts.declinedPayments === 0;
