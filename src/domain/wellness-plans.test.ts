import { describe, expect, it } from 'vitest';
import { addMonths, cancellationChargeCents, mayDeletePlan, paymentSchedule, wellnessRetryAt } from './wellness-plans';

describe('wellness plans', () => {
  it('adds months within the month: Jan 31 + 1 is Feb 28 (29 in a leap year), Dec + 1 is January', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-03-31', 13)).toBe('2027-04-30');
    expect(addMonths('2026-05-10', 0)).toBe('2026-05-10');
  });

  it('schedules one payment a month for the term, the enrolment fee with month one', () => {
    const schedule = paymentSchedule({ monthlyPriceCents: 3999, termMonths: 3, enrolmentFeeCents: 2500 }, '2026-12-01');
    expect(schedule).toEqual([
      { month: 1, dueDate: '2026-12-01', amountCents: 6499 },
      { month: 2, dueDate: '2027-01-01', amountCents: 3999 },
      { month: 3, dueDate: '2027-02-01', amountCents: 3999 },
    ]);
  });

  it('retries a decline after 1 day, then 3 days, then waits for a new card', () => {
    const at = new Date('2026-12-01T08:00:00Z');
    expect(wellnessRetryAt(at, 1)?.toISOString()).toBe('2026-12-02T08:00:00.000Z');
    expect(wellnessRetryAt(at, 2)?.toISOString()).toBe('2026-12-04T08:00:00.000Z');
    expect(wellnessRetryAt(at, 3)).toBeNull();
  });

  it('charges on cancel the remaining balance, the used value less paid (never negative), or nothing', () => {
    const base = { unpaidCents: 30000, paidCents: 8000, usedValueCents: 12000 };
    expect(cancellationChargeCents({ ...base, option: 'remaining_balance' })).toBe(30000);
    expect(cancellationChargeCents({ ...base, option: 'used_difference' })).toBe(4000);
    expect(cancellationChargeCents({ ...base, option: 'used_difference', usedValueCents: 5000 })).toBe(0);
    expect(cancellationChargeCents({ ...base, option: 'nothing_further' })).toBe(0);
  });

  it('lets a plan be deleted only without active enrolments or declined payments (rr §4)', () => {
    expect(mayDeletePlan({ activeEnrolments: 0, declinedPayments: 0 })).toBe(true);
    expect(mayDeletePlan({ activeEnrolments: 1, declinedPayments: 0 })).toBe(false);
    expect(mayDeletePlan({ activeEnrolments: 0, declinedPayments: 1 })).toBe(false);
  });
});
