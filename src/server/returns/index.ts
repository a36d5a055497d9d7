/**
 * Returns and refunds (issue 17): staff create, complete and cancel returns on their clinic's
 * shipped or picked-up orders (/api/clinic/...), the shopper sees them on the order page. Imports
 * credit and staff-access only.
 */
export { returnsRoutes } from './returns.routes';
