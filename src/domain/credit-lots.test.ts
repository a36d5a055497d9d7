import { describe, expect, it } from 'vitest';
import { availableCredit, type LedgerEntry } from './credit-lots';

const e = (amountCents: number, day: string, expiresOn: string | null = null): LedgerEntry => ({ amountCents, createdAt: `${day}T12:00:00.000Z`, expiresOn });

describe('the available account credit (expiring goodwill credit, issue 27)', () => {
  it('without expiries it is the sum of the entries', () => {
    expect(availableCredit([e(1500, '2027-01-01'), e(-400, '2027-01-02'), e(100, '2027-01-03')], '2027-06-01')).toBe(1200);
    expect(availableCredit([], '2027-06-01')).toBe(0);
  });

  it('a credit counts through its last day and its unused part is gone the day after', () => {
    const entries = [e(1000, '2027-01-01'), e(500, '2027-01-01', '2027-02-01')];
    expect(availableCredit(entries, '2027-02-01')).toBe(1500);
    expect(availableCredit(entries, '2027-02-02')).toBe(1000);
  });

  it('spends use the credit that expires first, so only what is left of it expires', () => {
    const entries = [e(1000, '2027-01-01'), e(500, '2027-01-02', '2027-02-01'), e(-300, '2027-01-10')];
    expect(availableCredit(entries, '2027-01-20')).toBe(1200);
    expect(availableCredit(entries, '2027-03-01')).toBe(1000); // 200 of the 500 expired
    // Spent in full before it expired: nothing is lost.
    expect(availableCredit([...entries, e(-400, '2027-01-20')], '2027-03-01')).toBe(800);
  });

  it('a spend after an expiry cannot use the expired credit; a debit beyond the lots is a debt the next credit pays', () => {
    expect(availableCredit([e(500, '2027-01-01', '2027-01-05'), e(-100, '2027-01-06')], '2027-01-06')).toBe(-100);
    expect(availableCredit([e(-100, '2027-01-01'), e(300, '2027-01-02', '2027-01-03')], '2027-01-10')).toBe(0);
    expect(availableCredit([e(-100, '2027-01-01'), e(300, '2027-01-02')], '2027-01-10')).toBe(200);
  });
});
