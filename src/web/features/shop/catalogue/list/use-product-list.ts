import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { SearchFilter } from '../../../../../contracts/catalogue-filter';
import { ApiError } from '../../../../api/errors';
import { dismissToast, notify } from '../../../../ui/notify';
import { listQuery, type CallOptions } from '../api/catalogue.api';
import { matchCategoryName } from '../category-names';
import type { ListQuery } from '../list-query';

export type ResolvedFilter =
  | { status: 'ready'; filter: SearchFilter }
  | { status: 'loading' }
  | { status: 'unknownCategory'; name: string }
  | { status: 'failed'; error: Error };

const facetsOnly = (filter: Partial<SearchFilter>): SearchFilter => ({ ...filter, pgSize: 1, selectedProperties: {} });

/**
 * Deeper category names of the path (/products/dogs/food/dry-food) become ids by matching the
 * category facets of the level above (cat §2): one small call per level, cached like any list call.
 */
export function useResolvedFilter({ filter, pendingNames }: ListQuery, options: CallOptions): ResolvedFilter {
  const l2Name = pendingNames.l2;
  const l3Name = pendingNames.l3;
  const l1Facets = useQuery({ ...listQuery(facetsOnly({ l1: filter.l1 }), options), enabled: l2Name !== undefined, placeholderData: undefined });
  const l2 = l2Name === undefined ? filter.l2 : l1Facets.data && matchCategoryName(l2Name, l1Facets.data.categFacets.l2Categories)?.id;
  const l2Facets = useQuery({
    ...listQuery(facetsOnly({ l1: filter.l1, l2: l2 ?? undefined }), options),
    enabled: l3Name !== undefined && typeof l2 === 'number',
    placeholderData: undefined,
  });
  const l3 = l3Name === undefined ? filter.l3 : l2Facets.data && matchCategoryName(l3Name, l2Facets.data.categFacets.l3Categories)?.id;

  if (l1Facets.error) return { status: 'failed', error: l1Facets.error };
  if (l2Facets.error) return { status: 'failed', error: l2Facets.error };
  if (l2Name !== undefined && l1Facets.data && l2 === undefined) return { status: 'unknownCategory', name: l2Name };
  if (l3Name !== undefined && l2Facets.data && l3 === undefined) return { status: 'unknownCategory', name: l3Name };
  if (l2 === undefined && l2Name !== undefined) return { status: 'loading' };
  if (l3 === undefined && l3Name !== undefined) return { status: 'loading' };
  return { status: 'ready', filter: { ...filter, l2: l2 ?? undefined, l3: l3 ?? undefined } };
}

/**
 * Server rendering: the calls useResolvedFilter and useProductList make on the first render, made
 * ahead into the cache, with the same query options so the page finds them there.
 */
export async function prefetchProductList(queryClient: QueryClient, { filter, pendingNames }: ListQuery, options: CallOptions): Promise<void> {
  let { l2, l3 } = filter;
  if (pendingNames.l2 !== undefined) {
    const facets = await queryClient.fetchQuery(listQuery(facetsOnly({ l1: filter.l1 }), options));
    l2 = matchCategoryName(pendingNames.l2, facets.categFacets.l2Categories)?.id;
    if (l2 === undefined) return;
  }
  if (pendingNames.l3 !== undefined) {
    const facets = await queryClient.fetchQuery(listQuery(facetsOnly({ l1: filter.l1, l2 }), options));
    l3 = matchCategoryName(pendingNames.l3, facets.categFacets.l3Categories)?.id;
    if (l3 === undefined) return;
  }
  await queryClient.fetchQuery(listQuery({ ...filter, l2, l3 }, options));
}

/** The list (or promotion) answer for a resolved filter; keeps the previous answer while loading. */
export function useProductList(resolved: ResolvedFilter, fallback: SearchFilter, options: CallOptions) {
  const filter = resolved.status === 'ready' ? resolved.filter : fallback;
  return useQuery({ ...listQuery(filter, options), enabled: resolved.status === 'ready' });
}

const LOAD_TOAST_ID = 'catalogue-load';

/**
 * The catalogue's sentence for a failed list, promotion or banner call (issue 11 item 6): the
 * server's code and status map to a message of the catalogue, never the server's own text, which
 * is written for developers ('unknown l1 category 99999') and in English only.
 */
export function loadFailureMessageId(error: unknown): string {
  if (isBadRequest(error)) return 'catalogue.problem.badFilter';
  if (isNotFound(error)) return 'catalogue.problem.promotionGone';
  return 'catalogue.load.failed';
}

/**
 * cat §8: a failed list, promotion or banner load shows an error toast that stays until closed,
 * saying what failed in the shopper's language (loadFailureMessageId). A later successful load
 * takes it away.
 */
export function useLoadFailureToast(error: Error | null, succeededAt: number) {
  const intl = useIntl();
  const shown = useRef<Error | null>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    notify('Error', intl.formatMessage({ id: loadFailureMessageId(error) }), { duration: 'persistent', id: LOAD_TOAST_ID });
  }, [error, intl]);
  useEffect(() => {
    if (succeededAt && shown.current) {
      shown.current = null;
      dismissToast(LOAD_TOAST_ID);
    }
  }, [succeededAt]);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function isBadRequest(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 422);
}
