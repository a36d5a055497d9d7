import type { Transaction } from 'kysely';
import type { PlaceOrderResponse } from '../../../contracts/checkout';
import { ORDER_STATUS } from '../../../contracts/orders';
import { deleteCartLines, setCartCoupon, touchCart } from '../cart';
import { markProductsChanged } from '../catalogue';
import { giveWelcomeCredit, undoOrderSpends } from '../../shared/credit';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { enqueueEmail } from '../../integrations/email/outbox.queries';
import type { AuthorizationResult, PaymentProvider } from '../../integrations/payment/payment-gateway';
import { deleteCheckout, findCheckoutById, lockPendingCheckout, placePendingCheckout, saveCheckoutResult } from './checkouts.queries';
import { insertAutoOrder, insertOrderHistory, markOrdersSubmitted, markOrdersWaitingOnVet, returnStock } from './orders.queries';
import { orderConfirmationEmail } from './order-email';
import { authorizationReference, type PendingCheckout } from './pending-checkout';
import * as refuse from './place-order-errors';
import { confirmReinstatement } from './reinstatement-confirm';

/**
 * Steps 2 and 3 of placing an order (issue 10 §8): the card authorised outside any transaction,
 * then the checkout confirmed or released in a short transaction of its own. Every step can be run
 * again by anyone holding the pending checkout: the provider answers a repeated authorisation of
 * the same checkout with the first one, and only the settler that finds the row still pending
 * writes (the others read its outcome), so a checkout is placed once and the card held once.
 */
export interface SettleDeps {
  db: Db;
  payments: PaymentProvider;
  /** The store's public origin: the confirmation email links each order's page under it. */
  publicUrl?: string;
  /** Tests only: simulated crashes between the steps (place-order-crash.test.ts). */
  faults?: CheckoutFaults;
}

export interface CheckoutFaults {
  afterClaim?(): void;
  afterAuthorization?(): void;
  /** Inside the confirmation, after its writes: the transaction rolls back. */
  beforeConfirmCommits?(): void;
}

/** Orders paid entirely with account credit: no authorisation to ask for. */
export const NO_AUTHORIZATION = 'none:covered-by-account-credit';

/**
 * complete: a shopper placing the order (or repeating it) — authorise, then confirm, or release on
 * a decline. recover: the start-up sweep, with nobody waiting — confirm only when the provider
 * already holds an authorisation for the checkout, else release it.
 */
export type SettleMode = 'complete' | 'recover';

export async function settleCheckout(
  deps: SettleDeps,
  pending: PendingCheckout,
  { mode, now }: { mode: SettleMode; now: Date },
): Promise<PlaceOrderResponse> {
  const gateway = deps.payments(deps.db);
  const reference = authorizationReference(pending.checkoutId);
  let authorization: AuthorizationResult | null;
  if (pending.amountCents === 0) authorization = { approved: true, authorizationId: NO_AUTHORIZATION };
  else if (mode === 'complete') authorization = await gateway.authorize(pending.cardToken, pending.amountCents, reference);
  else authorization = await gateway.findAuthorization(reference);
  deps.faults?.afterAuthorization?.();

  if (!authorization?.approved) {
    const outcome = await deps.db.transaction().execute((trx) => releaseCheckout(trx, pending, now));
    if (outcome !== 'released') return outcome; // another settler placed it first
    throw refuse.paymentDeclined(authorization?.message ?? 'payment not completed');
  }
  const { authorizationId } = authorization;
  const outcome = await deps.db.transaction().execute((trx) => confirmCheckout(trx, pending, authorizationId, now, deps.faults, deps.publicUrl));
  if (outcome === 'released') {
    // Released meanwhile (the sweep gave up on it): the hold must not stay on the card.
    if (authorizationId !== NO_AUTHORIZATION) await gateway.voidAuthorization(authorizationId);
    throw refuse.cartChanged();
  }
  return outcome;
}

/** The outcome another settler reached first: its answer, or 'released'. */
async function settledOutcome(db: Db, checkoutId: number): Promise<PlaceOrderResponse | 'released'> {
  const stored = await findCheckoutById(db, checkoutId);
  return stored?.state === 'placed' ? (JSON.parse(stored.resultJson) as PlaceOrderResponse) : 'released';
}

async function confirmCheckout(
  db: Transaction<Database>,
  pending: PendingCheckout,
  authorizationId: string,
  now: Date,
  faults: CheckoutFaults | undefined,
  publicUrl: string | undefined,
): Promise<PlaceOrderResponse | 'released'> {
  let response = pending.response;
  if (!(await placePendingCheckout(db, pending.checkoutId, JSON.stringify(response)))) return settledOutcome(db, pending.checkoutId);
  if (pending.reinstatement) {
    // A clinic reinstating a cancelled order (issue 25): its own status, events and email; no cart.
    await confirmReinstatement(db, pending, pending.reinstatement, authorizationId, now);
    faults?.beforeConfirmCommits?.();
    return response;
  }
  await markOrdersSubmitted(db, pending.checkoutId, ORDER_STATUS.submitted, authorizationId);
  // An AutoOrder's order (issue 15) is placed by the store itself, a checkout's by the shopper.
  const actor = pending.subscriptionId
    ? { actor: 'system' as const, actorUserId: null }
    : { actor: 'shopper' as const, actorUserId: pending.userId };
  await insertOrderHistory(db, pending.orderIds.map((orderId) => ({ orderId, event: 'submitted', status: ORDER_STATUS.submitted, ...actor })), now);
  // An Rx or approval item without a validated prescription: the order waits for the vet (checkout and
  // AutoOrder alike; its request is in the clinic's queue since the claim). Approval validates it.
  const waiting = pending.awaitingApprovalOrderIds ?? [];
  await markOrdersWaitingOnVet(db, waiting, ORDER_STATUS.waitingOnVeterinarian);
  await insertOrderHistory(db, waiting.map((orderId) => ({ orderId, event: 'waiting_on_veterinarian', status: ORDER_STATUS.waitingOnVeterinarian, ...actor })), now);
  // Issue 25: the clinic's welcome credit, once per client and clinic (its key), with this placement.
  if (pending.welcomeCredit && pending.orderIds.length > 0) {
    await giveWelcomeCredit(db, { userId: pending.userId, clinicId: pending.welcomeCredit.clinicId, orderId: pending.orderIds[0]!, cents: pending.welcomeCredit.cents }, now);
  }
  if (pending.subscriptionId) {
    // An AutoOrder's order (issue 15): no cart to empty; the engine records the run and emails the
    // shopper when it finishes the due date.
    faults?.beforeConfirmCommits?.();
    return response;
  }
  if (pending.autoOrder) {
    const autoOrderSubscriptionId = await insertAutoOrder(db, { ...pending.autoOrder.subscription, created_at: now.toISOString() }, pending.autoOrder.items);
    response = { ...response, returnValue: { ...response.returnValue, autoOrderSubscriptionId } };
    await saveCheckoutResult(db, pending.checkoutId, JSON.stringify(response));
  }

  const cart = await touchCart(db, pending.cartId!, now);
  await deleteCartLines(db, cart.id, pending.cartLineIds);
  if (pending.couponCode !== null && cart.couponCode === pending.couponCode) await setCartCoupon(db, cart.id, null);
  await enqueueEmail(db, orderConfirmationEmail(pending.emailTo, response.returnValue.orders, pending.emailTo.lang, publicUrl), now);
  faults?.beforeConfirmCommits?.();
  return response;
}

/** Gives back the stock and credit a pending checkout took and removes it with its orders. */
async function releaseCheckout(db: Db, pending: PendingCheckout, now: Date): Promise<PlaceOrderResponse | 'released'> {
  if (!(await lockPendingCheckout(db, pending.checkoutId))) return settledOutcome(db, pending.checkoutId);
  const backInStock: number[] = [];
  for (const [productId, quantity] of [...pending.stock].sort(([a], [b]) => a - b)) {
    if (await returnStock(db, productId, quantity)) backInStock.push(productId);
  }
  // The orders go, so their credit spends go with them: the credit was never spent.
  if (pending.accountCreditCents > 0) await undoOrderSpends(db, pending.orderIds);
  await deleteCheckout(db, pending.checkoutId);
  // Every server's catalogue index shows these products in stock again, without a rebuild.
  if (backInStock.length > 0) await markProductsChanged(db, backInStock, now);
  return 'released';
}
