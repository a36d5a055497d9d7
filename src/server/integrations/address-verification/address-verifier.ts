import type { AddressSuggestion, VerifyAddressRequest, VerifyAddressResponse } from '../../../contracts/addresses';
import { ADDRESS_NAMES } from '../../../domain/constants';
import { isProvince, needsStreetConfirmation, validateAddress } from '../../../domain/validation/address';
import { normalizePostalCode, postalCodeMatchesProvince, provinceOfPostalCode } from '../../../domain/validation/postal-code';

/**
 * Address verification (cc §2 address modals; DESIGN §4). The sandbox verifier normalises what was
 * typed the way a postal service would suggest it: postal code as 'A1A 1A1', the province the
 * postal code belongs to, words capitalised. A real verifier implements the same interface.
 */
export interface AddressVerifier {
  verify(address: VerifyAddressRequest): Promise<VerifyAddressResponse>;
}

/** Abbreviations written in capitals (compass points, post office box, rural route). */
const UPPER_WORDS = new Set(['NE', 'NW', 'SE', 'SW', 'PO', 'RR', 'N', 'S', 'E', 'W']);

/**
 * 'main street' and 'MAIN STREET' → 'Main Street'; a word typed in mixed case ('McDonald') is kept,
 * as is one that starts with a digit ('2nd'). Hyphenated parts are capitalised each ('Saint-Denis').
 */
export function capitalizeWords(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((word) => word.split('-').map(capitalizePart).join('-'))
    .join(' ');
}

function capitalizePart(part: string): string {
  if (part === '' || !/^\p{L}/u.test(part)) return part;
  const isOneCase = part === part.toLowerCase() || part === part.toUpperCase();
  if (!isOneCase) return part;
  const upper = part.toUpperCase();
  if (UPPER_WORDS.has(upper)) return upper;
  return upper.charAt(0) + part.slice(1).toLowerCase();
}

export function suggestAddress(address: VerifyAddressRequest): AddressSuggestion {
  const typedProvince = address.state.trim().toUpperCase();
  const postal = normalizePostalCode(address.zipCode);
  const fromPostal = postal ? provinceOfPostalCode(postal) : null;
  // X codes belong to both territories: a typed NT or NU that matches is kept.
  const keepTyped = postal !== null && isProvince(typedProvince) && postalCodeMatchesProvince(postal, typedProvince);
  return {
    street1: capitalizeWords(address.street1),
    street2: capitalizeWords(address.street2 ?? ''),
    city: capitalizeWords(address.city),
    state: keepTyped ? typedProvince : (fromPostal ?? typedProvince),
    zipCode: postal ?? String(address.zipCode).trim().toUpperCase(),
  };
}

export function verifyAddressSync(address: VerifyAddressRequest): VerifyAddressResponse {
  const suggestion = suggestAddress(address);
  const errors = validateAddress({
    locationName: address.locationName?.trim() ? address.locationName : ADDRESS_NAMES[0],
    street1: suggestion.street1,
    street2: suggestion.street2,
    city: suggestion.city,
    province: suggestion.state,
    postalCode: suggestion.zipCode,
  });
  const typed = {
    street1: address.street1.trim(),
    street2: (address.street2 ?? '').trim(),
    city: address.city.trim(),
    state: address.state.trim(),
    zipCode: String(address.zipCode).trim(),
  };
  const differs = (Object.keys(typed) as (keyof AddressSuggestion)[]).some((key) => typed[key] !== suggestion[key]);
  const readable = errors.postalCode === undefined;
  return {
    isValid: Object.keys(errors).length === 0,
    suggestion: readable ? suggestion : null,
    differs: readable && differs,
    streetNeedsConfirmation: needsStreetConfirmation({ street1: suggestion.street1 }),
    errors: Object.fromEntries(Object.entries(errors).map(([field, code]) => [field === 'province' ? 'state' : field === 'postalCode' ? 'zipCode' : field, code])),
  };
}

export function createSandboxAddressVerifier(): AddressVerifier {
  return { verify: async (address) => verifyAddressSync(address) };
}
