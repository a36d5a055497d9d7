import { describe, expect, it } from 'vitest';
import { availableOrderMoves, checkOrderMove } from './clinic-order-moves';
import { canReinstateOrder, cancelRefusal } from './order-status';

const delivery = { status: 'validated' as const, sentToDistributorAt: null, isClinicPickup: false };
const pickup = { ...delivery, isClinicPickup: true };

describe('clinic order moves', () => {
  it('reinstates only a cancelled order not reinstated yet; the new order is validated like a new one (issue 25)', () => {
    expect(canReinstateOrder({ status: 'cancelled', reinstatedAsOrderId: null })).toBe(true);
    expect(canReinstateOrder({ status: 'cancelled', reinstatedAsOrderId: 12 })).toBe(false);
    expect(canReinstateOrder({ status: 'submitted', reinstatedAsOrderId: null })).toBe(false);
    expect(availableOrderMoves({ ...delivery, status: 'reinstated_cancelled_order' })).toEqual(['validate', 'wait_on_client', 'cancel']);
  });

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
    expect(availableOrderMoves({ ...pickup, status: 'ready_for_pickup' })).toEqual(['picked_up', 'back_to_validated', 'cancel']);
  });

  it('queues a validated order for the distributor, asks the client, and takes a declined bill back to validated (issue 25)', () => {
    expect(checkOrderMove(delivery, 'send_to_distributor')).toBeNull();
    expect(checkOrderMove({ ...delivery, status: 'backordered' }, 'send_to_distributor')).toBe('not_allowed');
    expect(checkOrderMove({ ...delivery, status: 'submitted' }, 'wait_on_client')).toBeNull();
    expect(checkOrderMove({ ...delivery, status: 'waiting_on_client' }, 'validate')).toBeNull();
    expect(checkOrderMove(delivery, 'bill_declined')).toBeNull();
    expect(checkOrderMove({ ...delivery, status: 'bill_declined' }, 'validate')).toBeNull();
    expect(cancelRefusal({ status: 'waiting_to_send_to_distributor', sentToDistributorAt: null })).toBe('not_revertable');
  });

  it('validates only an order waiting for it', () => {
    expect(checkOrderMove({ ...delivery, status: 'submitted' }, 'validate')).toBeNull();
    expect(checkOrderMove({ ...delivery, status: 'shipped' }, 'validate')).toBe('cannot_validate');
  });

  it('neither validates nor sends on an order whose approval items are not all covered, but still cancels it', () => {
    const uncovered = { uncoveredRxItems: 1 };
    expect(checkOrderMove({ ...delivery, status: 'submitted', ...uncovered }, 'validate')).toBe('cannot_validate');
    expect(checkOrderMove({ ...delivery, ...uncovered }, 'send_to_distributor')).toBe('cannot_validate');
    expect(checkOrderMove({ ...delivery, ...uncovered }, 'ship')).toBe('cannot_validate');
    expect(checkOrderMove({ ...pickup, ...uncovered }, 'ready_for_pickup')).toBe('cannot_validate');
    expect(checkOrderMove({ ...delivery, ...uncovered }, 'cancel')).toBeNull();
    expect(availableOrderMoves({ ...delivery, ...uncovered })).toEqual(['wait_on_client', 'bill_declined', 'backorder', 'cancel']);
    expect(checkOrderMove({ ...delivery, uncoveredRxItems: 0 }, 'ship')).toBeNull();
    expect(checkOrderMove({ ...delivery, status: 'waiting_on_veterinarian', ...uncovered }, 'send_to_distributor')).toBe('cannot_validate');
  });

  it('cancels until the order went to the distributor, never a cancelled one', () => {
    expect(checkOrderMove({ ...delivery, status: 'submitted' }, 'cancel')).toBeNull();
    expect(checkOrderMove({ ...delivery, status: 'sent_to_distributor' }, 'cancel')).toBe('not_revertable');
    expect(checkOrderMove({ ...pickup, status: 'ready_for_pickup', sentToDistributorAt: '2026-11-01T00:00:00Z' }, 'cancel')).toBe('not_revertable');
    expect(checkOrderMove({ ...delivery, status: 'cancelled' }, 'cancel')).toBe('cancelled_order');
  });

  it('says a picked-up or shipped order was handed over, not "sent to the distributor" (issue 24)', () => {
    expect(checkOrderMove({ ...pickup, status: 'picked_up' }, 'cancel')).toBe('handed_over');
    expect(checkOrderMove({ ...pickup, status: 'picked_up', sentToDistributorAt: '2026-11-01T00:00:00Z' }, 'cancel')).toBe('handed_over');
    expect(checkOrderMove({ ...delivery, status: 'shipped' }, 'cancel')).toBe('handed_over');
    expect(checkOrderMove({ ...delivery, status: 'lost' }, 'cancel')).toBe('handed_over');
    expect(cancelRefusal({ status: 'picked_up', sentToDistributorAt: null })).toBe('handed_over');
    expect(cancelRefusal({ status: 'billed', sentToDistributorAt: null })).toBe('not_revertable');
    expect(cancelRefusal({ status: 'validated', sentToDistributorAt: null })).toBeNull();
  });

  it('sends the ready items first only from an order that waits on the veterinarian and holds both kinds', () => {
    const waiting = { ...delivery, status: 'waiting_on_veterinarian' as const };
    expect(checkOrderMove({ ...waiting, split: { readyItems: 1, waitingItems: 1, isSplit: false } }, 'ship_ready_items')).toBeNull();
    expect(checkOrderMove({ ...waiting, split: { readyItems: 0, waitingItems: 2, isSplit: false } }, 'ship_ready_items')).toBe('nothing_to_split');
    expect(checkOrderMove({ ...waiting, split: { readyItems: 1, waitingItems: 1, isSplit: true } }, 'ship_ready_items')).toBe('already_split');
    expect(checkOrderMove({ ...waiting, isClinicPickup: true, split: { readyItems: 1, waitingItems: 1, isSplit: false } }, 'ship_ready_items')).toBe('wrong_fulfilment');
    expect(checkOrderMove({ ...delivery, split: { readyItems: 1, waitingItems: 1, isSplit: false } }, 'ship_ready_items')).toBe('not_allowed');
  });
});
