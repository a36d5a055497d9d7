import type { Db } from '../../db/database';

/** What cancelling an order reads and writes (issue 14), for the shopper's account and the clinic portal. */

const PENDING = 'pending_payment';

/**
 * Cancels the order only while it is still in the status it was read in and has not gone to the
 * distributor: the update is the lock, so a cancel racing a status change (or another cancel)
 * changes nothing and the caller reads the order again.
 */
export async function markOrderCancelled(
  db: Db,
  order: { id: number; userId: number; status: string },
  change: { reason: string; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: 'cancelled', cancelled_at: change.now.toISOString(), cancel_reason: change.reason })
    .where('id', '=', order.id)
    .where('user_id', '=', order.userId)
    .where('status', '=', order.status)
    .where('sent_to_distributor_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The orders sharing one card authorisation (one checkout) that are still live. */
export async function countLiveOrdersOfAuthorization(db: Db, authorizationId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('authorization_id', '=', authorizationId)
    .where('status', 'not in', ['cancelled', 'transaction_reversed'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An order as cancelling it needs, within a shopper's orders or a clinic's; never a pending one. */
export async function findOrderForCancel(db: Db, orderId: number, scope: { userId: number } | { clinicId: number }) {
  let query = db
    .selectFrom('orders')
    .select(['id', 'user_id', 'status', 'sent_to_distributor_at', 'authorization_id', 'account_credit_cents', 'order_number', 'total_cents'])
    .where('id', '=', orderId)
    .where('status', '!=', PENDING);
  query = 'userId' in scope ? query.where('user_id', '=', scope.userId) : query.where('clinic_id', '=', scope.clinicId);
  const row = await query.executeTakeFirst();
  return row ? { ...row, id: Number(row.id), user_id: Number(row.user_id), account_credit_cents: Number(row.account_credit_cents) } : undefined;
}
