/**
 * Placing and keeping orders: what other features may use. Placing an order has one path
 * for checkout and the AutoOrder engine (issue 15): claim, authorise outside any transaction,
 * confirm or release (decision 'placing-an-order'). Also the place-order routes app.ts registers,
 * the order's stored items and account holder (the account's order pages read them), and
 * cancelling an order (the shopper's account with actor 'shopper', the clinic portal with actor
 * 'staff' and its clinic's scope).
 */
export { orderRoutes } from './orders.routes';
export {
  cancelOrder, ORDER_HANDED_OVER_MESSAGE, orderAlreadyCancelled, orderNotFound, orderNotRevertable, type CancelOrderDeps, type CancelOrderInput, type CancelScope,
} from './cancel-order.service';
export { findAccountHolder, listOrderItems, type OrderItemRow } from './orders.queries';
export { placeOrder, claimPlan, type PlaceOrderDeps, type PlanInput } from './place-order.service';
export { settleCheckout, type SettleDeps, type CheckoutFaults } from './checkout-settlement';
export { PENDING_CHECKOUT_LEASE_MS, pendingCheckoutJobs, settlePendingCheckouts } from './pending-checkout-sweep';
export {
  placeSubscriptionOrder, quoteSubscriptionOrder, subscriptionCheckoutKey,
  type SubscriptionOrderOutcome, type SubscriptionOrderRequest, type SubscriptionQuote,
} from './subscription-order';
export { shipmentsOfOrder } from './shipments';
export { reinstateOrder, type ReinstatedOrder, type ReinstateOrderInput } from './reinstate-order.service';
export { reinstatementLinks, type LinkedOrder } from './orders.queries';
