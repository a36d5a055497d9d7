import {
  addAddressResponseSchema,
  addressListResponseSchema,
  cartAddressResponseSchema,
  verifyAddressResponseSchema,
  type AddAddressRequest,
  type AddressSuggestion,
  type SavedAddress,
  type VerifyAddressResponse,
} from '../../../../contracts/addresses';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../api/client';
import type { AddressFormValues, AddressLike } from '../lib/address-form';

/** The form's names (the domain's) to the API's (the spec's: state, zipCode). */
export function toAddressRequest(values: AddressFormValues): Omit<AddAddressRequest, 'streetConfirmed'> {
  return {
    locationName: values.locationName.trim(),
    street1: values.street1.trim(),
    street2: values.street2.trim(),
    city: values.city.trim(),
    state: values.province,
    zipCode: values.postalCode.trim(),
  };
}

export function savedToAddressLike(address: SavedAddress): AddressLike {
  return {
    locationName: address.locationName,
    street1: address.street1,
    street2: address.street2,
    city: address.city,
    province: address.state,
    postalCode: address.zipCode,
  };
}

export function suggestionToForm(entered: AddressFormValues, suggestion: AddressSuggestion): AddressFormValues {
  return {
    locationName: entered.locationName,
    street1: suggestion.street1,
    street2: suggestion.street2,
    city: suggestion.city,
    province: suggestion.state,
    postalCode: suggestion.zipCode,
  };
}

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

/** POST /api/account/addresses/verify (sandbox normaliser): nothing is saved. */
export function verifyAddress(values: AddressFormValues): Promise<VerifyAddressResponse> {
  return apiPost('/api/account/addresses/verify', { body: toAddressRequest(values), schema: verifyAddressResponseSchema, handleErrors: false });
}

/** DELETE /api/account/addresses/{id}/ (debug mode only, cc §6). */
export function deleteSavedAddress(id: number): Promise<unknown> {
  return apiDelete(`/api/account/addresses/${id}/`, { handleErrors: false });
}
