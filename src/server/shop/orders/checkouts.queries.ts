import type { Db } from '../../db/database';

/**
 * The checkout rows (issue 5; issue 10 §8): one per (shopper, checkoutId), pending from the claim
 * until the confirmation makes it placed, or deleted when it is released. Every function runs in the
 * transaction its caller passes in (orders/place-order.service.ts, orders/checkout-settlement.ts).
 */
export type CheckoutState = 'pending' | 'placed';

export interface StoredCheckout {
  id: number;
  state: CheckoutState;
  /** The answer once placed. */
  resultJson: string;
  /** While pending: the PendingCheckout (orders/pending-checkout.ts). */
  pendingJson: string;
}

/**
 * Takes the checkout key for this shopper, as a pending checkout; null when the key is taken or the
 * shopper already has a pending checkout (one per shopper, by a partial unique index). On PostgreSQL
 * a concurrent submission waits here until the first one commits or rolls back, then finds the
 * conflict (null) or takes the key.
 */
export async function claimCheckout(db: Db, userId: number, key: string, now: Date): Promise<number | null> {
  const row = await db
    .insertInto('checkouts')
    .values({ user_id: userId, checkout_key: key, result_json: '', state: 'pending', created_at: now.toISOString() })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

const columns = ['id', 'state', 'result_json', 'pending_json'] as const;
const toStored = (row: { id: number; state: CheckoutState; result_json: string; pending_json: string }): StoredCheckout => ({
  id: Number(row.id), state: row.state, resultJson: row.result_json, pendingJson: row.pending_json,
});

export async function findCheckout(db: Db, userId: number, key: string): Promise<StoredCheckout | null> {
  const row = await db.selectFrom('checkouts').select(columns).where('user_id', '=', userId).where('checkout_key', '=', key).executeTakeFirst();
  return row ? toStored(row) : null;
}

export async function findCheckoutById(db: Db, id: number): Promise<StoredCheckout | null> {
  const row = await db.selectFrom('checkouts').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toStored(row) : null;
}

/** Pending checkouts claimed before `claimedBefore`: left by a crash (or by a very slow provider). */
export async function listPendingCheckouts(db: Db, claimedBefore: Date, limit: number): Promise<{ id: number; pendingJson: string }[]> {
  const rows = await db
    .selectFrom('checkouts')
    .select(['id', 'pending_json'])
    .where('state', '=', 'pending')
    .where('created_at', '<', claimedBefore.toISOString())
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), pendingJson: r.pending_json }));
}

export async function savePendingCheckout(db: Db, checkoutId: number, pendingJson: string): Promise<void> {
  await db.updateTable('checkouts').set({ pending_json: pendingJson }).where('id', '=', checkoutId).execute();
}

/**
 * Takes a pending checkout to settle it: true when it was still pending. On PostgreSQL the row stays
 * locked until the settling transaction ends, so a second settler waits, then sees the outcome.
 */
export async function lockPendingCheckout(db: Db, checkoutId: number): Promise<boolean> {
  const result = await db
    .updateTable('checkouts')
    .set((eb) => ({ state: eb.ref('state') }))
    .where('id', '=', checkoutId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Confirms a pending checkout with the answer every repeat will get: true when it was still pending
 * (the row stays locked on PostgreSQL until the confirmation commits, as for lockPendingCheckout).
 */
export async function placePendingCheckout(db: Db, checkoutId: number, resultJson: string): Promise<boolean> {
  const result = await db
    .updateTable('checkouts')
    .set({ state: 'placed', result_json: resultJson, pending_json: '' })
    .where('id', '=', checkoutId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function saveCheckoutResult(db: Db, checkoutId: number, resultJson: string): Promise<void> {
  await db.updateTable('checkouts').set({ result_json: resultJson }).where('id', '=', checkoutId).execute();
}

/** Removes a released checkout with its orders (their items and taxes go with them). */
export async function deleteCheckout(db: Db, checkoutId: number): Promise<void> {
  const orderIds = db.selectFrom('orders').select('id').where('checkout_id', '=', checkoutId);
  // Offers name order items without a cascade (a reinstated order copies its cancelled order's).
  await db.deleteFrom('order_reductions').where('order_id', 'in', orderIds).execute();
  await db.deleteFrom('order_items').where('order_id', 'in', orderIds).where('promo_parent_order_item_id', 'is not', null).execute();
  await db.deleteFrom('orders').where('checkout_id', '=', checkoutId).execute();
  await db.deleteFrom('checkouts').where('id', '=', checkoutId).execute();
}
