import type { CardBrandCode, TokenizeErrorCode } from '../../../contracts/payment-methods';
import { cardBrandOf, isCardExpired, validateCardNumber, validateCvv } from '../../../domain/validation/card';

/**
 * The sandbox payment provider's card checks (DESIGN §4): what a real provider's tokenization
 * endpoint does before it issues a token. Pure; the number never leaves this function.
 *
 * Documented test numbers (any future expiry; CVD 3 digits, 4 for amex):
 * - 4242424242424242 (visa), 5555555555554444 (mc), 378282246310005 (amex): approve;
 * - 4000000000000002 (visa): tokenizes, then every authorisation is declined ('card declined');
 * - 4000000000000069 (visa): refused as expired (402 expired_card);
 * - 4000000000000127 (visa): refused for its CVC (402 incorrect_cvc).
 * Any other valid number approves.
 */
export const SANDBOX_TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  declined: '4000000000000002',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
} as const;

export type CardOutcome = 'approve' | 'decline';

export interface CheckedCard {
  ok: true;
  brand: CardBrandCode;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: CardOutcome;
}

export interface RefusedCard {
  ok: false;
  status: 400 | 402;
  code: TokenizeErrorCode;
  message: string;
}

const MESSAGES: Record<TokenizeErrorCode, string> = {
  invalid_number: 'The card number is not valid.',
  invalid_expiry: 'The expiry date is not valid.',
  invalid_cvd: 'The security code is not valid.',
  expired_card: 'The card has expired.',
  incorrect_cvc: 'The security code is incorrect.',
};

const refuse = (status: 400 | 402, code: TokenizeErrorCode): RefusedCard => ({ ok: false, status, code, message: MESSAGES[code] });

function wholeNumber(value: number | string): number | null {
  const text = String(value).trim();
  return /^\d{1,4}$/.test(text) ? Number(text) : null;
}

/** Two-digit years are read as 20xx, as card faces print them. */
function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

export function checkCard(
  input: { number: string; expiryMonth: number | string; expiryYear: number | string; cvd: string },
  now: Date,
): CheckedCard | RefusedCard {
  const number = input.number.replace(/[\s-]/g, '');
  if (validateCardNumber(number) !== null) return refuse(400, 'invalid_number');
  const brand = cardBrandOf(number)!;
  const month = wholeNumber(input.expiryMonth);
  const rawYear = wholeNumber(input.expiryYear);
  if (month === null || month < 1 || month > 12 || rawYear === null) return refuse(400, 'invalid_expiry');
  const year = fullYear(rawYear);
  if (year > now.getFullYear() + 20) return refuse(400, 'invalid_expiry');
  if (validateCvv(input.cvd, brand) !== null) return refuse(400, 'invalid_cvd');
  if (number === SANDBOX_TEST_CARDS.expired || isCardExpired(month, year, now)) return refuse(402, 'expired_card');
  if (number === SANDBOX_TEST_CARDS.incorrectCvc) return refuse(402, 'incorrect_cvc');
  return {
    ok: true,
    brand,
    last4: number.slice(-4),
    expMonth: month,
    expYear: year,
    outcome: number === SANDBOX_TEST_CARDS.declined ? 'decline' : 'approve',
  };
}
