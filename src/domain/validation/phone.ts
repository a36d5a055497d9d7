/**
 * North American phone numbers (rr §5).
 * Customer phone: 10 digits, area code starting 2-9, the area code optionally in parentheses,
 * groups separated by nothing, a space, a dash or a dot; an optional leading '+1' or '1'.
 * New-clinic phone: 10 digits starting 2-9 with optional dashes (3-3-4).
 */
export type PhoneError = 'required' | 'invalidFormat' | 'invalidAreaCode';

const SEP = '[ .-]?';
/** Same shape with any first digit, so a bad area code can get its own code. */
const PHONE_SHAPE = new RegExp(
  `^(?:\\+?1${SEP})?(?:\\((\\d{3})\\)|(\\d{3}))${SEP}(\\d{3})${SEP}(\\d{4})$`,
);
const CLINIC_PHONE = /^[2-9]\d{2}-?\d{3}-?\d{4}$/;

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

/** Returns null when valid, else a stable error code. */
export function validatePhone(input: string | null | undefined): PhoneError | null {
  const value = (input ?? '').trim();
  if (value === '') return 'required';
  const found = parts(value);
  if (!found) return 'invalidFormat';
  // spec rr §5: the area code starts 2-9 (0 and 1 are never area codes).
  if (!/^[2-9]/.test(found.area)) return 'invalidAreaCode';
  return null;
}

export function isValidPhone(input: string | null | undefined): boolean {
  return validatePhone(input) === null;
}

/** '(613) 555.1234' or '+1 613 555 1234' → '613-555-1234'. Null when the number is not valid. */
export function normalizePhone(input: string | null | undefined): string | null {
  if (!isValidPhone(input)) return null;
  const found = parts(input!)!;
  return `${found.area}-${found.exchange}-${found.line}`;
}

/** New-clinic form (rr §5): 10 digits starting 2-9, dashes optional between 3-3-4 groups. */
export function validateClinicPhone(input: string | null | undefined): 'required' | 'invalidFormat' | null {
  const value = (input ?? '').trim();
  if (value === '') return 'required';
  return CLINIC_PHONE.test(value) ? null : 'invalidFormat';
}

export function isValidClinicPhone(input: string | null | undefined): boolean {
  return validateClinicPhone(input) === null;
}
