import { queryOptions } from '@tanstack/react-query';
import { cardLinkInfoSchema, cardLinkResultSchema, enrolmentListSchema } from '../../../../contracts/wellness-plans';
import { apiGet, apiPost } from '../../../api/client';

/** The client's wellness plan calls (issue 27). */
export const myPlansQuery = queryOptions({
  queryKey: ['account', 'wellness-plans'] as const,
  queryFn: ({ signal }) => apiGet('/api/account/wellness-plans', { schema: enrolmentListSchema, signal }),
});

export const cardLinkQuery = (token: string) => queryOptions({
  queryKey: ['account', 'wellness-card', token] as const,
  queryFn: ({ signal }) => apiGet(`/api/account/wellness-plans/card/${encodeURIComponent(token)}`, { schema: cardLinkInfoSchema, signal, handleErrors: false }),
  retry: false,
});

export const payWithNewCard = (token: string, paymentMethodId: number) =>
  apiPost(`/api/account/wellness-plans/card/${encodeURIComponent(token)}`, { body: { paymentMethodId }, schema: cardLinkResultSchema, handleErrors: false });
