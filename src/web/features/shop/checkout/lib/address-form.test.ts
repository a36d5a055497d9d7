import { describe, expect, it } from 'vitest';
import { addressErrorId, addressFormSchema, EMPTY_ADDRESS, type AddressFormValues } from '../../../../ui/address-card/address-form';

const valid: AddressFormValues = { locationName: 'Home', street1: '123 Maple Street', street2: '', city: 'Ottawa', province: 'ON', postalCode: 'K1S 3W7' };

function errorsOf(values: AddressFormValues): Record<string, string> {
  const result = addressFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('address form schema (cc §5, from the domain rules)', () => {
  it('accepts a complete address', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('pre-selects Home and starts empty otherwise', () => {
    expect(EMPTY_ADDRESS.locationName).toBe('Home');
    expect(errorsOf(EMPTY_ADDRESS)).toEqual({ street1: 'required', city: 'required', province: 'required', postalCode: 'required' });
  });

  it('name is Home, Office or Other', () => {
    expect(errorsOf({ ...valid, locationName: 'Office' })).toEqual({});
    expect(errorsOf({ ...valid, locationName: 'Cottage' })).toEqual({ locationName: 'notAnOption' });
    expect(errorsOf({ ...valid, locationName: '' })).toEqual({ locationName: 'required' });
  });

  it('street 1, street 2 and city are at most 30 characters', () => {
    const long = 'x'.repeat(31);
    expect(errorsOf({ ...valid, street1: `1${'x'.repeat(29)}` })).toEqual({});
    expect(errorsOf({ ...valid, street1: `1${long}` })).toEqual({ street1: 'tooLong' });
    expect(errorsOf({ ...valid, street2: long })).toEqual({ street2: 'tooLong' });
    expect(errorsOf({ ...valid, city: long })).toEqual({ city: 'tooLong' });
  });

  it('a street without a civic number is not an error (it asks for confirmation instead)', () => {
    expect(errorsOf({ ...valid, street1: 'Rue Principale' })).toEqual({});
  });

  it('province comes from the list', () => {
    expect(errorsOf({ ...valid, province: 'QC' })).toEqual({});
    expect(errorsOf({ ...valid, province: 'XX' })).toEqual({ province: 'notAnOption' });
  });

  it('postal code: shape, first letter and letters never used', () => {
    expect(errorsOf({ ...valid, postalCode: 'k1s3w7' })).toEqual({});
    expect(errorsOf({ ...valid, postalCode: '12345' })).toEqual({ postalCode: 'invalidFormat' });
    expect(errorsOf({ ...valid, postalCode: 'D1A 1A1' })).toEqual({ postalCode: 'startsWithForbiddenLetter' });
    expect(errorsOf({ ...valid, postalCode: 'K1O 1A1' })).toEqual({ postalCode: 'forbiddenLetter' });
  });

  it('names the message of a field and code', () => {
    expect(addressErrorId('street1', 'tooLong')).toBe('checkout.address.error.street1.tooLong');
  });
});
