import type { Shipment } from '../../../contracts/shipments';
import { carrierName, trackingUrl } from '../../../domain/carriers';
import { isOrderStatus } from '../../../domain/order-status';
import type { Db } from '../../db/database';
import { listShipments } from './shipments.queries';

/**
 * The shipments of a split order as the shopper's order page and the clinic's show them (issue 16
 * "Split shipping"); an order never split has none. The clinic portal writes them.
 */
export async function shipmentsOfOrder(db: Db, orderId: number, options: { carrierNames: boolean }): Promise<Shipment[]> {
  return (await listShipments(db, orderId)).map((s) => ({
    number: Number(s.number),
    status: isOrderStatus(s.status) ? s.status : 'submitted',
    carrier: s.carrier && options.carrierNames ? carrierName(s.carrier) : s.carrier,
    trackingNumber: s.tracking_number,
    trackingUrl: trackingUrl(s.carrier, s.tracking_number),
    shippedAt: s.shipped_at,
    amountCents: Number(s.amount_cents),
    chargeStatus: s.charge_status,
    items: s.items.map((i) => ({ name: i.name, petName: i.petName, quantity: Number(i.quantity) })),
  }));
}
