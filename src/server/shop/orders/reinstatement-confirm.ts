import type { Transaction } from 'kysely';
import { ORDER_STATUS } from '../../../contracts/orders';
import type { Database } from '../../db/schema';
import { enqueueEmail } from '../../integrations/email/outbox.queries';
import { writeAudit } from '../../shared/staff-access';
import { insertOrderHistory, markOrdersSubmitted } from './orders.queries';
import type { PendingCheckout, Reinstatement } from './pending-checkout';
import { orderReinstatedEmail } from './reinstate-order-email';

/**
 * The confirmation of a reinstated cancelled order (issue 25), inside the settlement's confirming
 * transaction once its card hold is taken: the new order becomes `reinstated_cancelled_order` (the
 * clinic validates it like a new one), with the staff member's history event naming the cancelled
 * order, the clinic's audit event and the client's email. The cancelled order is not touched.
 */
export async function confirmReinstatement(
  db: Transaction<Database>,
  pending: PendingCheckout,
  reinstatement: Reinstatement,
  authorizationId: string,
  now: Date,
): Promise<void> {
  const status = ORDER_STATUS.reinstatedCancelledOrder;
  const orderId = pending.orderIds[0]!;
  const order = pending.response.returnValue.orders[0]!;
  await markOrdersSubmitted(db, pending.checkoutId, status, authorizationId);
  await insertOrderHistory(db, [{
    orderId, event: 'reinstated', status, actor: 'staff', actorUserId: reinstatement.actorUserId, note: `#${reinstatement.fromOrderNumber}`,
  }], now);
  await writeAudit(db, {
    clinicId: reinstatement.clinicId, actorUserId: reinstatement.actorUserId, actorRole: reinstatement.actorRole, entity: 'order', entityId: orderId,
    action: 'reinstate',
    // Read as "status cancelled → reinstated, order number <cancelled> → <new>": the order it came from.
    before: { status: 'cancelled', orderNumber: reinstatement.fromOrderNumber },
    after: { status, orderNumber: order.orderNumber, totalCents: pending.amountCents },
    now: now.toISOString(),
  });
  await enqueueEmail(db, orderReinstatedEmail(pending.emailTo, {
    fromOrderNumber: reinstatement.fromOrderNumber, orderNumber: order.orderNumber, totalCents: pending.amountCents, url: reinstatement.orderUrl,
  }), now);
}
