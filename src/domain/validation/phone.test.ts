import { describe, expect, it } from 'vitest';
import { isValidClinicPhone, isValidPhone, normalizePhone, validateClinicPhone, validatePhone } from './phone';

describe('validatePhone', () => {
  it.each([
    '6135551234',
    '613-555-1234',
    '613.555.1234',
    '613 555 1234',
    '(613) 555-1234',
    '(613)555-1234',
    '(613)-555-1234',
    '613-555.1234',
    '+1 613 555 1234',
    '+16135551234',
    '1-613-555-1234',
    '1 (613) 555-1234',
    '16135551234',
    '  613-555-1234  ',
    '212-555-0100',
    '867-555-0164',
  ])('accepts %j', (phone) => {
    expect(validatePhone(phone)).toBeNull();
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each(['', '  ', null, undefined])('requires a value (%j)', (phone) => {
    expect(validatePhone(phone)).toBe('required');
  });

  it.each(['113-555-1234', '013-555-1234', '(113) 555-1234', '+1 013 555 1234', '0135551234'])(
    'refuses area code starting 0 or 1: %j',
    (phone) => {
      expect(validatePhone(phone)).toBe('invalidAreaCode');
    },
  );

  it.each([
    '613-555-123',
    '613-555-12345',
    '613555123',
    '(613 555-1234',
    '613) 555-1234',
    '613--555-1234',
    '613_555_1234',
    '613/555/1234',
    '+2 613 555 1234',
    '2 613 555 1234',
    '+44 20 7946 0958',
    '613-555-1234 ext 5',
    'abc-def-ghij',
    '613-555-12a4',
  ])('refuses the shape %j', (phone) => {
    expect(validatePhone(phone)).toBe('invalidFormat');
  });
});

describe('normalizePhone', () => {
  it.each([
    ['6135551234', '613-555-1234'],
    ['(613) 555.1234', '613-555-1234'],
    ['+1 613 555 1234', '613-555-1234'],
    ['1-819-555-0000', '819-555-0000'],
  ])('%j → %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('returns null for an invalid number', () => {
    expect(normalizePhone('113-555-1234')).toBeNull();
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone(null)).toBeNull();
  });
});

describe('numbers that cannot exist (issue 11 §15)', () => {
  it.each([
    ['613-055-1234', 'exchange starting 0'],
    ['613-155-1234', 'exchange starting 1'],
    ['999-555-1234', 'area code not in service'],
    ['200-000-0000', 'area code not in service'],
    ['211-555-1234', 'N11 area code'],
    ['(911) 555-1234', 'N11 area code'],
    ['555-555-1234', 'area code not in service'],
    ['876-555-1234', 'Jamaica: North American plan, not Canada or the US'],
  ])('refuses %j (%s)', (phone) => {
    expect(validatePhone(phone)).toBe('notInService');
    expect(normalizePhone(phone)).toBeNull();
    expect(validateClinicPhone(phone.replace(/[()\s]/g, '').replace(/^(\d{3})(\d)/, '$1-$2'))).toBe('notInService');
  });
});

describe('clinic phone', () => {
  it.each(['6135551234', '613-555-1234', '613555-1234', '613-5551234', '8195550190'])('accepts %j', (phone) => {
    expect(isValidClinicPhone(phone)).toBe(true);
  });

  it.each([
    '1135551234',
    '0135551234',
    '113-555-1234',
    '(613) 555-1234',
    '613.555.1234',
    '613 555 1234',
    '613-555-123',
    '61355512345',
    '+1-613-555-1234',
    '6-135-551-234',
  ])('refuses %j', (phone) => {
    expect(validateClinicPhone(phone)).toBe('invalidFormat');
  });

  it('requires a value', () => {
    expect(validateClinicPhone('')).toBe('required');
    expect(validateClinicPhone(undefined)).toBe('required');
  });
});
