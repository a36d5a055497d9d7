import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { quantityRangeMessage } from '../../../contracts/cart';
import { CART_ERROR, type CartErrorCode } from '../../../contracts/codes';
import { AppError } from '../../errors';

/**
 * The cart's 4xx answers (issue 4 "Bad input"): each has a stable code and the spec's message when
 * the spec has one. Throwing any of them inside the route's transaction rolls the change back, so
 * the cart is unchanged. Expected refusals (out of stock, coupon conditions) are not errors: they
 * answer 200 with notifications and change nothing (STYLE §10).
 */
export const PET_REQUIRED_MESSAGE = 'Please select or enter Pet Name';
export const INVALID_COUPON_MESSAGE = 'Please enter a valid Coupon Code';
export const ADD_FAILED_MESSAGE = 'error adding item to cart';

const cartError = (status: number, code: CartErrorCode, message: string, data?: unknown) => new AppError(status, code, message, data);

export const petRequired = () => cartError(400, CART_ERROR.pet_required, PET_REQUIRED_MESSAGE);
export const invalidCouponCode = () => cartError(400, CART_ERROR.invalid_coupon_code, INVALID_COUPON_MESSAGE);
export const invalidQuantity = (max: number) =>
  cartError(400, CART_ERROR.invalid_quantity, quantityRangeMessage(max), { max });
export const productNotFound = () => cartError(404, CART_ERROR.product_not_found, 'This product was not found.');
/** Also for another shopper's pet: whether it exists is not told (issue 4). */
export const petNotFound = () => cartError(404, CART_ERROR.pet_not_found, 'This pet was not found.');
/** Also for another shopper's cart item (issue 4: 404, never 403, so its existence is not told). */
export const itemNotFound = () => cartError(404, CART_ERROR.item_not_found, 'This cart item was not found.');
export const prescriptionNotFound = () => cartError(404, CART_ERROR.prescription_not_found, 'This prescription was not found for this pet and product.');
export const itemMismatch = (field: string) => cartError(400, CART_ERROR.item_mismatch, `${field} does not match the cart item.`);
export const notAPromoItem = () => cartError(400, CART_ERROR.not_a_promo_item, 'This cart item has no free or discounted product to choose.');
export const notAPromoChoice = () => cartError(400, CART_ERROR.not_a_promo_choice, 'This product is not one of the promotion\'s choices.');
export const promoItemQuantity = () =>
  cartError(400, CART_ERROR.promo_item_quantity, 'The quantity of a free or discounted item follows the item it comes with.');

const MISSING_BODY: Record<string, { code: CartErrorCode; message: string }> = {
  'POST /api/cart/item/': { code: CART_ERROR.missing_body, message: ADD_FAILED_MESSAGE },
  'PUT /api/cart/coupon/apply': { code: CART_ERROR.invalid_coupon_code, message: INVALID_COUPON_MESSAGE },
  'PUT /api/cart/item/:id/': { code: CART_ERROR.missing_body, message: 'The item\'s quantity is required.' },
};

/**
 * Turns request validation failures of the cart routes into the cart's own codes and messages:
 * a bad couponCode → 'Please enter a valid Coupon Code', a bad petId → 'Please select or enter Pet
 * Name', a bad quantity → invalid_quantity. Anything else goes to the app's error handler.
 */
export function registerCartValidationErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const emptyBody = error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY';
    if (hasZodFastifySchemaValidationErrors(error) || emptyBody) {
      const first = emptyBody ? undefined : error.validation?.[0];
      const path = first?.instancePath === '/' ? '' : (first?.instancePath ?? '');
      const context = emptyBody ? 'body' : error.validationContext;
      let mapped: AppError | null = null;
      if (context === 'body' && path === '' && MISSING_BODY[route]) {
        const { code, message } = MISSING_BODY[route];
        mapped = cartError(400, code, message);
      } else if (context === 'body' && path.startsWith('/couponCode')) mapped = invalidCouponCode();
      else if (context === 'body' && path.startsWith('/petId') && route.startsWith('POST')) mapped = petRequired();
      else if (context === 'body' && path.startsWith('/quantity')) {
        mapped = cartError(400, CART_ERROR.invalid_quantity, 'Please choose a quantity of at least 1.');
      }
      if (mapped) return reply.status(mapped.statusCode).send({ isSuccess: false, code: mapped.code, message: mapped.message });
    }
    throw error;
  });
}
