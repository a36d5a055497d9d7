import { sql, type Kysely, type Transaction } from 'kysely';
import { ORDER_QUEUES, type OrderQueue } from '../../../domain/clinic-order-moves';
import type { Database } from '../../db/schema';
import { selectAudit } from '../../shared/staff-access';
import { orderListColumns } from '../clinic-records.queries';

/** Every query here takes the staff member's clinic id: a row of another clinic is never read nor written. */
type Executor = Kysely<Database> | Transaction<Database>;

/** Moves an order from one status to another with its history event; false when it was not in `from` any more. */
export async function moveOrder(
  trx: Transaction<Database>,
  orderId: number,
  from: string,
  to: string,
  event: { event: string; actorUserId: number | null; note?: string; now: string; actor?: 'staff' | 'system' },
  extra: { sent_to_distributor_at?: string; carrier?: string; tracking_number?: string } = {},
): Promise<boolean> {
  const result = await trx.updateTable('orders').set({ status: to, ...extra }).where('id', '=', orderId).where('status', '=', from).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  // A split order's shipment that has not left follows the order (issue 16 "Split shipping").
  await trx.updateTable('shipments').set({ status: to }).where('order_id', '=', orderId).where('shipped_at', 'is', null).execute();
  await trx.insertInto('order_history').values({
    order_id: orderId, event: event.event, status: to, created_at: event.now, actor: event.actor ?? 'staff', actor_user_id: event.actorUserId, note: event.note ?? '',
  }).execute();
  return true;
}

/** `from` and `to` are instants: the start of the first local day and the start of the day after the last. */
type OrderFilters = { status?: string; queue?: OrderQueue; fulfilment?: 'pickup' | 'delivery'; from?: string; to?: string; q?: string };

/** One page of the clinic's orders matching the filters, newest placed first, and how many match in all. */
export async function searchOrders(db: Executor, clinicId: number, filters: OrderFilters, page: { limit: number; offset: number }) {
  const matching = matchingOrders(db, clinicId, filters);
  const [rows, count] = await Promise.all([
    // Newest placed first: ids follow insertion, which imported or back-dated orders need not.
    matching.select([...orderListColumns]).orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    matching.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.n) };
}

function matchingOrders(db: Executor, clinicId: number, filters: OrderFilters) {
  let query = db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id')
    .where('o.clinic_id', '=', clinicId).where('o.status', '!=', 'pending_payment');
  if (filters.status) query = query.where('o.status', '=', filters.status);
  if (filters.queue) query = query.where('o.status', 'in', [...ORDER_QUEUES[filters.queue]]);
  if (filters.fulfilment) query = query.where('o.is_clinic_pickup', '=', filters.fulfilment === 'pickup' ? 1 : 0);
  if (filters.from) query = query.where('o.created_at', '>=', filters.from);
  if (filters.to) query = query.where('o.created_at', '<', filters.to);
  const q = filters.q?.trim().toLowerCase();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([
      eb(sql`lower(o.order_number)`, 'like', sql`${like} escape '\\'`),
      eb(sql`lower(u.first_name || ' ' || u.last_name)`, 'like', sql`${like} escape '\\'`),
      eb(sql`lower(u.email)`, 'like', sql`${like} escape '\\'`),
    ]));
  }
  return query;
}

export function findOrder(db: Executor, clinicId: number, orderId: number) {
  return db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id')
    .select([...orderListColumns, 'u.email as clientEmail', 'u.language', 'o.carrier', 'o.tracking_number as trackingNumber',
      'o.authorization_id as authorizationId',
      'o.sent_to_distributor_at as sentToDistributorAt', 'o.ship_street1 as street', 'o.ship_city as city', 'o.ship_province as province',
      'o.ship_postal_code as postalCode'])
    .where('o.clinic_id', '=', clinicId).where('o.id', '=', orderId).where('o.status', '!=', 'pending_payment')
    .executeTakeFirst();
}

export function orderItems(db: Executor, orderId: number) {
  return db.selectFrom('order_items').select(['name', 'mfg_sku as sku', 'pet_name as petName', 'quantity', 'net_price_cents as netPriceCents', 'requires_approval as requiresApproval'])
    .where('order_id', '=', orderId).orderBy('id').execute();
}

export function orderHistory(db: Executor, orderId: number) {
  return db.selectFrom('order_history as h').leftJoin('users as a', 'a.id', 'h.actor_user_id')
    .select(['h.event', 'h.status', 'h.created_at as createdAt', 'h.actor', 'h.note', 'a.first_name as firstName', 'a.last_name as lastName'])
    .where('h.order_id', '=', orderId).orderBy('h.id').execute();
}

export function auditOfOrder(db: Executor, clinicId: number, orderId: number) {
  return selectAudit(db, clinicId).where('e.entity', '=', 'order').where('e.entity_id', '=', orderId).execute();
}

/** The clinic an order belongs to (the distributor's path finds an order by its own record, not by a staff member's clinic). */
export async function clinicOfOrder(db: Executor, orderId: number): Promise<{ clinicId: number; clinicName: string } | null> {
  const row = await db.selectFrom('orders as o').innerJoin('clinics as c', 'c.id', 'o.clinic_id').select(['c.id', 'c.practice_name'])
    .where('o.id', '=', orderId).executeTakeFirst();
  return row ? { clinicId: Number(row.id), clinicName: row.practice_name } : null;
}
