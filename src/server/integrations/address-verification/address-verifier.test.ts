import { describe, expect, it } from 'vitest';
import { capitalizeWords, verifyAddressSync } from './address-verifier';

const typed = { street1: '123 main street', street2: '', city: 'ottawa', state: 'QC', zipCode: 'k1a0b1' };

describe('sandbox address verification', () => {
  it('suggests the postal code format, the province of the postal code and capitals', () => {
    const result = verifyAddressSync(typed);
    expect(result.suggestion).toEqual({ street1: '123 Main Street', street2: '', city: 'Ottawa', state: 'ON', zipCode: 'K1A 0B1' });
    expect(result).toMatchObject({ isValid: true, differs: true, streetNeedsConfirmation: false, errors: {} });
  });

  it('does not differ when the address is already normal', () => {
    const result = verifyAddressSync({ street1: '123 Main Street', city: 'Ottawa', state: 'ON', zipCode: 'K1A 0B1' });
    expect(result).toMatchObject({ isValid: true, differs: false });
  });

  it('keeps NT or NU for an X postal code that belongs to it', () => {
    expect(verifyAddressSync({ ...typed, state: 'NU', zipCode: 'X0A 0H0' }).suggestion?.state).toBe('NU');
    expect(verifyAddressSync({ ...typed, state: 'ON', zipCode: 'X1A 1A1' }).suggestion?.state).toBe('NT');
  });

  it('asks to confirm a street without a civic number', () => {
    const result = verifyAddressSync({ ...typed, street1: 'Rural Route 2' });
    expect(result.streetNeedsConfirmation).toBe(true);
    expect(result.isValid).toBe(true);
  });

  it('gives no suggestion for an unreadable postal code, with the field errors', () => {
    const result = verifyAddressSync({ ...typed, zipCode: 'D1A 1A1', city: '' });
    expect(result.suggestion).toBeNull();
    expect(result.differs).toBe(false);
    expect(result.errors).toEqual({ zipCode: 'startsWithForbiddenLetter', city: 'required' });
  });

  it('capitalises one-case words only', () => {
    expect(capitalizeWords('  1850 boulevard SAINT-MARTIN  ouest ')).toBe('1850 Boulevard Saint-Martin Ouest');
    expect(capitalizeWords('10450 82 avenue nw')).toBe('10450 82 Avenue NW');
    expect(capitalizeWords('12 McDonald st')).toBe('12 McDonald St');
  });
});
