import { useQuery } from '@tanstack/react-query';
import { staffMeSchema } from '../../../contracts/clinic';
import { apiGet } from '../../api/client';

/** The query key under which every clinic-portal call is kept (forget it all on a staff change). */
export const CLINIC_QUERY_ROOT = 'clinic';

/** The signed-in staff member, their roles and clinic: every portal page starts from it. */
export function useStaffMe() {
  return useQuery({
    queryKey: [CLINIC_QUERY_ROOT, 'me'] as const,
    queryFn: ({ signal }) => apiGet('/api/clinic/me', { schema: staffMeSchema, signal, handleErrors: false }),
    retry: false,
    staleTime: 60_000,
  });
}
