import { EMAIL_MAX, NAME_MAX, PET_NAME_MAX } from '../constants';

/** Names, email and pet name (rr §5, §9). Lengths count characters after trimming. */
export type NameError = 'required' | 'tooLong' | 'invalidCharacters';
export type EmailError = 'required' | 'tooLong' | 'invalidFormat';
export type PetNameError = 'required' | 'tooLong';

/**
 * spec rr §5: "letters, spaces and hyphens only", widened to the apostrophe (issue 24 item 9,
 * docs/decisions/086-apostrophes-in-names.md): O'Brien, D'Amours and L'Heureux are common Quebec
 * and Irish surnames. Letters are any Unicode letter, so French accents (é, è, ç, ï, œ ...) pass;
 * the apostrophe may be straight (') or typographic (’, what phones and French keyboards type);
 * digits and other signs do not. At least one letter is needed.
 */
const NAME_CHARS = /^[\p{L}\p{M} '\u2019-]+$/u;
const HAS_LETTER = /\p{L}/u;
const TYPOGRAPHIC_APOSTROPHE = /\u2019/g;

/**
 * A pragmatic address form: one '@', a local part of the usual unquoted characters without
 * leading, trailing or doubled dots, and a domain of dot-separated labels ending in a top-level
 * domain of at least two letters. The server still decides whether the domain is allowed.
 */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

function clean(input: string | null | undefined): string {
  return (input ?? '').normalize('NFC').trim();
}

function length(value: string): number {
  return [...value].length;
}

/**
 * A person's name as stored: NFC, trimmed, single spaces, and the straight apostrophe, so
 * "L’Heureux" typed on a phone and "L'Heureux" typed on a computer are one name (the clinic's
 * search, emails and the distributor's labels read the same spelling).
 */
export function normalizePersonName(input: string): string {
  return clean(input).replace(/\s+/g, ' ').replace(TYPOGRAPHIC_APOSTROPHE, "'");
}

/** First name or last name. */
export function validatePersonName(input: string | null | undefined): NameError | null {
  const value = clean(input);
  if (value === '') return 'required';
  if (length(value) > NAME_MAX) return 'tooLong';
  if (!NAME_CHARS.test(value) || !HAS_LETTER.test(value)) return 'invalidCharacters';
  return null;
}

export function validateEmail(input: string | null | undefined): EmailError | null {
  const value = clean(input);
  if (value === '') return 'required';
  if (length(value) > EMAIL_MAX) return 'tooLong';
  return EMAIL.test(value) ? null : 'invalidFormat';
}

export function isValidEmail(input: string | null | undefined): boolean {
  return validateEmail(input) === null;
}

/** Trimmed and lower-cased, so 'Jean@Example.CA ' and 'jean@example.ca' are the same account. */
export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}

/** Email must match its confirmation where the form has one (rr §5); compared as normalized. */
export function emailsMatch(email: string, confirmation: string): boolean {
  return normalizeEmail(email) === normalizeEmail(confirmation);
}

export function validatePetName(input: string | null | undefined): PetNameError | null {
  const value = clean(input);
  if (value === '') return 'required';
  return length(value) > PET_NAME_MAX ? 'tooLong' : null;
}
