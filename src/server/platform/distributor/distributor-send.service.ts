import { markSentToDistributor } from '../../clinic/orders';
import type { Db } from '../../db/database';
import type { DistributorProvider } from '../../integrations/distributor/distributor-gateway';
import * as q from './distributor.queries';

export interface SendDeps {
  db: Db;
  distributor: DistributorProvider;
}

export type SendOutcome = 'sent' | 'already_sent' | 'not_waiting';

/** The reference the distributor keys its copy of an order on: the same on every attempt. */
export const referenceOf = (orderId: number) => `order:${orderId}`;

/**
 * Sends one order waiting for its distributor (the `distributor:send` job; issue 25). The order's
 * send record (distributor_orders, one per order) is made first; the distributor is called with
 * the record's reference, which it keys its copy on, so an attempt that dies after the distributor
 * took the order and before our commit is answered with the same copy when tried again: an order is
 * never sent twice. The record and the order's move to "sent to distributor" are one transaction.
 * A failure is recorded on the record and thrown: the job tries again after its back-off.
 */
export async function sendOrderToDistributor(deps: SendDeps, orderId: number, now = new Date()): Promise<SendOutcome> {
  const { db } = deps;
  const existing = await q.sendRecord(db, orderId);
  if (existing?.state === 'sent') return 'already_sent';
  const order = await q.orderForSending(db, orderId);
  if (!order || order.status !== 'waiting_to_send_to_distributor') return 'not_waiting';
  const nowIso = now.toISOString();
  const distributorId = existing ? Number(existing.distributor_id) : await q.distributorIdByName(db, order.distributorName, nowIso);
  const record = await q.claimSend(db, { orderId, distributorId, reference: referenceOf(orderId), now: nowIso });
  const isClinicPickup = Number(order.isClinicPickup) === 1;
  const shipTo = isClinicPickup
    ? [order.clinicName, order.clinicAddress, order.clinicCity, order.clinicProvince, order.clinicPostalCode]
    : [order.street, order.city, order.province, order.postalCode];
  let answer: { distributorRef: string };
  try {
    answer = await deps.distributor(db).submitOrder({
      reference: record.reference, distributorId, orderNumber: order.orderNumber, clinicName: order.clinicName, isClinicPickup,
      shipTo: shipTo.filter(Boolean).join(', '), lines: await q.orderLines(db, orderId),
    });
  } catch (error) {
    await q.recordSendError(db, Number(record.id), error instanceof Error ? error.message : String(error));
    throw error;
  }
  return db.transaction().execute(async (trx) => {
    if (!(await q.markSent(trx, Number(record.id), answer.distributorRef, nowIso))) return 'already_sent';
    // The order was cancelled or moved by hand meanwhile: the record says it was sent all the same.
    if (!(await markSentToDistributor(trx, orderId, { note: `${order.distributorName} · ${answer.distributorRef}`, now }))) return 'not_waiting';
    return 'sent';
  });
}
