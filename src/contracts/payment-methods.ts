import { z } from 'zod';
import { CARDHOLDER_MAX } from '../domain/constants';
import { billingAddressInputSchema } from './addresses';
import { savedAddressSchema, savedPaymentMethodSchema } from './cart-account';
import { idSchema, text } from './fields';
import { codesByName } from './codes';

/**
 * Cards (cc §3 Payment method, §7; DESIGN §4; issue 5). The card number, expiry and CVD go from the
 * browser to the payment provider's tokenization endpoint only; the store's API receives the token
 * the provider returned, never the number. A card needs a passed human check first.
 */
export type { SavedPaymentMethod } from './cart-account';

// ---------------------------------------------------------------- provider tokenization (sandbox)

/**
 * POST /sandbox/payments/tokenize: the sandbox payment provider, served by our server under its own
 * path (a real provider has its own origin). Checks Luhn, brand, expiry and CVD.
 *
 * Test numbers (any future expiry, any 3-digit CVD, 4 for amex):
 * - 4242424242424242 visa, 5555555555554444 mc, 378282246310005 amex: tokenized, authorisations approve;
 * - 4000000000000002 visa: tokenized, every authorisation is declined ('card declined');
 * - 4000000000000069 visa: refused at tokenization, 402 `expired_card`;
 * - 4000000000000127 visa: refused at tokenization, 402 `incorrect_cvc`.
 * The demo shopper's saved card uses the fixed test token 'tok_sandbox_demo_visa' (visa 4242, approves).
 */
export const tokenizeRequestSchema = z.object({
  number: text().max(30),
  expiryMonth: z.union([z.number(), text().max(4)]),
  expiryYear: z.union([z.number(), text().max(6)]),
  cvd: text().max(6),
});
export type TokenizeRequest = z.input<typeof tokenizeRequestSchema>;

export const cardBrands = ['visa', 'mc', 'amex'] as const;
export type CardBrandCode = (typeof cardBrands)[number];

export const tokenizeResponseSchema = z.object({
  token: z.string(),
  brand: z.enum(cardBrands),
  last4: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
});
export type TokenizeResponse = z.infer<typeof tokenizeResponseSchema>;

/**
 * Refusals of the tokenization endpoint: 400 invalid_number (not digits, unknown brand, bad length
 * or Luhn), invalid_expiry (month or year out of range), invalid_cvd (not 3 digits, 4 for amex),
 * expired_card (past expiry); 402 expired_card / incorrect_cvc for the test numbers above.
 */
export const tokenizeErrorCodes = ['invalid_number', 'invalid_expiry', 'invalid_cvd', 'expired_card', 'incorrect_cvc'] as const;
export type TokenizeErrorCode = (typeof tokenizeErrorCodes)[number];
export const tokenizeErrorSchema = z.object({ code: z.enum(tokenizeErrorCodes), message: z.string() });

// ---------------------------------------------------------------- human check (sandbox verifier)

/**
 * POST /api/account/VerifyRecaptchaToken/ (form or JSON body): response is the widget's token; isV2
 * marks a v2 challenge answer. The sandbox accepts any v3 token (except 'sandbox-fail') with the
 * configured score (HUMAN_CHECK_SANDBOX_SCORE) and the v2 token 'sandbox-v2-pass'.
 */
export const humanCheckRequestSchema = z.object({
  response: text().max(4000),
  isV2: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'True', 'False', ''])])
    .optional()
    .transform((value) => value === true || value === 'true' || value === 'True' || value === '1'),
});

/**
 * success: v3 with a score of 0.8 or more, or a passed v2 challenge (cc §4, §9). On false after v3
 * the web shows the v2 challenge modal. humanCheckToken (only on success) proves the check to
 * POST /api/account/paymentMethod/add/; it is signed, tied to the shopper and valid 10 minutes.
 */
export const humanCheckResponseSchema = z.object({
  isSuccess: z.literal(true),
  returnObject: z.object({
    success: z.boolean(),
    score: z.number().nullable(),
    humanCheckToken: z.string().nullable(),
  }),
});
export type HumanCheckResponse = z.infer<typeof humanCheckResponseSchema>;

// ---------------------------------------------------------------- saved cards

/**
 * POST /api/account/paymentMethod/add/?updateCart= and POST /api/cart/paymentmethod/add/.
 * token: from the tokenization endpoint (single use). Billing address: useExistingAddressForBilling
 * with billingAddressId (one of the shopper's addresses), or a new billingAddress; with neither, the
 * cart's shipping address is used, and without one the call answers 400 `invalid_shipping_address`
 * ("Invalid Shipping Address. Please try entering a new billing address."). Any card number, expiry
 * or CVV field sent here is ignored: brand, last four digits and expiry come from the provider.
 */
export const addPaymentMethodRequestSchema = z.object({
  token: text().min(1).max(200),
  cardHolder: text()
    .trim()
    .min(1, { error: 'required' })
    .max(CARDHOLDER_MAX, { error: 'tooLong' }),
  isDefault: z.boolean().optional(),
  useExistingAddressForBilling: z.boolean().optional(),
  billingAddressId: idSchema.nullish(),
  billingAddress: billingAddressInputSchema.nullish(),
  humanCheckToken: text().max(500).nullish(),
});
export type AddPaymentMethodRequest = z.input<typeof addPaymentMethodRequestSchema>;

export const updateCartQuerySchema = z.object({
  updateCart: z
    .enum(['1', '0', 'true', 'false', ''])
    .optional()
    .transform((value) => value === '' || value === '1' || value === 'true'),
});

/** cc §7 Add card: isSuccess, message, returnValue (paymentMethod, billingAddress). */
export const addPaymentMethodResponseSchema = z.object({
  isSuccess: z.literal(true),
  message: z.string(),
  returnValue: z.object({ paymentMethod: savedPaymentMethodSchema, billingAddress: savedAddressSchema.nullable() }),
});
export type AddPaymentMethodResponse = z.infer<typeof addPaymentMethodResponseSchema>;

/** GET /api/account/paymentmethods/: the shopper's cards that are not deleted, default first. */
export const paymentMethodListResponseSchema = z.array(savedPaymentMethodSchema);

/** PUT /api/cart/paymentMethod/{id}?makeDefault: the card and the billing address now on the cart. */
export const cartPaymentMethodResponseSchema = z.object({
  isSuccess: z.literal(true),
  paymentMethod: savedPaymentMethodSchema,
  billingAddress: savedAddressSchema.nullable(),
});
export type CartPaymentMethodResponse = z.infer<typeof cartPaymentMethodResponseSchema>;

/**
 * Stable codes of the card calls' 4xx answers. human_check_required: 'Recaptcha verification
 * failed.'; invalid_card_token: the token is unknown, already used or another shopper's;
 * invalid_shipping_address: "Invalid Shipping Address. Please try entering a new billing address.".
 */
export const paymentMethodErrorCodes = [
  'payment_method_not_found',
  'human_check_required',
  'invalid_card_token',
  'card_expired',
  'invalid_shipping_address',
] as const;
export const PAYMENT_METHOD_ERROR = codesByName(paymentMethodErrorCodes);

export const HUMAN_CHECK_FAILED_MESSAGE = 'Recaptcha verification failed.';
export const INVALID_SHIPPING_FOR_BILLING_MESSAGE = 'Invalid Shipping Address. Please try entering a new billing address.';
