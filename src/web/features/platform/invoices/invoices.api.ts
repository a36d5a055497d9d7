import { useQuery } from '@tanstack/react-query';
import {
  feeRatesSchema, invoiceDetailSchema, invoiceListSchema, runInvoicesResultSchema, type InvoiceSummary,
} from '../../../../contracts/clinic-statements';
import { apiGet, apiPost } from '../../../api/client';

/** The platform's side of the clinics' invoices (issue 27). */
const ROOT = ['platform', 'invoices'] as const;
export const platformInvoiceKeys = { all: ROOT };

export function usePlatformInvoices(state: InvoiceSummary['state'] | '') {
  return useQuery({
    queryKey: [...ROOT, 'list', state] as const,
    queryFn: ({ signal }) => apiGet('/api/platform/invoices', { query: { state: state || undefined }, schema: invoiceListSchema, signal }),
    staleTime: 0,
  });
}

export function usePlatformInvoice(id: number | null) {
  return useQuery({
    queryKey: [...ROOT, 'one', id] as const,
    queryFn: ({ signal }) => apiGet(`/api/platform/invoices/${id}`, { schema: invoiceDetailSchema, signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useFeeRates() {
  return useQuery({ queryKey: [...ROOT, 'fees'] as const, queryFn: ({ signal }) => apiGet('/api/platform/fee-rates', { schema: feeRatesSchema, signal }), staleTime: 0 });
}

export const setFeeRate = (body: { percentBp: number; fixedCents: number }) =>
  apiPost('/api/platform/fee-rates', { body, schema: feeRatesSchema, handleErrors: false });

export const billMonth = (month: string) => apiPost('/api/platform/invoices/run', { body: { month }, schema: runInvoicesResultSchema, handleErrors: false });

export const addCharge = (id: number, body: { description: string; amountCents: number }) =>
  apiPost(`/api/platform/invoices/${id}/charges`, { body, schema: invoiceDetailSchema, handleErrors: false });

export const recordCheque = (id: number, paymentId: number, body: { chequeNumber: string; receivedOn: string }) =>
  apiPost(`/api/platform/invoices/${id}/payments/${paymentId}/received`, { body, schema: invoiceDetailSchema, handleErrors: false });
