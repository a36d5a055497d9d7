import cardValidator from 'card-validator';
import luhn10 from 'card-validator/dist/luhn-10.js';
import { CARDHOLDER_MAX, CARD_EXPIRY_YEAR_OPTIONS, CVV_LENGTH } from '../constants';
import { isCardExpired } from './card-expiry';

export { isCardExpired };

/**
 * New card form (cc §5): holder required max 30, number digits only, of a brand the store takes, of
 * that brand's length and Luhn-valid (card-validator decides all three), expiry month
 * 1-12, expiry year from 10 options starting last year, not expired, CVV 3 digits (4 for amex).
 * Dates are read in the runtime's local calendar; pass the 'now' of the shopper's day.
 */
export type CardBrand = 'visa' | 'mc' | 'amex';
export type CardField = 'cardHolder' | 'number' | 'expirationMonth' | 'expirationYear' | 'cvv';
export type CardError =
  | 'required'
  | 'tooLong'
  | 'invalidCharacters'
  | 'unsupportedBrand'
  | 'invalidLength'
  | 'failedChecksum'
  | 'outOfRange'
  | 'expired'
  | 'invalidFormat';
export type CardErrors = Partial<Record<CardField, CardError>>;

export interface CardInput {
  cardHolder: string | null | undefined;
  number: string | null | undefined;
  expirationMonth: number | string | null | undefined;
  expirationYear: number | string | null | undefined;
  cvv: string | null | undefined;
}

/** card-validator's names of the brands the store takes (the sandbox provider's brands). */
const BRAND_OF_TYPE: Readonly<Record<string, CardBrand>> = { visa: 'visa', mastercard: 'mc', 'american-express': 'amex' };

/** The Luhn check digit rule (ISO/IEC 7812), card-validator's implementation. */
export function luhnCheck(digits: string): boolean {
  return /^\d+$/.test(digits) && luhn10(digits);
}

/**
 * The brand card-validator recognises (its card-type tables), when it is one the store takes;
 * null while the digits typed so far fit several brands ('4' may still be Elo or Maestro).
 */
export function cardBrandOf(number: string | null | undefined): CardBrand | null {
  const type = cardValidator.number((number ?? '').trim()).card?.type;
  return type ? (BRAND_OF_TYPE[type] ?? null) : null;
}

export function validateCardholder(input: string | null | undefined): 'required' | 'tooLong' | null {
  const value = (input ?? '').trim();
  if (value === '') return 'required';
  return [...value].length > CARDHOLDER_MAX ? 'tooLong' : null;
}

export function validateCardNumber(input: string | null | undefined): CardError | null {
  const value = (input ?? '').trim();
  if (value === '') return 'required';
  if (!/^\d+$/.test(value)) return 'invalidCharacters';
  // card-validator decides brand, length by brand and the Luhn check digit (issue 11 §16).
  const verdict = cardValidator.number(value);
  const card = verdict.card;
  if (!card) return verdict.isPotentiallyValid ? 'invalidLength' : 'unsupportedBrand';
  if (!BRAND_OF_TYPE[card.type]) return 'unsupportedBrand';
  if (!card.lengths.includes(value.length)) return 'invalidLength';
  return verdict.isValid ? null : 'failedChecksum';
}

function wholeNumber(value: number | string | null | undefined): number | null {
  const text = String(value ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** The 10 years offered, starting from last year (cc §5). */
export function expiryYearOptions(now: Date): number[] {
  const first = now.getFullYear() - 1;
  return Array.from({ length: CARD_EXPIRY_YEAR_OPTIONS }, (_, i) => first + i);
}


/** Three digits, four for American Express; either when the brand is not known yet. */
export function validateCvv(input: string | null | undefined, brand: CardBrand | null): CardError | null {
  const value = (input ?? '').trim();
  if (value === '') return 'required';
  if (!/^\d{3,4}$/.test(value)) return 'invalidFormat';
  if (brand === null) return null;
  const expected = brand === 'amex' ? CVV_LENGTH.amex : CVV_LENGTH.default;
  return value.length === expected ? null : 'invalidLength';
}

/** Expiry month and year; 'expired' goes on the year when the year has passed, else on the month. */
export function validateExpiry(
  monthInput: number | string | null | undefined,
  yearInput: number | string | null | undefined,
  now: Date,
): CardErrors {
  const errors: CardErrors = {};
  const month = wholeNumber(monthInput);
  const year = wholeNumber(yearInput);
  if (String(monthInput ?? '').trim() === '') errors.expirationMonth = 'required';
  else if (month === null || month < 1 || month > 12) errors.expirationMonth = 'outOfRange';
  if (String(yearInput ?? '').trim() === '') errors.expirationYear = 'required';
  else if (year === null || !expiryYearOptions(now).includes(year)) errors.expirationYear = 'outOfRange';
  if (Object.keys(errors).length > 0 || !isCardExpired(month!, year!, now)) return errors;
  if (year! < now.getFullYear()) errors.expirationYear = 'expired';
  else errors.expirationMonth = 'expired';
  return errors;
}

/** Field → error code for the whole new-card form; empty when valid. */
export function validateCard(card: CardInput, now: Date): CardErrors {
  const errors: CardErrors = { ...validateExpiry(card.expirationMonth, card.expirationYear, now) };
  const holder = validateCardholder(card.cardHolder);
  if (holder) errors.cardHolder = holder;
  const number = validateCardNumber(card.number);
  if (number) errors.number = number;
  const cvv = validateCvv(card.cvv, cardBrandOf(card.number));
  if (cvv) errors.cvv = cvv;
  return errors;
}
