import { accountOrderPath } from '../../../contracts/account-routes';
import { carrierName } from '../../../domain/carriers';
import { noticeSteps, type DistributorNoticeKind } from '../../../domain/distributor-notices';
import type { OrderStatus } from '../../../domain/order-status';
import { asLanguage } from '../../account/access';
import type { Database } from '../../db/schema';
import { enqueueEmail } from '../../integrations/email/outbox.queries';
import { orderReadyForPickupEmail, orderShippedEmail } from '../clinic-emails';
import { pickupHoursLines } from '../settings';
import * as q from './orders.queries';
import type { Transaction } from 'kysely';

/**
 * The order moves the distributor integration makes by itself (issue 25; actor 'system'): the
 * sending job's "sent to distributor", and a shipment notice's steps with the client's email
 * (shipped with carrier and tracking; ready for pickup once shipped to the clinic). They run in the
 * caller's transaction, guarded by the order's status, so a repeat changes nothing.
 */

/** waiting to send to distributor → sent to distributor, once the distributor took the order. */
export async function markSentToDistributor(trx: Transaction<Database>, orderId: number, o: { note: string; now: Date }): Promise<boolean> {
  const now = o.now.toISOString();
  return q.moveOrder(trx, orderId, 'waiting_to_send_to_distributor', 'sent_to_distributor', {
    event: 'sent_to_distributor', actorUserId: null, actor: 'system', note: o.note, now,
  }, { sent_to_distributor_at: now });
}

export interface NoticeToApply {
  kind: DistributorNoticeKind;
  carrier: string;
  trackingNumber: string;
  /** For a partial shipment: what left, said in the history note. */
  shippedUnits?: number;
  totalUnits?: number;
}

/**
 * Applies a distributor's notice to the order: its steps in order, each a history entry, and the
 * client's email. Returns the status reached, or null with the status it was in when the notice no
 * longer applies (the order moved on: the clinic acted meanwhile, or a notice came late).
 */
export async function applyDistributorNotice(
  trx: Transaction<Database>, deps: { baseUrl: string }, orderId: number, notice: NoticeToApply, now: Date,
): Promise<{ applied: true; status: OrderStatus } | { applied: false; status: OrderStatus | null }> {
  const clinic = await q.clinicOfOrder(trx, orderId);
  const order = clinic ? await q.findOrder(trx, clinic.clinicId, orderId) : undefined;
  if (!clinic || !order) return { applied: false, status: null };
  const status = order.status as OrderStatus;
  const isClinicPickup = Number(order.isClinicPickup) === 1;
  const steps = noticeSteps(notice.kind, { status, isClinicPickup });
  if (!steps) return { applied: false, status };
  const nowIso = now.toISOString();
  const tracking = notice.carrier ? `${carrierName(notice.carrier)} ${notice.trackingNumber}` : '';
  const partial = notice.kind === 'partly_shipped' ? `${notice.shippedUnits ?? 0}/${notice.totalUnits ?? 0} · ${tracking}` : '';
  let from = status;
  for (const [index, step] of steps.entries()) {
    const note = step.event === 'shipped' || step.event === 'shipped_to_clinic' ? tracking : index === 0 ? partial : '';
    const shipping = step.to === 'shipped' || step.to === 'shipped_to_clinic' || notice.kind === 'partly_shipped'
      ? { carrier: notice.carrier, tracking_number: notice.trackingNumber } : {};
    const moved = await q.moveOrder(trx, orderId, from, step.to, { event: step.event, actorUserId: null, actor: 'system', note, now: nowIso }, shipping);
    if (!moved) return { applied: false, status: from };
    from = step.to;
  }
  const recipient = { email: order.clientEmail, firstName: order.firstName, language: asLanguage(order.language) };
  const link = `${deps.baseUrl}${accountOrderPath(orderId)}`;
  if (from === 'ready_for_pickup') {
    const hours = await pickupHoursLines(trx, clinic.clinicId, recipient.language, now);
    await enqueueEmail(trx, orderReadyForPickupEmail(recipient, { orderNumber: order.orderNumber, clinicName: clinic.clinicName, link, hours }), now);
  } else if (!isClinicPickup && (notice.kind === 'shipped' || notice.kind === 'partly_shipped')) {
    await enqueueEmail(trx, orderShippedEmail(recipient, { orderNumber: order.orderNumber, carrier: notice.carrier, trackingNumber: notice.trackingNumber, link }), now);
  }
  return { applied: true, status: from };
}
