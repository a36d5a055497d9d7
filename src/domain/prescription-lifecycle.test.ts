import { describe, expect, it } from 'vitest';
import { RX_STATUS } from './constants';
import { canRequestRenewal, currentRxStatusId, isLiveRx, shopperRxStatus, type RxLifecycleInput } from './prescription-lifecycle';

const now = new Date('2026-11-23T12:00:00Z');
const rx = (over: Partial<Parameters<typeof shopperRxStatus>[0]>) => ({ rxStatusId: RX_STATUS.validated, expiresAt: null, refillQuantity: 2, refillQuantityRemaining: 1, ...over });

describe('shopperRxStatus', () => {
  it('reads the spec states in shopper words', () => {
    expect(shopperRxStatus(rx({ rxStatusId: RX_STATUS.notValidated }), now)).toBe('requested');
    expect(shopperRxStatus(rx({ rxStatusId: RX_STATUS.cancelled }), now)).toBe('denied');
    expect(shopperRxStatus(rx({ rxStatusId: RX_STATUS.expired }), now)).toBe('expired');
    expect(shopperRxStatus(rx({ rxStatusId: RX_STATUS.deleted }), now)).toBeNull();
    expect(shopperRxStatus(rx({ expiresAt: '2027-01-01T00:00:00Z' }), now)).toBe('approved');
  });

  it('calls a validated prescription expired once its date passed or nothing is left to fill', () => {
    expect(shopperRxStatus(rx({ expiresAt: '2026-11-23T11:59:59Z' }), now)).toBe('expired');
    expect(shopperRxStatus(rx({ refillQuantityRemaining: 0 }), now)).toBe('usedUp');
    // issue 24 item 12: used up before its date is "no refills left", never "expired"; past its date it is expired.
    expect(shopperRxStatus(rx({ refillQuantityRemaining: 0, expiresAt: '2027-01-01T00:00:00Z' }), now)).toBe('usedUp');
    expect(shopperRxStatus(rx({ refillQuantityRemaining: 0, expiresAt: '2026-11-23T11:59:59Z' }), now)).toBe('expired');
    // Without refills there is nothing to count down: it stays approved until its date.
    expect(shopperRxStatus(rx({ refillQuantity: 0, refillQuantityRemaining: 0 }), now)).toBe('approved');
  });

  it('keeps pets with live prescriptions and renews only expired ones', () => {
    expect(isLiveRx('approved')).toBe(true);
    expect(isLiveRx('requested')).toBe(true);
    expect(isLiveRx('denied')).toBe(false);
    expect(canRequestRenewal('expired')).toBe(true);
    expect(canRequestRenewal('usedUp')).toBe(true);
    expect(isLiveRx('usedUp')).toBe(false);
    expect(canRequestRenewal('approved')).toBe(false);
  });
});

describe('currentRxStatusId', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const rx = (over: Partial<RxLifecycleInput>): RxLifecycleInput => ({ rxStatusId: RX_STATUS.validated, expiresAt: null, refillQuantity: 0, refillQuantityRemaining: 0, ...over });

  it('keeps a validated prescription validated until its expiry date', () => {
    expect(currentRxStatusId(rx({ expiresAt: '2026-11-28T00:00:00Z' }), now)).toBe(RX_STATUS.validated);
    expect(currentRxStatusId(rx({}), now)).toBe(RX_STATUS.validated);
  });

  it('reads a validated prescription past its expiry date, or used up, as expired', () => {
    expect(currentRxStatusId(rx({ expiresAt: '2026-11-27T11:59:59Z' }), now)).toBe(RX_STATUS.expired);
    expect(currentRxStatusId(rx({ refillQuantity: 3, refillQuantityRemaining: 0 }), now)).toBe(RX_STATUS.expired);
  });

  it('leaves every other status as stored', () => {
    for (const status of [RX_STATUS.notValidated, RX_STATUS.cancelled, RX_STATUS.deleted]) {
      expect(currentRxStatusId(rx({ rxStatusId: status, expiresAt: '2020-01-01T00:00:00Z' }), now)).toBe(status);
    }
  });
});
