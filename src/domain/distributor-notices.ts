import type { OrderEvent, OrderStatus } from './order-status';

/**
 * How a distributor's shipment notice moves an order (issue 25; docs/decisions/098-distributor-integration.md).
 * The store's side of the kinds the contract lists: handed to the distributor's shipping; shipped
 * (everything left: to the client, or to the clinic for a pickup order, which is then ready for
 * pickup at once); part shipped and the rest backordered; backordered. Each step is a status and
 * its history event; a notice for an order that is no longer in a "from" status changes nothing.
 */
export type DistributorNoticeKind = 'sent_to_shipping' | 'shipped' | 'partly_shipped' | 'backordered';

export interface NoticeStep { to: OrderStatus; event: OrderEvent }

const FROM: Record<DistributorNoticeKind, readonly OrderStatus[]> = {
  sent_to_shipping: ['sent_to_distributor', 'backordered'],
  shipped: ['sent_to_distributor', 'sent_to_shipping', 'backordered'],
  partly_shipped: ['sent_to_distributor', 'sent_to_shipping', 'backordered'],
  backordered: ['sent_to_distributor', 'sent_to_shipping'],
};

/** The steps a notice takes the order through, or null when the order is not where the notice applies. */
export function noticeSteps(kind: DistributorNoticeKind, order: { status: OrderStatus; isClinicPickup: boolean }): NoticeStep[] | null {
  if (!FROM[kind].includes(order.status)) return null;
  switch (kind) {
    case 'sent_to_shipping':
      return [{ to: 'sent_to_shipping', event: 'sent_to_shipping' }];
    case 'shipped':
      return order.isClinicPickup
        ? [{ to: 'shipped_to_clinic', event: 'shipped_to_clinic' }, { to: 'ready_for_pickup', event: 'ready_for_pickup' }]
        : [{ to: 'shipped', event: 'shipped' }];
    case 'partly_shipped':
    case 'backordered':
      return [{ to: 'backordered', event: 'back_order' }];
  }
}
