import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PAGE_ROUTES } from '../../../../../contracts/routes';
import { TIMING_MS } from '../../../../../domain/constants';
import { trackBeginCheckout } from '../../../../analytics/data-layer';
import { ApiError } from '../../../../api/errors';
import { useLanguage } from '../../../../i18n/I18nProvider';
import { showToast } from '../../../../ui/notify';
import { checkoutCartQuery, reviewQuery, savedAddressesQuery, savedPaymentMethodsQuery, type ReviewParams } from '../api/checkout';
import { checkoutErrorText, reportCheckoutError } from '../api/checkout-errors';
import { checkoutAnalyticsItem } from './analytics';
import { autoOrderChoiceOf, fitDeliveryOptions } from './checkout-options';
import type { EditState } from './edit-state';
import { useDebounced } from './use-debounced';
import { useStoredCheckout } from './use-stored-checkout';

const sameParams = (a: ReviewParams, b: ReviewParams) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The checkout's data (cc §4): the cart with the saved addresses and cards first, then the review
 * (groups, delivery options, summary) priced with the AutoOrder choice and the delivery options
 * chosen so far. A change of either reloads the review once it has settled for 250 ms.
 */
export function useCheckoutData(edit: EditState) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const storedCheckout = useStoredCheckout();
  const { stored, update } = storedCheckout;
  const autoOrder = autoOrderChoiceOf(stored);
  const wanted = useMemo<ReviewParams>(() => ({ isao: autoOrder === 'yes', shippingOptions: stored.orderShippingOptions }), [autoOrder, stored.orderShippingOptions]);
  const params = useDebounced(wanted, TIMING_MS.cartReloadDebounce, sameParams);

  const { language } = useLanguage();
  const cartQuery = useQuery({ ...checkoutCartQuery(wanted.isao, language), placeholderData: keepPreviousData });
  const cartResponse = cartQuery.data;
  const hasItems = (cartResponse?.cart?.items.length ?? 0) > 0;
  const review = useQuery({ ...reviewQuery(params, language), enabled: cartQuery.isSuccess && hasItems });
  const reviewData = review.data?.returnValue;

  // cc §4: saved lists load on demand, when a line shows its list (the cart's first answer holds them until then).
  const wantsAddresses = edit.shippingAddress === 'choosing' || edit.billingAddress === 'choosing';
  const addressesQuery = useQuery({ ...savedAddressesQuery(), enabled: wantsAddresses });
  const cardsQuery = useQuery({ ...savedPaymentMethodsQuery(), enabled: edit.paymentMethod === 'choosing' });
  const addresses = addressesQuery.data ?? cartResponse?.savedAddresses;
  const cards = cardsQuery.data ?? cartResponse?.savedPaymentMethods;

  const groups = useMemo(
    () => (reviewData ? Object.values(reviewData.cartModel.groups).sort((a, b) => a.groupNumber - b.groupNumber) : []),
    [reviewData],
  );

  // Forget choices the latest review no longer offers; a group with one option has it chosen.
  useEffect(() => {
    if (reviewData && !review.isPlaceholderData) update((current) => fitDeliveryOptions(current, groups));
  }, [reviewData, review.isPlaceholderData, groups, update]);

  // cc §4, §8: a failed cart or review call: its message as an error toast, then back to the cart.
  const failure = cartQuery.error ?? review.error;
  useEffect(() => {
    if (!failure) return;
    if (failure instanceof ApiError && failure.status === 401) {
      reportCheckoutError(failure);
      return;
    }
    showToast('Error', checkoutErrorText(failure), { id: 'checkout-load' });
    navigate(PAGE_ROUTES.cart);
  }, [failure, navigate]);

  // cc §4: the special review message shows 500 ms after the second cart call returns.
  const specialMessage = review.data?.reviewOrderSpecialMessage ?? null;
  const [shownSpecialMessage, setShownSpecialMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!specialMessage) return;
    const timer = setTimeout(() => setShownSpecialMessage(specialMessage), TIMING_MS.specialMessageDelay);
    return () => clearTimeout(timer);
  }, [specialMessage]);

  // begin_checkout, once per visit of the page with items.
  const tracked = useRef(false);
  useEffect(() => {
    const cart = cartResponse?.cart;
    if (tracked.current || !cart || cart.items.length === 0) return;
    tracked.current = true;
    trackBeginCheckout(cart.items.map(checkoutAnalyticsItem), { totalCents: cart.total, coupon: cart.promoCode ?? undefined });
  }, [cartResponse]);

  /** Reload the cart and the review (and the header's cart: queries are invalidated broadly). */
  const reload = useCallback(() => queryClient.invalidateQueries(), [queryClient]);

  return {
    ...storedCheckout,
    autoOrder,
    cartQuery,
    review,
    /** The freshest cart: the review's when there is one. */
    cart: reviewData?.cartModel.cart ?? cartResponse?.cart ?? null,
    summary: reviewData?.cartModel.summary ?? null,
    imagesBaseUrl: reviewData?.imagesBaseUrl ?? cartResponse?.imagesBaseUrl ?? '/images/',
    groups,
    addresses,
    cards,
    reviewNotifications: review.data?.notifications ?? [],
    firstNotifications: cartResponse?.notifications ?? [],
    specialMessage: shownSpecialMessage,
    /** A reload is waiting on its debounce or on the server. */
    updating: !sameParams(wanted, params) || review.isFetching || cartQuery.isFetching,
    reload,
  };
}
