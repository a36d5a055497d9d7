import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { IntlShape } from 'react-intl';
import {
  clientCardsListSchema, customPaymentDetailSchema, customPaymentListSchema, type CreateCustomPaymentRequest, type RefundCustomPaymentRequest,
} from '../../../../contracts/custom-payments';
import type { CustomPaymentMethod, CustomPaymentState } from '../../../../domain/custom-payments';
import { apiGet, apiPost } from '../../../api/client';
import { downloadFile } from '../../../api/download';
import { ApiError } from '../../../api/errors';
import { CLINIC_QUERY_ROOT } from '../staff-me';

/** The custom payments calls (issue 27); failures come back to the page (handleErrors: false). */
export const customPaymentKeys = { all: [CLINIC_QUERY_ROOT, 'custom-payments'] as const };

export interface ReportParams {
  from?: string | undefined;
  to?: string | undefined;
  state?: CustomPaymentState | undefined;
  method?: CustomPaymentMethod | undefined;
  q?: string | undefined;
  page?: number | undefined;
  lang?: 'en' | 'fr' | undefined;
}

const queryOf = (p: ReportParams) => ({
  from: p.from || undefined, to: p.to || undefined, state: p.state || undefined, method: p.method || undefined, q: p.q || undefined,
  page: p.page && p.page > 1 ? String(p.page) : undefined, lang: p.lang,
});

export function useCustomPayments(params: ReportParams) {
  return useQuery({
    queryKey: [...customPaymentKeys.all, 'list', params],
    queryFn: ({ signal }) => apiGet('/api/clinic/custom-payments', { query: queryOf(params), schema: customPaymentListSchema, signal, handleErrors: false }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCustomPayment(id: number) {
  return useQuery({
    queryKey: [...customPaymentKeys.all, 'detail', id],
    queryFn: ({ signal }) => apiGet(`/api/clinic/custom-payments/${id}`, { schema: customPaymentDetailSchema, signal }).then((a) => a.payment),
    staleTime: 0,
  });
}

export function useClientCards(search: string) {
  return useQuery({
    queryKey: [...customPaymentKeys.all, 'clients', search],
    queryFn: ({ signal }) => apiGet('/api/clinic/custom-payments/clients', { query: { q: search }, schema: clientCardsListSchema, signal }),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

export const createCustomPayment = (body: CreateCustomPaymentRequest) =>
  apiPost('/api/clinic/custom-payments', { body, schema: customPaymentDetailSchema, handleErrors: false }).then((a) => a.payment);
export const cancelCustomPayment = (id: number) =>
  apiPost(`/api/clinic/custom-payments/${id}/cancel`, { schema: customPaymentDetailSchema, handleErrors: false }).then((a) => a.payment);
export const refundCustomPayment = (id: number, body: RefundCustomPaymentRequest) =>
  apiPost(`/api/clinic/custom-payments/${id}/refunds`, { body, schema: customPaymentDetailSchema, handleErrors: false }).then((a) => a.payment);

export const downloadCustomPaymentsCsv = (params: ReportParams) => downloadFile('/api/clinic/custom-payments.csv', queryOf(params), 'custom-payments.csv');

/** A refused call's words: ours for the feature's codes, the server's message (naming the field) otherwise. */
export function customPaymentFailure(intl: IntlShape, error: unknown): string {
  if (error instanceof ApiError) {
    const id = `customPayments.error.${error.code}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : error.message;
  }
  return intl.formatMessage({ id: 'customPayments.error.network' });
}
