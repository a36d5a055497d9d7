import { useQuery } from '@tanstack/react-query';
import { clinicPoliciesSchema, type ClinicPoliciesView, type PolicySet, type PolicyTarget } from '../../../../contracts/clinic-policies';
import type { ClinicPolicy } from '../../../../domain/clinic-policies';
import { apiDelete, apiGet, apiPut } from '../../../api/client';
import { CLINIC_QUERY_ROOT } from '../staff-me';

/**
 * The policy calls (issue 25 "Master clinics") of one page: the clinic admin's own clinic
 * (/api/clinic/policies), or any clinic for a site administrator (/api/platform/clinics/:id/policies).
 * The same view and changes either way; the editor is given the calls of its page.
 */
export interface PoliciesApi {
  key: readonly unknown[];
  load: (signal: AbortSignal) => Promise<ClinicPoliciesView>;
  set: (body: PolicySet) => Promise<ClinicPoliciesView>;
  clear: (policy: ClinicPolicy, target: PolicyTarget) => Promise<ClinicPoliciesView>;
}

const quiet = { schema: clinicPoliciesSchema, handleErrors: false } as const;

/** The calls under one base address. */
export function policiesApi(base: string, key: readonly unknown[]): PoliciesApi {
  return {
    key,
    load: (signal) => apiGet(base, { schema: clinicPoliciesSchema, signal }),
    set: (body) => apiPut(base, { ...quiet, body }),
    clear: (policy, target) => apiDelete(`${base}/${policy}?target=${encodeURIComponent(String(target))}`, quiet),
  };
}

export const clinicPoliciesApi = policiesApi('/api/clinic/policies', [CLINIC_QUERY_ROOT, 'policies']);

export function usePolicies(api: PoliciesApi) {
  return useQuery({ queryKey: api.key, queryFn: ({ signal }) => api.load(signal), staleTime: 0 });
}
