import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { northAmericanMetadata } from '../../../scripts/phone-metadata-source';
import { normalizeClinicPhone, normalizePhone, PHONE_COUNTRIES, validateClinicPhone, validatePhone } from './phone';
import { PHONE_METADATA } from './phone-metadata';

/** The oracle: libphonenumber-js with its whole metadata (not our cut of it). */
function libraryReading(digits: string): string | null {
  const parsed = parsePhoneNumberFromString(digits, 'CA');
  if (!parsed?.isValid() || !(PHONE_COUNTRIES as readonly string[]).includes(parsed.country ?? '')) return null;
  const n = parsed.nationalNumber;
  return `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`;
}

const digit = fc.constantFrom(...'0123456789');
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''));
/** Area codes mostly 2-9 (where the interesting cases are), exchanges any. */
const tenDigits = fc.tuple(fc.constantFrom(...'23456789'), digits(9)).map(([a, b]) => a + b);
const sep = fc.constantFrom('', ' ', '-', '.');
/** Ten digits written in any of the spec's shapes (rr §5). */
const typed = fc
  .record({ d: tenDigits, prefix: fc.constantFrom('', '1', '+1', '1 ', '+1 ', '1-'), parens: fc.boolean(), s1: sep, s2: sep })
  .map(({ d, prefix, parens, s1, s2 }) => ({
    d,
    text: `${prefix}${parens ? `(${d.slice(0, 3)})` : d.slice(0, 3)}${s1}${d.slice(3, 6)}${s2}${d.slice(6)}`,
  }));

describe('phone rule against libphonenumber-js (generated numbers)', () => {
  it('accepts exactly the numbers the library says exist in Canada or the US, and writes them alike', () => {
    fc.assert(
      fc.property(typed, ({ d, text }) => {
        const expected = libraryReading(d);
        expect(validatePhone(text) === null).toBe(expected !== null);
        expect(normalizePhone(text)).toBe(expected);
      }),
      { numRuns: 20_000 },
    );
  });

  it('the new-clinic phone agrees too', () => {
    fc.assert(
      fc.property(tenDigits, fc.boolean(), (d, dashes) => {
        const text = dashes ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : d;
        const expected = libraryReading(d);
        expect(validateClinicPhone(text) === null).toBe(expected !== null);
        expect(normalizeClinicPhone(text)).toBe(expected);
      }),
      { numRuns: 5_000 },
    );
  });

  it('never accepts text outside the shape, whatever it is', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        if (validatePhone(text) === null) expect(text.replace(/\D/g, '').length).toBeGreaterThanOrEqual(10);
      }),
    );
  });
});

describe('phone-metadata.ts', () => {
  it('is the installed libphonenumber-js metadata cut to Canada and the US (run scripts/phone-metadata.ts when this fails)', () => {
    expect(JSON.parse(JSON.stringify(PHONE_METADATA))).toEqual(northAmericanMetadata());
  });
});
