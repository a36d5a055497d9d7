import { describe, expect, it } from 'vitest';
import { checkoutNotificationCodes } from '../../../../../contracts/checkout';
import { tokenizeErrorCodes } from '../../../../../contracts/payment-methods';
import { autoOrderFrequencyOptions } from '../../../../../domain/auto-order-frequency';
import { PROVINCES } from '../../../../../domain/constants';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import shellEn from '../../../../i18n/en.json';
import shellFr from '../../../../i18n/fr.json';
import { ADDRESS_NAME_OPTIONS, addressErrorId } from '../../../../ui/address-card/address-form';
import { cardErrorId } from '../../../../ui/address-card/card-form';

/** The message ids the checkout builds at run time (the shared messages test checks only literal ids). */
const ids = [
  ...PROVINCES.map((province) => `checkout.province.${province}`),
  ...autoOrderFrequencyOptions().map((option) => `checkout.${option.messageKey}`),
  ...checkoutNotificationCodes.map((code) => `checkout.notice.${code}`),
  ...tokenizeErrorCodes.map((code) => `checkout.card.provider.${code}`),
  ...(['visa', 'mc', 'amex'] as const).map((brand) => `checkout.card.brand.${brand}`),
  ...(['yes', 'no'] as const).map((value) => `checkout.autoOrder.${value}`),
  addressErrorId('locationName', 'required'),
  addressErrorId('locationName', 'notAnOption'),
  ...(['street1', 'city'] as const).flatMap((field) => [addressErrorId(field, 'required'), addressErrorId(field, 'tooLong')]),
  addressErrorId('street2', 'tooLong'),
  addressErrorId('province', 'required'),
  addressErrorId('province', 'notAnOption'),
  ...(['required', 'invalidFormat', 'startsWithForbiddenLetter', 'forbiddenLetter'] as const).map((code) => addressErrorId('postalCode', code)),
  cardErrorId('cardHolder', 'required'),
  cardErrorId('cardHolder', 'tooLong'),
  ...['required', 'invalidCharacters', 'unsupportedBrand', 'invalidLength', 'failedChecksum'].map((code) => cardErrorId('number', code)),
  ...['required', 'outOfRange', 'expired'].flatMap((code) => [cardErrorId('expirationMonth', code), cardErrorId('expirationYear', code)]),
  ...['required', 'invalidFormat', 'invalidLength'].map((code) => cardErrorId('cvv', code)),
];

describe('checkout messages built at run time', () => {
  it("says the address names with the shell's messages, loaded on every page that shows an address (an order's page too)", () => {
    for (const catalog of [shellEn, shellFr] as Record<string, string>[]) {
      expect(ADDRESS_NAME_OPTIONS.filter((name) => !(`ui.addressName.${name}` in catalog))).toEqual([]);
    }
  });

  it.each([
    ['en', en as Record<string, string>],
    ['fr', fr as Record<string, string>],
  ])('exist in %s', (_, catalog) => {
    expect(ids.filter((id) => !(id in catalog))).toEqual([]);
  });

  it('the frequency labels of 37 to 40 weeks use the texts of 33 to 36 (cc §9)', () => {
    const options = autoOrderFrequencyOptions();
    for (let weeks = 37; weeks <= 40; weeks += 1) {
      expect(options[weeks - 1]?.messageKey).toBe(options[weeks - 5]?.messageKey);
    }
    expect(options[39]?.values).toEqual({ weeks: 40, months: 10 });
  });
});

describe("the spec's ungrammatical sentences, in correct English (issue 11 item 18, docs/decisions/029-shopper-fixes.md)", () => {
  it('says what to do in whole sentences', () => {
    expect(en['checkout.error.correctErrors']).toBe('Please correct the errors and try again.');
    expect(en['checkout.error.autoOrderRequired']).toBe('Please answer Yes or No to AutoOrder before placing your order.');
    expect(Object.values(en)).not.toContain('Please correct errors try again.');
    expect(Object.values(en)).not.toContain('Please choose option before order.');
  });
});
