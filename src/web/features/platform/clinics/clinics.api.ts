import { useQuery } from '@tanstack/react-query';
import {
  platformClinicDetailSchema, platformClinicListSchema, type ClinicCapabilitiesUpdate, type RestrictedAreaAdd,
} from '../../../../contracts/platform-clinics';
import { goLiveResultSchema } from '../../../../contracts/platform-enrolment';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../api/client';
import { PLATFORM_QUERY_ROOT } from '../platform-me';

export const platformClinicKeys = {
  lists: [PLATFORM_QUERY_ROOT, 'clinics'] as const,
  list: (query: Record<string, string>) => [PLATFORM_QUERY_ROOT, 'clinics', query] as const,
  clinic: (id: number) => [PLATFORM_QUERY_ROOT, 'clinic', id] as const,
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
