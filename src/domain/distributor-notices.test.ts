import { describe, expect, it } from 'vitest';
import { noticeSteps } from './distributor-notices';

describe('distributor notices', () => {
  it('ships a delivery order to the client and a pickup order to the clinic, then ready for pickup', () => {
    expect(noticeSteps('shipped', { status: 'sent_to_distributor', isClinicPickup: false })).toEqual([{ to: 'shipped', event: 'shipped' }]);
    expect(noticeSteps('shipped', { status: 'sent_to_shipping', isClinicPickup: true })).toEqual([
      { to: 'shipped_to_clinic', event: 'shipped_to_clinic' }, { to: 'ready_for_pickup', event: 'ready_for_pickup' },
    ]);
  });

  it('backorders what was sent, and ships a backordered order later', () => {
    expect(noticeSteps('backordered', { status: 'sent_to_distributor', isClinicPickup: false })).toEqual([{ to: 'backordered', event: 'back_order' }]);
    expect(noticeSteps('partly_shipped', { status: 'sent_to_shipping', isClinicPickup: false })).toEqual([{ to: 'backordered', event: 'back_order' }]);
    expect(noticeSteps('shipped', { status: 'backordered', isClinicPickup: false })).toEqual([{ to: 'shipped', event: 'shipped' }]);
    expect(noticeSteps('sent_to_shipping', { status: 'sent_to_distributor', isClinicPickup: false })).toEqual([{ to: 'sent_to_shipping', event: 'sent_to_shipping' }]);
  });

  it('changes nothing on an order that moved on or was never sent', () => {
    expect(noticeSteps('shipped', { status: 'shipped', isClinicPickup: false })).toBeNull();
    expect(noticeSteps('shipped', { status: 'validated', isClinicPickup: false })).toBeNull();
    expect(noticeSteps('backordered', { status: 'backordered', isClinicPickup: false })).toBeNull();
    expect(noticeSteps('shipped', { status: 'cancelled', isClinicPickup: true })).toBeNull();
  });
});
