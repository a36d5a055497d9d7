/** The clinic's reports (issue 17 "Reports"): sales, prescriptions and AutoOrders, for the clinic admin. */
export { reportRoutes } from './reports.routes';
export { money, text, toCsv } from './csv';
