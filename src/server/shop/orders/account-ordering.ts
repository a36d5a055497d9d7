import type { Db } from '../../db/database';
import { flag } from '../../db/database';
import * as refuse from './place-order-errors';

/**
 * rr §6 "some customer accounts may not place orders" (issue 25): the clinic admin or the platform
 * sets users.may_not_order; the one placement path (claimPlan: checkout and AutoOrders) refuses such
 * an account with 403 `account_order_restricted`, writing nothing. Kept apart from the clinic's
 * checks so the checkout's other rules change without touching it.
 */
export async function refuseAccountThatMayNotOrder(db: Db, userId: number): Promise<void> {
  const row = await db.selectFrom('users').select('may_not_order').where('id', '=', userId).executeTakeFirst();
  if (row && flag(row.may_not_order)) throw refuse.accountOrderRestricted();
}
