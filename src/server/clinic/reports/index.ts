/** The clinic's reports (issue 17 "Reports"): sales, prescriptions and AutoOrders, for the clinic admin. */
export { reportRoutes } from './reports.routes';
/** The spreadsheet-safe CSV writer, for other features' reports (issue 27's custom payments, issue 28's prescriptions report). */
export { money, num, text, toCsv } from './csv';
