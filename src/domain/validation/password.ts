import { PASSWORD_CHANGE_INTERVAL_HOURS, PASSWORD_MIN } from '../constants';
import { HOUR_MS } from '../time';

/**
 * Password rules (rr §5): at least 8 characters with a digit, an uppercase letter, a lowercase
 * letter and a non-alphanumeric character (the stricter wording). Uppercase and lowercase include
 * accented letters (É, é). Reuse of the current or previous passwords needs the stored hashes and
 * is checked by the account service, not here.
 */
export type PasswordRule = 'tooShort' | 'missingDigit' | 'missingUppercase' | 'missingLowercase' | 'missingSymbol';

/** In the order the web lists them. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  'tooShort',
  'missingDigit',
  'missingUppercase',
  'missingLowercase',
  'missingSymbol',
];

const MET: Record<PasswordRule, (password: string) => boolean> = {
  tooShort: (p) => [...p].length >= PASSWORD_MIN,
  missingDigit: (p) => /\p{Nd}/u.test(p),
  missingUppercase: (p) => /\p{Lu}/u.test(p),
  missingLowercase: (p) => /\p{Ll}/u.test(p),
  missingSymbol: (p) => /[^\p{L}\p{N}]/u.test(p),
};

/** The rules the password does not meet; empty when it is acceptable. */
export function unmetPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !MET[rule](password));
}

export function isPasswordStrong(password: string): boolean {
  return unmetPasswordRules(password).length === 0;
}

/** The confirmation field: required, then must equal the password exactly. */
export function validatePasswordConfirmation(password: string, confirmation: string): 'required' | 'mismatch' | null {
  if (confirmation === '') return 'required';
  return confirmation === password ? null : 'mismatch';
}

const INTERVAL_MS = PASSWORD_CHANGE_INTERVAL_HOURS * HOUR_MS;

/**
 * "Changeable once per day" (rr §5, §9): allowed when never changed, or when at least 24 hours
 * have passed since the last change. A rolling 24 hours avoids time-zone questions about when a
 * day starts.
 */
export function canChangePassword(lastChangedAt: Date | null | undefined, now: Date): boolean {
  if (!lastChangedAt) return true;
  return now.getTime() - lastChangedAt.getTime() >= INTERVAL_MS;
}

/** When the next change becomes possible; null when it is possible now. */
export function nextPasswordChangeAt(lastChangedAt: Date | null | undefined, now: Date): Date | null {
  if (canChangePassword(lastChangedAt, now)) return null;
  return new Date(lastChangedAt!.getTime() + INTERVAL_MS);
}
