import { z } from 'zod';
import { MAX_BREEDS, PET_NAME_MAX } from '../domain/constants';
import { isIsoDate } from '../domain/time';
import { addPetRequestSchema } from './cart-account';
import { petSpeciesCodes } from './codes';
import { idOrZeroSchema, idParam, text } from './fields';

/**
 * "My pets" (issue 14; rr §3 Pet, §5 Pet rules): GET /api/account/pets, the spec's
 * POST /api/account/pets/add/ (now also taking the details), PUT and DELETE /api/account/pets/{id}.
 * Every message names its field; the web form checks with the same schema.
 */

export const PET_SEXES = ['male', 'female'] as const;
/** Weight in kilograms (kept to the gram): a budgie to a draft horse. */
export const PET_WEIGHT_KG = { min: 0.01, max: 1500 } as const;

export const PET_MESSAGES = {
  breedsMax: `Please enter at most ${MAX_BREEDS} breeds`,
  breedTooLong: `Breed must be at most ${PET_NAME_MAX} characters`,
  birthDateInvalid: 'Birth date must be a valid date (YYYY-MM-DD)',
  birthDateFuture: 'Birth date cannot be in the future',
  weightRange: `Weight must be between ${PET_WEIGHT_KG.min} and ${PET_WEIGHT_KG.max} kg`,
  sexInvalid: 'Sex must be male or female',
} as const;

/** Today, in the earliest time zone a Canadian shopper can be ahead of (none is ahead of UTC). */
const todayUtc = () => new Date().toISOString().slice(0, 10);

export const petBirthDateSchema = text({ missing: PET_MESSAGES.birthDateInvalid })
  .refine((value) => value === '' || isIsoDate(value), { message: PET_MESSAGES.birthDateInvalid })
  .refine((value) => value === '' || !isIsoDate(value) || value <= todayUtc(), { message: PET_MESSAGES.birthDateFuture });

/** A pet's details beside its name and species; each may be left out (empty). */
export const petDetailsShape = {
  breeds: z
    .array(text({ missing: PET_MESSAGES.breedTooLong }).trim().max(PET_NAME_MAX, { error: PET_MESSAGES.breedTooLong }), { error: PET_MESSAGES.breedsMax })
    .transform((breeds) => breeds.filter((b) => b !== ''))
    .refine((breeds) => breeds.length <= MAX_BREEDS, { message: PET_MESSAGES.breedsMax }),
  sex: z.enum([...PET_SEXES, ''], { error: PET_MESSAGES.sexInvalid }),
  birthDate: petBirthDateSchema.nullable(),
  weightKg: z.number({ error: PET_MESSAGES.weightRange }).min(PET_WEIGHT_KG.min, { error: PET_MESSAGES.weightRange }).max(PET_WEIGHT_KG.max, { error: PET_MESSAGES.weightRange }).nullable(),
};

/** PUT /api/account/pets/{id}: the whole pet. */
export const savePetRequestSchema = z.object({
  name: addPetRequestSchema.shape.name,
  code: addPetRequestSchema.shape.code,
  breeds: petDetailsShape.breeds.default([]),
  sex: petDetailsShape.sex.default(''),
  birthDate: petDetailsShape.birthDate.default(null),
  weightKg: petDetailsShape.weightKg.default(null),
});
export type SavePetRequest = z.input<typeof savePetRequestSchema>;

/**
 * POST /api/account/pets/add/ (rr §7): the add-to-cart panel's { id?, name, code }, plus the details
 * the "My pets" form sends. Details left out are left as they are when an own pet is renamed.
 */
export const addPetWithDetailsRequestSchema = z.object({
  id: idOrZeroSchema.nullish(),
  name: addPetRequestSchema.shape.name,
  code: addPetRequestSchema.shape.code,
  breeds: petDetailsShape.breeds.optional(),
  sex: petDetailsShape.sex.optional(),
  birthDate: petDetailsShape.birthDate.optional(),
  weightKg: petDetailsShape.weightKg.optional(),
});

export const petIdParamsSchema = z.object({ id: idParam('id') });

/** Why a pet cannot be removed now (said in the page, in the shopper's language). */
export const PET_REMOVAL_BLOCKS = ['autoOrder', 'prescription'] as const;
export type PetRemovalBlock = (typeof PET_REMOVAL_BLOCKS)[number];

export const accountPetSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.enum(petSpeciesCodes),
  breeds: z.array(z.string()),
  sex: z.enum(PET_SEXES).nullable(),
  /** YYYY-MM-DD */
  birthDate: z.string().nullable(),
  weightKg: z.number().nullable(),
  /** null when the pet can be removed. */
  removalBlockedBy: z.enum(PET_REMOVAL_BLOCKS).nullable(),
});
export type AccountPet = z.infer<typeof accountPetSchema>;

export const accountPetsResponseSchema = z.object({ pets: z.array(accountPetSchema) });

export const removePetResponseSchema = z.object({ isSuccess: z.literal(true), id: z.number() });

/** The codes the account's pet routes answer with besides the add-pet ones (petErrorCodes). */
export const accountPetErrorCodes = [
  'pet_not_found', 'pet_breeds_invalid', 'pet_sex_invalid', 'pet_birth_date_invalid', 'pet_weight_invalid', 'pet_has_auto_order', 'pet_has_prescription',
] as const;
export type AccountPetErrorCode = (typeof accountPetErrorCodes)[number];
