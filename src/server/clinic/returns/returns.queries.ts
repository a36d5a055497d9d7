import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ReturnItemTable, ReturnTable } from '../../db/schema';

/** The returns feature's reads and writes (issue 17). Every read of a staff call takes the clinic's id. */

export async function findOrderForReturn(db: Db, clinicId: number, orderId: number) {
  const row = await db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id').innerJoin('clinics as c', 'c.id', 'o.clinic_id')
    .select([
      'o.id', 'o.user_id', 'o.order_number', 'o.status', 'o.is_clinic_pickup', 'o.created_at', 'o.shipping_cents', 'o.shipping_discount_cents',
      'o.total_cents', 'o.account_credit_cents', 'o.authorization_id', 'o.payment_brand', 'o.payment_last4',
      'u.first_name', 'u.last_name', 'u.email', 'u.language', 'c.practice_name',
    ])
    .where('o.id', '=', orderId).where('o.clinic_id', '=', clinicId)
    .executeTakeFirst();
  return row && { ...row, id: Number(row.id), user_id: Number(row.user_id) };
}

export function listOrderItems(db: Db, orderId: number) {
  return db.selectFrom('order_items').select(['id', 'name', 'pet_name', 'quantity', 'net_price_cents'])
    .where('order_id', '=', orderId).orderBy('id').execute();
}

export function listOrderTaxes(db: Db, orderId: number) {
  return db.selectFrom('order_taxes').select(['code', 'label', 'rate', 'items_amount_cents', 'shipping_amount_cents'])
    .where('order_id', '=', orderId).orderBy('id').execute();
}

/** When the order was shipped or picked up, and billed (the latest of each event), from its history. */
export async function orderMilestones(db: Db, orderId: number): Promise<{ deliveredAt: string | null; billedAt: string | null }> {
  const rows = await db.selectFrom('order_history').select(['event', 'created_at'])
    .where('order_id', '=', orderId).where('event', 'in', ['shipped', 'picked_up', 'billed']).orderBy('created_at').execute();
  const last = (events: string[]) => rows.filter((r) => events.includes(r.event)).at(-1)?.created_at ?? null;
  return { deliveredAt: last(['shipped', 'picked_up']), billedAt: last(['billed']) };
}

/** The order's returns that were not cancelled, with their items. */
export async function listLiveReturnsOfOrder(db: Db, orderId: number) {
  const returns = await db.selectFrom('returns').selectAll().where('order_id', '=', orderId).where('status', '!=', 'cancelled').orderBy('id').execute();
  const items = returns.length === 0 ? [] : await db.selectFrom('return_items').selectAll().where('return_id', 'in', returns.map((r) => r.id)).execute();
  return returns.map((r) => ({ ...r, items: items.filter((i) => Number(i.return_id) === Number(r.id)) }));
}

export async function insertReturn(db: Db, row: Insertable<ReturnTable>, items: Omit<Insertable<ReturnItemTable>, 'return_id'>[]): Promise<number> {
  const inserted = await db.insertInto('returns').values(row).returning('id').executeTakeFirstOrThrow();
  const id = Number(inserted.id);
  if (items.length > 0) await db.insertInto('return_items').values(items.map((i) => ({ ...i, return_id: id }))).execute();
  return id;
}

const returnWithNames = (db: Db) => db.selectFrom('returns as r')
  .innerJoin('orders as o', 'o.id', 'r.order_id')
  .innerJoin('users as u', 'u.id', 'r.user_id')
  .innerJoin('users as s', 's.id', 'r.created_by_user_id')
  .selectAll('r')
  .select(['o.order_number', 'o.authorization_id', 'u.first_name', 'u.last_name', 'u.email', 'u.language', 's.first_name as staff_first_name', 's.last_name as staff_last_name']);

export async function findReturn(db: Db, clinicId: number, returnId: number) {
  const row = await returnWithNames(db).where('r.id', '=', returnId).where('r.clinic_id', '=', clinicId).executeTakeFirst();
  if (!row) return undefined;
  const items = await db.selectFrom('return_items as ri').innerJoin('order_items as oi', 'oi.id', 'ri.order_item_id')
    .select(['ri.order_item_id', 'oi.name', 'ri.quantity', 'ri.refund_cents', 'ri.tax_refund_cents'])
    .where('ri.return_id', '=', returnId).orderBy('ri.id').execute();
  return { ...row, items };
}

/** One page of the clinic's returns in `status` (any when absent), newest first, and how many there are in all. */
export async function listReturns(db: Db, clinicId: number, status: string | undefined, page: { limit: number; offset: number }) {
  let matching = db.selectFrom('returns as r').where('r.clinic_id', '=', clinicId);
  if (status) matching = matching.where('r.status', '=', status as Selectable<ReturnTable>['status']);
  let query = returnWithNames(db).where('r.clinic_id', '=', clinicId);
  if (status) query = query.where('r.status', '=', status as Selectable<ReturnTable>['status']);
  const [rows, count] = await Promise.all([
    query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    matching.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.n) };
}

/** Moves a pending return on; false when it is no longer pending (another call got there first). */
export async function updatePendingReturn(db: Db, returnId: number, changes: Partial<Selectable<ReturnTable>>): Promise<boolean> {
  const result = await db.updateTable('returns').set(changes).where('id', '=', returnId).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertReturnHistory(db: Db, orderId: number, status: string, staffUserId: number, note: string, now: Date): Promise<void> {
  await db.insertInto('order_history').values({
    order_id: orderId, event: 'returns_processed', status, created_at: now.toISOString(), actor: 'staff', actor_user_id: staffUserId, note,
  }).execute();
}
