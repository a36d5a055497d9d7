import { z } from 'zod';
import { PET_NAME_MAX } from '../domain/constants';
import { idOrZeroSchema, idParam, text } from './fields';
import { petSpeciesCodes } from './codes';

/**
 * Account data the cart and the add-to-cart panel use (cc §3, §7): saved addresses and cards as the
 * cart shows them, adding a pet, and the notify-me-when-available toggle.
 */

/** cc §3 Address. state/stateId and zipCode/postalCode carry the same values (the spec names both). */
export const savedAddressSchema = z.object({
  id: z.number(),
  alias: z.string(),
  locationName: z.string(),
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  stateId: z.string(),
  zipCode: z.string(),
  postalCode: z.string(),
  isDefaultShipping: z.boolean(),
  isShippingDefault: z.boolean(),
  isBillingDefault: z.boolean(),
  isDeleted: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** cc §3 Payment method: never the card number, only its last digits. */
export const savedPaymentMethodSchema = z.object({
  id: z.number(),
  typeId: z.enum(['visa', 'mc', 'amex']),
  typeName: z.string(),
  /** e.g. '**** **** **** 4242'. */
  maskedNumber: z.string(),
  /** MM/YYYY */
  expirationDateFormatted: z.string(),
  cardHolder: z.string(),
  billingAddressId: z.number().nullable(),
  billingAddress: savedAddressSchema.nullable(),
  isDefault: z.boolean(),
  isDeleted: z.boolean(),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;

// ---------------------------------------------------------------- pets


/**
 * POST /api/account/pets/add/. Without id (or id 0) a new pet is saved; with the id of one of the
 * shopper's pets, that pet is renamed. Name required, max 50 (rr §5).
 */
export const addPetRequestSchema = z.object({
  id: idOrZeroSchema.nullish(),
  name: text({ missing: 'Please select or enter Pet Name' })
    .trim()
    .min(1, { error: 'Please select or enter Pet Name' })
    .max(PET_NAME_MAX, { error: `Pet name must be at most ${PET_NAME_MAX} characters` }),
  code: z.enum(petSpeciesCodes, { error: 'Please choose the type of pet' }),
});
export type AddPetRequest = z.infer<typeof addPetRequestSchema>;


export const addPetResponseSchema = z.object({ id: z.number(), name: z.string(), code: z.string() });
export type AddPetResponse = z.infer<typeof addPetResponseSchema>;

// ---------------------------------------------------------------- notify when available

/** POST /api/account/trackproductavailability?productId=&trackProduct=true|false */
export const trackAvailabilityQuerySchema = z.object({
  productId: idParam('productId'),
  trackProduct: z.enum(['true', 'false', '1', '0'], { error: 'trackProduct must be true or false' }).transform((v) => v === 'true' || v === '1'),
});

export const trackAvailabilityResponseSchema = z.object({
  isSuccess: z.literal(true),
  productId: z.number(),
  isTrackingAvailability: z.boolean(),
});
export type TrackAvailabilityResponse = z.infer<typeof trackAvailabilityResponseSchema>;
