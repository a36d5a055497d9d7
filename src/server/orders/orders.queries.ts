import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { AutoOrderSubscriptionTable, OrderItemTable, OrderTable, OrderTaxTable } from '../db/schema';

/**
 * Writes of a placed checkout (issue 5). Every function runs inside the place-order transaction.
 */

/**
 * Takes the checkout key for this shopper. On PostgreSQL a concurrent submission of the same key
 * waits here until the first one commits or rolls back, then finds its row (null) or takes the key.
 */
export async function claimCheckout(db: Db, userId: number, key: string, now: Date): Promise<number | null> {
  const row = await db
    .insertInto('checkouts')
    .values({ user_id: userId, checkout_key: key, result_json: '', created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'checkout_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function findCheckoutResult(db: Db, userId: number, key: string): Promise<string | null> {
  const row = await db
    .selectFrom('checkouts')
    .select('result_json')
    .where('user_id', '=', userId)
    .where('checkout_key', '=', key)
    .executeTakeFirst();
  return row?.result_json || null;
}

export async function saveCheckoutResult(db: Db, checkoutId: number, resultJson: string): Promise<void> {
  await db.updateTable('checkouts').set({ result_json: resultJson }).where('id', '=', checkoutId).execute();
}

/**
 * Takes units of a product off the shelf, only while enough are left (the CHECK keeps it ≥ 0 too);
 * false when not. The product reads out of stock when the last unit goes.
 */
export async function reserveStock(db: Db, productId: number, quantity: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({
      stock_quantity: eb('stock_quantity', '-', quantity),
      is_in_stock: eb.case().when('stock_quantity', '>', quantity).then(eb.ref('is_in_stock')).else(0).end(),
      last_reported_in_stock_at: now.toISOString(),
    }))
    .where('id', '=', productId)
    .where('stock_quantity', '>=', quantity)
    .where('is_in_stock', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function anySoldOut(db: Db, productIds: number[]): Promise<boolean> {
  if (productIds.length === 0) return false;
  const row = await db.selectFrom('products').select('id').where('id', 'in', productIds).where('is_in_stock', '=', 0).executeTakeFirst();
  return row !== undefined;
}

/** Spends account credit, only while the shopper still has it. */
export async function spendAccountCredit(db: Db, userId: number, cents: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ account_credit_cents: eb('account_credit_cents', '-', cents) }))
    .where('id', '=', userId)
    .where('account_credit_cents', '>=', cents)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertOrder(db: Db, row: Insertable<OrderTable>): Promise<number> {
  const inserted = await db.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function insertOrderItem(db: Db, row: Insertable<OrderItemTable>): Promise<number> {
  const inserted = await db.insertInto('order_items').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function insertOrderTaxes(db: Db, rows: Insertable<OrderTaxTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('order_taxes').values(rows).execute();
}

export async function insertOrderHistory(db: Db, orderId: number, event: string, status: string, now: Date): Promise<void> {
  await db.insertInto('order_history').values({ order_id: orderId, event, status, created_at: now.toISOString() }).execute();
}

export async function setCheckoutAuthorization(db: Db, checkoutId: number, authorizationId: string): Promise<void> {
  await db.updateTable('orders').set({ authorization_id: authorizationId }).where('checkout_id', '=', checkoutId).execute();
}

export async function insertAutoOrder(
  db: Db,
  subscription: Insertable<AutoOrderSubscriptionTable>,
  items: { productId: number; petId: number | null; quantity: number }[],
): Promise<number> {
  const row = await db.insertInto('auto_order_subscriptions').values(subscription).returning('id').executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (items.length > 0) {
    await db
      .insertInto('auto_order_items')
      .values(items.map((i) => ({ subscription_id: id, product_id: i.productId, pet_id: i.petId, quantity: i.quantity })))
      .execute();
  }
  return id;
}
