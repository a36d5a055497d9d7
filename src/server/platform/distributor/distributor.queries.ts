import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The store's side of the distributor integration (issue 25): distributors by name, the send record
 * of each order (distributor_orders, the idempotency key), the notices received, the distributor's
 * people.
 */

/** The distributor of a name, created the first time a clinic's order goes to it. */
export async function distributorIdByName(db: Executor, name: string, now: string): Promise<number> {
  await db.insertInto('distributors').values({ name, created_at: now }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const row = await db.selectFrom('distributors').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return Number(row.id);
}

/** What sending an order needs: its status, clinic and distributor, where it goes. */
export function orderForSending(db: Executor, orderId: number) {
  return db.selectFrom('orders as o').innerJoin('clinics as c', 'c.id', 'o.clinic_id')
    .select(['o.id', 'o.status', 'o.order_number as orderNumber', 'o.is_clinic_pickup as isClinicPickup', 'c.practice_name as clinicName',
      'c.distributor_name as distributorName', 'c.address as clinicAddress', 'c.city as clinicCity', 'c.province as clinicProvince',
      'c.postal_code as clinicPostalCode', 'o.ship_street1 as street', 'o.ship_city as city', 'o.ship_province as province', 'o.ship_postal_code as postalCode'])
    .where('o.id', '=', orderId).executeTakeFirst();
}

export async function orderLines(db: Executor, orderId: number) {
  const rows = await db.selectFrom('order_items').select(['id', 'mfg_sku', 'name', 'quantity']).where('order_id', '=', orderId).orderBy('id').execute();
  return rows.map((r) => ({ lineId: Number(r.id), sku: r.mfg_sku, name: r.name, quantity: Number(r.quantity) }));
}

export function sendRecord(db: Executor, orderId: number) {
  return db.selectFrom('distributor_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export function sendRecordByReference(db: Executor, reference: string) {
  return db.selectFrom('distributor_orders').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** The order's send record, made on its first attempt (one per order, whatever runs at once); each attempt is counted. */
export async function claimSend(db: Executor, row: { orderId: number; distributorId: number; reference: string; now: string }) {
  await db.insertInto('distributor_orders').values({
    order_id: row.orderId, distributor_id: row.distributorId, reference: row.reference, state: 'sending', created_at: row.now,
  }).onConflict((oc) => oc.column('order_id').doNothing()).execute();
  await db.updateTable('distributor_orders').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('order_id', '=', row.orderId).execute();
  return db.selectFrom('distributor_orders').selectAll().where('order_id', '=', row.orderId).executeTakeFirstOrThrow();
}

export async function recordSendError(db: Executor, id: number, message: string): Promise<void> {
  await db.updateTable('distributor_orders').set({ last_error: message.slice(0, 500) }).where('id', '=', id).execute();
}

/** The send is done: false when another attempt finished it first. */
export async function markSent(trx: Transaction<Database>, id: number, distributorRef: string, now: string): Promise<boolean> {
  const result = await trx.updateTable('distributor_orders').set({ state: 'sent', distributor_ref: distributorRef, sent_at: now, last_error: '' })
    .where('id', '=', id).where('state', '=', 'sending').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Orders queued for their distributor and not sent yet (the sweep queues them again). */
export async function ordersWaitingToSend(db: Executor, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('orders').select('id').where('status', '=', 'waiting_to_send_to_distributor').orderBy('id').limit(limit).execute();
  return rows.map((r) => Number(r.id));
}

/** Records a notice once: false when this distributor's notice id was received before. */
export async function insertNotice(
  trx: Transaction<Database>, row: { distributorId: number; noticeId: string; orderId: number; kind: string; bodyJson: string; now: string },
): Promise<number | null> {
  const inserted = await trx.insertInto('distributor_notices').values({
    distributor_id: row.distributorId, notice_id: row.noticeId, order_id: row.orderId, kind: row.kind, body_json: row.bodyJson,
    outcome: 'received', received_at: row.now,
  }).onConflict((oc) => oc.columns(['distributor_id', 'notice_id']).doNothing()).returning('id').executeTakeFirst();
  return inserted ? Number(inserted.id) : null;
}

export async function setNoticeOutcome(trx: Transaction<Database>, id: number, outcome: string): Promise<void> {
  await trx.updateTable('distributor_notices').set({ outcome }).where('id', '=', id).execute();
}

export function orderStatus(db: Executor, orderId: number) {
  return db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
}

/** A distributor's person, with their distributor. */
export function findDistributorUser(db: Executor, userId: number) {
  return db.selectFrom('distributor_users as du').innerJoin('users as u', 'u.id', 'du.user_id').innerJoin('distributors as d', 'd.id', 'du.distributor_id')
    .select(['u.id', 'u.first_name as firstName', 'u.last_name as lastName', 'u.email', 'u.status', 'd.id as distributorId', 'd.name as distributorName'])
    .where('du.user_id', '=', userId).executeTakeFirst();
}
