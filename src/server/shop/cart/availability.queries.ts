import type { Db } from '../../db/database';

/** The notify-me-when-available list (cc §4 Stock: 'notify me' / 'cancel notification'). */

export async function productExists(db: Db, productId: number): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst()) !== undefined;
}

/** Idempotent: tracking twice keeps one row, cancelling twice is not an error. */
export async function setAvailabilityTracking(db: Db, userId: number, productId: number, track: boolean, now: Date): Promise<void> {
  if (track) {
    await db
      .insertInto('product_availability_tracking')
      .values({ user_id: userId, product_id: productId, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('product_availability_tracking').where('user_id', '=', userId).where('product_id', '=', productId).execute();
  }
}

export async function isTrackingAvailability(db: Db, userId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('product_availability_tracking')
    .select('product_id')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row !== undefined;
}
