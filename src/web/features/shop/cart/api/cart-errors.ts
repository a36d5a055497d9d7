import { CART_ERROR } from '../../../../../contracts/codes';
import { PET_ERROR } from '../../../../../contracts/codes';
import { oopsMessage } from '../../../../api/client';
import { ApiError, isAbortError, isHandled } from '../../../../api/errors';
import { goToSignIn } from '../../../../api/sign-in-redirect';
import { t } from '../../../../i18n/runtime';
import { showToast } from '../../../../ui/notify';

/**
 * The cart's calls pass handleErrors: false, because a 400 here is something to say next to the
 * field (pet, coupon), not an error page. This file does the rest of the call layer's job for them.
 */

/** The cart's and pets' 4xx codes the shopper gets a sentence for, imported from their contracts. */
const CODE_MESSAGES: Record<string, string> = {
  [CART_ERROR.pet_required]: 'cart.error.petRequired',
  [PET_ERROR.pet_name_required]: 'cart.error.petRequired',
  [PET_ERROR.pet_name_too_long]: 'cart.error.petNameTooLong',
  [PET_ERROR.invalid_pet_type]: 'cart.error.petType',
  [CART_ERROR.invalid_quantity]: 'quantity.outOfRange',
  [CART_ERROR.invalid_coupon_code]: 'cart.coupon.invalid',
  [CART_ERROR.missing_body]: 'cart.add.failed',
  [CART_ERROR.product_not_found]: 'cart.error.productNotFound',
  [CART_ERROR.pet_not_found]: 'cart.error.petNotFound',
  [CART_ERROR.item_not_found]: 'cart.error.itemNotFound',
  [CART_ERROR.item_mismatch]: 'cart.error.itemMismatch',
  [CART_ERROR.prescription_not_found]: 'cart.error.prescriptionNotFound',
  [CART_ERROR.not_a_promo_item]: 'cart.error.notAPromoItem',
  [CART_ERROR.not_a_promo_choice]: 'cart.error.notAPromoChoice',
  [CART_ERROR.promo_item_quantity]: 'cart.error.promoItemQuantity',
};

/** The message id for a failed cart call's code, or null when the server's own text must do. */
export function cartErrorMessageId(error: unknown): string | null {
  return error instanceof ApiError ? (CODE_MESSAGES[error.code] ?? null) : null;
}

/** A failed cart call's text in the shopper's language: ours for a known code, else 'Oops.. {server message}'. */
export function cartErrorText(error: unknown): string {
  const id = cartErrorMessageId(error);
  if (id) {
    // The line's maximum comes with the refusal: the clinic's maximum quantity per order (issue 25), a product's or a prescription's.
    const max = error instanceof ApiError ? (error.data as { max?: unknown } | undefined)?.max : undefined;
    return t(id, typeof max === 'number' ? { max } : undefined);
  }
  return oopsMessage(error, t);
}

/**
 * cc §8 "Network or other failure: message or response shown as error toast"; a 401 goes to
 * sign-in instead; an aborted call says nothing.
 */
export function reportCartError(error: unknown): void {
  if (isAbortError(error) || isHandled(error)) return;
  if (error instanceof ApiError && error.status === 401) {
    error.handled = true;
    goToSignIn();
    return;
  }
  showToast('Error', cartErrorText(error), { id: 'cart-error' });
}
