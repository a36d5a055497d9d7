/**
 * The orders feature for other features: cancelling an order (the shopper's account with actor
 * 'shopper', the clinic portal with actor 'staff' and its clinic's scope), and the account's order
 * routes for app.ts.
 */
export {
  cancelOrder, orderAlreadyCancelled, orderNotRevertable, type CancelOrderDeps, type CancelOrderInput, type CancelScope,
} from './cancel-order.service';
export { accountOrdersRoutes } from './account-orders.routes';
