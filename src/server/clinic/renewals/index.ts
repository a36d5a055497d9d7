/** Prescription renewals in the clinic portal (issue 28): `/api/clinic/renewals…`. */
export { renewalRoutes } from './renewals.routes';
