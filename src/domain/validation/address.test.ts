import { describe, expect, it } from 'vitest';
import { ADDRESS_FIELD_MAX, PROVINCES } from '../constants';
import {
  isAddressName,
  isAddressValid,
  isProvince,
  needsStreetConfirmation,
  streetStartsWithNumber,
  validateAddress,
  type AddressInput,
} from './address';

const valid: AddressInput = {
  locationName: 'Home',
  street1: '123 Rue Principale',
  street2: 'App. 4',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H3Z 2Y7',
};

describe('validateAddress', () => {
  it('returns no errors for a valid address', () => {
    expect(validateAddress(valid)).toEqual({});
    expect(isAddressValid(valid)).toBe(true);
  });

  it('reports every missing required field', () => {
    expect(
      validateAddress({ locationName: '', street1: ' ', street2: undefined, city: null, province: '', postalCode: '' }),
    ).toEqual({
      locationName: 'required',
      street1: 'required',
      city: 'required',
      province: 'required',
      postalCode: 'required',
    });
  });

  it.each(['Home', 'Office', 'Other'])('accepts the name %s', (name) => {
    expect(validateAddress({ ...valid, locationName: name })).toEqual({});
  });

  it.each(['Cottage', 'home', 'Billing Address'])('refuses the name %j', (name) => {
    expect(validateAddress({ ...valid, locationName: name }).locationName).toBe('notAnOption');
  });

  it.each(['street1', 'city'] as const)('%s: allows 30 characters, refuses 31', (field) => {
    expect(validateAddress({ ...valid, [field]: '1'.repeat(ADDRESS_FIELD_MAX) })[field]).toBeUndefined();
    expect(validateAddress({ ...valid, [field]: '1'.repeat(ADDRESS_FIELD_MAX + 1) })[field]).toBe('tooLong');
  });

  it('street 2 is optional, max 30', () => {
    expect(validateAddress({ ...valid, street2: '' })).toEqual({});
    expect(validateAddress({ ...valid, street2: null })).toEqual({});
    expect(validateAddress({ ...valid, street2: 'x'.repeat(ADDRESS_FIELD_MAX) })).toEqual({});
    expect(validateAddress({ ...valid, street2: 'x'.repeat(ADDRESS_FIELD_MAX + 1) })).toEqual({ street2: 'tooLong' });
  });

  it.each([...PROVINCES])('accepts the province %s', (province) => {
    expect(validateAddress({ ...valid, province }).province).toBeUndefined();
  });

  it.each(['Quebec', 'qc', 'XX', 'PQ', 'NF'])('refuses the province %j', (province) => {
    expect(validateAddress({ ...valid, province }).province).toBe('notAnOption');
  });

  it('passes postal code errors through', () => {
    expect(validateAddress({ ...valid, postalCode: 'W1A 0B1' }).postalCode).toBe('startsWithForbiddenLetter');
    expect(validateAddress({ ...valid, postalCode: 'K1A 0O1' }).postalCode).toBe('forbiddenLetter');
    expect(validateAddress({ ...valid, postalCode: 1 }).postalCode).toBe('invalidFormat');
    expect(validateAddress({ ...valid, postalCode: null }).postalCode).toBe('required');
  });

  it('does not make a street without a number an error', () => {
    expect(validateAddress({ ...valid, street1: 'Rue Principale' })).toEqual({});
  });
});

describe('street number', () => {
  it.each(['123 Main St', '12A Rue Principale', ' 4 Elm', '1'])('%j starts with a number', (street) => {
    expect(streetStartsWithNumber(street)).toBe(true);
    expect(needsStreetConfirmation({ street1: street })).toBe(false);
  });

  it.each(['Main St', 'Unit 5, 123 Main', '#12 Elm', 'PO Box 40'])('%j needs confirmation', (street) => {
    expect(streetStartsWithNumber(street)).toBe(false);
    expect(needsStreetConfirmation({ street1: street })).toBe(true);
  });

  it('does not ask for confirmation of a missing or too long street', () => {
    expect(needsStreetConfirmation({ street1: '' })).toBe(false);
    expect(needsStreetConfirmation({ street1: null })).toBe(false);
    expect(needsStreetConfirmation({ street1: 'x'.repeat(ADDRESS_FIELD_MAX + 1) })).toBe(false);
    expect(streetStartsWithNumber(undefined)).toBe(false);
  });
});

describe('guards', () => {
  it('recognise names and provinces', () => {
    expect(isAddressName('Office')).toBe(true);
    expect(isAddressName(null)).toBe(false);
    expect(isProvince('NU')).toBe(true);
    expect(isProvince('')).toBe(false);
  });
});
