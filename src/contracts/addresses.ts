import { z } from 'zod';
import { ADDRESS_NAMES } from '../domain/constants';
import { needsStreetConfirmation, validateAddress } from '../domain/validation/address';
import { savedAddressSchema } from './cart-account';
import { idParam, text } from './fields';
import { codesByName } from './codes';

/**
 * Saved addresses: the account's address book, the cart's shipping and billing address, and the
 * sandbox address verification (cc §3 Address, §5, §7; issue 5). Answers use the cart's
 * `SavedAddress` (cart-account.ts). Request field names follow the spec's address and billing
 * forms: locationName, street1, street2, city, state, zipCode.
 */
export type { SavedAddress } from './cart-account';

export const idParamsSchema = z.object({ id: idParam('id') });

/** `?makeDefault` alone, `=1` or `=true` is yes; absent, `0` or `false` is no. */
export const makeDefaultQuerySchema = z.object({
  makeDefault: z
    .enum(['1', '0', 'true', 'false', ''])
    .optional()
    .transform((value) => value === '' || value === '1' || value === 'true'),
});

/** Location name of a billing address entered with a card (cc §3 Billing address form default). */
export const BILLING_LOCATION_NAME = 'Billing Address';

const REQUEST_FIELD = { locationName: 'locationName', street1: 'street1', street2: 'street2', city: 'city', province: 'state', postalCode: 'zipCode' } as const;

const addressShape = {
  locationName: text().max(100),
  street1: text().max(100),
  street2: text().max(100).nullish(),
  city: text().max(100),
  /** Province code: AB, BC, MB, NB, NL, NS, NT, NU, ON, PE, QC, SK, YT. */
  state: text().max(10),
  /** Canadian postal code, 'K1A 0B1' or 'k1a0b1'. */
  zipCode: z.union([text().max(20), z.number()]),
};

/**
 * Runs the domain's address rules (cc §5) on a request: each broken rule is an issue on the
 * request's field name whose message is the error code. `allowBillingName` lets a billing address
 * carry the billing form's default name.
 */
function addressRules(allowBillingName: boolean) {
  return (value: { locationName: string; street1: string; street2?: string | null; city: string; state: string; zipCode: string | number }, ctx: z.RefinementCtx) => {
    const billingName = allowBillingName && value.locationName.trim() === BILLING_LOCATION_NAME;
    const errors = validateAddress({
      locationName: billingName ? ADDRESS_NAMES[0] : value.locationName,
      street1: value.street1,
      street2: value.street2,
      city: value.city,
      province: value.state.trim().toUpperCase(),
      postalCode: value.zipCode,
    });
    for (const [field, code] of Object.entries(errors)) {
      ctx.addIssue({ code: 'custom', path: [REQUEST_FIELD[field as keyof typeof REQUEST_FIELD]], message: code });
    }
  };
}

/** A billing address entered with a new card: same rules, and the name may be 'Billing Address'. */
export const billingAddressInputSchema = z.object(addressShape).superRefine(addressRules(true));

/**
 * POST /api/account/addresses/add/ and POST /api/cart/shippingAddress/add/. A street 1 that does
 * not start with a number is refused (400 `street_needs_confirmation`) unless streetConfirmed is
 * true: the web sends it after the 5-second confirmation modal (cc §2, §5).
 */
export const addAddressRequestSchema = z
  .object({
    ...addressShape,
    isDefaultShipping: z.boolean().optional(),
    isDefaultBilling: z.boolean().optional(),
    streetConfirmed: z.boolean().optional(),
  })
  .superRefine(addressRules(false));
export type AddAddressRequest = z.input<typeof addAddressRequestSchema>;

/** True when the street-confirmation modal must open for this street (cc §5). */
export const streetNeedsConfirmation = (street1: string) => needsStreetConfirmation({ street1 });

/** POST /api/account/addresses/add/ and POST /api/cart/shippingAddress/add/ */
export const addAddressResponseSchema = z.object({
  isSuccess: z.literal(true),
  message: z.string(),
  returnValue: savedAddressSchema,
});

/** GET /api/account/addresses/: the shopper's addresses that are not deleted, default shipping first. */
export const addressListResponseSchema = z.array(savedAddressSchema);

/** DELETE /api/account/addresses/{id}/ and DELETE /api/account/paymentMethods/{id}/ */
export const deleteResponseSchema = z.object({ isSuccess: z.literal(true), message: z.string() });

/**
 * PUT /api/cart/shippingAddress/{id}?makeDefault and PUT /api/cart/billingAddress/{id}: the address
 * now set on the cart. The web reloads the cart when the province changed (cc §4).
 */
export const cartAddressResponseSchema = z.object({ isSuccess: z.literal(true), address: savedAddressSchema });

// ---------------------------------------------------------------- verification (sandbox)

/** POST /api/account/addresses/verify: the fields as typed; nothing is saved. */
export const verifyAddressRequestSchema = z.object({
  locationName: text().max(100).optional(),
  street1: text().max(100),
  street2: text().max(100).nullish(),
  city: text().max(100),
  state: text().max(10),
  zipCode: z.union([text().max(20), z.number()]),
});
export type VerifyAddressRequest = z.input<typeof verifyAddressRequestSchema>;

export const addressSuggestionSchema = z.object({
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

/**
 * isValid: the suggestion passes every rule. suggestion: the normalised address (postal code
 * 'A1A 1A1', province from the postal code, capitalised words), or null when the postal code cannot
 * be read. differs: the suggestion is not what was typed (the compare modal opens).
 * streetNeedsConfirmation: street 1 does not start with a number (the countdown modal opens).
 * errors: field → code for what is still wrong in the suggestion.
 */
export const verifyAddressResponseSchema = z.object({
  isValid: z.boolean(),
  suggestion: addressSuggestionSchema.nullable(),
  differs: z.boolean(),
  streetNeedsConfirmation: z.boolean(),
  errors: z.record(z.string(), z.string()),
});
export type VerifyAddressResponse = z.infer<typeof verifyAddressResponseSchema>;

/** Stable codes of the address calls' 4xx answers. */
export const addressErrorCodes = ['address_not_found', 'street_needs_confirmation', 'billing_address_locked'] as const;
export const ADDRESS_ERROR = codesByName(addressErrorCodes);

/** cc §8: changing the billing address when the card already has one. */
export const BILLING_ADDRESS_LOCKED_MESSAGE = 'ERROR - Not allowed - nope.';
