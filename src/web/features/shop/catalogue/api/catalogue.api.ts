import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProductListItem, ProductListResponse, Promotion } from '../../../../../contracts/catalogue';
import type { ProductDetailsResponse } from '../../../../../contracts/catalogue-details';
import type { SearchFilter } from '../../../../../contracts/catalogue-filter';
import type { Language } from '../../../../../domain/constants';
import { apiGet, apiPost } from '../../../../api/client';
import { listCallSf } from '../list-query';

// The catalogue's code is in the first download of its pages: its answers' schemas (and zod) are
// imported with the first call that needs them (docs/decisions/083-web-kits.md).
const catalogueContract = () => import('../../../../../contracts/catalogue');
const schemas = {
  list: () => catalogueContract().then((contract) => contract.productListResponseSchema),
  promo: () => catalogueContract().then((contract) => contract.promoResponseSchema),
  banner: () => catalogueContract().then((contract) => contract.bannerResponseSchema),
  favourite: () => catalogueContract().then((contract) => contract.favouriteResponseSchema),
  details: () => import('../../../../../contracts/catalogue-details').then((contract) => contract.productDetailsResponseSchema),
};

/**
 * One function per catalogue endpoint, with its TanStack Query options (STYLE §5). Answers are
 * typed by the shared contracts; they are not re-validated with zod in the browser, which would
 * add zod to the product list's download (docs/decisions/024-catalogue-pages.md).
 *
 * List, promotion and banner calls tell the shopper themselves (cat §8: a toast that stays, with
 * the server's message), so they pass handleErrors: false and silence the query cache's toast.
 */

export interface CallOptions {
  language: Language;
  debug: boolean;
}

/** The list and the promotion answers in one shape, so the page renders either. */
export interface ListData extends Omit<ProductListResponse, 'results'> {
  products: ProductListItem[];
  /** The promotion of a promotion page (cat §2), else null. */
  promotion: Promotion | null;
}

export const catalogueKeys = {
  all: ['catalogue'] as const,
  list: (sf: string, promoId: number | null, { language, debug }: CallOptions) => ['catalogue', 'list', promoId, sf, language, debug] as const,
  banner: (sf: string, language: Language, rnd: string) => ['catalogue', 'banner', sf, language, rnd] as const,
  details: (id: number, { language, debug }: CallOptions) => ['catalogue', 'details', id, language, debug] as const,
};

const flag = (debug: boolean) => (debug ? 1 : undefined);

export async function fetchList(filter: SearchFilter, options: CallOptions, signal?: AbortSignal): Promise<ListData> {
  const query = { sf: listCallSf(filter), lang: options.language, debug: flag(options.debug) };
  if (filter.promoId !== undefined) {
    const { promos, products, ...rest } = await apiGet(`/api/prods/promo/${filter.promoId}`, { query, schema: schemas.promo, handleErrors: false, signal });
    return { ...rest, products, promotion: promos[0] ?? null };
  }
  const { results, ...rest } = await apiGet('/api/prods/list', { query, schema: schemas.list, handleErrors: false, signal });
  return { ...rest, products: results, promotion: null };
}

export function listQuery(filter: SearchFilter, options: CallOptions) {
  return queryOptions({
    queryKey: catalogueKeys.list(listCallSf(filter), filter.promoId ?? null, options),
    queryFn: ({ signal }) => fetchList(filter, options, signal),
    // The grid keeps the previous answer while the next one loads, so it never flashes empty.
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });
}

/** GET /api/prods/banner; the page uses it only to re-randomise (debug), the list answer carries the banner. */
export function bannerQuery(filter: SearchFilter, language: Language, rnd: string) {
  return queryOptions({
    queryKey: catalogueKeys.banner(listCallSf(filter), language, rnd),
    queryFn: ({ signal }) =>
      apiGet('/api/prods/banner', { query: { sf: listCallSf(filter), lang: language, rnd }, schema: schemas.banner, handleErrors: false, signal }),
    meta: { silentErrors: true },
    staleTime: Infinity,
  });
}

/** GET /api/prods/details/{id}/: 404 shows the not-found page, other failures the error page (cc §8). */
export function detailsQuery(id: number, options: CallOptions) {
  return queryOptions({
    queryKey: catalogueKeys.details(id, options),
    queryFn: ({ signal }) =>
      apiGet(`/api/prods/details/${id}/`, {
        query: { lang: options.language, debug: flag(options.debug) },
        schema: schemas.details,
        signal,
      }),
  });
}

// ---------------------------------------------------------------- favourites

function setFavourite<T>(data: T, productId: number, isFavourite: boolean): T {
  if (!data || typeof data !== 'object') return data;
  const flip = (item: ProductListItem) => (item.productId === productId ? { ...item, isFavourite } : item);
  if ('products' in data && Array.isArray(data.products)) {
    return { ...data, products: (data.products as ProductListItem[]).map(flip) };
  }
  if ('viewModel' in data) {
    const details = data as unknown as ProductDetailsResponse;
    return {
      ...details,
      viewModel: {
        ...details.viewModel,
        products: details.viewModel.products.map((child) => (child.productId === productId ? { ...child, isFavourite } : child)),
      },
      suggestedProds: details.suggestedProds.map(flip),
    } as T;
  }
  return data;
}

/** Every cached list and product page shows the new star at once. */
export function applyFavourite(queryClient: QueryClient, productId: number, isFavourite: boolean): void {
  queryClient.setQueriesData({ queryKey: catalogueKeys.all }, (data: unknown) => setFavourite(data, productId, isFavourite));
}

/**
 * POST /api/account/favourites/add/ or /remove/?productId= (cc §7). A visitor's call answers 401 and
 * the call layer sends them to sign in.
 */
export function useFavouriteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, isFavourite }: { productId: number; isFavourite: boolean }) =>
      apiPost(`/api/account/favourites/${isFavourite ? 'add' : 'remove'}/`, { query: { productId }, schema: schemas.favourite }),
    onSuccess: (answer) => applyFavourite(queryClient, answer.productId, answer.isFavourite),
  });
}
