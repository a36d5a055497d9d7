/**
 * The clinic's orders (issue 16): `/api/clinic/orders…`, and the order status move other clinic
 * features run in their own transaction (a prescription's approval validates the orders waiting on it).
 */
export { clinicOrderRoutes } from './orders.routes';
export { moveOrder as moveOrderStatus } from './orders.queries';
