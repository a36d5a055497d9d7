import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CartResponse } from '../../../../../contracts/cart';
import { PAGE_ROUTES } from '../../../../../contracts/routes';
import { isApiError } from '../../../../api/errors';
import { showToast } from '../../../../ui/notify';
import { goToSignIn } from '../../../../api/sign-in-redirect';
import { cartErrorText } from '../api/cart-errors';
import { cartKeys } from '../api/cart-keys';
import { fetchCart } from '../api/get-cart';
import { firstItemLackingChoice } from '../lib/cart-view';
import { readPrompted, rememberPrompted } from '../lib/bogo-prompt';
import type { PageNotices } from './CartNotices';

/**
 * Focus that marks no place the shopper chose: none, the page itself, or a container focused for
 * them (the main content after a navigation, tabIndex -1).
 */
function isNowhere(element: Element | null): boolean {
  return element === null || element === document.body || element.getAttribute('tabindex') === '-1';
}

/**
 * The cart page's load (cc §4): always fresh when the page opens, with the page's query string
 * passed through. Each answer's notifications become the page's notices, and the first free item
 * lacking a choice opens the buy-one-get-one modal (once per item in the session). A 401 goes to
 * sign-in; any other failure is an error toast with the server's message, then /cart.
 */
export function useCartLoad(search: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [notices, setNotices] = useState<PageNotices>({ at: 0, list: [] });
  const [bogoItemId, setBogoItemId] = useState<number | null>(null);

  const query = useQuery({
    queryKey: cartKeys.page(search),
    queryFn: async ({ signal }): Promise<CartResponse> => {
      const response = await fetchCart(search, signal);
      queryClient.setQueryData(cartKeys.header, response);
      setNotices({ at: Date.now(), list: response.notifications });
      const lacking = response.cart ? firstItemLackingChoice(response.cart.items, readPrompted()) : null;
      if (lacking) {
        rememberPrompted(lacking.id);
        setBogoItemId(lacking.id);
      }
      return response;
    },
    refetchOnMount: 'always',
    meta: { silentErrors: true },
  });

  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!error) return;
    if (isApiError(error, 401)) {
      goToSignIn();
      return;
    }
    showToast('Error', cartErrorText(error), { id: 'cart-load' });
    if (search) navigate(PAGE_ROUTES.cart, { replace: true });
    // One report per failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorUpdatedAt]);

  /** Opens the modal for an item at the shopper's request (focus then returns to what they used). */
  const chooseProduct = (itemId: number) => {
    setBogoItemId(itemId);
  };

  /**
   * Closes the modal. The dialog gives focus back to where the shopper was; when that is nowhere (it
   * opened by itself while nothing had focus, or the cart's answer redrew the button that opened it),
   * focus goes to the item's 'Choose another product' button rather than to the top of the page
   * (issue 11 item 21). Checked once the dialog has put focus back (its own restore runs on a frame).
   */
  const closeBogo = () => {
    const itemId = bogoItemId;
    setBogoItemId(null);
    if (itemId === null) return;
    const focusItemIfLost = () => {
      if (isNowhere(document.activeElement)) document.querySelector<HTMLElement>(`[data-bogo-trigger="${itemId}"]`)?.focus();
    };
    setTimeout(focusItemIfLost, 0);
    requestAnimationFrame(() => requestAnimationFrame(focusItemIfLost));
  };

  return { query, notices, setNotices, bogoItemId, chooseProduct, closeBogo };
}
