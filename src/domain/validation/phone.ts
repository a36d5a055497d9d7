import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/core';
import { PHONE_METADATA } from './phone-metadata';

/**
 * North American phone numbers (rr §5), one rule for the forms and the API.
 * The shape is the spec's: 10 digits, the area code optionally in parentheses, groups separated by
 * nothing, a space, a dash or a dot, an optional leading '+1' or '1'. Whether the number can exist
 * (area code in service, no N11 area code, exchange not starting 0 or 1) is libphonenumber-js's
 * answer from its full metadata for Canada and the United States (phone-metadata.ts).
 * New-clinic phone: the same, written as 10 digits with optional dashes (3-3-4).
 */
export type PhoneError = 'required' | 'invalidFormat' | 'invalidAreaCode' | 'notInService';

/** The countries the store calls "North American" (rr §5). */
export const PHONE_COUNTRIES = ['CA', 'US'] as const;

const SEP = '[ .-]?';
/** Same shape with any first digit, so a bad area code can get its own code. */
const PHONE_SHAPE = new RegExp(
  `^(?:\\+?1${SEP})?(?:\\((\\d{3})\\)|(\\d{3}))${SEP}(\\d{3})${SEP}(\\d{4})$`,
);
const CLINIC_PHONE = /^\d{3}-?\d{3}-?\d{4}$/;

interface PhoneParts {
  area: string;
  exchange: string;
  line: string;
}

function parts(input: string): PhoneParts | null {
  const match = PHONE_SHAPE.exec(input.trim());
  if (!match) return null;
  return { area: (match[1] ?? match[2])!, exchange: match[3]!, line: match[4]! };
}

/** libphonenumber-js's reading of ten digits as a Canadian or US number, or null. */
function existingNumber(digits: string): PhoneNumber | null {
  const parsed = parsePhoneNumberFromString(`+1${digits}`, PHONE_METADATA);
  if (!parsed || !parsed.isValid()) return null;
  return (PHONE_COUNTRIES as readonly string[]).includes(parsed.country ?? '') ? parsed : null;
}

function checkDigits({ area, exchange, line }: PhoneParts): PhoneError | null {
  // spec rr §5: the area code starts 2-9 (0 and 1 are never area codes).
  if (!/^[2-9]/.test(area)) return 'invalidAreaCode';
  return existingNumber(`${area}${exchange}${line}`) ? null : 'notInService';
}

/** Returns null when valid, else a stable error code. */
export function validatePhone(input: string | null | undefined): PhoneError | null {
  const value = (input ?? '').trim();
  if (value === '') return 'required';
  const found = parts(value);
  if (!found) return 'invalidFormat';
  return checkDigits(found);
}

export function isValidPhone(input: string | null | undefined): boolean {
  return validatePhone(input) === null;
}

/** The stored and shown form, 613-555-0123 (rr §5's dash style), from the library's national number. */
function dashed(number: PhoneNumber): string {
  const n = number.nationalNumber;
  return `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`;
}

/** '(613) 555.1234' or '+1 613 555 1234' → '613-555-1234'. Null when the number is not valid. */
export function normalizePhone(input: string | null | undefined): string | null {
  const found = parts(input ?? '');
  if (!found || checkDigits(found)) return null;
  return dashed(existingNumber(`${found.area}${found.exchange}${found.line}`)!);
}

/** New-clinic form (rr §5): 10 digits starting 2-9, dashes optional between 3-3-4 groups. */
export function validateClinicPhone(input: string | null | undefined): 'required' | 'invalidFormat' | 'notInService' | null {
  const value = (input ?? '').trim();
  if (value === '') return 'required';
  if (!CLINIC_PHONE.test(value)) return 'invalidFormat';
  const digits = value.replace(/-/g, '');
  if (!/^[2-9]/.test(digits)) return 'invalidFormat';
  return existingNumber(digits) ? null : 'notInService';
}

export function isValidClinicPhone(input: string | null | undefined): boolean {
  return validateClinicPhone(input) === null;
}

/** A valid new-clinic phone as 613-555-0123; null when not valid. */
export function normalizeClinicPhone(input: string | null | undefined): string | null {
  if (!isValidClinicPhone(input)) return null;
  return dashed(existingNumber((input ?? '').trim().replace(/-/g, ''))!);
}
