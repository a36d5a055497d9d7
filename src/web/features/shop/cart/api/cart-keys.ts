import type { QueryClient } from '@tanstack/react-query';
import type { CartResponse } from '../../../../../contracts/cart';

/**
 * One query key family for the cart: the header's dropdown and count, the cart page and every
 * mutation meet here, so a change made anywhere shows everywhere at once.
 */
export const cartKeys = {
  all: ['cart'] as const,
  /** The cart as the header (dropdown, count) holds it. */
  header: ['cart', 'header'] as const,
  /**
   * The cart page's own load: it passes its query string through (cc §2) and reads the answer's
   * notifications, so it is a query of its own; every change still updates both.
   */
  page: (search: string) => ['cart', 'page', search] as const,
  pages: ['cart', 'page'] as const,
  promoChoices: (itemId: number) => ['cart', 'promoChoices', itemId] as const,
};

/**
 * A cart-changing call answered with the whole cart: it becomes the data of every cart query (the
 * header's and the page's), and the cached promotional choices are re-read. An answer without a
 * cart (a refused add to cart) changes nothing.
 */
export function applyCartResponse(queryClient: QueryClient, response: CartResponse): void {
  if (!response.cart) return;
  queryClient.setQueryData(cartKeys.header, response);
  queryClient.setQueriesData<CartResponse>({ queryKey: cartKeys.pages }, () => response);
  void queryClient.invalidateQueries({ queryKey: ['cart', 'promoChoices'] });
}
