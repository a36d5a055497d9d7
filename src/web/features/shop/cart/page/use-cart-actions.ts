import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CartItem, CartNotification, CartResponse } from '../../../../../contracts/cart';
import { TIMING_MS } from '../../../../../domain/constants';
import { trackRemoveFromCart } from '../../../../analytics/data-layer';
import { ApiError } from '../../../../api/errors';
import { notify, toNotifyType } from '../../../../ui/notify';
import { cartErrorText, reportCartError } from '../api/cart-errors';
import { useApplyCoupon } from '../api/apply-coupon';
import { cartKeys } from '../api/cart-keys';
import { useCartMutation } from '../api/cart-mutation';
import { useClearCart } from '../api/clear-cart';
import { fetchCart } from '../api/get-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useRemoveCoupon } from '../api/remove-coupon';
import { updateCartItem } from '../api/update-cart-item';
import { analyticsItem, pendingChanges, remainingAfter } from '../lib/cart-view';
import { useNotificationText } from '../lib/use-notification-text';
import type { PageNotices } from './CartNotices';

/** How long an action's success toast stays (cc §8: clear cart and item removed, 5 s). */
function successDuration(code: CartNotification['code']): number {
  if (code === 'cart.cleared') return TIMING_MS.clearCartToast;
  if (code === 'cart.itemRemoved') return TIMING_MS.itemRemovedToast;
  return TIMING_MS.notificationLife;
}

/**
 * The cart page's actions. An action's successes are toasts (cc §8: 'item removed from cart',
 * 'promo product updated in cart', cleared); its warnings, errors and infos replace the page's
 * notices; coupon failures go under the promo code field.
 *
 * A quantity change is sent by itself once the choice has settled for 250 ms (cc §9's cart reload
 * debounce), so the line total and the summary are never left showing figures Checkout would not
 * charge (issue 11 item 4); until the answer arrives they are marked as being updated.
 */
export function useCartActions(setNotices: (notices: PageNotices) => void, items: readonly CartItem[]) {
  const text = useNotificationText();
  const queryClient = useQueryClient();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [couponRequestError, setCouponRequestError] = useState<string | null>(null);

  function announce(response: CartResponse) {
    const successes = response.notifications.filter((n) => !n.isError && toNotifyType(n.messageType) === 'Success');
    for (const success of successes) notify('Success', text(success), { duration: successDuration(success.code) });
    setNotices({ at: Date.now(), list: response.notifications.filter((n) => !successes.includes(n)) });
  }

  const remove = useRemoveCartItem();
  const clear = useClearCart();
  const removeCoupon = useRemoveCoupon();
  const applyCoupon = useApplyCoupon({
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) setCouponRequestError(cartErrorText(error));
      else reportCartError(error);
    },
  });
  /** Update cart: sends each changed quantity; with none changed, reloads the cart re-checked (refresh). */
  const update = useCartMutation(async (changes: { itemId: number; quantity: number }[]) => {
    if (changes.length === 0) return fetchCart('?refresh=1');
    let last: CartResponse | null = null;
    const notifications: CartNotification[] = [];
    for (const { itemId, quantity } of changes) {
      last = await updateCartItem(itemId, { quantity });
      notifications.push(...last.notifications.filter((n) => !notifications.some((seen) => seen.code === n.code)));
    }
    return { ...last!, notifications };
  }, {
    // Some quantities may have changed before the failure: read the cart again.
    onError: (error) => {
      reportCartError(error);
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });

  const busy = remove.isPending || clear.isPending || removeCoupon.isPending || applyCoupon.isPending || update.isPending;

  /** Sends every pending quantity now; resolves true once they are all in the cart. */
  async function flush(): Promise<boolean> {
    const changes = pendingChanges(quantities, items);
    try {
      announce(await update.mutateAsync(changes));
      setQuantities((current) => remainingAfter(current, changes));
      return true;
    } catch {
      setQuantities({});
      return false;
    }
  }
  const latestFlush = useRef(flush);
  useEffect(() => {
    latestFlush.current = flush;
  });

  const pendingKey = JSON.stringify(quantities);
  useEffect(() => {
    if (pendingKey === '{}' || update.isPending) return;
    const timer = setTimeout(() => void latestFlush.current(), TIMING_MS.cartReloadDebounce);
    return () => clearTimeout(timer);
  }, [pendingKey, update.isPending]);

  return {
    busy,
    /** Other actions wait while quantities are being sent; the quantity selects stay usable. */
    quantityBusy: remove.isPending || clear.isPending,
    /** Figures on the page are about to change: quantities chosen but not yet priced by the cart. */
    updating: pendingKey !== '{}' || update.isPending,
    quantities,
    couponRequestError,
    setQuantity: (item: CartItem, quantity: number) =>
      setQuantities((current) => {
        const next = { ...current };
        if (quantity === item.quantity) delete next[item.id];
        else next[item.id] = quantity;
        return next;
      }),
    removeItem: (item: CartItem, items: readonly CartItem[], coupon: string | null) =>
      remove.mutate(item.id, {
        onSuccess: (response) => {
          // The line goes with its free items (server rule): they leave the cart too.
          const gone = items.filter((line) => line.id === item.id || line.promoParentCartItemID === item.id);
          trackRemoveFromCart(gone.map((line) => analyticsItem(line, coupon)));
          announce(response);
        },
      }),
    clearCart: (items: readonly CartItem[], coupon: string | null, done: () => void) =>
      clear.mutate(undefined, {
        onSuccess: (response) => {
          trackRemoveFromCart(items.map((line) => analyticsItem(line, coupon)));
          setQuantities({});
          announce(response);
          done();
        },
      }),
    /** Update cart: sends the pending quantities now (with none, re-checks the cart). Resolves true once they are in. */
    updateCart: flush,
    hasChanges: Object.keys(quantities).length > 0,
    applyCoupon: async (code: string): Promise<boolean> => {
      setCouponRequestError(null);
      try {
        const response = await applyCoupon.mutateAsync(code);
        announce(response);
        return response.cart?.promoCode === code.toUpperCase();
      } catch {
        return false;
      }
    },
    removeCoupon: () => {
      setCouponRequestError(null);
      removeCoupon.mutate(undefined, { onSuccess: announce });
    },
    announce,
  };
}
