import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { IntlShape } from 'react-intl';
import {
  returnDetailSchema, returnFormSchema, returnListSchema, returnQuoteSchema, type CancelReturnRequest, type ReturnRequest, type ReturnStatusCode,
} from '../../../../contracts/returns';
import { apiGet, apiPost } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { CLINIC_QUERY_ROOT } from '../staff-me';

/** The clinic's return calls (issue 17), one function per endpoint. Refusals come back to the page (handleErrors: false). */
export const returnKeys = {
  all: [CLINIC_QUERY_ROOT, 'returns'] as const,
  list: (status: string, page: number) => [CLINIC_QUERY_ROOT, 'returns', 'list', status, page] as const,
  detail: (id: number) => [CLINIC_QUERY_ROOT, 'returns', 'detail', id] as const,
  form: (orderId: number) => [CLINIC_QUERY_ROOT, 'returns', 'form', orderId] as const,
  quote: (orderId: number, body: ReturnRequest) => [CLINIC_QUERY_ROOT, 'returns', 'quote', orderId, body] as const,
};

export const useReturns = (status: ReturnStatusCode | '', page: number) => useQuery({
  queryKey: returnKeys.list(status, page),
  queryFn: ({ signal }) => apiGet('/api/clinic/returns', { query: { status: status || undefined, page: page > 1 ? String(page) : undefined }, schema: returnListSchema, signal }),
  placeholderData: keepPreviousData,
  staleTime: 0,
});

export const useReturn = (id: number) => useQuery({
  queryKey: returnKeys.detail(id),
  queryFn: ({ signal }) => apiGet(`/api/clinic/returns/${id}`, { schema: returnDetailSchema, signal }),
  staleTime: 0,
});

export const useReturnForm = (orderId: number) => useQuery({
  queryKey: returnKeys.form(orderId),
  queryFn: ({ signal }) => apiGet(`/api/clinic/orders/${orderId}/return`, { schema: returnFormSchema, signal }),
  staleTime: 0,
});

/** The running total of the form: asked again whenever the form changes; a refusal is the page's to say. */
export const useReturnQuote = (orderId: number, body: ReturnRequest, enabled: boolean) => useQuery({
  queryKey: returnKeys.quote(orderId, body),
  queryFn: ({ signal }) => apiPost(`/api/clinic/orders/${orderId}/return/quote`, { body, schema: returnQuoteSchema, signal, handleErrors: false }),
  enabled,
  retry: false,
  staleTime: 0,
  placeholderData: (previous) => previous,
});

export const createReturn = (orderId: number, body: ReturnRequest) =>
  apiPost(`/api/clinic/orders/${orderId}/returns`, { body, schema: returnDetailSchema, handleErrors: false });
export const completeReturn = (id: number) =>
  apiPost(`/api/clinic/returns/${id}/complete`, { body: {}, schema: returnDetailSchema, handleErrors: false });
export const cancelReturn = (id: number, body: CancelReturnRequest) =>
  apiPost(`/api/clinic/returns/${id}/cancel`, { body, schema: returnDetailSchema, handleErrors: false });

/** A refusal in the staff member's language (rr §7 return messages). */
export function returnFailure(intl: IntlShape, error: unknown): string {
  if (error instanceof ApiError) {
    const id = `clinicReturns.error.${error.code}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : error.message;
  }
  return intl.formatMessage({ id: 'clinicReturns.error.network' });
}
