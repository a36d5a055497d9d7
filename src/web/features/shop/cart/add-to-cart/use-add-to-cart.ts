import { useIntl } from 'react-intl';
import type { AddCartItemRequest, CartResponse } from '../../../../../contracts/cart';
import { trackAddToCart, type AnalyticsProduct } from '../../../../analytics/data-layer';
import { ApiError } from '../../../../api/errors';
import { notify, toNotifyType } from '../../../../ui/notify';
import { useAddCartItem } from '../api/add-cart-item';
import { cartErrorText, reportCartError } from '../api/cart-errors';
import { useNotificationText } from '../lib/use-notification-text';

export type AddOutcome =
  | { kind: 'added'; response: CartResponse }
  /** The server kept the cart as it was (out of stock, quantity already at the limit). */
  | { kind: 'refused' }
  /** A 400 about the request itself, to show next to the form (pet, quantity). */
  | { kind: 'invalid'; code: string; message: string }
  | { kind: 'failed' };

/**
 * Adding to cart from the product page and the promotion pop-up (cc §4, §8; cat §8): 'item added to
 * cart' on success; an answer without a cart shows each notification as a toast of its kind, or
 * 'error adding item to cart' when there is none; call failures show as error toasts.
 */
export function useAddToCart() {
  const intl = useIntl();
  const text = useNotificationText();
  const mutation = useAddCartItem({ onError: () => undefined });

  async function add(request: AddCartItemRequest, analytics: AnalyticsProduct): Promise<AddOutcome> {
    let response: CartResponse;
    try {
      response = await mutation.mutateAsync(request);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) return { kind: 'invalid', code: error.code, message: cartErrorText(error) };
      reportCartError(error);
      return { kind: 'failed' };
    }
    if (!response.cart && response.notifications.length === 0) {
      notify('Error', intl.formatMessage({ id: 'cart.add.failed' }));
      return { kind: 'refused' };
    }
    for (const notification of response.notifications) {
      notify(notification.isError ? 'Error' : toNotifyType(notification.messageType), text(notification));
    }
    if (!response.cart || !response.notifications.some((n) => n.code === 'cart.itemAdded')) return { kind: 'refused' };
    trackAddToCart([{ ...analytics, quantity: request.quantity }]);
    return { kind: 'added', response };
  }

  return { add, isPending: mutation.isPending };
}
