import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartResponse } from '../../../../../contracts/cart';
import { apiGet } from '../../../../api/client';
import { cartSchema } from './cart-schema';
import { useCurrentShopper } from '../../../../shell/session';
import { getPageSettings } from '../../../../shell/page-settings';
import { cartKeys } from './cart-keys';

/**
 * GET /api/cart/ (cc §7): `search` is the cart page's query string, passed through as the spec
 * asks (refresh, isao and any other key). This call runs in the header of every page: its schema
 * is imported with the call (cart-schema.ts).
 */
export function fetchCart(search = '', signal?: AbortSignal): Promise<CartResponse> {
  const query = Object.fromEntries(new URLSearchParams(search));
  return apiGet('/api/cart/', { query, schema: cartSchema, handleErrors: false, signal });
}

/** The header's cart query: failures stay quiet there (the dropdown then shows no items). */
export function headerCartQuery() {
  return queryOptions({
    queryKey: cartKeys.header,
    queryFn: ({ signal }) => fetchCart('', signal),
    meta: { silentErrors: true },
    retry: false,
  });
}

/**
 * Signed in or not, without waiting: the header's who-am-I answer when it is there, else what the
 * server said in the page settings. A visitor never loads a cart (it would answer 401).
 */
export function useIsSignedIn(): boolean {
  const { data: shopper, isPending } = useCurrentShopper();
  return isPending ? getPageSettings().signedIn : shopper !== null && shopper !== undefined;
}

/** The shopper's cart for the header (dropdown and count); nothing for a visitor. */
export function useHeaderCart() {
  const signedIn = useIsSignedIn();
  const query = useQuery({ ...headerCartQuery(), enabled: signedIn });
  return { ...query, signedIn, data: signedIn ? query.data : undefined };
}
