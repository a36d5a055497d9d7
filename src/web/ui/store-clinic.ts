import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreClinicInfo } from '../../contracts/clinic-info';
import type { Language } from '../../domain/constants';
import { storePolicy } from '../../domain/store-policy';
import { MINUTE_MS } from '../../domain/time';
import { apiGet } from '../api/client';
import type { PrefetchArgs } from '../lazy-route';

/**
 * GET /api/store/clinic (issue 11 §8): the clinic behind the information pages, its hours, policies
 * and own texts. Its schema is imported with the call, as the catalogue's, so zod stays out of the
 * information pages' first download (docs/decisions/083-web-kits.md).
 * A failed call is not the shopper's problem: the pages then show the store's default policies.
 */
const storeClinicSchema = () => import('../../contracts/clinic-info').then((contract) => contract.storeClinicResponseSchema);

/** Signing in or out empties the query cache (shell/session.ts), so the key needs only the language. */
export function storeClinicQuery(language: Language) {
  return queryOptions({
    queryKey: ['info', 'storeClinic', language] as const,
    queryFn: async ({ signal }) =>
      (await apiGet('/api/store/clinic', { query: { lang: language }, schema: storeClinicSchema, handleErrors: false, signal })).returnValue,
    staleTime: 5 * MINUTE_MS,
    meta: { silentErrors: true },
  });
}

/** What a page shows before (or without) an answer: no clinic, the store's defaults. */
export const DEFAULT_STORE_INFO: StoreClinicInfo = { source: 'none', clinic: null, policy: storePolicy(null), texts: {} };

export function useStoreClinic(language: Language): { info: StoreClinicInfo; isPending: boolean } {
  const query = useQuery(storeClinicQuery(language));
  return { info: query.data ?? DEFAULT_STORE_INFO, isPending: query.isPending };
}

/** Server rendering: the answer every information page asks for first. */
export async function prefetchStoreClinic({ queryClient, language }: PrefetchArgs): Promise<void> {
  await queryClient.fetchQuery(storeClinicQuery(language));
}

/**
 * The largest quantity of one product per order at the shopper's clinic (issue 25 policy, its own or
 * its master clinic's): what quantity fields offer and check where no product or prescription limit
 * says otherwise. The store's default until the clinic's answer arrives; the server checks it anyway.
 */
export function useMaxQuantityPerOrder(language: Language): number {
  return useStoreClinic(language).info.policy.maxQuantityPerOrder;
}
