import { useQuery } from '@tanstack/react-query';
import {
  clientActionResponseSchema, clientDetailSchema, clientListSchema, type ClientAction, type ClientStatus,
} from '../../../../contracts/clinic';
import { clientOrderingResultSchema } from '../../../../contracts/platform-enrolment';
import { apiGet, apiPost, apiPut } from '../../../api/client';
import { currentLanguage } from '../../../i18n/runtime';
import { clinicKeys } from '../clinic-keys';

export function useClients(enabled: boolean, q: string, status: ClientStatus | '', autoOrders: 'needs_attention' | '' = '') {
  return useQuery({
    queryKey: clinicKeys.clients(q, status, autoOrders),
    queryFn: ({ signal }) => apiGet('/api/clinic/clients', {
      query: { q: q || undefined, status: status || undefined, autoOrders: autoOrders || undefined }, schema: clientListSchema, signal,
    }),
    enabled,
    staleTime: 0,
  });
}

export function useClient(enabled: boolean, id: number) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: clinicKeys.client(id, lang),
    queryFn: ({ signal }) => apiGet(`/api/clinic/clients/${id}`, { query: { lang }, schema: clientDetailSchema, signal }),
    enabled,
    staleTime: 0,
  });
}

/** Failures come back to the page (handleErrors: false), which says them in place. */
export function postClientAction(id: number, action: ClientAction, body: { reason?: string; note?: string }) {
  return apiPost(`/api/clinic/clients/${id}/${action}`, { body, schema: clientActionResponseSchema, handleErrors: false });
}

/** PUT /api/clinic/clients/:clientId/ordering (admin only): the account may not place orders (rr §6). */
export function putClientOrdering(id: number, mayNotOrder: boolean) {
  return apiPut(`/api/clinic/clients/${id}/ordering`, { body: { mayNotOrder }, schema: clientOrderingResultSchema, handleErrors: false });
}
