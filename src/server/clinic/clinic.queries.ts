import { sql, type Kysely, type Transaction } from 'kysely';
import { ORDER_QUEUES, type OrderQueue } from '../../domain/clinic-order-moves';
import { RX_STATUS } from '../../domain/constants';
import type { Database, UserStatus } from '../db/schema';
import { selectAudit } from '../staff-access';

type Executor = Kysely<Database> | Transaction<Database>;

/** Every query here takes the staff member's clinic id: a row of another clinic is never read nor written. */

const count = (value: unknown) => Number(value ?? 0);

/** The AutoOrder state the dashboard's tile counts and the clients list filters by. */
const AUTO_ORDER_ATTENTION = 'needs_attention';

export async function dashboardCounts(db: Executor, clinicId: number) {
  const [clients, rx, orders, autoOrders] = await Promise.all([
    clientsOf(db, clinicId).select((eb) => eb.fn.countAll().as('n')).where('u.status', '=', 'pending').executeTakeFirst(),
    db.selectFrom('prescriptions as rx').innerJoin('users as u', 'u.id', 'rx.user_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('u.clinic_id', '=', clinicId).where('rx.rx_status_id', '=', RX_STATUS.notValidated).executeTakeFirst(),
    db.selectFrom('orders').select(['status', (eb) => eb.fn.countAll().as('n')])
      .where('clinic_id', '=', clinicId)
      .where('status', 'in', Object.values(ORDER_QUEUES).flat())
      .groupBy('status').execute(),
    db.selectFrom('auto_order_subscriptions as a').innerJoin('users as u', 'u.id', 'a.user_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('u.clinic_id', '=', clinicId).where('a.status', '=', AUTO_ORDER_ATTENTION).executeTakeFirst(),
  ]);
  const byStatus = new Map(orders.map((o) => [o.status, count(o.n)]));
  const inQueue = (queue: OrderQueue) => ORDER_QUEUES[queue].reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0);
  return {
    pendingClients: count(clients?.n),
    prescriptionRequests: count(rx?.n),
    ordersWaitingValidation: inQueue('waiting_validation'),
    ordersWaitingOnVeterinarian: inQueue('waiting_on_veterinarian'),
    autoOrdersNeedingAttention: count(autoOrders?.n),
    ordersReadyForPickup: inQueue('ready_for_pickup'),
  };
}

/** The clinic's clients: its users who are not its staff. */
function clientsOf(db: Executor, clinicId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('staff_members as s', 's.user_id', 'u.id')
    .where('u.clinic_id', '=', clinicId)
    .where('s.user_id', 'is', null);
}

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
    .select([...clientColumns, 'c.practice_name as clinicName'])
    .where('u.id', '=', clientId)
    .executeTakeFirst();
}

export async function petNamesOf(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, string[]>();
  const rows = await db.selectFrom('pets').select(['user_id', 'name']).where('user_id', 'in', userIds).where('is_deleted', '=', 0).orderBy('id').execute();
  const map = new Map<number, string[]>();
  for (const row of rows) map.set(Number(row.user_id), [...(map.get(Number(row.user_id)) ?? []), row.name]);
  return map;
}

/** Pets with every column there is: their details appear once the pet-details migration added them. */
export function petsOf(db: Executor, userId: number) {
  return db.selectFrom('pets').selectAll().where('user_id', '=', userId).where('is_deleted', '=', 0).orderBy('id').execute();
}

export function findPet(db: Executor, petId: number) {
  return db.selectFrom('pets').selectAll().where('id', '=', petId).executeTakeFirst();
}

const prescriptionColumns = [
  'rx.id', 'rx.user_id as userId', 'rx.pet_id as petId', 'pets.name as petName', 'rx.family_id as familyId', 'rx.rx_status_id as rxStatusId',
  'rx.quantity', 'rx.refill_quantity as refills', 'rx.refill_quantity_remaining as refillsRemaining', 'rx.requested_quantity as requestedQuantity',
  'rx.client_note as clientNote', 'rx.instructions', 'rx.denial_reason as denialReason', 'rx.vet_name as vetName', 'rx.expires_at as expiresAt',
  'rx.created_at as createdAt', 'rx.decided_at as decidedAt', 'rx.renewal_of_id as renewalOfId', 'rx.product_id as productId',
  'f.name_en as familyNameEn', 'f.name_fr as familyNameFr', 'p.name_en as productNameEn', 'p.name_fr as productNameFr', 'p.mfg_sku as productSku',
] as const;

function prescriptionsQuery(db: Executor, clinicId: number) {
  return db
    .selectFrom('prescriptions as rx')
    .innerJoin('users as u', 'u.id', 'rx.user_id')
    .innerJoin('pets', 'pets.id', 'rx.pet_id')
    .innerJoin('product_families as f', 'f.id', 'rx.family_id')
    .leftJoin('products as p', 'p.id', 'rx.product_id')
    .select([...prescriptionColumns])
    .where('u.clinic_id', '=', clinicId);
}

export type PrescriptionRow = Awaited<ReturnType<typeof findPrescription>> & object;

export function findPrescription(db: Executor, clinicId: number, rxId: number) {
  return prescriptionsQuery(db, clinicId).where('rx.id', '=', rxId).executeTakeFirst();
}

export function prescriptionsOfClient(db: Executor, clinicId: number, userId: number) {
  return prescriptionsQuery(db, clinicId).where('rx.user_id', '=', userId).orderBy('rx.id', 'desc').execute();
}

export function prescriptionsOfPet(db: Executor, clinicId: number, petId: number) {
  return prescriptionsQuery(db, clinicId).where('rx.pet_id', '=', petId).orderBy('rx.id', 'desc').execute();
}

/** The veterinarian's queue: requests not yet decided, oldest first. */
export function prescriptionQueue(db: Executor, clinicId: number, limit: number) {
  return prescriptionsQuery(db, clinicId).where('rx.rx_status_id', '=', RX_STATUS.notValidated).orderBy('rx.created_at').orderBy('rx.id').limit(limit).execute();
}

export function clientsByIds(db: Executor, clinicId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return clientsOf(db, clinicId).select(['u.id', 'u.first_name as firstName', 'u.last_name as lastName', 'u.email', 'u.language']).where('u.id', 'in', ids).execute();
}

/** Records the veterinarian's decision on a request still waiting; false when someone decided first. */
export async function decidePrescription(
  trx: Transaction<Database>,
  rxId: number,
  changes: {
    rx_status_id: number; decided_at: string; decided_by_user_id: number; instructions?: string; denial_reason?: string;
    quantity?: number; refill_quantity?: number; refill_quantity_remaining?: number; expires_at?: string; vet_name?: string;
  },
): Promise<boolean> {
  const result = await trx.updateTable('prescriptions').set(changes).where('id', '=', rxId).where('rx_status_id', '=', RX_STATUS.notValidated).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The families a client's pet holds a validated, unexpired prescription for. */
export async function validatedFamiliesOf(trx: Executor, userId: number, nowIso: string) {
  const rows = await trx.selectFrom('prescriptions').select(['pet_id', 'family_id'])
    .where('user_id', '=', userId).where('rx_status_id', '=', RX_STATUS.validated)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowIso)]))
    .execute();
  return new Set(rows.map((r) => `${Number(r.pet_id)}:${Number(r.family_id)}`));
}

/** A client's orders waiting on the veterinarian that hold an item for this pet, with their approval-needing items. */
export async function ordersWaitingOnVetForPet(trx: Executor, clinicId: number, userId: number, petId: number) {
  const orders = await trx.selectFrom('orders as o').select(['o.id', 'o.order_number as orderNumber', 'o.status'])
    .where('o.clinic_id', '=', clinicId).where('o.user_id', '=', userId).where('o.status', '=', 'waiting_on_veterinarian')
    .where((eb) => eb.exists(eb.selectFrom('order_items as i').select('i.id').whereRef('i.order_id', '=', 'o.id').where('i.pet_id', '=', petId)))
    .execute();
  if (orders.length === 0) return [];
  const items = await trx.selectFrom('order_items as i').innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.order_id as orderId', 'i.pet_id as petId', 'p.family_id as familyId'])
    .where('i.order_id', 'in', orders.map((o) => o.id))
    .where((eb) => eb.or([eb('i.requires_approval', '=', 1), eb('p.is_prescription_product', '=', 1), eb('p.is_approval_required', '=', 1)]))
    .execute();
  return orders.map((o) => ({
    id: Number(o.id), orderNumber: o.orderNumber, status: o.status,
    rxItems: items.filter((i) => Number(i.orderId) === Number(o.id)).map((i) => ({ petId: i.petId === null ? null : Number(i.petId), familyId: Number(i.familyId) })),
  }));
}

/** Moves an order from one status to another with its history event; false when it was not in `from` any more. */
export async function moveOrder(
  trx: Transaction<Database>,
  orderId: number,
  from: string,
  to: string,
  event: { event: string; actorUserId: number; note?: string; now: string },
  extra: { sent_to_distributor_at?: string; carrier?: string; tracking_number?: string } = {},
): Promise<boolean> {
  const result = await trx.updateTable('orders').set({ status: to, ...extra }).where('id', '=', orderId).where('status', '=', from).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  // A split order's shipment that has not left follows the order (issue 16 "Split shipping").
  await trx.updateTable('shipments').set({ status: to }).where('order_id', '=', orderId).where('shipped_at', 'is', null).execute();
  await trx.insertInto('order_history').values({
    order_id: orderId, event: event.event, status: to, created_at: event.now, actor: 'staff', actor_user_id: event.actorUserId, note: event.note ?? '',
  }).execute();
  return true;
}

/** A client's AutoOrder subscriptions waiting for the veterinarian that hold an item for this pet, with their approval-needing items. */
export async function subscriptionsWaitingForVet(trx: Executor, userId: number, petId: number) {
  const subs = await trx.selectFrom('auto_order_subscriptions as a').select(['a.id', 'a.status'])
    .where('a.user_id', '=', userId).where('a.status', '=', 'waiting_for_vet')
    .where((eb) => eb.exists(eb.selectFrom('auto_order_items as i').select('i.id').whereRef('i.subscription_id', '=', 'a.id').where('i.pet_id', '=', petId)))
    .execute();
  if (subs.length === 0) return [];
  const items = await trx.selectFrom('auto_order_items as i').innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.subscription_id as subscriptionId', 'i.pet_id as petId', 'p.family_id as familyId'])
    .where('i.subscription_id', 'in', subs.map((s) => s.id))
    .where((eb) => eb.or([eb('p.is_prescription_product', '=', 1), eb('p.is_approval_required', '=', 1)]))
    .execute();
  return subs.map((s) => ({
    id: Number(s.id),
    rxItems: items.filter((i) => Number(i.subscriptionId) === Number(s.id)).map((i) => ({ petId: i.petId === null ? null : Number(i.petId), familyId: Number(i.familyId) })),
  }));
}

export async function activateSubscription(trx: Transaction<Database>, id: number): Promise<boolean> {
  const result = await trx.updateTable('auto_order_subscriptions').set({ status: 'active' }).where('id', '=', id).where('status', '=', 'waiting_for_vet').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const orderListColumns = [
  'o.id', 'o.order_number as orderNumber', 'o.status', 'o.created_at as createdAt', 'o.total_cents as totalCents',
  'o.is_clinic_pickup as isClinicPickup', 'o.user_id as clientId', 'u.first_name as firstName', 'u.last_name as lastName',
] as const;

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


export function searchOrders(
  db: Executor,
  clinicId: number,
  filters: { status?: string; queue?: OrderQueue; fulfilment?: 'pickup' | 'delivery'; from?: string; to?: string; q?: string },
) {
  let query = db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id').select([...orderListColumns])
    .where('o.clinic_id', '=', clinicId).where('o.status', '!=', 'pending_payment');
  if (filters.status) query = query.where('o.status', '=', filters.status);
  if (filters.queue) query = query.where('o.status', 'in', [...ORDER_QUEUES[filters.queue]]);
  if (filters.fulfilment) query = query.where('o.is_clinic_pickup', '=', filters.fulfilment === 'pickup' ? 1 : 0);
  if (filters.from) query = query.where('o.created_at', '>=', `${filters.from}T00:00:00.000Z`);
  if (filters.to) query = query.where('o.created_at', '<=', `${filters.to}T23:59:59.999Z`);
  const q = filters.q?.trim().toLowerCase();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([
      eb(sql`lower(o.order_number)`, 'like', sql`${like} escape '\\'`),
      eb(sql`lower(u.first_name || ' ' || u.last_name)`, 'like', sql`${like} escape '\\'`),
      eb(sql`lower(u.email)`, 'like', sql`${like} escape '\\'`),
    ]));
  }
  // Newest placed first: ids follow insertion, which imported or back-dated orders need not.
  return query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(100).execute();
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
