import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StorePreview } from '../../contracts/store-preview';
import { MINUTE_MS } from '../../domain/time';
import { apiGet, apiPost } from '../api/client';
import { getPageSettings } from './page-settings';

/**
 * The preview of the store this browser is in (docs/decisions/110-store-preview.md): asked only
 * when the page says the preview cookie came with it, so a shopper's pages make no extra call. The
 * schema is imported with the call: the shell is in every page's first download.
 */
const previewContract = {
  current: () => import('../../contracts/store-preview').then((contract) => contract.currentPreviewResponseSchema),
  end: () => import('../../contracts/store-preview').then((contract) => contract.endPreviewResponseSchema),
};

export const storePreviewKey = ['storePreview'] as const;

export const storePreviewQuery = queryOptions({
  queryKey: storePreviewKey,
  queryFn: async ({ signal }): Promise<StorePreview | null> =>
    (await apiGet('/api/preview', { schema: previewContract.current, handleErrors: false, signal })).preview,
  staleTime: MINUTE_MS,
  meta: { silentErrors: true },
});

/** The running preview, or null (also while it is being asked, and on any page without the cookie). */
export function useStorePreview(): StorePreview | null {
  const previewing = getPageSettings().previewing === true;
  const query = useQuery({ ...storePreviewQuery, enabled: previewing });
  return previewing ? (query.data ?? null) : null;
}

/** Ends the preview; the caller reloads the page, which then has no preview cookie. */
export async function endStorePreview(): Promise<void> {
  await apiPost('/api/preview/end', { schema: previewContract.end, handleErrors: false });
}
