import fc from 'fast-check';
import { postcodeValidator } from 'postcode-validator';
import { describe, expect, it } from 'vitest';
import { normalizePostalCode, validatePostalCode } from './postal-code';

/**
 * The oracle: postcode-validator's Canadian rule (its letter sets are Canada Post's) on the code
 * written the canonical way. Generated input: six characters drawn mostly from the right kind per
 * position (every letter, forbidden ones included), typed with any case and separator.
 */
const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');
const either = fc.oneof({ arbitrary: letter, weight: 1 }, { arbitrary: digit, weight: 1 });
const slot = (kind: fc.Arbitrary<string>) => fc.oneof({ arbitrary: kind, weight: 9 }, { arbitrary: either, weight: 1 });
const code = fc.tuple(slot(letter), slot(digit), slot(letter), slot(digit), slot(letter), slot(digit)).map((c) => c.join(''));
/** What a shopper may put between the halves: nothing, spaces, no-break and thin spaces, a dash. */
const between = fc.constantFrom('', ' ', '  ', '\u00a0', '\u202f', '\t', '-', ' - ', '\u2013', '-\u00a0');
const blank = fc.constantFrom('', ' ', '\u00a0');
const typed = fc
  .record({ code, between, before: blank, after: blank, lower: fc.boolean() })
  .map((t) => ({ code: t.code, text: `${t.before}${t.code.slice(0, 3)}${t.between}${t.code.slice(3)}${t.after}`[t.lower ? 'toLowerCase' : 'toString']() }));

describe('postal code rule against postcode-validator (generated input)', () => {
  it('accepts exactly the codes the library accepts, however they are typed, and writes them A1A 1A1', () => {
    fc.assert(
      fc.property(typed, ({ code: canonical, text }) => {
        const expected = postcodeValidator(`${canonical.slice(0, 3)} ${canonical.slice(3)}`, 'CA');
        expect(validatePostalCode(text) === null).toBe(expected);
        expect(normalizePostalCode(text)).toBe(expected ? `${canonical.slice(0, 3)} ${canonical.slice(3)}` : null);
      }),
      { numRuns: 20_000 },
    );
  });

  it('whatever the text, an accepted code is one the library accepts once written canonically', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const normal = normalizePostalCode(text);
        if (normal !== null) expect(postcodeValidator(normal, 'CA')).toBe(true);
      }),
    );
  });
});
