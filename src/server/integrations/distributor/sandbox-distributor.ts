import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { DistributorGateway, OutboundOrder } from './distributor-gateway';
import { findByReference, insertReceivedOrder } from './sandbox-distributor.queries';

const newDistributorRef = () => `DST-${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * The sandbox distributor (issue 25): it keeps what it receives in its own ledger, once per
 * reference (a repeated submission answers the first one's id), and its people answer through its
 * portal (`/platform/distributor`), whose actions send the store shipment notices.
 */
export function createSandboxDistributor(db: Db, { now = () => new Date() }: { now?: () => Date } = {}): DistributorGateway {
  return {
    async submitOrder(order: OutboundOrder) {
      await insertReceivedOrder(db, {
        distributorId: order.distributorId, reference: order.reference, distributorRef: newDistributorRef(), orderNumber: order.orderNumber,
        clinicName: order.clinicName, shipTo: order.shipTo, isClinicPickup: order.isClinicPickup,
        lines: order.lines.map((l) => ({ ...l, shipped: 0, backordered: 0 })), receivedAt: now().toISOString(),
      });
      const row = await findByReference(db, order.reference);
      if (!row) throw new Error(`sandbox distributor: order ${order.reference} was not recorded`);
      return { distributorRef: row.distributorRef };
    },
  };
}
