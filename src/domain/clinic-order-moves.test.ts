import { describe, expect, it } from 'vitest';
import { availableOrderMoves, checkOrderMove } from './clinic-order-moves';

const delivery = { status: 'validated' as const, sentToDistributorAt: null, isClinicPickup: false };
const pickup = { ...delivery, isClinicPickup: true };

describe('clinic order moves', () => {
  it('refuses every move on a cancelled order', () => {
    expect(checkOrderMove({ ...delivery, status: 'cancelled' }, 'validate')).toBe('cancelled_order');
    expect(availableOrderMoves({ ...delivery, status: 'cancelled' })).toEqual([]);
  });

  it('moves a pickup order back to validated unless it went to the distributor', () => {
    expect(checkOrderMove({ ...pickup, status: 'ready_for_pickup' }, 'back_to_validated')).toBeNull();
    expect(checkOrderMove({ ...pickup, status: 'ready_for_pickup', sentToDistributorAt: '2026-11-01T00:00:00Z' }, 'back_to_validated')).toBe('not_revertable');
  });

  it('ships delivery orders and readies pickup orders, not the other way round', () => {
    expect(checkOrderMove(delivery, 'ship')).toBeNull();
    expect(checkOrderMove(pickup, 'ship')).toBe('wrong_fulfilment');
    expect(checkOrderMove(delivery, 'ready_for_pickup')).toBe('wrong_fulfilment');
    expect(availableOrderMoves({ ...pickup, status: 'ready_for_pickup' })).toEqual(['picked_up', 'back_to_validated']);
  });

  it('validates only an order waiting for it', () => {
    expect(checkOrderMove({ ...delivery, status: 'submitted' }, 'validate')).toBeNull();
    expect(checkOrderMove({ ...delivery, status: 'shipped' }, 'validate')).toBe('cannot_validate');
  });
});
