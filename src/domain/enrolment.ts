/**
 * Clinics join (issue 25): the rules of an enrolment PIN and of a new clinic's subdomain, shared by
 * the server and the forms. docs/decisions/094-clinic-enrolment.md says why.
 */

/** A PIN is made for one clinic (usually single use) or for a purchasing group (limited uses). */
export const PIN_SCOPES = ['clinic', 'group'] as const;

/** How many times a PIN may be used, and for how long (days) it may be made. */
export const PIN_MAX_USES_LIMIT = 500;
export const PIN_VALID_DAYS_LIMIT = 365;
/** A PIN's code: 10 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const PIN_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PIN_LENGTH = 10;

/** What the applicant typed, as the PIN is stored: upper case, spaces and dashes dropped. */
export const normalizePin = (input: string): string => input.toUpperCase().replace(/[\s-]/g, '');
export const isPinShaped = (input: string): boolean => new RegExp(`^[${PIN_ALPHABET}]{${PIN_LENGTH}}$`).test(normalizePin(input));

/** A PIN as the platform shows it and hands it out: two groups of five. */
export const formatPin = (code: string): string => `${code.slice(0, 5)}-${code.slice(5)}`;

export type PinRefusal = 'expired' | 'used_up';

/** Why a PIN cannot be used now, or null: expired at its time, used up at its limit. */
export function pinRefusal(pin: { expiresAt: string; uses: number; maxUses: number }, now: Date): PinRefusal | null {
  if (Date.parse(pin.expiresAt) <= now.getTime()) return 'expired';
  if (pin.uses >= pin.maxUses) return 'used_up';
  return null;
}

/** A clinic's subdomain: 3 to 40 lower-case letters, digits and single inner dashes. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$/;
export const isSubdomain = (value: string): boolean => SUBDOMAIN_PATTERN.test(value);

/** A subdomain suggested from the practice's name: accents dropped, words joined, at most 40 characters. */
export function suggestSubdomain(practiceName: string): string {
  const words = practiceName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[’']/g, '').split(/[^a-z0-9]+/).filter((w) => w && !['the', 'la', 'le', 'les', 'de', 'du', 'des', 'and', 'et'].includes(w));
  const joined = words.join('').slice(0, 40);
  return joined.length >= 3 ? joined : `${joined}clinic`.slice(0, 40);
}
