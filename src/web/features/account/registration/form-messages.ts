import {
  clinicNameSearchField,
  clinicSearchOptions,
  newClinicFields,
  personFields,
  postalCodeField,
  type MessageOf,
} from '../../../../contracts/registration';
import { z } from 'zod';

/**
 * The web builds the shared schemas (src/contracts/registration.ts) with the validation code as the
 * message, and translates the code when it shows it: a language switch re-renders every error in
 * the new language without validating again.
 */
const codeOnly: MessageOf = (code) => code;

export const personFormSchema = z.object({
  ...personFields(codeOnly),
  clinicSearchOption: z.enum(clinicSearchOptions).optional(),
});
export type PersonFormValues = z.input<typeof personFormSchema>;
export type PersonFields = z.output<typeof personFormSchema>;

export const postalCodeFormSchema = z.object({ postalCode: postalCodeField(codeOnly) });
export const clinicNameFormSchema = z.object({ clinicName: clinicNameSearchField(codeOnly) });
export const newClinicFormSchema = z.object(newClinicFields(codeOnly));
export type NewClinicValues = z.input<typeof newClinicFormSchema>;
