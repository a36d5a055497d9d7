import { useQuery } from '@tanstack/react-query';
import {
  invoiceDetailSchema, invoiceListSchema, invoicePaymentResultSchema, type InvoicePaymentResult,
} from '../../../../contracts/clinic-statements';
import { apiGet, apiPost } from '../../../api/client';
import { CLINIC_QUERY_ROOT } from '../staff-me';

/** The platform's invoices to the clinic and "make a payment" (issue 27). */
export const invoiceKeys = {
  list: [CLINIC_QUERY_ROOT, 'invoices'] as const,
  one: (id: number) => [CLINIC_QUERY_ROOT, 'invoices', id] as const,
};

export function useInvoices() {
  return useQuery({ queryKey: invoiceKeys.list, queryFn: ({ signal }) => apiGet('/api/clinic/invoices', { schema: invoiceListSchema, signal }), staleTime: 0 });
}

export function useInvoice(id: number) {
  return useQuery({ queryKey: invoiceKeys.one(id), queryFn: ({ signal }) => apiGet(`/api/clinic/invoices/${id}`, { schema: invoiceDetailSchema, signal }), staleTime: 0 });
}

export function payByCard(id: number, body: { amountCents: number; cardToken: string; idempotencyKey: string }): Promise<InvoicePaymentResult> {
  return apiPost(`/api/clinic/invoices/${id}/pay-by-card`, { body, schema: invoicePaymentResultSchema, handleErrors: false });
}

export function payByCheque(id: number, body: { amountCents: number; idempotencyKey: string }): Promise<InvoicePaymentResult> {
  return apiPost(`/api/clinic/invoices/${id}/pay-by-cheque`, { body, schema: invoicePaymentResultSchema, handleErrors: false });
}
