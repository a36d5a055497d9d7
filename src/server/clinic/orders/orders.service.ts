import { accountOrderPath } from '../../../contracts/account-routes';
import type { ClinicErrorCode, OrderDetail, OrderListQuery, OrderMoveRequest } from '../../../contracts/clinic';
import { CLINIC_ORDERS_PAGE_SIZE } from '../../../domain/constants';
import { carrierName } from '../../../domain/carriers';
import { availableOrderMoves, checkOrderMove, MOVES_NEEDING_PRESCRIPTIONS, ORDER_MOVE_RULES, type MoveRefusal } from '../../../domain/clinic-order-moves';
import { canReinstateOrder, type OrderStatus } from '../../../domain/order-status';
import { startOfLocalDay } from '../../../domain/report-periods';
import { addDays } from '../../../domain/time';
import { asLanguage } from '../../account/access';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { enqueueEmail } from '../../integrations/email/outbox.queries';
import { ORDER_HANDED_OVER_MESSAGE, reinstateOrder, reinstatementLinks, shipmentsOfOrder } from '../../shop/orders';
import { auditRole, toAuditEvent, writeAudit, type StaffIdentity } from '../../shared/staff-access';
import { orderReadyForPickupEmail, orderShippedEmail } from '../clinic-emails';
import { toOrderSummary } from '../clinic-records';
import { clinicTimeZone } from '../clinic-records.queries';
import { pickupHoursLines } from '../settings';
import * as f from './order-fulfilment.queries';
import { cancelFromPortal, captureOpenShipment, captureWholeOrder, shipReadyItems, splitStateOf, uncoveredRxItemsOf, type FulfilmentDeps } from './order-fulfilment.service';
import * as q from './orders.queries';

const ORDER_REFUSALS: Record<MoveRefusal, { status: number; code: ClinicErrorCode; message: string }> = {
  cancelled_order: { status: 409, code: 'order_cancelled', message: 'A cancelled order cannot be changed.' },
  not_revertable: { status: 409, code: 'order_not_revertable', message: 'Order not revertable once sent to the distributor.' },
  handed_over: { status: 409, code: 'order_handed_over', message: ORDER_HANDED_OVER_MESSAGE },
  cannot_validate: { status: 409, code: 'order_not_validatable', message: 'Unable to mark order validated.' },
  wrong_fulfilment: { status: 409, code: 'order_wrong_fulfilment', message: 'This move is not for this kind of order (pickup or delivery).' },
  not_allowed: { status: 409, code: 'order_move_not_allowed', message: 'Update failed: the order cannot make this move from its status.' },
  nothing_to_split: { status: 409, code: 'order_nothing_to_split', message: 'Update failed: the order has no items ready to send while others wait on the veterinarian.' },
  already_split: { status: 409, code: 'order_already_split', message: 'Update failed: the ready items of this order were already sent.' },
};

export const notFoundOrder = () => new AppError(404, 'order_not_found', 'This order was not found.');

type OrderRow = NonNullable<Awaited<ReturnType<typeof q.findOrder>>>;

const orderState = (o: OrderRow) => ({ status: o.status as OrderStatus, sentToDistributorAt: o.sentToDistributorAt, isClinicPickup: Boolean(Number(o.isClinicPickup)) });

/** One page of the clinic's orders (CLINIC_ORDERS_PAGE_SIZE a page), with the count that pages them. */
export async function searchOrders(db: Db, staff: StaffIdentity, query: OrderListQuery) {
  const { page, from, to, ...filters } = query;
  const pageSize = CLINIC_ORDERS_PAGE_SIZE;
  // The dates the staff pick are the clinic's local days, not UTC ones: an order placed at 9 p.m. in
  // Toronto belongs to that evening's day.
  const timeZone = from || to ? await clinicTimeZone(db, staff.clinicId) : 'UTC';
  const instants = {
    ...(from ? { from: startOfLocalDay(from, timeZone).toISOString() } : {}),
    ...(to ? { to: startOfLocalDay(addDays(to, 1), timeZone).toISOString() } : {}),
  };
  const { rows, totalCount } = await q.searchOrders(db, staff.clinicId, { ...filters, ...instants }, { limit: pageSize, offset: (page - 1) * pageSize });
  return { orders: rows.map(toOrderSummary), page, pageSize, totalCount, pageCount: Math.max(1, Math.ceil(totalCount / pageSize)) };
}

export async function orderDetail(db: Db, staff: StaffIdentity, orderId: number, now = new Date()): Promise<OrderDetail> {
  const order = await q.findOrder(db, staff.clinicId, orderId);
  if (!order) throw notFoundOrder();
  const [items, history, audit, split, shipments, uncoveredRxItems, links] = await Promise.all([
    q.orderItems(db, orderId), q.orderHistory(db, orderId), q.auditOfOrder(db, staff.clinicId, orderId), splitStateOf(db, order, now),
    shipmentsOfOrder(db, orderId, { carrierNames: false }), uncoveredRxItemsOf(db, order, now), reinstatementLinks(db, orderId),
  ]);
  return {
    order: {
      ...toOrderSummary(order), clientEmail: order.clientEmail, carrier: order.carrier, trackingNumber: order.trackingNumber,
      sentToDistributorAt: order.sentToDistributorAt, shipTo: [order.street, order.city, order.province, order.postalCode].filter(Boolean).join(', '),
      reinstatedFrom: links.from, reinstatedAs: links.as,
      canReinstate: canReinstateOrder({ status: order.status as OrderStatus, reinstatedAsOrderId: links.as?.id ?? null }),
    },
    items: items.map((i) => ({ ...i, quantity: Number(i.quantity), netPriceCents: Number(i.netPriceCents), requiresApproval: Boolean(Number(i.requiresApproval)) })),
    history: history.map((h) => ({ event: h.event, status: h.status, createdAt: h.createdAt, actor: h.actor, actorName: [h.firstName, h.lastName].filter(Boolean).join(' '), note: h.note })),
    moves: availableOrderMoves({ ...orderState(order), split, uncoveredRxItems }),
    shipments,
    audit: audit.map(toAuditEvent),
  };
}

/**
 * A staff move on an order (issue 16 "Orders"): the status, its history event (actor staff), the
 * audit event and, for shipped and ready for pickup, the shopper's email, in one transaction. A
 * refused move answers the spec's message and writes nothing. Cancelling and sending the ready
 * items first are order-fulfilment.service's; shipping a split order captures its open shipment's
 * charge first.
 */
export async function moveOrder(deps: FulfilmentDeps, staff: StaffIdentity, orderId: number, request: OrderMoveRequest, now = new Date()) {
  const { db, baseUrl } = deps;
  const order = await q.findOrder(db, staff.clinicId, orderId);
  if (!order) throw notFoundOrder();
  const split = request.move === 'ship_ready_items' ? await splitStateOf(db, order, now) : undefined;
  const uncoveredRxItems = MOVES_NEEDING_PRESCRIPTIONS.includes(request.move) ? await uncoveredRxItemsOf(db, order, now) : 0;
  const refusal = checkOrderMove({ ...orderState(order), split, uncoveredRxItems }, request.move);
  if (refusal) {
    const { status, code, message } = ORDER_REFUSALS[refusal];
    throw new AppError(status, code, message);
  }
  if (request.move === 'cancel') {
    if (!request.reason) throw new AppError(400, 'cancel_reason_required', 'reason: say why the order is cancelled; the client is told.');
    return cancelFromPortal(deps, staff, order, request.reason, now);
  }
  if ((request.move === 'ship' || request.move === 'ship_ready_items') && (!request.carrier || !request.trackingNumber)) {
    throw new AppError(400, 'tracking_required', `${request.carrier ? 'trackingNumber' : 'carrier'}: a carrier and a tracking number are needed to ship.`);
  }
  if (request.move === 'ship_ready_items') return shipReadyItems(deps, staff, order, request, now);
  const openShipment = request.move === 'ship' ? await captureOpenShipment(deps, order) : null;
  // An order never split is charged as it leaves (a split one's shipments were charged each as it left).
  if ((request.move === 'ship' && !openShipment && (await f.countShipments(db, orderId)) === 0) || request.move === 'picked_up') await captureWholeOrder(deps, order);
  const rule = ORDER_MOVE_RULES[request.move];
  const nowIso = now.toISOString();
  const extra = {
    ...(rule.to === 'sent_to_distributor' ? { sent_to_distributor_at: nowIso } : {}),
    ...(request.move === 'ship' ? { carrier: request.carrier!, tracking_number: request.trackingNumber! } : {}),
  };
  return db.transaction().execute(async (trx) => {
    const note = request.move === 'ship' ? `${openShipment ? '2/2 · ' : ''}${carrierName(request.carrier!)} ${request.trackingNumber}` : '';
    const moved = await q.moveOrder(trx, orderId, order.status, rule.to, { event: rule.event, actorUserId: staff.userId, note, now: nowIso }, extra);
    if (!moved) throw new AppError(409, 'order_changed', 'Update failed: the order changed meanwhile; reload it.');
    if (openShipment) {
      await f.shipOpenShipment(trx, openShipment.shipmentId, { carrier: request.carrier!, trackingNumber: request.trackingNumber!, captureId: openShipment.captureId, now: nowIso });
    }
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff), entity: 'order', entityId: orderId, action: request.move,
      before: { status: order.status }, after: { status: rule.to, ...(request.move === 'ship' ? { carrier: request.carrier, trackingNumber: request.trackingNumber } : {}) },
      now: nowIso,
    });
    const recipient = { email: order.clientEmail, firstName: order.firstName, language: asLanguage(order.language) };
    const link = `${baseUrl}${accountOrderPath(orderId)}`;
    if (request.move === 'ship') {
      await enqueueEmail(trx, orderShippedEmail(recipient, { orderNumber: order.orderNumber, carrier: request.carrier!, trackingNumber: request.trackingNumber!, link }), now);
    } else if (request.move === 'ready_for_pickup') {
      const hours = await pickupHoursLines(trx, staff.clinicId, recipient.language, now);
      await enqueueEmail(trx, orderReadyForPickupEmail(recipient, { orderNumber: order.orderNumber, clinicName: staff.clinicName, link, hours }), now);
    }
    return rule.to;
  });
}

/**
 * Reinstates a cancelled order of the staff member's clinic as a new order (issue 25; the shop's
 * reinstateOrder: the same lines and prices, stock and limits checked, a new card hold, the client
 * emailed, audited). Another clinic's order is not found; a repeat answers the same new order.
 */
export function reinstate(deps: FulfilmentDeps, staff: StaffIdentity, orderId: number, now = new Date()) {
  return reinstateOrder(
    { db: deps.db, payments: deps.payments, publicUrl: deps.baseUrl },
    { orderId, clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff), now },
  );
}
