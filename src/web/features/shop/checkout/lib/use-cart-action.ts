import { useCallback, useState } from 'react';
import type { CartResponse } from '../../../../../contracts/cart';
import { reportCheckoutError } from '../api/checkout-errors';
import type { AnyNotification } from './notices';

/**
 * The checkout's cart changes (coupon, promo product): one at a time, each answer's notifications
 * kept for the page's banners and the coupon field, the review reloaded after it; a failure is a toast.
 */
export function useCartAction(reload: () => Promise<unknown>) {
  const [notices, setNotices] = useState<AnyNotification[]>([]);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (action: () => Promise<CartResponse>): Promise<CartResponse | null> => {
      setBusy(true);
      try {
        const response = await action();
        setNotices(response.notifications);
        await reload();
        return response;
      } catch (error) {
        reportCheckoutError(error);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [reload],
  );

  return { notices, setNotices, busy, run };
}
