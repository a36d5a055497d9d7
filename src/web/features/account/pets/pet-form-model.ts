import { PET_MESSAGES, savePetRequestSchema, type AccountPet, type SavePetRequest } from '../../../../contracts/account-pets';
import { CONTROL_CHARACTERS_MESSAGE } from '../../../../contracts/fields';
import { MAX_BREEDS, PET_NAME_MAX } from '../../../../domain/constants';

/** What the pet form holds: text as typed, so nothing typed is lost when a value is refused. */
export interface PetFormValues {
  name: string;
  code: string;
  breeds: string[];
  sex: '' | 'male' | 'female';
  birthDate: string;
  weight: string;
}

export type PetField = 'name' | 'code' | 'breeds' | 'sex' | 'birthDate' | 'weightKg';
export type PetFieldErrors = Partial<Record<PetField, string>>;

export const emptyPetForm = (): PetFormValues => ({ name: '', code: '', breeds: Array<string>(MAX_BREEDS).fill(''), sex: '', birthDate: '', weight: '' });

export function petFormValues(pet: AccountPet, language: 'en' | 'fr'): PetFormValues {
  const breeds = [...pet.breeds, ...Array<string>(MAX_BREEDS).fill('')].slice(0, MAX_BREEDS);
  const weight = pet.weightKg === null ? '' : String(pet.weightKg);
  return { name: pet.name, code: pet.code, breeds, sex: pet.sex ?? '', birthDate: pet.birthDate ?? '', weight: language === 'fr' ? weight.replace('.', ',') : weight };
}

/** The request the form sends: a weight typed with a comma (fr) is read with a point. */
export function toRequest(values: PetFormValues): SavePetRequest {
  const weight = values.weight.trim().replace(',', '.');
  return {
    name: values.name,
    code: values.code as SavePetRequest['code'],
    breeds: values.breeds,
    sex: values.sex,
    birthDate: values.birthDate === '' ? null : values.birthDate,
    weightKg: weight === '' ? null : Number(weight),
  };
}

/** The contract's messages (English, from the server too) as the form's message ids. */
const MESSAGE_IDS: Record<string, string> = {
  'Please select or enter Pet Name': 'pets.error.nameRequired',
  [`Pet name must be at most ${PET_NAME_MAX} characters`]: 'pets.error.nameTooLong',
  'Please choose the type of pet': 'pets.error.typeRequired',
  [PET_MESSAGES.breedsMax]: 'pets.error.breedsMax',
  [PET_MESSAGES.breedTooLong]: 'pets.error.breedTooLong',
  [PET_MESSAGES.birthDateInvalid]: 'pets.error.birthDateInvalid',
  [PET_MESSAGES.birthDateFuture]: 'pets.error.birthDateFuture',
  [PET_MESSAGES.weightRange]: 'pets.error.weightRange',
  [PET_MESSAGES.sexInvalid]: 'pets.error.sexInvalid',
  [CONTROL_CHARACTERS_MESSAGE]: 'pets.error.controlCharacters',
};

const FIELD_FALLBACK: Record<PetField, string> = {
  name: 'pets.error.nameRequired',
  code: 'pets.error.typeRequired',
  breeds: 'pets.error.breedTooLong',
  sex: 'pets.error.sexInvalid',
  birthDate: 'pets.error.birthDateInvalid',
  weightKg: 'pets.error.weightRange',
};

export const messageIdFor = (field: PetField, message: string | undefined) => MESSAGE_IDS[message ?? ''] ?? FIELD_FALLBACK[field];

const isPetField = (value: unknown): value is PetField => typeof value === 'string' && value in FIELD_FALLBACK;

/** The form's errors (message ids), first per field, from the same schema the server uses. */
export function validatePetForm(values: PetFormValues): PetFieldErrors {
  const result = savePetRequestSchema.safeParse(toRequest(values));
  if (result.success) return {};
  const errors: PetFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isPetField(field) && !errors[field]) errors[field] = messageIdFor(field, issue.message);
  }
  return errors;
}

/** A field error the server answered with (400 with data.field), as a message id. */
export function serverFieldError(data: unknown, message: string): PetFieldErrors | null {
  const field = (data as { field?: unknown } | undefined)?.field;
  return isPetField(field) ? { [field]: messageIdFor(field, message) } : null;
}
