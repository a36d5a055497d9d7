import { useQuery } from '@tanstack/react-query';
import {
  clientActionResponseSchema, clientDetailSchema, clientListSchema, type ClientAction, type ClientStatus,
} from '../../../../contracts/clinic';
import { apiGet, apiPost } from '../../../api/client';
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
