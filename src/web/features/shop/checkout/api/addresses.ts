import {
  addAddressResponseSchema,
  addressListResponseSchema,
  cartAddressResponseSchema,
  deleteResponseSchema,
  type AddAddressRequest,
  type SavedAddress,
} from '../../../../../contracts/addresses';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../../api/client';
import { toAddressRequest } from '../../../../ui/address-card/address-api';
import type { AddressFormValues } from '../../../../ui/address-card/address-form';

// The form's conversions and the verification call are shared with the address book (issue 14).
export { savedToAddressLike, suggestionToForm, toAddressRequest, verifyAddress } from '../../../../ui/address-card/address-api';

/** GET /api/account/addresses/: the shopper's saved addresses (not deleted, default first). */
export function fetchSavedAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  return apiGet('/api/account/addresses/', { schema: addressListResponseSchema, handleErrors: false, signal });
}

/** PUT /api/cart/shippingAddress/{id}?makeDefault */
export function setCartShippingAddress(id: number, makeDefault: boolean): Promise<SavedAddress> {
  return apiPut(`/api/cart/shippingAddress/${id}`, {
    query: { makeDefault: makeDefault ? 'true' : undefined },
    schema: cartAddressResponseSchema,
    handleErrors: false,
  }).then((answer) => answer.address);
}

/** PUT /api/cart/billingAddress/{id}: refused ('billing_address_locked') when the card has one. */
export function setCartBillingAddress(id: number): Promise<SavedAddress> {
  return apiPut(`/api/cart/billingAddress/${id}`, { schema: cartAddressResponseSchema, handleErrors: false }).then((answer) => answer.address);
}

/** POST /api/cart/shippingAddress/add/: saves the address and makes it the cart's shipping address. */
export function addCartShippingAddress(values: AddressFormValues, streetConfirmed: boolean): Promise<SavedAddress> {
  return apiPost('/api/cart/shippingAddress/add/', {
    body: { ...toAddressRequest(values), streetConfirmed } satisfies AddAddressRequest,
    schema: addAddressResponseSchema,
    handleErrors: false,
  }).then((answer) => answer.returnValue);
}

/** DELETE /api/account/addresses/{id}/ (debug mode only, cc §6). */
export function deleteSavedAddress(id: number) {
  return apiDelete(`/api/account/addresses/${id}/`, { schema: deleteResponseSchema, handleErrors: false });
}
