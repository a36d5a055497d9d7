import { oopsMessage } from '../../../api/client';
import { ApiError, isAbortError, isHandled } from '../../../api/errors';
import { goToSignIn } from '../../../api/sign-in-redirect';
import { t } from '../../../i18n/runtime';
import { showToast } from '../../../ui/notify';

/**
 * The checkout's calls pass handleErrors: false: a 400 here is something to say on the page (a
 * field, a toast), never the error page. This does the rest of the call layer's job for them.
 */

/**
 * Stable codes of 4xx answers the shopper gets a sentence of ours for (src/contracts/checkout.ts,
 * payment-methods.ts, addresses.ts). Each is checkout.apiError.<code> unless mapped here to a
 * message the page already says elsewhere.
 */
const SHARED_MESSAGES: Record<string, string> = {
  delivery_option_required: 'checkout.error.deliveryRequired',
  auto_order_choice_required: 'checkout.error.autoOrderRequired',
  auto_order_frequency: 'checkout.error.frequencyRequired',
  invalid_shipping_address: 'checkout.card.invalidShipping',
  validation: 'checkout.error.correctErrors',
};
const OWN_MESSAGES = new Set([
  'billing_address_locked',
  'street_needs_confirmation',
  'address_not_found',
  'invalid_delivery_option',
  'restricted_province',
  'no_auto_order_items',
  'cart_empty',
  'shipping_address_required',
  'billing_address_required',
  'invalid_billing_address',
  'payment_method_required',
  'card_expired',
  'payment_method_not_found',
  'out_of_stock',
  'payment_declined',
  'price_changed',
  'cart_changed',
  'human_check_required',
  'invalid_card_token',
]);

/** The message id for a failed call's code, or null when the server's own text must do. */
export function checkoutErrorMessageId(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return SHARED_MESSAGES[error.code] ?? (OWN_MESSAGES.has(error.code) ? `checkout.apiError.${error.code}` : null);
}

/** cc §8 generic toast: 'Oops.. {message}' (our text for a known code). */
export function checkoutErrorText(error: unknown): string {
  const id = checkoutErrorMessageId(error);
  return id ? t(id) : oopsMessage(error, t);
}

/** cc §8: call errors show as an error toast with the server message; a 401 goes to sign-in. */
export function reportCheckoutError(error: unknown): void {
  if (isAbortError(error) || isHandled(error)) return;
  if (error instanceof ApiError && error.status === 401) {
    error.handled = true;
    goToSignIn();
    return;
  }
  showToast('Error', checkoutErrorText(error), { id: 'checkout-error' });
}
