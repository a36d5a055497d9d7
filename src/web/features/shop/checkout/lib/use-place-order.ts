import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PAGE_ROUTES } from '../../../../../contracts/routes';
import { TIMING_MS } from '../../../../../domain/constants';
import { ApiError } from '../../../../api/errors';
import { showToast } from '../../../../ui/notify';
import { checkoutKeys, placeOrder } from '../api/checkout';
import { checkoutErrorText, reportCheckoutError } from '../api/checkout-errors';
import type { StoredCheckout } from './checkout-options';
import { saveOrderResult } from './order-result';
import { buildPlaceOrderRequest, cardRefusalMessageId, failedOrderReloads, type ReviewedCart } from './place-order';

/** A refusal about the card the order was tried with (issue 24). */
interface CardRefusal {
  paymentMethodId: number | null;
  messageId: string;
}

/**
 * cc §4 placing the order. A double click never submits twice: the second click finds a submission
 * under way (and the button disabled); a retry after a lost answer sends the same checkoutId, which
 * the server answers with the first result. Success clears the stored choices, keeps the result
 * for the order-submitted page and goes there; failure is an error toast, and a reload in 3 s when
 * the cart, its stock or its prices moved. A refusal about the card is kept instead (`cardRefusal`),
 * for the page to say next to the card until the shopper changes it or tries again (issue 24).
 */
export function usePlaceOrder({ clear, reload }: { clear: () => void; reload: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [cardRefusal, setCardRefusal] = useState<CardRefusal | null>(null);

  async function submit(stored: StoredCheckout, cart: ReviewedCart, expectedTotal: number): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setCardRefusal(null);
    try {
      const answer = await placeOrder(buildPlaceOrderRequest(stored, cart, expectedTotal));
      saveOrderResult(answer.returnValue.orders);
      clear();
      // The cart is empty now: the header's count and dropdown follow. The checkout's own queries
      // are only marked stale, so the page does not flash an empty cart on its way out.
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== checkoutKeys.all[0] });
      navigate(PAGE_ROUTES.orderCompleted);
      return;
    } catch (error) {
      inFlight.current = false;
      setBusy(false);
      if (error instanceof ApiError && error.status === 401) {
        reportCheckoutError(error);
        return;
      }
      const cardMessageId = error instanceof ApiError ? cardRefusalMessageId(error) : null;
      if (cardMessageId) setCardRefusal({ paymentMethodId: cart.paymentMethod?.id ?? null, messageId: cardMessageId });
      else showToast('Error', checkoutErrorText(error), { id: 'place-order' });
      if (error instanceof ApiError && failedOrderReloads(error)) setTimeout(reload, TIMING_MS.failedOrderReload);
    }
  }

  return { submit, busy, cardRefusal };
}
