import cardValidator from 'card-validator';
import fc from 'fast-check';

/** Test input for the card rules: generated numbers and card-validator's verdict on them. */
const SUPPORTED: Record<string, string> = { visa: 'visa', mastercard: 'mc', 'american-express': 'amex' };

/** The oracle: card-validator's verdict, limited to the brands the store takes. */
export function library(number: string): { valid: boolean; brand: string | null } {
  const verdict = cardValidator.number(number);
  const brand = verdict.card ? (SUPPORTED[verdict.card.type] ?? null) : null;
  return { valid: verdict.isValid && brand !== null, brand };
}

/** Appends the digit that makes the number pass Luhn, so half the cases reach the length rules. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d += 1) {
    const candidate = `${body}${d}`;
    let sum = 0;
    for (let i = 0; i < candidate.length; i += 1) {
      let x = Number(candidate[candidate.length - 1 - i]);
      if (i % 2 === 1) x = x * 2 > 9 ? x * 2 - 9 : x * 2;
      sum += x;
    }
    if (sum % 10 === 0) return candidate;
  }
  return body;
}

const digit = fc.constantFrom(...'0123456789');
/** Brand-like prefixes (Visa, Mastercard both ranges, Amex, Discover, Elo, JCB), then 8 to 19 digits. */
const prefix = fc.constantFrom('4', '51', '55', '2221', '2720', '34', '37', '6011', '401178', '3528', '');
export const cardNumber = fc
  .tuple(prefix, fc.array(digit, { minLength: 6, maxLength: 19 }), fc.boolean())
  .map(([p, rest, luhn]) => {
    const body = `${p}${rest.join('')}`.slice(0, 19);
    return luhn ? withCheckDigit(body.slice(0, -1)) : body;
  });

