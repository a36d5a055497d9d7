import { useQuery } from '@tanstack/react-query';
import { platformMeSchema } from '../../../contracts/platform';
import { apiGet } from '../../api/client';
import { MINUTE_MS } from '../../../domain/time';

/** The query key under which every platform call is kept. */
export const PLATFORM_QUERY_ROOT = 'platform';

/**
 * The signed-in site administrator: every platform page starts from it. Its failures are the
 * layout's to tell (sign-in for a visitor, "this page is for the platform's site administrators"
 * for anyone else), so the generic error toast stays away.
 */
export function usePlatformMe() {
  return useQuery({
    queryKey: [PLATFORM_QUERY_ROOT, 'me'] as const,
    queryFn: ({ signal }) => apiGet('/api/platform/me', { schema: platformMeSchema, signal, handleErrors: false }),
    meta: { silentErrors: true },
    retry: false,
    staleTime: MINUTE_MS,
  });
}
