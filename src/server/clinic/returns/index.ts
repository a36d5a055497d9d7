/**
 * Returns and refunds (issue 17): staff create, complete and cancel returns on their clinic's
 * shipped or picked-up orders (/api/clinic/...); the shopper reads them on the order page through
 * account/orders. Imports credit and staff-access only.
 */
export { returnsRoutes } from './returns.routes';
