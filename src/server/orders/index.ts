/**
 * The orders feature's public module: what other features may use. Placing an order has one path
 * for checkout and the AutoOrder engine (issue 15): claim, authorise outside any transaction,
 * confirm or release (docs/decisions.md "Placing an order: claim, authorise, confirm"). Also the
 * place-order and account order routes app.ts registers, and cancelling an order (the shopper's
 * account with actor 'shopper', the clinic portal with actor 'staff' and its clinic's scope).
 */
export { orderRoutes } from './orders.routes';
export { accountOrdersRoutes } from './account-orders.routes';
export {
  cancelOrder, orderAlreadyCancelled, orderNotRevertable, type CancelOrderDeps, type CancelOrderInput, type CancelScope,
} from './cancel-order.service';
export { placeOrder, claimPlan, type PlaceOrderDeps, type PlanInput } from './place-order.service';
export { settleCheckout, type SettleDeps, type CheckoutFaults } from './checkout-settlement';
export { PENDING_CHECKOUT_LEASE_MS, settlePendingCheckouts, startPendingCheckoutSweep } from './pending-checkout-sweep';
export {
  placeSubscriptionOrder, quoteSubscriptionOrder, subscriptionCheckoutKey,
  type SubscriptionOrderOutcome, type SubscriptionOrderRequest, type SubscriptionQuote,
} from './subscription-order';
export { shipmentsOfOrder } from './shipments';
