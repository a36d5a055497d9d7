import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, NAME_MAX, PET_NAME_MAX } from '../constants';
import { emailsMatch, isValidEmail, normalizeEmail, normalizePersonName, validateEmail, validatePersonName, validatePetName } from './person';

describe('validatePersonName', () => {
  it.each([
    'Jean-François',
    'Zoë',
    'Hélène',
    'Ève-Marie',
    'Léa Côté',
    'Noël',
    'Cœur',
    'Ça Ira',
    'Smith',
    'van der Berg',
    ' Anne ',
    'Jose\u0301', // decomposed accent
    // issue 24 item 9: common Quebec and Irish surnames, straight and typographic apostrophes
    "O'Brien",
    'D’Amours',
    "L'Heureux",
    "Marie-Ève D'Aoust",
  ])('accepts %j', (name) => {
    expect(validatePersonName(name)).toBeNull();
  });

  it.each(['', '   ', null, undefined])('requires a value (%j)', (name) => {
    expect(validatePersonName(name)).toBe('required');
  });

  it.each(['Jean2', '3', "'", "''-", 'Anne.', 'O"Brien', 'O`Brien', 'Marie_Claire', 'Jean, Paul', 'Anne@', '-', ' - - ', 'Tab\tName'])(
    'refuses %j',
    (name) => {
      expect(validatePersonName(name)).toBe('invalidCharacters');
    },
  );

  it('allows exactly the maximum length and refuses one more', () => {
    expect(validatePersonName('a'.repeat(NAME_MAX))).toBeNull();
    expect(validatePersonName('é'.repeat(NAME_MAX))).toBeNull();
    expect(validatePersonName('a'.repeat(NAME_MAX + 1))).toBe('tooLong');
  });

  it('measures after trimming', () => {
    expect(validatePersonName(`  ${'a'.repeat(NAME_MAX)}  `)).toBeNull();
  });
});

describe('normalizePersonName', () => {
  it('stores one spelling: the straight apostrophe, NFC, trimmed, single spaces', () => {
    expect(normalizePersonName('  L’Heureux ')).toBe("L'Heureux");
    expect(normalizePersonName("D'Amours")).toBe("D'Amours");
    expect(normalizePersonName('Marie   Ève')).toBe('Marie Ève');
    expect(normalizePersonName('Jose\u0301')).toBe('José');
  });
});

describe('validateEmail', () => {
  it.each([
    'jean@example.ca',
    'jean.francois@example.qc.ca',
    'first+tag@sub.example.com',
    "o'brien@example.ie",
    'UPPER@EXAMPLE.CA',
    ' spaced@example.ca ',
    'a@b-c.io',
  ])('accepts %j', (email) => {
    expect(validateEmail(email)).toBeNull();
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', ' ', null, undefined])('requires a value (%j)', (email) => {
    expect(validateEmail(email)).toBe('required');
  });

  it.each([
    'plain',
    '@example.ca',
    'jean@',
    'jean@example',
    'jean@example.c',
    'jean@@example.ca',
    'jean@exa mple.ca',
    'je an@example.ca',
    '.jean@example.ca',
    'jean.@example.ca',
    'je..an@example.ca',
    'jean@-example.ca',
    'jean@example-.ca',
    'jean@example..ca',
    'jean@example.ca.',
    'jean@example.c4',
  ])('refuses %j', (email) => {
    expect(validateEmail(email)).toBe('invalidFormat');
  });

  it('allows exactly the maximum length and refuses one more', () => {
    const domain = '@example.ca';
    expect(validateEmail('a'.repeat(EMAIL_MAX - domain.length) + domain)).toBeNull();
    expect(validateEmail('a'.repeat(EMAIL_MAX - domain.length + 1) + domain)).toBe('tooLong');
  });

  it('normalizes and compares with the confirmation', () => {
    expect(normalizeEmail(' Jean@Example.CA ')).toBe('jean@example.ca');
    expect(emailsMatch('Jean@Example.ca', 'jean@example.ca ')).toBe(true);
    expect(emailsMatch('jean@example.ca', 'jeanne@example.ca')).toBe(false);
  });
});

describe('validatePetName', () => {
  it('accepts any characters within the limit', () => {
    expect(validatePetName('Mr. Whiskers 2')).toBeNull();
    expect(validatePetName("Rex's Bone")).toBeNull();
    expect(validatePetName('x'.repeat(PET_NAME_MAX))).toBeNull();
  });

  it('requires a value and limits the length', () => {
    expect(validatePetName('')).toBe('required');
    expect(validatePetName('  ')).toBe('required');
    expect(validatePetName(null)).toBe('required');
    expect(validatePetName('x'.repeat(PET_NAME_MAX + 1))).toBe('tooLong');
  });
});
