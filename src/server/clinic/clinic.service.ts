import { accountOrderPath } from '../../contracts/account-routes';
import type { ClientAction, ClinicErrorCode, ClientDetail, ClientStatus, OrderDetail, OrderMoveRequest, PetInfo, PrescriptionInfo, PrescriptionRequest, RxState } from '../../contracts/clinic';
import { PAGE_ROUTES } from '../../contracts/routes';
import { carrierName } from '../../domain/carriers';
import { availableOrderMoves, checkOrderMove, MOVES_NEEDING_PRESCRIPTIONS, ORDER_MOVE_RULES, type MoveRefusal } from '../../domain/clinic-order-moves';
import { RX_STATUS, type Language } from '../../domain/constants';
import type { OrderStatus } from '../../domain/order-status';
import { asLanguage, enablePendingAccountIn } from '../account';
import type { Db } from '../db/database';
import type { UserStatus } from '../db/schema';
import { AppError } from '../errors';
import { enqueueEmail } from '../integrations/email/outbox.queries';
import { orderReadyForPickupEmail, orderShippedEmail, prescriptionApprovedEmail, prescriptionDeniedEmail, registrationDeclinedEmail } from './clinic-emails';
import * as q from './clinic.queries';
import * as f from './order-fulfilment.queries';
import { cancelFromPortal, captureOpenShipment, shipReadyItems, splitStateOf, uncoveredRxItemsOf, type FulfilmentDeps } from './order-fulfilment.service';
import { shipmentsOfOrder } from '../orders';
import { auditRole, toAuditEvent, writeAudit, type StaffIdentity } from '../staff-access';
import { pickupHoursLines } from '../store-settings';

export { staffMe } from '../staff-access';

export const notFoundClient = () => new AppError(404, 'client_not_found', 'This client was not found.');
export const notFoundPrescription = () => new AppError(404, 'prescription_not_found', 'This prescription was not found.');


const RX_STATE_BY_ID = new Map<number, RxState>(Object.entries(RX_STATUS).map(([name, id]) => [id, name as RxState]));

/** The state a prescription shows: a validated one past its expiry date is expired (rr §4). */
export function rxStateOf(row: { rxStatusId: number; expiresAt: string | null }, now: Date): RxState {
  const state = RX_STATE_BY_ID.get(Number(row.rxStatusId)) ?? 'deleted';
  if (state === 'validated' && row.expiresAt && row.expiresAt <= now.toISOString()) return 'expired';
  return state;
}

const nameIn = (language: Language, en: string | null, fr: string | null) => (language === 'fr' ? fr || en : en || fr) ?? '';

function toPrescriptionInfo(row: q.PrescriptionRow, language: Language, now: Date): PrescriptionInfo {
  return {
    id: Number(row.id), petId: Number(row.petId), petName: row.petName, familyId: Number(row.familyId),
    productName: nameIn(language, row.productNameEn, row.productNameFr) || nameIn(language, row.familyNameEn, row.familyNameFr),
    state: rxStateOf(row, now), quantity: Number(row.quantity), refills: Number(row.refills), refillsRemaining: Number(row.refillsRemaining),
    requestedQuantity: Number(row.requestedQuantity), clientNote: row.clientNote, instructions: row.instructions, denialReason: row.denialReason,
    vetName: row.vetName, expiresAt: row.expiresAt, createdAt: row.createdAt, decidedAt: row.decidedAt, isRenewal: row.renewalOfId !== null,
  };
}

/** A pet's details, read from the columns the pet-details migration adds when they exist. */
function toPetInfo(row: Record<string, unknown>): PetInfo {
  let breeds: string[] = [];
  if (typeof row.breeds_json === 'string') {
    try {
      const parsed: unknown = JSON.parse(row.breeds_json);
      if (Array.isArray(parsed)) breeds = parsed.filter((b): b is string => typeof b === 'string');
    } catch {
      breeds = [];
    }
  }
  const weight = row.weight_grams === null || row.weight_grams === undefined ? null : Number(row.weight_grams);
  return {
    id: Number(row.id), name: String(row.name), species: String(row.species), breeds,
    birthDate: typeof row.birth_date === 'string' && row.birth_date ? row.birth_date : null,
    weightGrams: weight !== null && Number.isFinite(weight) ? weight : null,
  };
}

export async function searchClients(db: Db, staff: StaffIdentity, query: { q?: string; status?: ClientStatus; autoOrders?: 'needs_attention' }) {
  const rows = await q.searchClients(db, staff.clinicId, { ...query, limit: 50 });
  const ids = rows.map((r) => Number(r.id));
  const [pets, attention] = await Promise.all([q.petNamesOf(db, ids), q.attentionAutoOrdersOf(db, ids)]);
  return {
    clients: rows.map((r) => ({
      id: Number(r.id), firstName: r.firstName, lastName: r.lastName, email: r.email, phone: r.phone, status: r.status,
      createdAt: r.createdAt, petNames: pets.get(Number(r.id)) ?? [], autoOrdersNeedingAttention: attention.get(Number(r.id)) ?? 0,
    })),
  };
}

export async function clientDetail(db: Db, staff: StaffIdentity, clientId: number, language: Language, now = new Date()): Promise<ClientDetail> {
  const client = await q.findClient(db, staff.clinicId, clientId);
  if (!client) throw notFoundClient();
  const [pets, prescriptions, orders, autoOrders, audit] = await Promise.all([
    q.petsOf(db, clientId),
    q.prescriptionsOfClient(db, staff.clinicId, clientId),
    q.ordersOfClient(db, staff.clinicId, clientId),
    q.autoOrdersOfClient(db, clientId),
    q.auditOfClient(db, staff.clinicId, clientId),
  ]);
  return {
    client: {
      id: Number(client.id), firstName: client.firstName, lastName: client.lastName, email: client.email, phone: client.phone,
      status: client.status, createdAt: client.createdAt, language: client.language, province: client.province,
      petNames: pets.map((p) => p.name),
    },
    pets: pets.map((p) => toPetInfo(p as unknown as Record<string, unknown>)),
    prescriptions: prescriptions.map((r) => toPrescriptionInfo(r, language, now)),
    orders: orders.map((o) => ({
      id: Number(o.id), orderNumber: o.orderNumber, status: o.status as OrderStatus, createdAt: o.createdAt, totalCents: Number(o.totalCents),
      isClinicPickup: Boolean(Number(o.isClinicPickup)), clientId: Number(o.clientId), clientName: `${o.firstName} ${o.lastName}`,
    })),
    autoOrders: autoOrders.map((a) => ({
      id: Number(a.id), status: a.status, frequencyWeeks: Number(a.frequencyWeeks), nextOrderDate: a.nextOrderDate,
      items: a.items.map((i) => ({ productName: nameIn(language, i.nameEn, i.nameFr), petName: i.petName ?? '', quantity: Number(i.quantity) })),
    })),
    audit: audit.map(toAuditEvent),
  };
}

/** What each action on a client's account needs, and what it makes of it. */
const CLIENT_MOVES: Record<Exclude<ClientAction, 'enable'>, { from: readonly UserStatus[]; to: UserStatus; code: ClinicErrorCode; message: string }> = {
  decline: { from: ['pending'], to: 'closed', code: 'client_not_pending', message: 'Failed to enable pending consumer: this account is not waiting for the clinic.' },
  deactivate: { from: ['active', 'pending'], to: 'disabled', code: 'client_not_active', message: 'Update failed: only an active or pending account can be deactivated.' },
  reactivate: { from: ['disabled'], to: 'active', code: 'client_not_deactivated', message: 'Update failed: only a deactivated account can be reactivated.' },
  close: { from: ['active', 'pending', 'disabled', 'unconfirmed'], to: 'closed', code: 'client_already_closed', message: 'Update failed: this account is already closed.' },
};

/**
 * Enables, declines, deactivates, reactivates or closes a client's account (rr §4 "Accounts"). The
 * change, its email and its audit event are one transaction; a refused move changes nothing.
 */
export async function changeClientAccount(
  db: Db,
  staff: StaffIdentity,
  clientId: number,
  action: ClientAction,
  input: { reason?: string; note?: string; baseUrl: string },
  now = new Date(),
): Promise<ClientStatus> {
  const client = await q.findClient(db, staff.clinicId, clientId);
  if (!client) throw notFoundClient();
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    let to: UserStatus;
    if (action === 'enable') {
      const enabled = client.status === 'pending' && await enablePendingAccountIn(
        trx, { id: Number(client.id), email: client.email, firstName: client.firstName, language: client.language, clinicName: client.clinicName },
        input.baseUrl, now,
      );
      if (!enabled) throw new AppError(409, 'client_not_pending', 'Failed to enable pending consumer: this account is not waiting for the clinic.');
      to = 'active';
    } else {
      const move = CLIENT_MOVES[action];
      if (!(await q.changeClientStatus(trx, staff.clinicId, clientId, move.from, move.to))) throw new AppError(409, move.code, move.message);
      to = move.to;
      if (to !== 'active') await q.endSessionsOf(trx, clientId);
      if (action === 'decline') {
        const recipient = { email: client.email, firstName: client.firstName, language: asLanguage(client.language) };
        await enqueueEmail(trx, registrationDeclinedEmail(recipient, client.clinicName, input.reason ?? ''), now);
      }
    }
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff), entity: 'client', entityId: clientId, action,
      before: { status: client.status },
      after: { status: to, ...(input.reason ? { reason: input.reason } : {}), ...(input.note ? { note: input.note } : {}) },
      now: nowIso,
    });
    return to as ClientStatus;
  });
}

async function toRequest(db: Db, staff: StaffIdentity, row: q.PrescriptionRow, language: Language, now: Date): Promise<PrescriptionRequest> {
  const [pet, history, clients] = await Promise.all([
    q.findPet(db, Number(row.petId)),
    q.prescriptionsOfPet(db, staff.clinicId, Number(row.petId)),
    q.clientsByIds(db, staff.clinicId, [Number(row.userId)]),
  ]);
  const client = clients[0];
  return {
    ...toPrescriptionInfo(row, language, now),
    client: { id: Number(row.userId), firstName: client?.firstName ?? '', lastName: client?.lastName ?? '', email: client?.email ?? '' },
    pet: toPetInfo((pet ?? { id: row.petId, name: row.petName, species: '' }) as unknown as Record<string, unknown>),
    productId: row.productId === null ? null : Number(row.productId),
    productSku: row.productSku ?? '',
    history: history.filter((h) => Number(h.id) !== Number(row.id)).map((h) => toPrescriptionInfo(h, language, now)),
  };
}

export async function prescriptionQueue(db: Db, staff: StaffIdentity, language: Language, now = new Date()) {
  const rows = await q.prescriptionQueue(db, staff.clinicId, 100);
  return { requests: await Promise.all(rows.map((row) => toRequest(db, staff, row, language, now))) };
}

export async function prescriptionRequest(db: Db, staff: StaffIdentity, rxId: number, language: Language, now = new Date()) {
  const row = await q.findPrescription(db, staff.clinicId, rxId);
  if (!row) throw notFoundPrescription();
  return toRequest(db, staff, row, language, now);
}

const onlyVeterinarian = () => new AppError(403, 'veterinarian_only', 'Only a veterinarian can approve or deny a prescription.');
const alreadyDecided = () => new AppError(409, 'prescription_already_decided', 'This request was already decided.');

export type PrescriptionDecision =
  | { kind: 'approve'; expiresOn: string; quantity: number; refills: number; instructions: string }
  | { kind: 'deny'; reason: string };

/**
 * The veterinarian's decision on a request (issue 16 "Prescriptions"). In one transaction: the
 * prescription, the client's email, the audit event, and on approval the orders of that pet waiting
 * on the veterinarian whose approval-needing items are now all covered (to validated, with an
 * 'rx_approved' history event) and the AutoOrders of that pet waiting for the vet (to active).
 * The product page, cart and checkout read prescriptions live, so they show the new state at once.
 */
export async function decidePrescription(
  db: Db,
  staff: StaffIdentity,
  rxId: number,
  decision: PrescriptionDecision,
  baseUrl: string,
  now = new Date(),
) {
  if (!staff.isVeterinarian) throw onlyVeterinarian();
  const row = await q.findPrescription(db, staff.clinicId, rxId);
  if (!row) throw notFoundPrescription();
  if (Number(row.rxStatusId) !== RX_STATUS.notValidated) throw alreadyDecided();
  const nowIso = now.toISOString();
  if (decision.kind === 'approve' && `${decision.expiresOn}T23:59:59.999Z` <= nowIso) {
    throw new AppError(400, 'expiry_in_past', 'expiresOn: the expiry date must be in the future.');
  }
  const [client] = await q.clientsByIds(db, staff.clinicId, [Number(row.userId)]);
  const language = asLanguage(client?.language);
  const recipient = { email: client?.email ?? '', firstName: client?.firstName ?? '', language };
  const productName = nameIn(language, row.productNameEn, row.productNameFr) || nameIn(language, row.familyNameEn, row.familyNameFr);
  const before = { state: 'notValidated', quantity: Number(row.quantity), refills: Number(row.refills), expiresAt: row.expiresAt };

  return db.transaction().execute(async (trx) => {
    const ordersValidated: string[] = [];
    const autoOrdersActivated: number[] = [];
    if (decision.kind === 'deny') {
      const changed = await q.decidePrescription(trx, rxId, {
        rx_status_id: RX_STATUS.cancelled, denial_reason: decision.reason, decided_at: nowIso, decided_by_user_id: staff.userId,
      });
      if (!changed) throw alreadyDecided();
      await writeAudit(trx, {
        clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'veterinarian'), entity: 'prescription', entityId: rxId,
        action: 'deny', before, after: { state: 'cancelled', reason: decision.reason }, now: nowIso,
      });
      if (recipient.email) {
        await enqueueEmail(trx, prescriptionDeniedEmail(recipient, { clinicName: staff.clinicName, petName: row.petName, productName, reason: decision.reason }), now);
      }
      return { state: 'cancelled' as const, ordersValidated, autoOrdersActivated };
    }

    const expiresAt = `${decision.expiresOn}T23:59:59.000Z`;
    const changed = await q.decidePrescription(trx, rxId, {
      rx_status_id: RX_STATUS.validated, decided_at: nowIso, decided_by_user_id: staff.userId, instructions: decision.instructions,
      quantity: decision.quantity, refill_quantity: decision.refills, refill_quantity_remaining: decision.refills, expires_at: expiresAt,
      vet_name: `${staff.firstName} ${staff.lastName}`,
    });
    if (!changed) throw alreadyDecided();
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'veterinarian'), entity: 'prescription', entityId: rxId,
      action: 'approve', before,
      after: { state: 'validated', quantity: decision.quantity, refills: decision.refills, expiresAt, instructions: decision.instructions },
      now: nowIso,
    });

    const covered = await q.validatedFamiliesOf(trx, Number(row.userId), nowIso);
    const allCovered = (items: { petId: number | null; familyId: number }[]) =>
      items.every((item) => item.petId !== null && covered.has(`${item.petId}:${item.familyId}`));
    for (const order of await q.ordersWaitingOnVetForPet(trx, staff.clinicId, Number(row.userId), Number(row.petId))) {
      if (!allCovered(order.rxItems)) continue;
      const moved = await q.moveOrder(trx, order.id, 'waiting_on_veterinarian', 'validated', { event: 'rx_approved', actorUserId: staff.userId, now: nowIso });
      if (!moved) continue;
      ordersValidated.push(order.orderNumber);
      await writeAudit(trx, {
        clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'veterinarian'), entity: 'order', entityId: order.id,
        action: 'rx_approved', before: { status: 'waiting_on_veterinarian' }, after: { status: 'validated', prescriptionId: rxId }, now: nowIso,
      });
    }
    for (const subscription of await q.subscriptionsWaitingForVet(trx, Number(row.userId), Number(row.petId))) {
      if (!allCovered(subscription.rxItems)) continue;
      if (!(await q.activateSubscription(trx, subscription.id))) continue;
      autoOrdersActivated.push(subscription.id);
      await writeAudit(trx, {
        clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'veterinarian'), entity: 'auto_order', entityId: subscription.id,
        action: 'rx_approved', before: { status: 'waiting_for_vet' }, after: { status: 'active', prescriptionId: rxId }, now: nowIso,
      });
    }
    if (recipient.email) {
      const link = `${baseUrl}${row.productId !== null ? PAGE_ROUTES.productDetails.replace(':prodid', String(row.productId)) : PAGE_ROUTES.cart}`;
      await enqueueEmail(trx, prescriptionApprovedEmail(recipient, {
        clinicName: staff.clinicName, petName: row.petName, productName, expiresOn: decision.expiresOn, instructions: decision.instructions, link,
      }), now);
    }
    return { state: 'validated' as const, ordersValidated, autoOrdersActivated };
  });
}

export const dashboard = (db: Db, staff: StaffIdentity) => q.dashboardCounts(db, staff.clinicId);

const ORDER_REFUSALS: Record<MoveRefusal, { status: number; code: ClinicErrorCode; message: string }> = {
  cancelled_order: { status: 409, code: 'order_cancelled', message: 'A cancelled order cannot be changed.' },
  not_revertable: { status: 409, code: 'order_not_revertable', message: 'Order not revertable once sent to the distributor.' },
  cannot_validate: { status: 409, code: 'order_not_validatable', message: 'Unable to mark order validated.' },
  wrong_fulfilment: { status: 409, code: 'order_wrong_fulfilment', message: 'This move is not for this kind of order (pickup or delivery).' },
  not_allowed: { status: 409, code: 'order_move_not_allowed', message: 'Update failed: the order cannot make this move from its status.' },
  nothing_to_split: { status: 409, code: 'order_nothing_to_split', message: 'Update failed: the order has no items ready to send while others wait on the veterinarian.' },
  already_split: { status: 409, code: 'order_already_split', message: 'Update failed: the ready items of this order were already sent.' },
};
export const notFoundOrder = () => new AppError(404, 'order_not_found', 'This order was not found.');

type OrderRow = NonNullable<Awaited<ReturnType<typeof q.findOrder>>>;
const orderState = (o: OrderRow) => ({ status: o.status as OrderStatus, sentToDistributorAt: o.sentToDistributorAt, isClinicPickup: Boolean(Number(o.isClinicPickup)) });
const toOrderSummary = (o: Pick<OrderRow, 'id' | 'orderNumber' | 'status' | 'createdAt' | 'totalCents' | 'isClinicPickup' | 'clientId' | 'firstName' | 'lastName'>) => ({
  id: Number(o.id), orderNumber: o.orderNumber, status: o.status as OrderStatus, createdAt: o.createdAt, totalCents: Number(o.totalCents),
  isClinicPickup: Boolean(Number(o.isClinicPickup)), clientId: Number(o.clientId), clientName: `${o.firstName} ${o.lastName}`,
});

export async function searchOrders(db: Db, staff: StaffIdentity, filters: Parameters<typeof q.searchOrders>[2]) {
  return { orders: (await q.searchOrders(db, staff.clinicId, filters)).map(toOrderSummary) };
}

export async function orderDetail(db: Db, staff: StaffIdentity, orderId: number, now = new Date()): Promise<OrderDetail> {
  const order = await q.findOrder(db, staff.clinicId, orderId);
  if (!order) throw notFoundOrder();
  const [items, history, audit, split, shipments, uncoveredRxItems] = await Promise.all([
    q.orderItems(db, orderId), q.orderHistory(db, orderId), q.auditOfOrder(db, staff.clinicId, orderId), splitStateOf(db, order, now),
    shipmentsOfOrder(db, orderId, { carrierNames: false }), uncoveredRxItemsOf(db, order, now),
  ]);
  return {
    order: {
      ...toOrderSummary(order), clientEmail: order.clientEmail, carrier: order.carrier, trackingNumber: order.trackingNumber,
      sentToDistributorAt: order.sentToDistributorAt, shipTo: [order.street, order.city, order.province, order.postalCode].filter(Boolean).join(', '),
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
