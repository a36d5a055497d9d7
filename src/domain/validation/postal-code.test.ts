import { describe, expect, it } from 'vitest';
import {
  isValidPostalCode,
  normalizePostalCode,
  postalCodeMatchesProvince,
  provinceOfPostalCode,
  validatePostalCode,
} from './postal-code';

describe('validatePostalCode', () => {
  it.each(['K1A 0B1', 'K1A0B1', 'k1a 0b1', 'h3z2y7', ' M5V 3L9 ', 'V6B 4Y8', 'Y1A 6E6'])('accepts %j', (code) => {
    expect(validatePostalCode(code)).toBeNull();
    expect(isValidPostalCode(code)).toBe(true);
  });

  it.each(['', '   ', null, undefined])('requires a value (%j)', (code) => {
    expect(validatePostalCode(code)).toBe('required');
  });

  it.each([
    'K1A 0B',
    'K1A--0B1',
    'K1-A0B1',
    'K 1A0B1',
    'K1A 0B12',
    '1KA 0B1',
    'KKA 0B1',
    'K11 0B1',
    'K1A A0B1',
    'K1A 0BB',
    '12345',
    'K1A_0B1',
    'K1A.0B1',
  ])('refuses the shape %j', (code) => {
    expect(validatePostalCode(code)).toBe('invalidFormat');
  });

  it('refuses the number 1 that autocomplete may set', () => {
    expect(validatePostalCode(1)).toBe('invalidFormat');
  });

  it.each(['D', 'F', 'I', 'O', 'Q', 'U', 'W', 'Z'])('refuses a first letter %s', (letter) => {
    expect(validatePostalCode(`${letter}1A 0B1`)).toBe('startsWithForbiddenLetter');
    expect(validatePostalCode(`${letter.toLowerCase()}1a0b1`)).toBe('startsWithForbiddenLetter');
  });

  it.each(['D', 'F', 'I', 'O', 'Q', 'U'])('refuses %s in the second and third letter positions', (letter) => {
    expect(validatePostalCode(`K1${letter} 0B1`)).toBe('forbiddenLetter');
    expect(validatePostalCode(`K1A 0${letter}1`)).toBe('forbiddenLetter');
  });

  it('accepts W and Z after the first position', () => {
    expect(validatePostalCode('K1W 0Z1')).toBeNull();
  });
});

describe('what shoppers type (issue 11 §17)', () => {
  it.each(['K1A-0B1', 'K1A  0B1', 'K1A\u00a00B1', 'k1a - 0b1', 'K1A\t0B1', 'K1A\u20130B1', 'K1A\u202f0B1', '\u00a0K1A 0B1\u00a0'])('accepts %j as K1A 0B1', (code) => {
    expect(validatePostalCode(code)).toBeNull();
    expect(normalizePostalCode(code)).toBe('K1A 0B1');
  });

  it('keeps the letter rules', () => {
    expect(validatePostalCode('D1A-0B1')).toBe('startsWithForbiddenLetter');
    expect(validatePostalCode('K1A  0O1')).toBe('forbiddenLetter');
  });
});

describe('normalizePostalCode', () => {
  it('uppercases and inserts the space', () => {
    expect(normalizePostalCode('k1a0b1')).toBe('K1A 0B1');
    expect(normalizePostalCode(' k1a 0b1 ')).toBe('K1A 0B1');
    expect(normalizePostalCode('K1A 0B1')).toBe('K1A 0B1');
  });

  it('returns null for invalid codes', () => {
    expect(normalizePostalCode('D1A0B1')).toBeNull();
    expect(normalizePostalCode('K1A')).toBeNull();
    expect(normalizePostalCode('')).toBeNull();
    expect(normalizePostalCode(null)).toBeNull();
  });
});

describe('provinceOfPostalCode', () => {
  it.each([
    ['A1A 1A1', 'NL'],
    ['B3H 1A1', 'NS'],
    ['C1A 1A1', 'PE'],
    ['E1C 1A1', 'NB'],
    ['G1R 1A1', 'QC'],
    ['H3Z 2Y7', 'QC'],
    ['J4B 1A1', 'QC'],
    ['K1A 0B1', 'ON'],
    ['L5B 1A1', 'ON'],
    ['M5V 3L9', 'ON'],
    ['N2L 1A1', 'ON'],
    ['P3E 1A1', 'ON'],
    ['R3C 1A1', 'MB'],
    ['S4P 1A1', 'SK'],
    ['T2P 1A1', 'AB'],
    ['V6B 4Y8', 'BC'],
    ['X1A 2N2', 'NT'],
    ['X0E 0N0', 'NT'],
    ['Y1A 6E6', 'YT'],
  ])('%s is in %s', (code, province) => {
    expect(provinceOfPostalCode(code)).toBe(province);
  });

  it('gives NU for the Nunavut areas X0A, X0B, X0C and NT for a lone X', () => {
    expect(provinceOfPostalCode('x0a 0h0')).toBe('NU');
    expect(provinceOfPostalCode('X0B 0C0')).toBe('NU');
    expect(provinceOfPostalCode('X0C 0A0')).toBe('NU');
    expect(provinceOfPostalCode('X')).toBe('NT');
  });

  it('reads a partly typed code', () => {
    expect(provinceOfPostalCode('h')).toBe('QC');
  });

  it.each(['D1A 0B1', 'W1A 0B1', 'Z1A 0B1', '', null, '1'])('returns null for %j', (code) => {
    expect(provinceOfPostalCode(code)).toBeNull();
  });
});

describe('postalCodeMatchesProvince', () => {
  it('matches by first letter', () => {
    expect(postalCodeMatchesProvince('K1A 0B1', 'ON')).toBe(true);
    expect(postalCodeMatchesProvince('K1A 0B1', 'QC')).toBe(false);
    expect(postalCodeMatchesProvince('', 'ON')).toBe(false);
  });

  it('lets X codes match both territories', () => {
    expect(postalCodeMatchesProvince('X0A 0H0', 'NT')).toBe(true);
    expect(postalCodeMatchesProvince('X1A 2N2', 'NU')).toBe(true);
    expect(postalCodeMatchesProvince('X1A 2N2', 'YT')).toBe(false);
  });
});
