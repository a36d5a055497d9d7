import type { Province } from '../constants';

/**
 * Canadian postal codes (rr §5, cc §5): letter-digit-letter, optional space, digit-letter-digit.
 * What shoppers type is accepted (issue 11 §17): either case, blanks around, and between the two
 * halves any run of blanks (spaces, tabs, no-break and thin spaces) and at most one dash (hyphen,
 * en dash, minus, non-breaking hyphen), as in 'k1a-0b1', 'K1A  0B1', 'K1A\u00a00B1'. Stored and
 * shown as 'K1A 0B1'. The letter rules are unchanged.
 */
export type PostalCodeError = 'required' | 'invalidFormat' | 'startsWithForbiddenLetter' | 'forbiddenLetter';

const SHAPE = /^([A-Z])(\d)([A-Z])(\d)([A-Z])(\d)$/;
/** Blanks (\s covers no-break, thin and other Unicode spaces) and one dash between the halves. */
const BETWEEN_HALVES = /^([A-Z]\d[A-Z])\s*[-\u2010\u2011\u2012\u2013\u2212]?\s*(\d[A-Z]\d)$/;

/** 'k1a-0b1' → 'K1A0B1'; anything whose shape is wrong is returned upper-cased, as it is. */
function compact(input: string | number | null | undefined): string {
  const code = String(input ?? '').trim().toUpperCase();
  const halves = BETWEEN_HALVES.exec(code);
  return halves ? `${halves[1]}${halves[2]}` : code;
}
/** spec rr §5 / cc §5: the first letter is never D, F, I, O, Q, U, W or Z. */
const FORBIDDEN_FIRST_LETTERS = new Set(['D', 'F', 'I', 'O', 'Q', 'U', 'W', 'Z']);
/** Canada Post: D, F, I, O, Q and U are never used in any letter position. */
const FORBIDDEN_ANY_LETTERS = new Set(['D', 'F', 'I', 'O', 'Q', 'U']);

/** Nunavut forward sortation areas; every other X code is in the Northwest Territories. */
const NUNAVUT_FSAS = new Set(['X0A', 'X0B', 'X0C']);

const PROVINCE_OF_FIRST_LETTER: Readonly<Record<string, Province>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

function letters(code: string): string[] {
  const match = SHAPE.exec(code);
  return match ? [match[1]!, match[3]!, match[5]!] : [];
}

/** Returns null when valid, else a stable error code. Accepts a number (autocomplete may give 1). */
export function validatePostalCode(input: string | number | null | undefined): PostalCodeError | null {
  const code = compact(input);
  if (code === '') return 'required';
  if (!SHAPE.test(code)) return 'invalidFormat';
  const [first, second, third] = letters(code);
  if (FORBIDDEN_FIRST_LETTERS.has(first!)) return 'startsWithForbiddenLetter';
  if (FORBIDDEN_ANY_LETTERS.has(second!) || FORBIDDEN_ANY_LETTERS.has(third!)) return 'forbiddenLetter';
  return null;
}

export function isValidPostalCode(input: string | number | null | undefined): boolean {
  return validatePostalCode(input) === null;
}

/** 'k1a0b1', 'K1A-0B1', 'K1A  0B1' → 'K1A 0B1'. Returns null for anything that is not a valid postal code. */
export function normalizePostalCode(input: string | number | null | undefined): string | null {
  if (!isValidPostalCode(input)) return null;
  const code = compact(input);
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

/**
 * Province of a postal code from its first letter. X is shared by the Northwest Territories and
 * Nunavut: X0A, X0B and X0C are Nunavut; any other X code (or a lone 'X') gives 'NT' by default.
 * Returns null when the first letter is not a Canadian one. Only the first letter (and for X the
 * first three characters) is read, so a partly typed code still gives its province.
 */
export function provinceOfPostalCode(input: string | null | undefined): Province | null {
  const code = (input ?? '').trim().toUpperCase();
  const first = code.charAt(0);
  if (first === 'X' && NUNAVUT_FSAS.has(code.slice(0, 3))) return 'NU';
  return PROVINCE_OF_FIRST_LETTER[first] ?? null;
}

/** True when the code's first letter belongs to the province; X codes match both NT and NU. */
export function postalCodeMatchesProvince(input: string | null | undefined, province: Province): boolean {
  const found = provinceOfPostalCode(input);
  if (found === null) return false;
  if (found === 'NT' || found === 'NU') return province === 'NT' || province === 'NU';
  return found === province;
}
