import type { Transaction } from 'kysely';
import { CANCEL_REFUSALS } from '../../../contracts/account-orders';
import { accountOrderPath } from '../../../contracts/account-routes';
import { cancelRefusal, canCancelOrder, isOrderStatus, type OrderActor } from '../../../domain/order-status';
import { markProductsChanged } from '../catalogue';
import { giveCredit } from '../../shared/credit';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { enqueueEmail } from '../../integrations/email/outbox.queries';
import type { PaymentProvider } from '../../integrations/payment/payment-gateway';
import { countLiveOrdersOfAuthorization, findOrderForCancel, markOrderCancelled } from './cancel-order.queries';
import { orderCancelledEmail } from './cancel-order-email';
import { NO_AUTHORIZATION } from './checkout-settlement';
import { findAccountHolder, insertOrderHistory, listOrderItems, returnStock } from './orders.queries';

export const orderNotFound = () => new AppError(404, 'order_not_found', 'This order was not found.');

/**
 * Cancels an order (issue 14; rr §4: never once sent to the distributor, and a cancelled order
 * cannot be changed), for the shopper (actor 'shopper', their own orders) or the clinic portal
 * (actor 'staff', its clinic's orders). One transaction sets the status, the time and the reason,
 * writes the history event with its actor, puts the stock back (logged for every server's catalogue
 * index), gives back the account credit and queues the email. The card authorisation is voided
 * only after that commit (docs/decisions/047-cancelling-an-order.md): a crash in between leaves a
 * cancelled order whose hold lapses by itself, never a voided authorisation under a live order.
 */
export interface CancelOrderDeps {
  db: Db;
  payments: PaymentProvider;
  /** The store's public origin, for the link in the email. */
  publicUrl: string;
  /** Told when voiding the authorisation failed after the cancellation committed (the hold lapses by itself). */
  onVoidFailed?: (error: unknown, authorizationId: string) => void;
}

export type CancelScope = { userId: number } | { clinicId: number };

export interface CancelOrderInput {
  orderId: number;
  scope: CancelScope;
  actor: OrderActor;
  actorUserId: number | null;
  reason: string;
  now: Date;
  /**
   * More work for the same transaction, once the order is marked cancelled (the clinic portal's
   * audit event): it commits or rolls back with the cancellation.
   */
  alsoInTransaction?: (trx: Transaction<Database>, order: { id: number; statusBefore: string }) => Promise<void>;
}

export const orderNotRevertable = () =>
  new AppError(409, CANCEL_REFUSALS.notRevertable, 'This order is not revertable once sent to the distributor.');
export const orderAlreadyCancelled = () => new AppError(409, CANCEL_REFUSALS.cancelled, 'A cancelled order cannot be changed.');
export const ORDER_HANDED_OVER_MESSAGE = 'This order was already shipped or picked up, so it cannot be cancelled; a return undoes it.';
const orderHandedOver = () => new AppError(409, CANCEL_REFUSALS.handedOver, ORDER_HANDED_OVER_MESSAGE);

function refusalFor(order: { status: string; sent_to_distributor_at: string | null }): AppError {
  const refusal = cancelRefusal({ status: isOrderStatus(order.status) ? order.status : 'submitted', sentToDistributorAt: order.sent_to_distributor_at });
  if (refusal === 'cancelled') return orderAlreadyCancelled();
  return refusal === 'handed_over' ? orderHandedOver() : orderNotRevertable();
}

export async function cancelOrder(deps: CancelOrderDeps, input: CancelOrderInput): Promise<{ orderId: number; voided: boolean }> {
  const outcome = await deps.db.transaction().execute(async (db) => {
    const order = await findOrderForCancel(db, input.orderId, input.scope);
    if (!order) throw orderNotFound();
    const status = isOrderStatus(order.status) ? order.status : 'submitted';
    if (!canCancelOrder({ status, sentToDistributorAt: order.sent_to_distributor_at })) throw refusalFor(order);
    const changed = await markOrderCancelled(db, { id: order.id, userId: order.user_id, status: order.status }, { reason: input.reason, now: input.now });
    if (!changed) {
      // Its status moved meanwhile (another cancel, or the clinic sent it on): refuse with what it is now.
      const now = await findOrderForCancel(db, input.orderId, input.scope);
      throw now ? refusalFor(now) : orderNotFound();
    }
    await insertOrderHistory(db, [{
      orderId: order.id, event: 'cancel', status: 'cancelled', actor: input.actor, actorUserId: input.actorUserId, note: input.reason,
    }], input.now);
    await input.alsoInTransaction?.(db, { id: order.id, statusBefore: order.status });

    const quantities = new Map<number, number>();
    for (const item of await listOrderItems(db, order.id)) {
      quantities.set(Number(item.product_id), (quantities.get(Number(item.product_id)) ?? 0) + Number(item.quantity));
    }
    const productIds = [...quantities.keys()].sort((a, b) => a - b);
    for (const productId of productIds) await returnStock(db, productId, quantities.get(productId)!);
    // Every server's catalogue index shows the new stock without a rebuild.
    if (productIds.length > 0) await markProductsChanged(db, productIds, input.now);
    await giveCredit(db, { userId: order.user_id, cents: Number(order.account_credit_cents), kind: 'order_cancelled', orderId: order.id, createdByUserId: input.actor === 'staff' ? input.actorUserId : null }, input.now);

    const holder = await findAccountHolder(db, order.user_id);
    await enqueueEmail(db, orderCancelledEmail(
      { email: holder.email, firstName: holder.first_name, lang: holder.language === 'fr' ? 'fr' : 'en' },
      {
        orderNumber: order.order_number, totalCents: Number(order.total_cents), reason: input.reason, byStaff: input.actor === 'staff',
        url: new URL(accountOrderPath(order.id), deps.publicUrl).toString(),
      },
    ), input.now);

    // One authorisation covers every order of a checkout: it is released when none of them is live.
    const authorizationId = order.authorization_id;
    const voidable = authorizationId !== '' && authorizationId !== NO_AUTHORIZATION && (await countLiveOrdersOfAuthorization(db, authorizationId)) === 0;
    return { orderId: order.id, voidAfter: voidable ? authorizationId : null };
  });

  if (outcome.voidAfter === null) return { orderId: outcome.orderId, voided: false };
  try {
    await deps.payments(deps.db).voidAuthorization(outcome.voidAfter);
    return { orderId: outcome.orderId, voided: true };
  } catch (error) {
    deps.onVoidFailed?.(error, outcome.voidAfter);
    return { orderId: outcome.orderId, voided: false };
  }
}
