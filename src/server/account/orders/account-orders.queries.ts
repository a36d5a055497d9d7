import type { Db } from '../../db/database';
import { flag } from '../../db/database';

/**
 * Reads and writes of the shopper's past orders (issue 14): always scoped to the shopper, never a
 * pending-payment order (it is only being authorised). Money as stored; nothing is priced again.
 */

const PENDING = 'pending_payment';

const ownOrders = (db: Db, userId: number, since: Date | null) => {
  let query = db.selectFrom('orders').where('user_id', '=', userId).where('status', '!=', PENDING);
  if (since) query = query.where('created_at', '>=', since.toISOString());
  return query;
};

export async function countOwnOrders(db: Db, userId: number, since: Date | null): Promise<number> {
  const row = await ownOrders(db, userId, since).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface OrderListRow {
  id: number;
  orderNumber: string;
  createdAt: string;
  status: string;
  totalCents: number;
  isClinicPickup: boolean;
}

/** Newest first; the id breaks ties between the orders of one checkout. */
export async function listOwnOrders(db: Db, userId: number, since: Date | null, limit: number, offset: number): Promise<OrderListRow[]> {
  const rows = await ownOrders(db, userId, since)
    .select(['id', 'order_number', 'created_at', 'status', 'total_cents', 'is_clinic_pickup'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id), orderNumber: r.order_number, createdAt: r.created_at, status: r.status,
    totalCents: Number(r.total_cents), isClinicPickup: flag(r.is_clinic_pickup),
  }));
}

export interface ItemPictureRow {
  orderId: number;
  productId: number;
  name: string;
  image: string;
  quantity: number;
}

export async function listItemPictures(db: Db, orderIds: readonly number[]): Promise<ItemPictureRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('order_items as i')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.order_id', 'i.product_id', 'i.name', 'p.image', 'i.quantity'])
    .where('i.order_id', 'in', [...orderIds])
    .orderBy('i.order_id')
    .orderBy('i.id')
    .execute();
  return rows.map((r) => ({ orderId: Number(r.order_id), productId: Number(r.product_id), name: r.name, image: r.image ?? '', quantity: Number(r.quantity) }));
}

/** One of the shopper's orders with its clinic; undefined when it is not theirs (or only pending). */
export async function findOwnOrder(db: Db, userId: number, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('clinics as c', 'c.id', 'o.clinic_id')
    .selectAll('o')
    .select(['c.practice_name', 'c.address as clinic_address', 'c.city as clinic_city', 'c.province as clinic_province', 'c.postal_code as clinic_postal_code', 'c.phone as clinic_phone'])
    .where('o.id', '=', orderId)
    .where('o.user_id', '=', userId)
    .where('o.status', '!=', PENDING)
    .executeTakeFirst();
}
export type OwnOrderRow = NonNullable<Awaited<ReturnType<typeof findOwnOrder>>>;


export async function listOrderTaxes(db: Db, orderId: number) {
  return db.selectFrom('order_taxes').select(['code', 'label', 'amount_cents']).where('order_id', '=', orderId).orderBy('id').execute();
}

export async function listOrderHistory(db: Db, orderId: number) {
  return db
    .selectFrom('order_history')
    .select(['event', 'status', 'actor', 'note', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The offers each item was sold with, with the promotion's names and whether it is hidden. */
export async function listOrderReductions(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('order_reductions as r')
    .leftJoin('promotions as p', 'p.id', 'r.promotion_id')
    .select(['r.order_item_id', 'r.promotion_id', 'r.is_rebate', 'r.amount_cents', 'p.name_en', 'p.name_fr', 'p.hide_promo_info_in_webstore'])
    .where('r.order_id', '=', orderId)
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({
    orderItemId: Number(r.order_item_id),
    promotionId: Number(r.promotion_id),
    isRebate: flag(r.is_rebate),
    amount: Number(r.amount_cents),
    nameEn: r.name_en ?? '',
    nameFr: r.name_fr ?? '',
    isHidden: flag(r.hide_promo_info_in_webstore),
  }));
}

export async function countCheckoutOrders(db: Db, checkoutId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('checkout_id', '=', checkoutId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listOwnPets(db: Db, userId: number) {
  const rows = await db.selectFrom('pets').select(['id', 'name', 'species']).where('user_id', '=', userId).where('is_deleted', '=', 0).orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, species: r.species }));
}

/** The shopper's own order's returns (not cancelled ones), with the items' names. */
export async function listShopperOrderReturns(db: Db, userId: number, orderId: number) {
  const order = await db.selectFrom('orders').select('id').where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  if (!order) return null;
  const returns = await db.selectFrom('returns').selectAll().where('order_id', '=', orderId).where('status', '!=', 'cancelled').orderBy('id').execute();
  const items = returns.length === 0 ? [] : await db.selectFrom('return_items as ri').innerJoin('order_items as oi', 'oi.id', 'ri.order_item_id')
    .select(['ri.return_id', 'oi.name', 'ri.quantity']).where('ri.return_id', 'in', returns.map((r) => r.id)).orderBy('ri.id').execute();
  return returns.map((r) => ({ ...r, items: items.filter((i) => Number(i.return_id) === Number(r.id)) }));
}
