import { describe, expect, it } from 'vitest';
import { BILLING_LOCATION_NAME } from '../../../../../contracts/addresses';
import { billingAddressValues, brandOfTyped, cardErrorId, cardFormSchema, compactCardNumber, EMPTY_CARD, INVALID_SHIPPING_FOR_BILLING, MONTHS, type CardFormValues } from '../../../../ui/address-card/card-form';

const NOW = new Date(2026, 10, 21);
const valid: CardFormValues = {
  ...EMPTY_CARD,
  cardHolder: 'Alex Martin',
  number: '4242424242424242',
  expirationMonth: '12',
  expirationYear: '2028',
  cvv: '123',
};

function errorsOf(values: CardFormValues, shippingAddressValid = true): Record<string, string> {
  const result = cardFormSchema({ now: NOW, shippingAddressValid }).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('card form schema (cc §5, from the domain rules)', () => {
  it('accepts a valid card billed to the shipping address', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(errorsOf(EMPTY_CARD)).toEqual({
      cardHolder: 'required',
      number: 'required',
      expirationMonth: 'required',
      expirationYear: 'required',
      cvv: 'required',
    });
  });

  it('holder at most 30 characters', () => {
    expect(errorsOf({ ...valid, cardHolder: 'x'.repeat(30) })).toEqual({});
    expect(errorsOf({ ...valid, cardHolder: 'x'.repeat(31) })).toEqual({ cardHolder: 'tooLong' });
  });

  it('number: digits only (spaces and dashes of grouping are ignored), known brand, Luhn', () => {
    expect(errorsOf({ ...valid, number: '4242 4242-4242 4242' })).toEqual({});
    expect(errorsOf({ ...valid, number: '4242abcd42424242' })).toEqual({ number: 'invalidCharacters' });
    expect(errorsOf({ ...valid, number: '4242424242424241' })).toEqual({ number: 'failedChecksum' });
    expect(errorsOf({ ...valid, number: '6011111111111117' })).toEqual({ number: 'unsupportedBrand' });
  });

  it('month 1 to 12; year among the 10 offered from last year; not expired', () => {
    expect(MONTHS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(errorsOf({ ...valid, expirationMonth: '13' })).toEqual({ expirationMonth: 'outOfRange' });
    expect(errorsOf({ ...valid, expirationYear: '2024' })).toEqual({ expirationYear: 'outOfRange' });
    expect(errorsOf({ ...valid, expirationYear: '2025' })).toEqual({ expirationYear: 'expired' });
    expect(errorsOf({ ...valid, expirationMonth: '10', expirationYear: '2026' })).toEqual({ expirationMonth: 'expired' });
    expect(errorsOf({ ...valid, expirationMonth: '11', expirationYear: '2026' })).toEqual({});
  });

  it('CVV 3 digits, 4 for American Express', () => {
    expect(errorsOf({ ...valid, cvv: '12' })).toEqual({ cvv: 'invalidFormat' });
    expect(errorsOf({ ...valid, cvv: '1234' })).toEqual({ cvv: 'invalidLength' });
    expect(errorsOf({ ...valid, number: '378282246310005', cvv: '1234' })).toEqual({});
    expect(errorsOf({ ...valid, number: '378282246310005', cvv: '123' })).toEqual({ cvv: 'invalidLength' });
  });

  it("'billing same as shipping' needs a valid shipping address", () => {
    expect(errorsOf(valid, false)).toEqual({ billingChoice: INVALID_SHIPPING_FOR_BILLING });
  });

  it('another billing address follows the address rules, without the name field', () => {
    const billing = { street1: '55 King St W', street2: '', city: 'Toronto', province: 'ON', postalCode: 'M5K 1A1' };
    expect(errorsOf({ ...valid, billingChoice: 'new', billing }, false)).toEqual({});
    expect(errorsOf({ ...valid, billingChoice: 'new', billing: { ...billing, city: '', postalCode: 'Z1A 1A1' } })).toEqual({
      'billing.city': 'required',
      'billing.postalCode': 'startsWithForbiddenLetter',
    });
    expect(billingAddressValues({ ...valid, billing }).locationName).toBe(BILLING_LOCATION_NAME);
  });

  it('helpers: compact number, brand of what is typed, message ids', () => {
    expect(compactCardNumber(' 5555-5555 5555 4444 ')).toBe('5555555555554444');
    expect(brandOfTyped('3782 822463 10005')).toBe('amex');
    expect(brandOfTyped('')).toBeNull();
    expect(cardErrorId('cvv', 'invalidLength')).toBe('checkout.card.error.cvv.invalidLength');
  });
});
