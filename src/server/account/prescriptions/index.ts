/**
 * The prescriptions feature (issue 14): the shopper's "My prescriptions" routes, and for other
 * features the request a cart add makes for the clinic's queue and which pets keep a live one.
 */
export { prescriptionsRoutes } from './prescriptions.routes';
export { ensurePrescriptionRequest, petIdsWithLivePrescriptions } from './prescriptions.service';
export { ensureRenewalsFor, renewalNotFound, renewalStatus, requestFromTask, runRenewals } from './renewals.service';
export { renewalRows, type RenewalRow } from './renewals.queries';
export { renewalJobs } from './renewals.jobs';
