import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Shopper } from '../../contracts/auth';
import { PAGE_ROUTES } from '../../contracts/routes';
import { apiGet, apiPost } from '../api/client';
import { navigateTo } from '../api/navigator';
import { tokenStore } from '../api/token';
import { t } from '../i18n/runtime';
import { showToast } from '../ui/notify';
import { MINUTE_MS } from '../../domain/time';

export const currentShopperKey = ['account', 'me'] as const;

/** Imported with the call: the shell is in every page's first download (docs/decisions/083-web-kits.md). */
const authContract = {
  me: () => import('../../contracts/auth').then((contract) => contract.meResponseSchema),
  signOut: () => import('../../contracts/auth').then((contract) => contract.signOutResponseSchema),
};

/**
 * Who is signed in: the shopper, or null for a visitor. The header's call: it never takes over the
 * page when it fails, it just shows the visitor's view.
 */
export const currentShopperQuery = queryOptions({
  queryKey: currentShopperKey,
  queryFn: async ({ signal }) => (await apiGet('/api/account/me', { schema: authContract.me, handleErrors: false, signal })).shopper,
  staleTime: 5 * MINUTE_MS,
  meta: { silentErrors: true },
});

export function useCurrentShopper() {
  return useQuery(currentShopperQuery);
}

/**
 * After a sign-in: the cached visitor token no longer speaks for this shopper, and every cached
 * answer (prices, cart) may differ for them.
 */
export async function afterSignIn(queryClient: QueryClient, shopper: Shopper): Promise<void> {
  tokenStore.drop();
  queryClient.setQueryData(currentShopperKey, shopper);
  await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== currentShopperKey[0] });
}

/** Ends the session, forgets the shopper's token and cached data, and goes to the catalogue. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await apiPost('/Account/Logoff', { schema: authContract.signOut, auth: false, handleErrors: false });
  } catch (error) {
    // Still signed in: say so rather than pretend.
    showToast('Error', t('shell.account.signOutFailed'), { id: 'sign-out' });
    throw error;
  }
  tokenStore.drop();
  queryClient.removeQueries();
  queryClient.setQueryData(currentShopperKey, null);
  navigateTo(PAGE_ROUTES.products);
}
