import type { AddressLike } from './address-form';

const COMPARED = ['street1', 'street2', 'city', 'province', 'postalCode'] as const;

const comparable = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');

/** The fields where the suggestion differs from what was entered (exact text, blanks squeezed). */
export function differingFields(entered: AddressLike, suggested: AddressLike): string[] {
  return COMPARED.filter((field) => comparable(entered[field]) !== comparable(suggested[field]));
}

/** cc §2: the comparison modal opens only when the sandbox suggestion differs from the entry. */
export function suggestionDiffers(entered: AddressLike, suggested: AddressLike | null | undefined): suggested is AddressLike {
  return suggested !== null && suggested !== undefined && differingFields(entered, suggested).length > 0;
}
