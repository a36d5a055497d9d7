import {
  addressAnswerSchema, addressBookResponseSchema, confirmEmailResponseSchema, paymentMethodAnswerSchema, paymentSettingsResponseSchema,
  profileResponseSchema, simpleAnswerSchema, type AddressBookEntry, type ChangeEmailRequest, type ChangePasswordRequest,
  type PaymentSettingsCard, type Profile, type SetDefaultAddressRequest, type UpdatePaymentMethodRequest, type UpdateProfileRequest,
} from '../../../contracts/account-settings';
import { addAddressResponseSchema, deleteResponseSchema, type AddAddressRequest, type SavedAddress } from '../../../contracts/addresses';
import { apiDelete, apiGet, apiPost, apiPut } from '../../api/client';
import { ApiError, isAbortError, isHandled } from '../../api/errors';
import { t } from '../../i18n/runtime';
import { toAddressRequest } from '../../ui/address-card/address-api';
import type { AddressFormValues } from '../../ui/address-card/address-form';
import { showToast } from '../../ui/notify';

/** One client function per call of the account settings pages (issue 14); the pages say failures. */

export const settingsKeys = {
  addressBook: ['account', 'addressBook'] as const,
  paymentSettings: ['account', 'paymentSettings'] as const,
  profile: ['account', 'profile'] as const,
};

// Loads go through the call layer (401 → sign-in and back, other failures the error page).
export const fetchAddressBook = (signal?: AbortSignal): Promise<AddressBookEntry[]> =>
  apiGet('/api/account/addresses/book', { schema: addressBookResponseSchema, signal });
export const fetchPaymentSettings = (signal?: AbortSignal): Promise<PaymentSettingsCard[]> =>
  apiGet('/api/account/paymentsettings', { schema: paymentSettingsResponseSchema, signal });
export const fetchProfile = (signal?: AbortSignal): Promise<Profile> =>
  apiGet('/api/account/profile', { schema: profileResponseSchema, signal }).then((answer) => answer.returnValue);

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

export const fetchCard = (id: number, signal?: AbortSignal): Promise<PaymentSettingsCard> =>
  apiGet(`/api/account/paymentMethods/${id}/`, { schema: paymentMethodAnswerSchema, signal }).then((answer) => answer.returnValue);
export const updateCard = (id: number, body: UpdatePaymentMethodRequest) =>
  apiPut(`/api/account/paymentMethods/${id}/`, { body, schema: paymentMethodAnswerSchema, handleErrors: false }).then((answer) => answer.returnValue);
export const setDefaultCard = (id: number) => apiPut(`/api/account/paymentMethods/${id}/default`, { schema: paymentMethodAnswerSchema, handleErrors: false });
export const deleteCard = (id: number) => apiDelete(`/api/account/paymentMethods/${id}/`, { schema: deleteResponseSchema, handleErrors: false });

export const saveProfile = (body: UpdateProfileRequest) =>
  apiPut('/api/account/profile', { body, schema: profileResponseSchema, handleErrors: false }).then((answer) => answer.returnValue);
export const requestEmailChange = (body: ChangeEmailRequest) =>
  apiPost('/api/account/profile/email', { body, schema: profileResponseSchema, handleErrors: false }).then((answer) => answer.returnValue);
export const confirmEmail = (token: string) =>
  apiPost('/api/account/confirmEmail', { body: { token }, schema: confirmEmailResponseSchema, handleErrors: false, auth: false });
export const changePassword = (body: ChangePasswordRequest) =>
  apiPut('/api/account/password', { body, schema: simpleAnswerSchema, handleErrors: false });

/** Codes these pages say in their own words (messages accountSettings.error.<code>). */
const KNOWN = new Set([
  'address_used_by_auto_order', 'card_used_by_auto_order', 'current_password_wrong', 'password_reused', 'password_change_too_soon', 'email_in_use', 'email_unchanged',
  'token_invalid', 'card_update_refused', 'card_expired', 'street_needs_confirmation', 'address_not_found', 'payment_method_not_found',
  'human_check_required', 'invalid_card_token', 'invalid_shipping_address', 'validation',
]);

/** The message id (and values) of a failed call, in the shopper's language. */
export function settingsFailure(error: unknown): { id: string; values?: Record<string, string> } {
  if (!(error instanceof ApiError)) return { id: 'accountSettings.error.network' };
  if (error.status === 429) return { id: 'accountSettings.error.tooManyAttempts' };
  if (error.code === 'password_change_too_soon') {
    const next = (error.data as { nextChangeAt?: unknown } | undefined)?.nextChangeAt;
    return { id: 'accountSettings.error.password_change_too_soon', values: { nextChangeAt: typeof next === 'string' ? next : '' } };
  }
  return KNOWN.has(error.code) ? { id: `accountSettings.error.${error.code}` } : { id: 'accountSettings.error.unexpected' };
}

/** A failure as an error toast (what was typed stays in the form); a lost session goes to sign-in through the call layer's rules. */
export function reportSettingsError(error: unknown): void {
  if (isAbortError(error) || isHandled(error)) return;
  const failure = settingsFailure(error);
  showToast('Error', t(failure.id, failure.values), { id: 'account-settings-error' });
}
