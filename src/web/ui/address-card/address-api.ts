import {
  verifyAddressResponseSchema,
  type AddAddressRequest,
  type AddressSuggestion,
  type SavedAddress,
  type VerifyAddressResponse,
} from '../../../contracts/addresses';
import { apiPost } from '../../api/client';
import type { AddressFormValues, AddressLike } from './address-form';

/** The address form's calls and conversions, shared by checkout and the address book (issue 14). */

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

/** A saved address as the form's values (editing it). */
export function savedToForm(address: SavedAddress): AddressFormValues {
  const like = savedToAddressLike(address);
  return { locationName: like.locationName ?? '', street1: like.street1, street2: like.street2 ?? '', city: like.city, province: like.province, postalCode: like.postalCode };
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

/** POST /api/account/addresses/verify (sandbox normaliser): nothing is saved. */
export function verifyAddress(values: AddressFormValues): Promise<VerifyAddressResponse> {
  return apiPost('/api/account/addresses/verify', { body: toAddressRequest(values), schema: verifyAddressResponseSchema, handleErrors: false });
}
