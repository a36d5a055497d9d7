import { describe, expect, it } from 'vitest';
import { customPaymentState, refundableCents } from './custom-payments';

describe('customPaymentState', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const base = { amountCents: 5000, refundedCents: 0, expiresAt: null };
  it('reads an open link as expired from its expiry instant on', () => {
    expect(customPaymentState({ ...base, status: 'open', expiresAt: '2026-12-01T12:00:01Z' }, now)).toBe('open');
    expect(customPaymentState({ ...base, status: 'open', expiresAt: '2026-12-01T12:00:00Z' }, now)).toBe('expired');
  });
  it('reads a paid payment by its refunds', () => {
    expect(customPaymentState({ ...base, status: 'paid' }, now)).toBe('paid');
    expect(customPaymentState({ ...base, status: 'paid', refundedCents: 1 }, now)).toBe('partly_refunded');
    expect(customPaymentState({ ...base, status: 'paid', refundedCents: 5000 }, now)).toBe('refunded');
  });
  it('keeps the other states, a payment in flight as processing even past the link expiry', () => {
    expect(customPaymentState({ ...base, status: 'paying', expiresAt: '2020-01-01T00:00:00Z' }, now)).toBe('processing');
    expect(customPaymentState({ ...base, status: 'cancelled' }, now)).toBe('cancelled');
    expect(customPaymentState({ ...base, status: 'declined' }, now)).toBe('declined');
  });
  it('never refunds below zero', () => {
    expect(refundableCents(5000, 1200)).toBe(3800);
    expect(refundableCents(5000, 6000)).toBe(0);
  });
});
