import { useQuery } from '@tanstack/react-query';
import { clinicPoliciesSchema, type PolicySet, type PolicyTarget } from '../../../../contracts/clinic-policies';
import type { ClinicPolicy } from '../../../../domain/clinic-policies';
import { apiDelete, apiGet, apiPut } from '../../../api/client';
import { CLINIC_QUERY_ROOT } from '../staff-me';

/** The clinic admin's policy calls (issue 25 "Master clinics"). */
export const policiesKey = [CLINIC_QUERY_ROOT, 'policies'] as const;

export function usePolicies() {
  return useQuery({
    queryKey: policiesKey,
    queryFn: ({ signal }) => apiGet('/api/clinic/policies', { schema: clinicPoliciesSchema, signal }),
    staleTime: 0,
  });
}

const quiet = { schema: clinicPoliciesSchema, handleErrors: false } as const;
export const setPolicy = (body: PolicySet) => apiPut('/api/clinic/policies', { ...quiet, body });
export const clearPolicy = (policy: ClinicPolicy, target: PolicyTarget) =>
  apiDelete(`/api/clinic/policies/${policy}?target=${encodeURIComponent(String(target))}`, quiet);
