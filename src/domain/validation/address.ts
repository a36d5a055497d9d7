import { ADDRESS_FIELD_MAX, ADDRESS_NAMES, PROVINCES, type AddressName, type Province } from '../constants';
import { validatePostalCode, type PostalCodeError } from './postal-code';

/**
 * The shipping and billing address form (cc §5). Every rule gives a stable code; a street that
 * does not start with a number is not an error but asks the customer to confirm it (cc §5:
 * the street-confirmation modal).
 */
export interface AddressInput {
  locationName: string | null | undefined;
  street1: string | null | undefined;
  street2?: string | null | undefined;
  city: string | null | undefined;
  province: string | null | undefined;
  /** Autocomplete may set the number 1 when the postal code is missing (cc §5). */
  postalCode: string | number | null | undefined;
}

export type AddressField = 'locationName' | 'street1' | 'street2' | 'city' | 'province' | 'postalCode';
export type AddressError = 'required' | 'tooLong' | 'notAnOption' | PostalCodeError;
export type AddressErrors = Partial<Record<AddressField, AddressError>>;

function text(value: string | null | undefined): string {
  return (value ?? '').trim();
}

function requiredText(value: string | null | undefined): 'required' | 'tooLong' | null {
  const v = text(value);
  if (v === '') return 'required';
  return v.length > ADDRESS_FIELD_MAX ? 'tooLong' : null;
}

export function isAddressName(value: string | null | undefined): value is AddressName {
  return (ADDRESS_NAMES as readonly string[]).includes(value ?? '');
}

export function isProvince(value: string | null | undefined): value is Province {
  return (PROVINCES as readonly string[]).includes(value ?? '');
}

/** True when the street begins with a civic number ('123 Main St', '12A Rue Principale'). */
export function streetStartsWithNumber(street: string | null | undefined): boolean {
  return /^\d/.test(text(street));
}

/** Field → error code; an empty object means the address is valid. */
export function validateAddress(address: AddressInput): AddressErrors {
  const errors: AddressErrors = {};
  const name = text(address.locationName);
  if (name === '') errors.locationName = 'required';
  else if (!isAddressName(name)) errors.locationName = 'notAnOption';

  const street1 = requiredText(address.street1);
  if (street1) errors.street1 = street1;
  if (text(address.street2).length > ADDRESS_FIELD_MAX) errors.street2 = 'tooLong';
  const city = requiredText(address.city);
  if (city) errors.city = city;

  const province = text(address.province);
  if (province === '') errors.province = 'required';
  else if (!isProvince(province)) errors.province = 'notAnOption';

  const postal = validatePostalCode(address.postalCode);
  if (postal) errors.postalCode = postal;
  return errors;
}

export function isAddressValid(address: AddressInput): boolean {
  return Object.keys(validateAddress(address)).length === 0;
}

/**
 * The street-confirmation modal opens only for an otherwise valid street 1 without a leading
 * number; a missing or too long street is an error shown on the field instead.
 */
export function needsStreetConfirmation(address: Pick<AddressInput, 'street1'>): boolean {
  return requiredText(address.street1) === null && !streetStartsWithNumber(address.street1);
}
