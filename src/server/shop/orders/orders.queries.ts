import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { AutoOrderSubscriptionTable, OrderItemTable, OrderReductionTable, OrderTable, OrderTaxTable } from '../../db/schema';

/**
 * Writes of placing a checkout (issue 5; issue 10 §8), each inside the transaction its caller
 * passes in: stock and credit at the claim (given back at a release), orders recorded pending, then
 * submitted at the confirmation.
 */

/**
 * Takes units of a product off the shelf, only while enough are left (the CHECK keeps it ≥ 0 too);
 * null when not. The product reads out of stock when the last unit goes (`soldOut`).
 */
export async function reserveStock(db: Db, productId: number, quantity: number, now: Date): Promise<{ soldOut: boolean } | null> {
  const row = await db
    .updateTable('products')
    .set((eb) => ({
      stock_quantity: eb('stock_quantity', '-', quantity),
      is_in_stock: eb.case().when('stock_quantity', '>', quantity).then(eb.ref('is_in_stock')).else(0).end(),
      last_reported_in_stock_at: now.toISOString(),
    }))
    .where('id', '=', productId)
    .where('stock_quantity', '>=', quantity)
    .where('is_in_stock', '=', 1)
    .returning('is_in_stock')
    .executeTakeFirst();
  return row ? { soldOut: row.is_in_stock === 0 } : null;
}

/**
 * Puts units of a released checkout back on the shelf. True when the product reads in stock again
 * because of them (they were its last units), so the catalogue's version must move.
 */
export async function returnStock(db: Db, productId: number, quantity: number): Promise<boolean> {
  const row = await db
    .updateTable('products')
    .set((eb) => ({
      stock_quantity: eb('stock_quantity', '+', quantity),
      is_in_stock: eb.case().when(eb.and([eb('is_in_stock', '=', 0), eb('stock_quantity', '=', 0)])).then(1).else(eb.ref('is_in_stock')).end(),
    }))
    .where('id', '=', productId)
    .returning(['stock_quantity', 'is_in_stock'])
    .executeTakeFirst();
  return row !== undefined && row.is_in_stock === 1 && Number(row.stock_quantity) === quantity;
}

/** Draws of an order number before giving up: each draw is taken with a chance of about one in a billion. */
const ORDER_NUMBER_DRAWS = 5;

/**
 * Inserts an order under its random number (order-records.ts), drawing another when that number is
 * taken: a busy store would otherwise turn some shopper's order into an error now and then (two of
 * 60,000 orders in a day share a number about once). On a conflict the insert does nothing, so the
 * transaction goes on, on both engines; PostgreSQL waits for a concurrent insert of the same number.
 */
export async function insertOrder(db: Db, row: Insertable<OrderTable>, drawNumber: () => string): Promise<{ id: number; orderNumber: string }> {
  let orderNumber = row.order_number;
  for (let draw = 1; ; draw += 1) {
    const inserted = await db.insertInto('orders').values({ ...row, order_number: orderNumber })
      .onConflict((conflict) => conflict.column('order_number').doNothing())
      .returning('id').executeTakeFirst();
    if (inserted) return { id: Number(inserted.id), orderNumber };
    if (draw >= ORDER_NUMBER_DRAWS) throw new Error(`No free order number after ${ORDER_NUMBER_DRAWS} draws.`);
    orderNumber = drawNumber();
  }
}

export async function insertOrderItem(db: Db, row: Insertable<OrderItemTable>): Promise<number> {
  const inserted = await db.insertInto('order_items').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function insertOrderTaxes(db: Db, rows: Insertable<OrderTaxTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('order_taxes').values(rows).execute();
}

export async function insertOrderReductions(db: Db, rows: Insertable<OrderReductionTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('order_reductions').values(rows).execute();
}

export interface HistoryEventRow {
  orderId: number;
  event: string;
  status: string;
  actor?: 'shopper' | 'staff' | 'system';
  actorUserId?: number | null;
  note?: string;
}

export async function insertOrderHistory(db: Db, events: HistoryEventRow[], now: Date): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('order_history')
    .values(events.map((e) => ({
      order_id: e.orderId, event: e.event, status: e.status, created_at: now.toISOString(),
      actor: e.actor ?? 'system', actor_user_id: e.actorUserId ?? null, note: e.note ?? '',
    })))
    .execute();
}

/** Orders whose prescription or approval item waits for the veterinarian (a checkout's or an AutoOrder's, issues 15-16). */
export async function markOrdersWaitingOnVet(db: Db, orderIds: readonly number[], status: string): Promise<void> {
  if (orderIds.length > 0) await db.updateTable('orders').set({ status }).where('id', 'in', [...orderIds]).execute();
}

export async function markOrdersSubmitted(db: Db, checkoutId: number, status: string, authorizationId: string): Promise<void> {
  await db.updateTable('orders').set({ status, authorization_id: authorizationId }).where('checkout_id', '=', checkoutId).execute();
}

export async function insertAutoOrder(
  db: Db,
  subscription: Insertable<AutoOrderSubscriptionTable>,
  items: { productId: number; petId: number | null; quantity: number; unitPrice?: number | null }[],
): Promise<number> {
  const row = await db.insertInto('auto_order_subscriptions').values(subscription).returning('id').executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (items.length > 0) {
    await db
      .insertInto('auto_order_items')
      .values(items.map((i) => ({ subscription_id: id, product_id: i.productId, pet_id: i.petId, quantity: i.quantity, unit_price_cents: i.unitPrice ?? null })))
      .execute();
  }
  return id;
}

/** The shopper's pets by id (an AutoOrder's lines name their pet). */
export async function listPetNames(db: Db, userId: number): Promise<Map<number, string>> {
  const rows = await db.selectFrom('pets').select(['id', 'name']).where('user_id', '=', userId).execute();
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** The order's account holder and their clinic, as the order's page and emails name them. */
export async function findAccountHolder(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('clinics as c', 'c.id', 'u.clinic_id')
    .select([
      'u.first_name', 'u.last_name', 'u.email', 'u.language', 'c.practice_name', 'c.address', 'c.city', 'c.province',
      'c.postal_code', 'c.phone',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** An order's items as stored, with each product's picture. */
export async function listOrderItems(db: Db, orderId: number) {
  return db
    .selectFrom('order_items as i')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .selectAll('i')
    .select(['p.image'])
    .where('i.order_id', '=', orderId)
    .orderBy('i.id')
    .execute();
}
export type OrderItemRow = Awaited<ReturnType<typeof listOrderItems>>[number];

export interface LinkedOrder {
  id: number;
  orderNumber: string;
}

/**
 * The orders a reinstatement links to this one (issue 25): the cancelled order it reinstates, and
 * the order that reinstated it (once placed: one still waiting for its card hold is not shown).
 * Both belong to the same client and clinic by construction.
 */
export async function reinstatementLinks(db: Db, orderId: number): Promise<{ from: LinkedOrder | null; as: LinkedOrder | null }> {
  const link = (row: { id: number; order_number: string } | undefined) => (row ? { id: Number(row.id), orderNumber: row.order_number } : null);
  const [from, as] = await Promise.all([
    db.selectFrom('orders as o').innerJoin('orders as source', 'source.id', 'o.reinstated_from_order_id')
      .select(['source.id', 'source.order_number']).where('o.id', '=', orderId).executeTakeFirst(),
    db.selectFrom('orders').select(['id', 'order_number'])
      .where('reinstated_from_order_id', '=', orderId).where('status', '!=', 'pending_payment').executeTakeFirst(),
  ]);
  return { from: link(from), as: link(as) };
}
