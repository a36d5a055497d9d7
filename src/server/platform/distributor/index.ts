/**
 * The distributor integration, the store's side (issue 25; docs/decisions/098-distributor-integration.md):
 * the jobs that send clinics' orders to their distributor, the inbound shipment notices, and the
 * sandbox distributor's portal for the spec's distributor role.
 */
export { distributorRoutes } from './distributor.routes';
export { distributorJobs } from './distributor.jobs';
export { sendOrderToDistributor } from './distributor-send.service';
