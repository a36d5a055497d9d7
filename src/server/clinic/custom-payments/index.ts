/**
 * Custom payments and pay-by-link (issue 27): staff charge a saved card or email a link, cancel it,
 * the admin refunds, the report lists them with a CSV; and the settlement report's source.
 */
export { customPaymentRoutes } from './custom-payments.routes';
export { customPaymentSettlementLines } from './custom-payments-settlement';
