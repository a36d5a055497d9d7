import { describe, expect, it } from 'vitest';
import { RX_STATUS } from './constants';
import { renewalReason, renewalWindowDays } from './prescription-renewals';

const now = new Date('2026-12-01T12:00:00Z');
const rx = (over: Partial<{ rxStatusId: number; expiresAt: string | null; refillQuantity: number; refillQuantityRemaining: number }> = {}) => ({
  rxStatusId: RX_STATUS.validated, expiresAt: '2027-06-01T23:59:59.000Z', refillQuantity: 5, refillQuantityRemaining: 3, ...over,
});

describe('renewalReason', () => {
  it('finds a prescription expiring within the window, not one after it nor one already expired', () => {
    expect(renewalReason(rx({ expiresAt: '2026-12-21T23:59:59.000Z' }), now, 30)).toBe('expiring');
    expect(renewalReason(rx({ expiresAt: '2026-12-31T11:59:59.000Z' }), now, 30)).toBe('expiring');
    expect(renewalReason(rx({ expiresAt: '2027-01-01T23:59:59.000Z' }), now, 30)).toBeNull();
    expect(renewalReason(rx({ expiresAt: '2026-11-30T23:59:59.000Z' }), now, 30)).toBeNull();
  });
  it('finds the last refill (one left) but not a used-up one, nor one without refills', () => {
    expect(renewalReason(rx({ refillQuantityRemaining: 1 }), now, 30)).toBe('lastRefill');
    expect(renewalReason(rx({ refillQuantityRemaining: 0 }), now, 30)).toBeNull();
    expect(renewalReason(rx({ refillQuantity: 0, refillQuantityRemaining: 0, expiresAt: null }), now, 30)).toBeNull();
  });
  it('ignores requests, denials and expired rows', () => {
    for (const rxStatusId of [RX_STATUS.notValidated, RX_STATUS.cancelled, RX_STATUS.expired]) {
      expect(renewalReason(rx({ rxStatusId, expiresAt: '2026-12-10T23:59:59.000Z' }), now, 30)).toBeNull();
    }
  });
  it('looks at least 30 days ahead, further when the clinic reminds earlier', () => {
    expect(renewalWindowDays(3)).toBe(30);
    expect(renewalWindowDays(60)).toBe(60);
  });
});
