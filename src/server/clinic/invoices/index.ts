/** The platform's monthly invoices to a clinic and "make a payment" (issue 27). */
export { clinicInvoiceRoutes } from './invoices.routes';
export { addCharge, billMonth, invoiceDetail, listInvoices, recordCheque, settleStalePayments, type InvoiceActor } from './invoices.service';
