/**
 * The orders feature's public module: placing an order (its route, registered by app.ts after the
 * checkout's, with the sweep of checkouts a crash left pending), the account's order routes, and
 * cancelling an order (the shopper's account with actor 'shopper', the clinic portal with actor
 * 'staff' and its clinic's scope). Orders sits above checkout, cart, payment methods and catalogue.
 */
export { orderRoutes } from './orders.routes';
export { accountOrdersRoutes } from './account-orders.routes';
export {
  cancelOrder, orderAlreadyCancelled, orderNotRevertable, type CancelOrderDeps, type CancelOrderInput, type CancelScope,
} from './cancel-order.service';
