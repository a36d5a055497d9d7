import { useQuery } from '@tanstack/react-query';
import { staffMeSchema } from '../../../contracts/clinic';
import { apiGet } from '../../api/client';
import { MINUTE_MS } from '../../../domain/time';

/** The query key under which every clinic-portal call is kept (forget it all on a staff change). */
export const CLINIC_QUERY_ROOT = 'clinic';

/**
 * The signed-in staff member, their roles and clinic: every portal page starts from it. Its
 * failures are the layout's to tell (sign-in for a visitor, "this page is for clinic staff" for a
 * shopper), so the query cache's generic error toast stays away: that toast, sliding in over the
 * layout's own message, was the intermittent axe colour-contrast failure on sonner's
 * `div[data-title=""]` (its text measured mid-fade).
 */
export function useStaffMe() {
  return useQuery({
    queryKey: [CLINIC_QUERY_ROOT, 'me'] as const,
    queryFn: ({ signal }) => apiGet('/api/clinic/me', { schema: staffMeSchema, signal, handleErrors: false }),
    meta: { silentErrors: true },
    retry: false,
    staleTime: MINUTE_MS,
  });
}
