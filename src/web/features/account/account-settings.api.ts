import {
  addressBookResponseSchema, paymentSettingsResponseSchema, type AddressBookEntry, type PaymentSettingsCard,
} from '../../../contracts/account-settings';
import { apiGet } from '../../api/client';
import { ApiError, isAbortError, isHandled } from '../../api/errors';
import { t } from '../../i18n/runtime';
import { showToast } from '../../ui/notify';

/**
 * What the account's settings pages share (issue 14): the address book and the saved cards (the card
 * pages show billing addresses), and how a refused call is said. Each page's own calls are in its feature.
 */
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

/** Codes these pages say in their own words (messages account.error.<code>). */
const KNOWN = new Set([
  'address_used_by_auto_order', 'card_used_by_auto_order', 'current_password_wrong', 'password_reused', 'password_change_too_soon', 'email_in_use', 'email_unchanged',
  'token_invalid', 'card_update_refused', 'card_expired', 'street_needs_confirmation', 'address_not_found', 'payment_method_not_found',
  'human_check_required', 'invalid_card_token', 'invalid_shipping_address', 'validation',
]);

/** The message id (and values) of a failed call, in the shopper's language. */
export function settingsFailure(error: unknown): { id: string; values?: Record<string, string> } {
  if (!(error instanceof ApiError)) return { id: 'account.error.network' };
  if (error.status === 429) return { id: 'account.error.tooManyAttempts' };
  if (error.code === 'password_change_too_soon') {
    const next = (error.data as { nextChangeAt?: unknown } | undefined)?.nextChangeAt;
    return { id: 'account.error.password_change_too_soon', values: { nextChangeAt: typeof next === 'string' ? next : '' } };
  }
  return KNOWN.has(error.code) ? { id: `account.error.${error.code}` } : { id: 'account.error.unexpected' };
}

/** A failure as an error toast (what was typed stays in the form); a lost session goes to sign-in through the call layer's rules. */
export function reportSettingsError(error: unknown): void {
  if (isAbortError(error) || isHandled(error)) return;
  const failure = settingsFailure(error);
  showToast('Error', t(failure.id, failure.values), { id: 'account-settings-error' });
}
