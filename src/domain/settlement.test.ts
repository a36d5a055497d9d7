import { describe, expect, it } from 'vitest';
import { captureFee, chequeServiceCharge, invoiceState, lineFee, monthDays, payoutDay, previousMonth, rateAt } from './settlement';

describe('settlement rules', () => {
  it('pays out on the business day after the capture, Toronto time', () => {
    // Tuesday 2026-11-03 10:00 in Toronto → Wednesday.
    expect(payoutDay('2026-11-03T15:00:00.000Z')).toBe('2026-11-04');
    // Tuesday 23:30 in Toronto is Wednesday in UTC: still Tuesday's capture.
    expect(payoutDay('2026-11-04T04:30:00.000Z')).toBe('2026-11-04');
    // Friday → Monday; Saturday and Sunday → Monday.
    expect(payoutDay('2026-11-06T15:00:00.000Z')).toBe('2026-11-09');
    expect(payoutDay('2026-11-07T15:00:00.000Z')).toBe('2026-11-09');
    expect(payoutDay('2026-11-08T15:00:00.000Z')).toBe('2026-11-09');
  });

  it('charges the percent rounded half up plus the fixed part on captures only', () => {
    expect(captureFee(10_000, { percentBp: 290, fixedCents: 30 })).toBe(320);
    expect(captureFee(1_050, { percentBp: 100, fixedCents: 0 })).toBe(11); // 10.5 → 11
    expect(captureFee(1_049, { percentBp: 100, fixedCents: 0 })).toBe(10);
    const rates = [{ percentBp: 100, fixedCents: 0, effectiveFrom: '2026-01-01T00:00:00.000Z' }, { percentBp: 200, fixedCents: 10, effectiveFrom: '2026-06-01T00:00:00.000Z' }];
    expect(rateAt(rates, '2025-12-31T00:00:00.000Z')).toBeNull();
    expect(lineFee({ amountCents: 1_000, occurredAt: '2026-03-01T00:00:00.000Z' }, rates)).toBe(10);
    expect(lineFee({ amountCents: 1_000, occurredAt: '2026-07-01T00:00:00.000Z' }, rates)).toBe(30);
    expect(lineFee({ amountCents: -1_000, occurredAt: '2026-07-01T00:00:00.000Z' }, rates)).toBe(0);
  });

  it('adds 2 % on cheques (rr §9), rounded half up', () => {
    expect(chequeServiceCharge(10_000)).toBe(200);
    expect(chequeServiceCharge(25)).toBe(1); // 0.5 → 1
    expect(chequeServiceCharge(24)).toBe(0);
  });

  it('names an invoice open, partly paid, paid or overdue', () => {
    const base = { totalCents: 1_000, dueOn: '2026-12-01', today: '2026-11-15' };
    expect(invoiceState({ ...base, paidCents: 0 })).toBe('open');
    expect(invoiceState({ ...base, paidCents: 400 })).toBe('partly_paid');
    expect(invoiceState({ ...base, paidCents: 1_000 })).toBe('paid');
    expect(invoiceState({ ...base, paidCents: 400, today: '2026-12-02' })).toBe('overdue');
    expect(invoiceState({ ...base, paidCents: 1_000, today: '2026-12-02' })).toBe('paid');
  });

  it('knows months', () => {
    expect(previousMonth('2026-01-15')).toBe('2025-12');
    expect(previousMonth('2026-11-28')).toBe('2026-10');
    expect(monthDays('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthDays('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });
});
