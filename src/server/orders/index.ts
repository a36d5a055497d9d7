/**
 * The orders feature's public module: what other features may use. Placing an order has one path
 * for checkout and the AutoOrder engine (issue 15): claim, authorise outside any transaction,
 * confirm or release (docs/decisions.md "Placing an order: claim, authorise, confirm").
 */
export { placeOrder, claimPlan, type PlaceOrderDeps, type PlanInput } from './place-order.service';
export { settleCheckout, type SettleDeps, type CheckoutFaults } from './checkout-settlement';
export { PENDING_CHECKOUT_LEASE_MS, settlePendingCheckouts, startPendingCheckoutSweep } from './pending-checkout-sweep';
export {
  placeSubscriptionOrder, quoteSubscriptionOrder, subscriptionCheckoutKey,
  type SubscriptionOrderOutcome, type SubscriptionOrderRequest, type SubscriptionQuote,
} from './subscription-order';
