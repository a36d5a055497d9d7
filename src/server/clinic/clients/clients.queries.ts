import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, UserStatus } from '../../db/schema';
import { selectAudit } from '../../shared/staff-access';
import { AUTO_ORDER_ATTENTION, clientsOf, count, orderListColumns } from '../clinic-records.queries';

/** Every query here takes the staff member's clinic id: a row of another clinic is never read nor written. */
type Executor = Kysely<Database> | Transaction<Database>;

const clientColumns = [
  'u.id', 'u.first_name as firstName', 'u.last_name as lastName', 'u.email', 'u.phone', 'u.status', 'u.created_at as createdAt',
  'u.language', 'u.province',
] as const;

export async function searchClients(
  db: Executor,
  clinicId: number,
  options: { q?: string; status?: UserStatus; autoOrders?: 'needs_attention'; limit: number },
) {
  let query = clientsOf(db, clinicId).select([...clientColumns]);
  if (options.status) query = query.where('u.status', '=', options.status);
  if (options.autoOrders) {
    query = query.where((eb) => eb.exists(eb.selectFrom('auto_order_subscriptions as a').select('a.id')
      .whereRef('a.user_id', '=', 'u.id').where('a.status', '=', AUTO_ORDER_ATTENTION)));
  }
  const q = options.q?.trim().toLowerCase();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = q.replace(/\D/g, '');
    query = query.where((eb) => eb.or([
      eb(sql`lower(u.first_name || ' ' || u.last_name)`, 'like', sql`${like} escape '\\'`),
      eb(sql`lower(u.email)`, 'like', sql`${like} escape '\\'`),
      ...(digits.length >= 3
        ? [eb(sql`replace(replace(replace(replace(replace(u.phone, '-', ''), ' ', ''), '.', ''), '(', ''), ')', '')`, 'like', `%${digits}%`)]
        : []),
      eb.exists(eb.selectFrom('pets as p').select('p.id').whereRef('p.user_id', '=', 'u.id').where('p.is_deleted', '=', 0)
        .where(sql`lower(p.name)`, 'like', sql`${like} escape '\\'`)),
    ]));
  }
  // Pending clients first: they wait for the clinic.
  return query
    .orderBy(sql`case when u.status = 'pending' then 0 else 1 end`)
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(options.limit)
    .execute();
}

/** How many AutoOrders needing attention each of these clients holds. */
export async function attentionAutoOrdersOf(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, number>();
  const rows = await db.selectFrom('auto_order_subscriptions').select(['user_id', (eb) => eb.fn.countAll().as('n')])
    .where('user_id', 'in', userIds).where('status', '=', AUTO_ORDER_ATTENTION).groupBy('user_id').execute();
  return new Map(rows.map((r) => [Number(r.user_id), count(r.n)]));
}

export function findClient(db: Executor, clinicId: number, clientId: number) {
  return clientsOf(db, clinicId)
    .innerJoin('clinics as c', 'c.id', 'u.clinic_id')
    .select([...clientColumns, 'c.practice_name as clinicName', 'u.may_not_order as mayNotOrder'])
    .where('u.id', '=', clientId)
    .executeTakeFirst();
}

/** rr §6: the client account may not place orders (issue 25); only a client of this clinic is written. */
export async function setMayNotOrder(trx: Transaction<Database>, clinicId: number, clientId: number, mayNotOrder: boolean) {
  await trx.updateTable('users').set({ may_not_order: mayNotOrder ? 1 : 0 }).where('id', '=', clientId).where('clinic_id', '=', clinicId).execute();
}

export async function petNamesOf(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, string[]>();
  const rows = await db.selectFrom('pets').select(['user_id', 'name']).where('user_id', 'in', userIds).where('is_deleted', '=', 0).orderBy('id').execute();
  const map = new Map<number, string[]>();
  for (const row of rows) map.set(Number(row.user_id), [...(map.get(Number(row.user_id)) ?? []), row.name]);
  return map;
}

export function ordersOfClient(db: Executor, clinicId: number, userId: number) {
  return db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id').select([...orderListColumns])
    .where('o.clinic_id', '=', clinicId).where('o.user_id', '=', userId).where('o.status', '!=', 'pending_payment')
    .orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(100).execute();
}

export async function autoOrdersOfClient(db: Executor, userId: number) {
  const subs = await db.selectFrom('auto_order_subscriptions').select(['id', 'status', 'frequency_weeks as frequencyWeeks', 'next_order_date as nextOrderDate'])
    .where('user_id', '=', userId).orderBy('id', 'desc').execute();
  if (subs.length === 0) return [];
  const items = await db.selectFrom('auto_order_items as i').innerJoin('products as p', 'p.id', 'i.product_id').leftJoin('pets', 'pets.id', 'i.pet_id')
    .select(['i.subscription_id as subscriptionId', 'p.name_en as nameEn', 'p.name_fr as nameFr', 'pets.name as petName', 'i.quantity'])
    .where('i.subscription_id', 'in', subs.map((s) => s.id)).orderBy('i.id').execute();
  return subs.map((s) => ({ ...s, items: items.filter((i) => Number(i.subscriptionId) === Number(s.id)) }));
}

export async function changeClientStatus(trx: Transaction<Database>, clinicId: number, userId: number, from: readonly UserStatus[], to: UserStatus): Promise<boolean> {
  const result = await trx.updateTable('users').set({ status: to })
    .where('id', '=', userId).where('clinic_id', '=', clinicId).where('status', 'in', [...from])
    .where((eb) => eb.not(eb.exists(eb.selectFrom('staff_members').select('user_id').where('user_id', '=', userId))))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function endSessionsOf(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** The audit trail of a client: actions on the client, their prescriptions, orders and AutoOrders, newest first. */
export function auditOfClient(db: Executor, clinicId: number, userId: number) {
  return selectAudit(db, clinicId)
    .where((eb) => eb.or([
      eb.and([eb('e.entity', '=', 'client'), eb('e.entity_id', '=', userId)]),
      eb.and([eb('e.entity', '=', 'prescription'), eb('e.entity_id', 'in', eb.selectFrom('prescriptions').select('id').where('user_id', '=', userId))]),
      eb.and([eb('e.entity', '=', 'order'), eb('e.entity_id', 'in', eb.selectFrom('orders').select('id').where('user_id', '=', userId))]),
      eb.and([eb('e.entity', '=', 'auto_order'), eb('e.entity_id', 'in', eb.selectFrom('auto_order_subscriptions').select('id').where('user_id', '=', userId))]),
    ]))
    .limit(200).execute();
}
