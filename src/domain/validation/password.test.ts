import { describe, expect, it } from 'vitest';
import {
  canChangePassword,
  isPasswordStrong,
  nextPasswordChangeAt,
  unmetPasswordRules,
  validatePasswordConfirmation,
} from './password';

describe('unmetPasswordRules', () => {
  it.each(['Abcdef1!', 'Pässwörd9#', 'ÉCOLE-été1', 'Correct Horse 9', 'Aa1!Aa1!Aa1!'])('accepts %j', (password) => {
    expect(unmetPasswordRules(password)).toEqual([]);
    expect(isPasswordStrong(password)).toBe(true);
  });

  it('refuses seven characters and accepts eight', () => {
    expect(unmetPasswordRules('Abcde1!')).toEqual(['tooShort']);
    expect(unmetPasswordRules('Abcdef1!')).toEqual([]);
  });

  it.each([
    ['Abcdefg!', ['missingDigit']],
    ['abcdef1!', ['missingUppercase']],
    ['ABCDEF1!', ['missingLowercase']],
    ['Abcdefg1', ['missingSymbol']],
    ['', ['tooShort', 'missingDigit', 'missingUppercase', 'missingLowercase', 'missingSymbol']],
    ['abc', ['tooShort', 'missingDigit', 'missingUppercase', 'missingSymbol']],
    ['12345678', ['missingUppercase', 'missingLowercase', 'missingSymbol']],
  ])('%j misses %j', (password, rules) => {
    expect(unmetPasswordRules(password)).toEqual(rules);
    expect(isPasswordStrong(password)).toBe(false);
  });

  it('counts a space as a non-alphanumeric character', () => {
    expect(unmetPasswordRules('Abcdef 1')).toEqual([]);
  });
});

describe('validatePasswordConfirmation', () => {
  it('requires the confirmation and an exact match', () => {
    expect(validatePasswordConfirmation('Abcdef1!', '')).toBe('required');
    expect(validatePasswordConfirmation('Abcdef1!', 'abcdef1!')).toBe('mismatch');
    expect(validatePasswordConfirmation('Abcdef1!', 'Abcdef1!')).toBeNull();
  });
});

describe('canChangePassword', () => {
  const changed = new Date('2024-05-01T10:00:00Z');

  it('allows a first change', () => {
    expect(canChangePassword(null, changed)).toBe(true);
    expect(canChangePassword(undefined, changed)).toBe(true);
    expect(nextPasswordChangeAt(null, changed)).toBeNull();
  });

  it('refuses a second change within 24 hours', () => {
    expect(canChangePassword(changed, new Date('2024-05-01T23:59:59Z'))).toBe(false);
    expect(canChangePassword(changed, new Date('2024-05-02T09:59:59.999Z'))).toBe(false);
    expect(nextPasswordChangeAt(changed, new Date('2024-05-01T12:00:00Z'))).toEqual(new Date('2024-05-02T10:00:00Z'));
  });

  it('allows a change from exactly 24 hours on', () => {
    expect(canChangePassword(changed, new Date('2024-05-02T10:00:00Z'))).toBe(true);
    expect(canChangePassword(changed, new Date('2024-06-01T00:00:00Z'))).toBe(true);
    expect(nextPasswordChangeAt(changed, new Date('2024-05-02T10:00:00Z'))).toBeNull();
  });
});
