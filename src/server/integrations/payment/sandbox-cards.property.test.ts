import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardNumber, library } from '../../../domain/validation/card-test-generators';
import { checkCard } from './sandbox-cards';

const future = { expiryMonth: 12, expiryYear: 2031 };
const now = new Date('2026-06-15T12:00:00Z');

describe('sandbox provider against card-validator (generated numbers)', () => {
  it('refuses exactly the numbers the page refuses (the domain rule, card-validator)', () => {
    fc.assert(
      fc.property(cardNumber, (number) => {
        const expected = library(number);
        const cvd = expected.brand === 'amex' ? '1234' : '123';
        const checked = checkCard({ ...future, number, cvd }, now);
        expect(checked.ok || checked.code !== 'invalid_number').toBe(expected.valid);
        if (checked.ok) expect(checked.brand).toBe(expected.brand);
      }),
      { numRuns: 5_000 },
    );
  });
});
