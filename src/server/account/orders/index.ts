/** The shopper's past orders (issue 14): list, one order, buy again, cancel, and the account's overview. */
export { accountOrdersRoutes } from './account-orders.routes';
