import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { cartResponseSchema, promoProductChoicesResponseSchema, type CartResponse, type PromoProductChoicesResponse } from '../../../../../contracts/cart';
import {
  cartReviewResponseSchema,
  placeOrderResponseSchema,
  type CartReviewResponse,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  type ShippingOptionId,
} from '../../../../../contracts/checkout';
import { apiGet, apiPost, apiPut } from '../../../../api/client';
import { fetchSavedAddresses } from './addresses';
import { fetchSavedPaymentMethods } from './payment-methods';

/**
 * The checkout's calls (cc §7). Each passes handleErrors: false and the page says what went wrong
 * (api/checkout-errors.ts). Cart-changing calls answer the cart; the page then reloads the review.
 */
const isaoQuery = (isao: boolean) => (isao ? '1' : undefined);

/**
 * The server answers in the shopper's language (delivery option names, notifications): the language
 * is part of the keys, so switching it reloads them.
 */
export const checkoutKeys = {
  all: ['checkout'] as const,
  cart: (language: string) => ['checkout', 'cart', language] as const,
  review: (params: ReviewParams, language: string) => ['checkout', 'review', language, params] as const,
  reviews: ['checkout', 'review'] as const,
  addresses: ['checkout', 'addresses'] as const,
  paymentMethods: ['checkout', 'paymentMethods'] as const,
  promoChoices: (itemId: number) => ['checkout', 'promoChoices', itemId] as const,
};

export interface ReviewParams {
  isao: boolean;
  shippingOptions: Record<string, ShippingOptionId>;
}

/** 'groupNumber:optionId' pairs, as the review's query asks (src/contracts/checkout.ts). */
export function shippingOptionsQuery(choices: Record<string, ShippingOptionId>): string | undefined {
  const pairs = Object.entries(choices)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([group, option]) => `${group}:${option}`);
  return pairs.length > 0 ? pairs.join(',') : undefined;
}

/** First cart call: the cart with the saved addresses and cards (cc §4). */
export function checkoutCartQuery(isao: boolean, language: string) {
  return queryOptions({
    queryKey: checkoutKeys.cart(language),
    queryFn: ({ signal }): Promise<CartResponse> =>
      apiGet('/api/cart/', { query: { isao: isaoQuery(isao) }, schema: cartResponseSchema, handleErrors: false, signal }),
    staleTime: 0,
    retry: false,
  });
}

/** Second cart call (cc §3 Cart V4): groups, delivery options and the summary with the choices so far. */
export function reviewQuery(params: ReviewParams, language: string) {
  return queryOptions({
    queryKey: checkoutKeys.review(params, language),
    queryFn: ({ signal }): Promise<CartReviewResponse> =>
      apiGet('/api/cart/review/', {
        query: { isao: isaoQuery(params.isao), shippingOptions: shippingOptionsQuery(params.shippingOptions) },
        schema: cartReviewResponseSchema,
        handleErrors: false,
        signal,
      }),
    staleTime: 0,
    retry: false,
    // A changed choice keeps the page as it was while the new figures load.
    placeholderData: keepPreviousData,
  });
}

export function savedAddressesQuery() {
  return queryOptions({ queryKey: checkoutKeys.addresses, queryFn: ({ signal }) => fetchSavedAddresses(signal), staleTime: 0, retry: false });
}

export function savedPaymentMethodsQuery() {
  return queryOptions({ queryKey: checkoutKeys.paymentMethods, queryFn: ({ signal }) => fetchSavedPaymentMethods(signal), staleTime: 0, retry: false });
}

/** POST /api/cart/placeOrder/ */
export function placeOrder(body: PlaceOrderRequest): Promise<PlaceOrderResponse> {
  return apiPost('/api/cart/placeOrder/', { body, schema: placeOrderResponseSchema, handleErrors: false });
}

/** PUT /api/cart/coupon/apply?isao=1 (cc §7): a refused code answers the cart with a coupon notification. */
export function applyCoupon(couponCode: string, isao: boolean): Promise<CartResponse> {
  return apiPut('/api/cart/coupon/apply', { query: { isao: isaoQuery(isao) }, body: { couponCode }, schema: cartResponseSchema, handleErrors: false });
}

/** PUT /api/cart/coupon/remove */
export function removeCoupon(isao: boolean): Promise<CartResponse> {
  return apiPut('/api/cart/coupon/remove', { query: { isao: isaoQuery(isao) }, schema: cartResponseSchema, handleErrors: false });
}

/** GET /api/cart/item/{id}/getPromoProductChoices/ */
export function promoChoicesQuery(itemId: number) {
  return queryOptions({
    queryKey: checkoutKeys.promoChoices(itemId),
    queryFn: ({ signal }): Promise<PromoProductChoicesResponse> =>
      apiGet(`/api/cart/item/${itemId}/getPromoProductChoices/`, { schema: promoProductChoicesResponseSchema, handleErrors: false, signal }),
    retry: false,
  });
}

/** PUT /api/cart/item/{id}/switchBogoProduct/?productId=&isao= */
export function switchBogoProduct(itemId: number, productId: number, isao: boolean): Promise<CartResponse> {
  return apiPut(`/api/cart/item/${itemId}/switchBogoProduct/`, {
    query: { productId, isao: isaoQuery(isao) },
    schema: cartResponseSchema,
    handleErrors: false,
  });
}
