/**
 * The clinic's orders (issue 16): `/api/clinic/orders…`, and the order status move other clinic
 * features run in their own transaction (a prescription's approval validates the orders waiting on it).
 * Issue 25: the moves the distributor integration makes by itself (platform/distributor).
 */
export { clinicOrderRoutes } from './orders.routes';
export { moveOrder as moveOrderStatus } from './orders.queries';
export { applyDistributorNotice, markSentToDistributor, type NoticeToApply } from './distributor-moves.service';
