import { z } from 'zod';
import { ADDRESS_NAMES, type AddressName } from '../../../domain/constants';
import { validateAddress, type AddressError, type AddressField } from '../../../domain/validation/address';

/**
 * The add-address form (cc §5) as a zod schema for react-hook-form. The rules are the domain's
 * (src/domain/validation/address.ts); each failing field gets its stable code as the issue message,
 * and the page turns the code into a sentence (addressErrorId). A street without a leading number is
 * not an error here: it opens the street-confirmation modal on save (needsStreetConfirmation).
 */
export const addressFields = ['locationName', 'street1', 'street2', 'city', 'province', 'postalCode'] as const satisfies readonly AddressField[];

const addressShape = {
  locationName: z.string(),
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
};

export const addressFormSchema = z.object(addressShape).superRefine((value, ctx) => {
  for (const [field, code] of Object.entries(validateAddress(value))) {
    ctx.addIssue({ code: 'custom', path: [field], message: code });
  }
});
export type AddressFormValues = z.input<typeof addressFormSchema>;

/** cc §4: the address form pre-selects Home. */
export const EMPTY_ADDRESS: AddressFormValues = { locationName: 'Home' satisfies AddressName, street1: '', street2: '', city: '', province: '', postalCode: '' };

/** An address as the page shows it (saved, entered or suggested). */
export interface AddressLike {
  locationName?: string;
  street1: string;
  street2?: string;
  city: string;
  province: string;
  postalCode: string;
}

export const ADDRESS_NAME_OPTIONS: readonly AddressName[] = ADDRESS_NAMES;

/** Message id of a field's error code, e.g. checkout.address.error.street1.tooLong. */
export function addressErrorId(field: AddressField, code: AddressError | string): string {
  return `checkout.address.error.${field}.${code}`;
}
