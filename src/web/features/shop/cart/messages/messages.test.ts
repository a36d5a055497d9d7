import { describe, expect, it } from 'vitest';
import { petSpeciesCodes } from '../../../../../contracts/codes';
import { cartNotificationCodes } from '../../../../../contracts/cart';
import { cartErrorCodes } from '../../../../../contracts/codes';
import { cartErrorMessageId } from '../api/cart-errors';
import { ApiError } from '../../../../api/errors';
import { notificationMessageId, type SummaryLineId } from '../lib/cart-view';
import shellEn from '../../../../i18n/en.json';
import en from './en.json';
import fr from './fr.json';

/** Message ids the cart builds at run time (the shell's messages test checks literal ids only). */
const summaryIds: SummaryLineId[] = ['subtotal', 'specialOffers', 'autoOrderClinic', 'coupon', 'rebates', 'beforeTax', 'tax', 'taxUnknown', 'accountCredit', 'total'];
const built = [
  ...cartNotificationCodes.map((code) => notificationMessageId({ code })),
  ...summaryIds.map((id) => `cart.summary.${id}`),
  ...petSpeciesCodes.map((code) => `cart.species.${code}`),
  ...['success', 'warning', 'error', 'info'].map((type) => `cart.notices.${type}`),
  ...['petRequired', 'petNameTooLong'].map((id) => `cart.error.${id}`),
];

describe('cart messages', () => {
  it.each([
    ['en', en],
    ['fr', fr],
  ])('%s has every message the cart builds from a code', (_language, catalog) => {
    expect(built.filter((id) => !(id in catalog))).toEqual([]);
  });

  it('every cart error code the shopper can meet has a sentence', () => {
    const missing = cartErrorCodes.filter((code) => {
      const id = cartErrorMessageId(new ApiError(400, code, code, 'Bad Request'));
      // The quantity rule's sentence is the shell's: AutoOrder pages say it too (issue 24 item 15).
      return id === null || !(id in en || id in shellEn);
    });
    expect(missing).toEqual([]);
  });

  it('the spec\'s sentences are there as written (cc §8)', () => {
    expect(en['cart.error.petRequired']).toBe('Please select or enter Pet Name');
    expect(en['cart.coupon.invalid']).toBe('Please enter a valid Coupon Code');
    expect(en['cart.popup.addPetFirst']).toBe('Please click here to Add a Pet first.');
    expect(en['cart.dropdown.empty']).toBe('No items in cart');
    expect(en['cart.notice.cart.itemAdded']).toBe('Item added to cart');
    expect(en['cart.add.failed']).toBe('Error adding item to cart');
  });
});
