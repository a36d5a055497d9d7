import {
  cartPaymentMethodResponseSchema,
  paymentMethodListResponseSchema,
  type CartPaymentMethodResponse,
  type SavedPaymentMethod,
} from '../../../../../contracts/payment-methods';
import { apiGet, apiPut } from '../../../../api/client';

// Tokenization, the human check and adding a card are shared with payment settings (issue 14).
export { addPaymentMethod, tokenizeCard, TokenizeError, TOKENIZE_URL, verifyHumanCheck } from '../../../../ui/address-card/card-api';

/** GET /api/account/paymentmethods/ */
export function fetchSavedPaymentMethods(signal?: AbortSignal): Promise<SavedPaymentMethod[]> {
  return apiGet('/api/account/paymentmethods/', { schema: paymentMethodListResponseSchema, handleErrors: false, signal });
}

/** PUT /api/cart/paymentMethod/{id}?makeDefault */
export function setCartPaymentMethod(id: number, makeDefault: boolean): Promise<CartPaymentMethodResponse> {
  return apiPut(`/api/cart/paymentMethod/${id}`, {
    query: { makeDefault: makeDefault ? 'true' : undefined },
    schema: cartPaymentMethodResponseSchema,
    handleErrors: false,
  });
}
