import { addressAnswerSchema, type SetDefaultAddressRequest } from '../../../../contracts/account-settings';
import { addAddressResponseSchema, deleteResponseSchema, type AddAddressRequest, type SavedAddress } from '../../../../contracts/addresses';
import { apiDelete, apiPost, apiPut } from '../../../api/client';
import { toAddressRequest } from '../../../ui/address-card/address-api';
import type { AddressFormValues } from '../../../ui/address-card/address-form';

/** The address book page's calls (issue 14); the page says failures. */
export function addAccountAddress(values: AddressFormValues, streetConfirmed: boolean, defaults: { shipping: boolean; billing: boolean }): Promise<SavedAddress> {
  return apiPost('/api/account/addresses/add/', {
    body: { ...toAddressRequest(values), streetConfirmed, isDefaultShipping: defaults.shipping, isDefaultBilling: defaults.billing } satisfies AddAddressRequest,
    schema: addAddressResponseSchema,
    handleErrors: false,
  }).then((answer) => answer.returnValue);
}

export function updateAccountAddress(id: number, values: AddressFormValues, streetConfirmed: boolean, defaults: { shipping: boolean; billing: boolean }): Promise<SavedAddress> {
  return apiPut(`/api/account/addresses/${id}/`, {
    body: { ...toAddressRequest(values), streetConfirmed, isDefaultShipping: defaults.shipping, isDefaultBilling: defaults.billing } satisfies AddAddressRequest,
    schema: addressAnswerSchema,
    handleErrors: false,
  }).then((answer) => answer.returnValue);
}

export const setDefaultAddress = (id: number, which: SetDefaultAddressRequest) =>
  apiPut(`/api/account/addresses/${id}/default`, { body: which, schema: addressAnswerSchema, handleErrors: false });
export const deleteAddress = (id: number) => apiDelete(`/api/account/addresses/${id}/`, { schema: deleteResponseSchema, handleErrors: false });
