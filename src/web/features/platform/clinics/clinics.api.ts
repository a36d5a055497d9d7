import { useQuery } from '@tanstack/react-query';
import {
  platformClinicClientListSchema, platformClinicDetailSchema, platformClinicListSchema, type ClinicCapabilitiesUpdate, type RestrictedAreaAdd,
} from '../../../../contracts/platform-clinics';
import { clientOrderingResultSchema, goLiveResultSchema } from '../../../../contracts/platform-enrolment';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../api/client';
import { PLATFORM_QUERY_ROOT } from '../platform-me';

export const platformClinicKeys = {
  lists: [PLATFORM_QUERY_ROOT, 'clinics'] as const,
  list: (query: Record<string, string>) => [PLATFORM_QUERY_ROOT, 'clinics', query] as const,
  clinic: (id: number) => [PLATFORM_QUERY_ROOT, 'clinic', id] as const,
  clients: (id: number) => [PLATFORM_QUERY_ROOT, 'clinic', id, 'clients'] as const,
};

/** GET /api/platform/clinics: a page of clinics (q, state, page). */
export function usePlatformClinics(query: Record<string, string>) {
  return useQuery({
    queryKey: platformClinicKeys.list(query),
    queryFn: ({ signal }) => apiGet('/api/platform/clinics', { query, schema: platformClinicListSchema, signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

/** GET /api/platform/clinics/:clinicId */
export function usePlatformClinic(id: number) {
  return useQuery({
    queryKey: platformClinicKeys.clinic(id),
    queryFn: ({ signal }) => apiGet(`/api/platform/clinics/${id}`, { schema: platformClinicDetailSchema, signal }),
    staleTime: 0,
  });
}

/** GET /api/platform/clinics/:clinicId/clients: a page of the clinic's clients (q, page). */
export function usePlatformClinicClients(id: number, query: Record<string, string>) {
  return useQuery({
    queryKey: [...platformClinicKeys.clients(id), query],
    queryFn: ({ signal }) => apiGet(`/api/platform/clinics/${id}/clients`, { query, schema: platformClinicClientListSchema, signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

/** PUT /api/platform/clients/:userId/ordering: rr §6 "may not place orders"; the page says what failed. */
export function setClientOrdering(userId: number, mayNotOrder: boolean) {
  return apiPut(`/api/platform/clients/${userId}/ordering`, { body: { mayNotOrder }, schema: clientOrderingResultSchema, handleErrors: false });
}

/** PUT /api/platform/clinics/:clinicId/capabilities: the page says what failed. */
export function saveClinicCapabilities(id: number, body: ClinicCapabilitiesUpdate) {
  return apiPut(`/api/platform/clinics/${id}/capabilities`, { body, schema: platformClinicDetailSchema, handleErrors: false });
}

/** POST /api/platform/clinics/:clinicId/go-live: the waiting clients are emailed; the page says what failed. */
export function setClinicLive(id: number) {
  return apiPost(`/api/platform/clinics/${id}/go-live`, { schema: goLiveResultSchema, handleErrors: false });
}

/** POST /api/platform/clinics/:clinicId/restricted-areas (issue 25): the page says what failed. */
export function addRestrictedArea(id: number, body: RestrictedAreaAdd) {
  return apiPost(`/api/platform/clinics/${id}/restricted-areas`, { body, schema: platformClinicDetailSchema, handleErrors: false });
}

/** DELETE /api/platform/clinics/:clinicId/restricted-areas/:areaId */
export function removeRestrictedArea(id: number, areaId: number) {
  return apiDelete(`/api/platform/clinics/${id}/restricted-areas/${areaId}`, { schema: platformClinicDetailSchema, handleErrors: false });
}
