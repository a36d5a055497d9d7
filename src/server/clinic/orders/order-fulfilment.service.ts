import { accountOrderPath } from '../../../contracts/account-routes';
import type { OrderMoveRequest } from '../../../contracts/clinic';
import { carrierName } from '../../../domain/carriers';
import { splitCharges, waitsOnVeterinarian } from '../../../domain/shipment-split';
import { asLanguage } from '../../account/access';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { enqueueEmail } from '../../integrations/email/outbox.queries';
import type { PaymentProvider } from '../../integrations/payment/payment-gateway';
import { cancelOrder } from '../../shop/orders';
import { auditRole, writeAudit, type StaffIdentity } from '../../shared/staff-access';
import { orderShippedEmail } from '../clinic-emails';
import { validatedFamiliesOf } from '../clinic-records.queries';
import { findOrder } from './orders.queries';
import * as f from './order-fulfilment.queries';

/**
 * The portal's order moves that reach beyond the order row (issue 16): cancelling (through the
 * orders feature's cancelOrder, which voids the card's hold, returns the stock and emails the
 * shopper) and split shipping (two shipments, each with its charge captured through the payment
 * provider as it leaves; docs/decisions/057-cancel-and-split-shipping.md).
 */
export interface FulfilmentDeps {
  db: Db;
  payments: PaymentProvider;
  /** The store's public origin, for the links in emails. */
  baseUrl: string;
  onVoidFailed?: (error: unknown, authorizationId: string) => void;
}

type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

const orderChanged = () => new AppError(409, 'order_changed', 'Update failed: the order changed meanwhile; reload it.');

/** The order's items split into ready and waiting on the veterinarian, now. */
async function itemsByReadiness(db: Db, order: OrderRow, now: Date) {
  const [items, covered] = await Promise.all([
    f.splitItemsOf(db, Number(order.id)),
    validatedFamiliesOf(db, Number(order.clientId), now.toISOString()),
  ]);
  return items.map((item) => ({ ...item, covered: item.petId !== null && covered.has(`${item.petId}:${item.familyId}`) }));
}

/** How many of the order's approval-needing items no validated, unexpired prescription covers now (checkOrderMove's uncoveredRxItems). */
export async function uncoveredRxItemsOf(db: Db, order: OrderRow, now: Date): Promise<number> {
  return (await itemsByReadiness(db, order, now)).filter(waitsOnVeterinarian).length;
}

/** What checkOrderMove needs to offer or refuse "send the ready items first". */
export async function splitStateOf(db: Db, order: OrderRow, now: Date) {
  const isSplit = (await f.countShipments(db, Number(order.id))) > 0;
  if (order.status !== 'waiting_on_veterinarian' || isSplit) return { readyItems: 0, waitingItems: 0, isSplit };
  const items = await itemsByReadiness(db, order, now);
  const waitingItems = items.filter(waitsOnVeterinarian).length;
  return { readyItems: items.length - waitingItems, waitingItems, isSplit };
}

/** Captures a shipment's charge before it is recorded; the reference makes a retry capture once. */
async function capture(deps: FulfilmentDeps, order: OrderRow, amountCents: number, shipmentNumber: number): Promise<string | null> {
  if (amountCents <= 0) return null;
  const result = await deps.payments(deps.db).capture(order.authorizationId, amountCents, `order:${Number(order.id)}:shipment:${shipmentNumber}`);
  if (!result.captured) {
    throw new AppError(409, 'shipment_charge_failed', 'Update failed: the card could not be charged for this shipment; nothing was shipped.');
  }
  return result.captureId;
}

/**
 * Sends the ready items of an order waiting on the veterinarian first (checked by the caller):
 * captures their charge, then in one transaction writes the two shipments (the ready one shipped
 * with its carrier and tracking number, the other following the order), marks the order as sent
 * to the distributor, and records the history event, the audit event and the shopper's email.
 */
export async function shipReadyItems(deps: FulfilmentDeps, staff: StaffIdentity, order: OrderRow, request: OrderMoveRequest, now: Date) {
  const orderId = Number(order.id);
  const items = await itemsByReadiness(deps.db, order, now);
  const charges = splitCharges({ totalCents: Number(order.totalCents), itemsTaxCents: await f.itemsTaxOf(deps.db, orderId) }, items);
  const captureId = await capture(deps, order, charges.readyCents, 1);
  const nowIso = now.toISOString();
  const carrier = request.carrier!;
  const trackingNumber = request.trackingNumber!;
  return deps.db.transaction().execute(async (trx) => {
    const current = await findOrder(trx, staff.clinicId, orderId);
    if (current?.status !== 'waiting_on_veterinarian' || (await f.countShipments(trx, orderId)) > 0) throw orderChanged();
    const ready = items.filter((i) => !waitsOnVeterinarian(i));
    const waiting = items.filter(waitsOnVeterinarian);
    await f.insertShipment(trx, {
      order_id: orderId, number: 1, status: 'shipped', carrier, tracking_number: trackingNumber, amount_cents: charges.readyCents,
      charge_status: 'captured', capture_id: captureId, created_at: nowIso, shipped_at: nowIso,
    }, ready.map((i) => ({ orderItemId: i.id, quantity: i.quantity })));
    await f.insertShipment(trx, {
      order_id: orderId, number: 2, status: order.status, carrier: null, tracking_number: null, amount_cents: charges.waitingCents,
      charge_status: 'authorized', capture_id: null, created_at: nowIso, shipped_at: null,
    }, waiting.map((i) => ({ orderItemId: i.id, quantity: i.quantity })));
    await f.markSentToDistributor(trx, orderId, nowIso);
    await trx.insertInto('order_history').values({
      order_id: orderId, event: 'shipped', status: order.status, created_at: nowIso, actor: 'staff', actor_user_id: staff.userId,
      note: `1/2 · ${carrierName(carrier)} ${trackingNumber}`,
    }).execute();
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff), entity: 'order', entityId: orderId, action: 'ship_ready_items',
      before: { status: order.status, shipments: 0 },
      after: {
        status: order.status, shipments: 2, carrier, trackingNumber, readyChargeCents: charges.readyCents, waitingChargeCents: charges.waitingCents,
      },
      now: nowIso,
    });
    const recipient = { email: order.clientEmail, firstName: order.firstName, language: asLanguage(order.language) };
    await enqueueEmail(trx, orderShippedEmail(recipient, {
      orderNumber: order.orderNumber, carrier, trackingNumber, link: `${deps.baseUrl}${accountOrderPath(orderId)}`,
    }), now);
    return 'waiting_on_veterinarian' as const;
  });
}

/**
 * An order never split is charged as it leaves the clinic (shipped or picked up; issue 27, the
 * settlement report counts captures): its total, under the reference `order:{id}`, so a retry after
 * a failure in between captures once. An order paid wholly by account credit has no hold.
 */
export async function captureWholeOrder(deps: FulfilmentDeps, order: OrderRow): Promise<string | null> {
  const amountCents = Number(order.totalCents);
  if (amountCents <= 0 || order.authorizationId.startsWith('none:')) return null;
  const result = await deps.payments(deps.db).capture(order.authorizationId, amountCents, `order:${Number(order.id)}`);
  if (!result.captured) {
    throw new AppError(409, 'shipment_charge_failed', 'Update failed: the card could not be charged for this order; nothing was changed.');
  }
  return result.captureId;
}

/** A split order's shipment still waiting leaves with the order's "shipped" move: its charge is captured first. */
export async function captureOpenShipment(deps: FulfilmentDeps, order: OrderRow) {
  const open = await f.openShipment(deps.db, Number(order.id));
  if (!open) return null;
  const captureId = open.charge_status === 'authorized' ? await capture(deps, order, Number(open.amount_cents), Number(open.number)) : open.capture_id;
  return { shipmentId: Number(open.id), captureId };
}

/**
 * Cancels an order from the portal (actor staff, the clinic's scope) with the shopper's rules and
 * messages; the audit event is written in the cancellation's transaction.
 */
export async function cancelFromPortal(deps: FulfilmentDeps, staff: StaffIdentity, order: OrderRow, reason: string, now: Date) {
  const orderId = Number(order.id);
  await cancelOrder(
    { db: deps.db, payments: deps.payments, publicUrl: deps.baseUrl, onVoidFailed: deps.onVoidFailed },
    {
      orderId, scope: { clinicId: staff.clinicId }, actor: 'staff', actorUserId: staff.userId, reason, now,
      alsoInTransaction: (trx, cancelled) => writeAudit(trx, {
        clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff), entity: 'order', entityId: cancelled.id, action: 'cancel',
        before: { status: cancelled.statusBefore }, after: { status: 'cancelled', reason }, now: now.toISOString(),
      }),
    },
  );
  return 'cancelled' as const;
}
