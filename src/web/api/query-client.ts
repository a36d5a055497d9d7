import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { t } from '../i18n/runtime';
import { showToast } from '../ui/notify';
import { oopsMessage } from './client';
import { isAbortError, isHandled, NetworkError } from './errors';

const NETWORK_RETRIES = 2;

declare module '@tanstack/react-query' {
  interface Register {
    /** silentErrors: the query's owner deals with failures (e.g. the header's who-am-I call). */
    queryMeta: { silentErrors?: boolean };
  }
}

/** Errors the call layer did not already show (an exception in a query function, say) get the generic toast. */
function reportUnhandled(error: unknown): void {
  if (isHandled(error) || isAbortError(error)) return;
  showToast('Error', oopsMessage(error, t), { id: 'api-error' });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silentErrors) reportUnhandled(error);
      },
    }),
    mutationCache: new MutationCache({
      // A mutation with its own onError tells the shopper itself.
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.options.onError) reportUnhandled(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Only a failure to reach the server is worth repeating; a 4xx or 5xx answer will not change.
        retry: (failureCount, error) => error instanceof NetworkError && failureCount < NETWORK_RETRIES,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
