import { z } from 'zod';
import { CARDHOLDER_MAX, LANGUAGES } from '../domain/constants';
import { validateCardholder, validateExpiry } from '../domain/validation/card';
import { addAddressRequestSchema, billingAddressInputSchema } from './addresses';
import { savedAddressSchema, savedPaymentMethodSchema } from './cart-account';
import { idParam, idSchema, text } from './fields';
import { PAGE_ROUTES } from './routes';
import { apiResultSchema, englishMessage, newPasswordFields, passwordsMatch, personFields, type MessageOf } from './registration';

/**
 * The shopper's account settings (issue 14; rr §2 "address book, payment settings, edit profile,
 * change password"; rr §5; cc §3, §5). Every route is the signed-in shopper's own: another shopper's
 * id answers 404 and changes nothing.
 */

// ---------------------------------------------------------------- address book

export const accountIdParamsSchema = z.object({ id: idParam('id') });

/** PUT /api/account/addresses/{id}/: the add form's body and rules (a street without a number needs streetConfirmed). */
export const updateAddressRequestSchema = addAddressRequestSchema;

/** PUT /api/account/addresses/{id}/default: which defaults this address becomes (at least one). */
export const setDefaultAddressRequestSchema = z
  .object({ shipping: z.boolean().optional(), billing: z.boolean().optional() })
  .refine((value) => value.shipping === true || value.billing === true, { message: 'shipping or billing must be true', path: ['shipping'] });
export type SetDefaultAddressRequest = z.input<typeof setDefaultAddressRequestSchema>;

export const addressAnswerSchema = z.object({ isSuccess: z.literal(true), message: z.string(), returnValue: savedAddressSchema });

/**
 * GET /api/account/addresses/book: the address book: every saved address with whether an active
 * AutoOrder ships to it or bills it (such an address cannot be deleted until another is chosen).
 */
export const addressBookEntrySchema = savedAddressSchema.extend({ usedByAutoOrder: z.boolean() });
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;
export const addressBookResponseSchema = z.array(addressBookEntrySchema);

/** DELETE of an address an active AutoOrder uses: 400 with this code. */
export const ADDRESS_USED_BY_AUTO_ORDER = 'address_used_by_auto_order';
export const ADDRESS_USED_BY_AUTO_ORDER_MESSAGE = 'This address is used by an active AutoOrder: choose another address for it first.';
/** DELETE of a card an active AutoOrder pays with: 400 with this code (its orders would fail). */
export const CARD_USED_BY_AUTO_ORDER = 'card_used_by_auto_order';
export const CARD_USED_BY_AUTO_ORDER_MESSAGE = 'This card pays for an active AutoOrder: choose another card for it first.';

// ---------------------------------------------------------------- payment settings

/**
 * PUT /api/account/paymentMethods/{id}/: a saved card's new expiry (sent to the payment provider with
 * the card's token; the number is never sent again), holder, and billing address (a saved one by id,
 * or a new one). The expiry must not have passed.
 */
export function updatePaymentMethodSchemaOf(now: () => Date = () => new Date()) {
  return z
    .object({
      cardHolder: text().trim().max(CARDHOLDER_MAX, { error: 'tooLong' }).optional(),
      expirationMonth: z.number().int(),
      expirationYear: z.number().int(),
      billingAddressId: idSchema.nullish(),
      billingAddress: billingAddressInputSchema.nullish(),
    })
    .superRefine((value, ctx) => {
      for (const [field, code] of Object.entries(validateExpiry(value.expirationMonth, value.expirationYear, now()))) {
        ctx.addIssue({ code: 'custom', path: [field], message: code });
      }
      if (value.cardHolder !== undefined && validateCardholder(value.cardHolder)) {
        ctx.addIssue({ code: 'custom', path: ['cardHolder'], message: validateCardholder(value.cardHolder)! });
      }
      if (value.billingAddressId && value.billingAddress) {
        ctx.addIssue({ code: 'custom', path: ['billingAddress'], message: 'give billingAddressId or billingAddress, not both' });
      }
    });
}
export const updatePaymentMethodRequestSchema = updatePaymentMethodSchemaOf();
export type UpdatePaymentMethodRequest = z.input<typeof updatePaymentMethodRequestSchema>;

/**
 * A saved card with whether it has expired (the page marks it; checkout offers its update link) and
 * whether an active AutoOrder pays with it (such a card cannot be deleted until another is chosen).
 */
export const paymentSettingsCardSchema = savedPaymentMethodSchema.extend({
  expMonth: z.number(),
  expYear: z.number(),
  isExpired: z.boolean(),
  usedByAutoOrder: z.boolean(),
});
export type PaymentSettingsCard = z.infer<typeof paymentSettingsCardSchema>;
export const paymentSettingsResponseSchema = z.array(paymentSettingsCardSchema);
export const paymentMethodAnswerSchema = z.object({ isSuccess: z.literal(true), message: z.string(), returnValue: paymentSettingsCardSchema });


// ---------------------------------------------------------------- profile

/** GET /api/account/profile */
export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  language: z.enum(LANGUAGES),
  /**
   * The CASL consent (to commercial email): given, or withdrawn after being given, and when; null
   * when the shopper never gave it (never asked, or declined at registration).
   */
  caslConsent: z.object({ granted: z.boolean(), recordedAt: z.string() }).nullable(),
  /** An email change waiting for its link to be used, if any. */
  pendingEmail: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ isSuccess: z.literal(true), message: z.string(), returnValue: profileSchema });

/** PUT /api/account/profile: names and phone as at registration (rr §5), language, CASL consent. */
export function updateProfileSchemaOf(m: MessageOf = englishMessage) {
  const person = personFields(m);
  return z.object({
    firstName: person.firstName,
    lastName: person.lastName,
    phone: person.phone,
    language: z.enum(LANGUAGES),
    caslConsent: z.boolean(),
  });
}
export const updateProfileRequestSchema = updateProfileSchemaOf();
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** POST /api/account/profile/email: sends a confirmation link to the new address; the current password proves it is the shopper. */
export function changeEmailSchemaOf(m: MessageOf = englishMessage) {
  return z.object({ newEmail: personFields(m).email, currentPassword: text().min(1, m('required')).max(200, m('textTooLong')) });
}
export const changeEmailRequestSchema = changeEmailSchemaOf();
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

/** POST /api/account/confirmEmail (no sign-in needed: the link proves it): the new address takes effect. */
export const confirmEmailRequestSchema = z.object({ token: text().trim().max(200) });
export const confirmEmailResponseSchema = apiResultSchema(z.object({ email: z.string() }).nullable());

/** The page the email-change link opens. */
export const CONFIRM_EMAIL_PATH = PAGE_ROUTES.confirmEmail;
/** How long an email-change link works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

// ---------------------------------------------------------------- password

/** PUT /api/account/password: current, new (rr §5 rules) and its confirmation. */
export function changePasswordSchemaOf(m: MessageOf = englishMessage) {
  return z
    .object({ currentPassword: text().min(1, m('required')).max(200, m('textTooLong')), ...newPasswordFields(m) })
    .refine(...passwordsMatch(m));
}
export const changePasswordRequestSchema = changePasswordSchemaOf();
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** How many previous passwords a new one must differ from, besides the current one (issue 14). */
export const PASSWORD_HISTORY_SIZE = 5;

export const simpleAnswerSchema = z.object({ isSuccess: z.literal(true), message: z.string() });

/** Stable codes of these routes' 400 answers; the web says each in the shopper's language. */
export const accountSettingsErrorCodes = [
  ADDRESS_USED_BY_AUTO_ORDER,
  CARD_USED_BY_AUTO_ORDER,
  'current_password_wrong',
  'password_reused',
  'password_change_too_soon',
  'email_in_use',
  'email_unchanged',
  'token_invalid',
  'card_update_refused',
] as const;
