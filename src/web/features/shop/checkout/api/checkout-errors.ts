import { ADDRESS_ERROR } from '../../../../../contracts/addresses';
import { CHECKOUT_ERROR } from '../../../../../contracts/checkout';
import { COMMON_ERROR } from '../../../../../contracts/codes';
import { PAYMENT_METHOD_ERROR } from '../../../../../contracts/payment-methods';
import { oopsMessage } from '../../../../api/client';
import { ApiError, isAbortError, isHandled } from '../../../../api/errors';
import { goToSignIn } from '../../../../api/sign-in-redirect';
import { t } from '../../../../i18n/runtime';
import { showToast } from '../../../../ui/notify';

/**
 * The checkout's calls pass handleErrors: false: a 400 here is something to say on the page (a
 * field, a toast), never the error page. This does the rest of the call layer's job for them.
 */

/**
 * Stable codes of 4xx answers the shopper gets a sentence of ours for (src/contracts/checkout.ts,
 * payment-methods.ts, addresses.ts), imported from the contracts the server sends them by. Each is
 * checkout.apiError.<code> unless mapped here to a message the page already says elsewhere.
 */
const SHARED_MESSAGES: Record<string, string> = {
  [CHECKOUT_ERROR.delivery_option_required]: 'checkout.error.deliveryRequired',
  [CHECKOUT_ERROR.auto_order_choice_required]: 'checkout.error.autoOrderRequired',
  [CHECKOUT_ERROR.auto_order_frequency]: 'checkout.error.frequencyRequired',
  [CHECKOUT_ERROR.invalid_shipping_address]: 'checkout.card.invalidShipping',
  [COMMON_ERROR.validation]: 'checkout.error.correctErrors',
};
const OWN_MESSAGES = new Set<string>([
  ADDRESS_ERROR.billing_address_locked,
  ADDRESS_ERROR.street_needs_confirmation,
  ADDRESS_ERROR.address_not_found,
  CHECKOUT_ERROR.invalid_delivery_option,
  CHECKOUT_ERROR.restricted_province,
  CHECKOUT_ERROR.no_auto_order_items,
  CHECKOUT_ERROR.cart_empty,
  CHECKOUT_ERROR.shipping_address_required,
  CHECKOUT_ERROR.billing_address_required,
  CHECKOUT_ERROR.invalid_billing_address,
  CHECKOUT_ERROR.payment_method_required,
  CHECKOUT_ERROR.card_expired,
  CHECKOUT_ERROR.payment_method_not_found,
  CHECKOUT_ERROR.out_of_stock,
  CHECKOUT_ERROR.payment_declined,
  CHECKOUT_ERROR.price_changed,
  CHECKOUT_ERROR.cart_changed,
  CHECKOUT_ERROR.order_restricted,
  CHECKOUT_ERROR.account_order_restricted,
  PAYMENT_METHOD_ERROR.human_check_required,
  PAYMENT_METHOD_ERROR.invalid_card_token,
]);

/**
 * Refusals the server words in the shopper's language with the values they list (issue 25, rr §8:
 * product, max, ordered, in cart, reset date; choose pickup or another address; the clinic's policies): said as sent.
 */
const SERVER_WORDED = new Set<string>([
  CHECKOUT_ERROR.monthly_limit, CHECKOUT_ERROR.allocation_limit, CHECKOUT_ERROR.restricted_area,
  // Issue 25: the clinic's maximum quantity per order and order cost range, naming the product and maximum or the amount.
  CHECKOUT_ERROR.quantity_over_max, CHECKOUT_ERROR.order_below_minimum, CHECKOUT_ERROR.order_above_maximum,
]);

/** The message id for a failed call's code, or null when the server's own text must do. */
export function checkoutErrorMessageId(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return SHARED_MESSAGES[error.code] ?? (OWN_MESSAGES.has(error.code) ? `checkout.apiError.${error.code}` : null);
}

/** cc §8 generic toast: 'Oops.. {message}' (our text for a known code). */
export function checkoutErrorText(error: unknown): string {
  if (error instanceof ApiError && SERVER_WORDED.has(error.code) && error.message) return error.message;
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
