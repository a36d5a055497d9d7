/**
 * The orders feature's public module: placing an order (its route, registered by app.ts after the
 * checkout's, with the sweep of checkouts a crash left pending). Orders sits above checkout, cart,
 * payment methods and catalogue; nothing imports orders but app.ts.
 */
export { orderRoutes } from './orders.routes';
