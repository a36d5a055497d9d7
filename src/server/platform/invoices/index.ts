/** The platform's side of the clinics' statements (issue 27): invoices across clinics, billing a month, fee rates, chargebacks. */
export { platformInvoiceRoutes } from './invoices.routes';
export { invoiceJobs } from './invoices.jobs';
