import { localDay } from './clinic-hours';
import { addDays, type IsoDate } from './time';

/**
 * The clinic's statements (issue 27; docs/decisions/116-clinic-statements.md): the platform's fee
 * per transaction, the payout day of a line, a cheque's service charge and an invoice's state.
 * Pure; every amount in integer cents.
 */

/** Payouts are counted in the platform's time zone (the business day after the capture). */
export const PAYOUT_TIME_ZONE = 'America/Toronto';

/** rr §9: "Service charge of 2 percent on cheques", in basis points. */
export const CHEQUE_SERVICE_CHARGE_BP = 200;

/** Days an invoice is due after it is issued. */
export const INVOICE_DUE_DAYS = 30;

export interface FeeRate {
  percentBp: number;
  fixedCents: number;
  /** ISO instant the rate applies from. */
  effectiveFrom: string;
}

/** The fee on a capture of amountCents at a rate: the percent rounded half up, plus the fixed part. */
export function captureFee(amountCents: number, rate: Pick<FeeRate, 'percentBp' | 'fixedCents'>): number {
  if (amountCents <= 0) return 0;
  return Math.floor((amountCents * rate.percentBp + 5_000) / 10_000) + rate.fixedCents;
}

/** The rate in force at an instant: the latest that started at or before it (none: no fee). */
export function rateAt(rates: readonly FeeRate[], instant: string): FeeRate | null {
  let found: FeeRate | null = null;
  for (const rate of rates) {
    if (rate.effectiveFrom <= instant && (!found || rate.effectiveFrom >= found.effectiveFrom)) found = rate;
  }
  return found;
}

/**
 * The fee of a settlement line: captures pay the rate in force when captured; refunds and
 * chargebacks pay none and give none back (the fee of the capture stays charged).
 */
export function lineFee(line: { amountCents: number; occurredAt: string }, rates: readonly FeeRate[]): number {
  if (line.amountCents <= 0) return 0;
  const rate = rateAt(rates, line.occurredAt);
  return rate ? captureFee(line.amountCents, rate) : 0;
}

const isWeekend = (day: IsoDate) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/** The payout day of a line: the first weekday after its day in Toronto (holidays not counted). */
export function payoutDay(occurredAt: string): IsoDate {
  let day = addDays(localDay(new Date(occurredAt), PAYOUT_TIME_ZONE), 1);
  while (isWeekend(day)) day = addDays(day, 1);
  return day;
}

/** The earliest capture day (Toronto) whose payout can fall on `day` or later: weekends push back up to 3 days. */
export const PAYOUT_LOOKBACK_DAYS = 4;

/** A cheque's 2 % service charge on the amount it pays, rounded half up (rr §9). */
export function chequeServiceCharge(amountCents: number): number {
  return Math.floor((amountCents * CHEQUE_SERVICE_CHARGE_BP + 5_000) / 10_000);
}

export const INVOICE_STATES = ['open', 'partly_paid', 'paid', 'overdue'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** An invoice's state from its total, what was paid and its due date, on a day. */
export function invoiceState(o: { totalCents: number; paidCents: number; dueOn: IsoDate; today: IsoDate }): InvoiceState {
  const balance = o.totalCents - o.paidCents;
  if (balance <= 0) return 'paid';
  if (o.today > o.dueOn) return 'overdue';
  return o.paidCents > 0 ? 'partly_paid' : 'open';
}

/** The month before a day's month, 'YYYY-MM'. */
export function previousMonth(day: IsoDate): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The first and last day of a month 'YYYY-MM'. */
export function monthDays(month: string): { first: IsoDate; last: IsoDate } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
  return { first: `${month}-01`, last: addDays(next, -1) };
}
