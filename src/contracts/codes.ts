/**
 * Code lists without a schema: the web imports them (to compare an answer's code, to list choices)
 * without bringing zod into a page's download; the contracts build their schemas on them.
 */

/**
 * Each code of a contract's code list under its own name, so the server that sends a code and the
 * web that reads it both import it (CHECKOUT_ERROR.card_expired) instead of retyping the string: a
 * renamed or removed code fails the type check on both sides.
 */
export function codesByName<const T extends readonly string[]>(codes: T): { readonly [K in T[number]]: K } {
  return Object.freeze(Object.fromEntries(codes.map((code) => [code, code]))) as { readonly [K in T[number]]: K };
}

/**
 * Stable error codes any route may answer with; each feature's own are in its contract, and ErrorCode
 * (error-codes.ts) is the union of all of them. The web turns each into a message in the shopper's
 * language.
 */
export const commonErrorCodes = [
  'bad_request',
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'rate_limited',
  'internal',
  'invalid_credentials',
  'account_disabled',
  'account_locked',
  'account_unconfirmed',
  'account_pending',
] as const;

/** The codes any route may answer with. */
export const COMMON_ERROR = codesByName(commonErrorCodes);

/**
 * Stable codes of 4xx answers of the cart API (besides the common ones): the web shows its text.
 * pet_required: 'Please select or enter Pet Name'; invalid_coupon_code: 'Please enter a valid Coupon
 * Code'; missing_body (add item): 'error adding item to cart'.
 */
export const cartErrorCodes = [
  'pet_required',
  'invalid_quantity',
  'invalid_coupon_code',
  'missing_body',
  'product_not_found',
  'pet_not_found',
  'item_not_found',
  'prescription_not_found',
  'item_mismatch',
  'not_a_promo_item',
  'not_a_promo_choice',
  'promo_item_quantity',
] as const;
export type CartErrorCode = (typeof cartErrorCodes)[number];
export const CART_ERROR = codesByName(cartErrorCodes);

/** Species codes (rr §3 Pet species list); the web shows the name in the shopper's language. */
export const petSpeciesCodes = [
  'dogs',
  'cats',
  'birds',
  'fish',
  'reptiles',
  'equine',
  'exotics',
  'guinea-pig',
  'rabbits',
  'small-animals',
] as const;
export type PetSpeciesCode = (typeof petSpeciesCodes)[number];

/** Stable codes of POST /api/account/pets/add/ 4xx answers (besides the common ones). */
export const petErrorCodes = ['pet_name_required', 'pet_name_too_long', 'invalid_pet_type'] as const;
export const PET_ERROR = codesByName(petErrorCodes);
