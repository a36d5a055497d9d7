import { favouritesResponseSchema } from '../../../../contracts/account-favourites';
import { accountPetsResponseSchema } from '../../../../contracts/account-pets';
import { cartResponseSchema, type AddCartItemRequest } from '../../../../contracts/cart';
import { favouriteResponseSchema } from '../../../../contracts/catalogue';
import { apiGet, apiPost } from '../../../api/client';

/** One client function per call "My favourites" makes (issue 14). */
export const favouritesKey = ['account', 'favourites'] as const;
/** The same key as "My pets" uses: both read GET /api/account/pets. */
export const accountPetsKey = ['account', 'pets'] as const;
/** Every cart query (the header's count and dropdown) starts with this key (features/cart/api/cart-keys.ts). */
export const cartQueriesKey = ['cart'] as const;

export function fetchFavourites(signal?: AbortSignal) {
  return apiGet('/api/account/favourites', { schema: favouritesResponseSchema, signal });
}

export function fetchPets(signal?: AbortSignal) {
  return apiGet('/api/account/pets', { schema: accountPetsResponseSchema, signal });
}

export function unstar(productId: number) {
  return apiPost('/api/account/favourites/remove/', { query: { productId }, schema: favouriteResponseSchema, handleErrors: false });
}

/** POST /api/cart/item/ (cc §7). */
export function addToCart(item: AddCartItemRequest) {
  return apiPost('/api/cart/item/', { body: item, schema: cartResponseSchema, handleErrors: false });
}
