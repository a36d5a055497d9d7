/**
 * Pay-by-link (issue 27): the client's page calls, and the charge every custom payment goes
 * through (clinic/custom-payments charges a saved card with it and makes the links it checks).
 */
export { payLinkRoutes } from './pay-links.routes';
export { completeCharge, hashPayLinkToken, payLink, newPayLinkToken, newPaymentReference, type ChargeFaults, type PayDeps } from './pay-links.service';
export { payLinkEmail } from './pay-links-emails';
export { lockPayment } from './pay-links.queries';
export { finishStaleAttempts, payLinkJobs } from './pay-links.jobs';
