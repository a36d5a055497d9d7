import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrandOf, validateCardNumber } from './card';
import { cardNumber, library } from './card-test-generators';

describe('card rule against card-validator (generated numbers)', () => {
  it('accepts exactly what card-validator accepts for Visa, Mastercard and Amex, with its brand', () => {
    fc.assert(
      fc.property(cardNumber, (number) => {
        const expected = library(number);
        expect(validateCardNumber(number) === null).toBe(expected.valid);
        if (expected.valid) expect(cardBrandOf(number)).toBe(expected.brand);
      }),
      { numRuns: 20_000 },
    );
  });
});
