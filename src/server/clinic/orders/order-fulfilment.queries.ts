import type { Kysely, Transaction } from 'kysely';
import type { Database, ShipmentTable } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Split shipping's rows (issue 16 "Split shipping"). The order was found in the staff member's
 * clinic before any of these run (clinic.queries findOrder), so they take its id only.
 */

/** The order's items with what splitting needs: price, whether it needs the veterinarian's approval, its pet and family. */
export async function splitItemsOf(db: Executor, orderId: number) {
  const rows = await db.selectFrom('order_items as i').innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.id', 'i.pet_id as petId', 'p.family_id as familyId', 'i.quantity', 'i.net_price_cents as netPriceCents',
      'i.requires_approval as requiresApproval', 'p.is_prescription_product as isRx', 'p.is_approval_required as isApproval'])
    .where('i.order_id', '=', orderId).orderBy('i.id').execute();
  return rows.map((r) => ({
    id: Number(r.id), petId: r.petId === null ? null : Number(r.petId), familyId: Number(r.familyId), quantity: Number(r.quantity),
    netPriceCents: Number(r.netPriceCents),
    requiresApproval: Number(r.requiresApproval) === 1 || Number(r.isRx) === 1 || Number(r.isApproval) === 1,
  }));
}

/** The order's taxes on its items (not on shipping), in cents. */
export async function itemsTaxOf(db: Executor, orderId: number): Promise<number> {
  const row = await db.selectFrom('order_taxes').select((eb) => eb.fn.sum<number | string | null>('items_amount_cents').as('total'))
    .where('order_id', '=', orderId).executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function countShipments(db: Executor, orderId: number): Promise<number> {
  const row = await db.selectFrom('shipments').select((eb) => eb.fn.countAll().as('n')).where('order_id', '=', orderId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The shipment of a split order that has not left yet, if any. */
export function openShipment(db: Executor, orderId: number) {
  return db.selectFrom('shipments').selectAll().where('order_id', '=', orderId).where('shipped_at', 'is', null).orderBy('number').executeTakeFirst();
}

export async function insertShipment(
  trx: Transaction<Database>,
  shipment: Omit<ShipmentTable, 'id'>,
  items: { orderItemId: number; quantity: number }[],
): Promise<number> {
  const row = await trx.insertInto('shipments').values(shipment).returning('id').executeTakeFirstOrThrow();
  if (items.length > 0) {
    await trx.insertInto('shipment_items').values(items.map((i) => ({ shipment_id: row.id, order_item_id: i.orderItemId, quantity: i.quantity }))).execute();
  }
  return Number(row.id);
}

/** The open shipment leaves: its carrier, tracking number and captured charge. */
export async function shipOpenShipment(
  trx: Transaction<Database>,
  shipmentId: number,
  changes: { carrier: string; trackingNumber: string; captureId: string | null; now: string },
): Promise<void> {
  await trx.updateTable('shipments').set({
    status: 'shipped', carrier: changes.carrier, tracking_number: changes.trackingNumber, shipped_at: changes.now,
    charge_status: 'captured', capture_id: changes.captureId,
  }).where('id', '=', shipmentId).where('shipped_at', 'is', null).execute();
}

/** The order went to the distributor (its ready shipment did): kept even when the order's status later says otherwise. */
export async function markSentToDistributor(trx: Transaction<Database>, orderId: number, now: string): Promise<void> {
  await trx.updateTable('orders').set({ sent_to_distributor_at: now }).where('id', '=', orderId).where('sent_to_distributor_at', 'is', null).execute();
}
