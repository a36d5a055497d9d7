import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY_DEFAULT } from './constants';
import {
  cartQuantityOptions,
  isQuantityAllowed,
  isQuantitySelectorDisabled,
  maxCartQuantity,
  maxProductPageQuantity,
  parseQuantity,
  productPageQuantityOptions,
  quantityOptions,
} from './quantity';

const D = MAX_QUANTITY_DEFAULT;
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('product page options', () => {
  it('uses maxQuantityRestrictionPerOrder when above 0', () => {
    expect(productPageQuantityOptions(1, D)).toEqual([1]);
    expect(productPageQuantityOptions(6, D)).toEqual(oneTo(6));
    expect(productPageQuantityOptions(100, D)).toEqual(oneTo(100));
  });

  it.each([0, -1, null, undefined, Number.NaN])('falls back to 25 for %s', (max) => {
    expect(maxProductPageQuantity(max, D)).toBe(25);
    expect(productPageQuantityOptions(max, D)).toEqual(oneTo(25));
  });
});

describe('cart options', () => {
  it('offers 1 to 25 by default', () => {
    expect(cartQuantityOptions({}, D)).toEqual(oneTo(25));
    expect(maxCartQuantity({ isApprovalRequired: false, savedPrescriptionQuantity: 3 }, D)).toBe(25);
  });

  it('is limited to the prescription quantity when approval is required', () => {
    expect(cartQuantityOptions({ isApprovalRequired: true, savedPrescriptionQuantity: 3 }, D)).toEqual([1, 2, 3]);
    expect(maxCartQuantity({ isApprovalRequired: true, savedPrescriptionQuantity: 1 }, D)).toBe(1);
    expect(maxCartQuantity({ isApprovalRequired: true, savedPrescriptionQuantity: 40 }, D)).toBe(40);
  });

  it('ignores a prescription quantity of 0 or none', () => {
    expect(maxCartQuantity({ isApprovalRequired: true, savedPrescriptionQuantity: 0 }, D)).toBe(25);
    expect(maxCartQuantity({ isApprovalRequired: true, savedPrescriptionQuantity: null }, D)).toBe(25);
    expect(maxCartQuantity({ isApprovalRequired: true }, D)).toBe(25);
  });
});

describe('the clinic\'s maximum quantity per order (issue 25 policy)', () => {
  it('replaces 25 where no product restriction or prescription says otherwise', () => {
    expect(maxProductPageQuantity(null, 40)).toBe(40);
    expect(maxProductPageQuantity(6, 40)).toBe(6);
    expect(maxCartQuantity({}, 3)).toBe(3);
    expect(maxCartQuantity({ isApprovalRequired: true, savedPrescriptionQuantity: 8 }, 3)).toBe(8);
  });
});

describe('isQuantitySelectorDisabled', () => {
  it('is disabled only for bulk prescription items', () => {
    expect(isQuantitySelectorDisabled({ isBulkItem: true, isPrescriptionProduct: true })).toBe(true);
    expect(isQuantitySelectorDisabled({ isBulkItem: true, isPrescriptionProduct: false })).toBe(false);
    expect(isQuantitySelectorDisabled({ isBulkItem: false, isPrescriptionProduct: true })).toBe(false);
    expect(isQuantitySelectorDisabled({})).toBe(false);
  });
});

describe('isQuantityAllowed', () => {
  it.each([
    [1, 25, true],
    [25, 25, true],
    [26, 25, false],
    [0, 25, false],
    [-1, 25, false],
    [2.5, 25, false],
    [Number.NaN, 25, false],
    [3, 3, true],
    [4, 3, false],
  ])('%s of max %s → %s', (quantity, max, allowed) => {
    expect(isQuantityAllowed(quantity, max)).toBe(allowed);
  });
});

describe('quantityOptions', () => {
  it('lists 1..max and nothing for 0', () => {
    expect(quantityOptions(3)).toEqual([1, 2, 3]);
    expect(quantityOptions(0)).toEqual([]);
  });
});

describe('parseQuantity: a typed quantity, never clamped (issue 24 item 15)', () => {
  it.each([
    ['1', 1],
    [' 25 ', 25],
    ['007', 7],
  ])('%j is %i', (typed, quantity) => {
    expect(parseQuantity(typed, MAX_QUANTITY_DEFAULT)).toBe(quantity);
  });

  it.each(['', ' ', '0', '26', '30', '1.5', '-1', 'abc', '1e1'])('refuses %j', (typed) => {
    expect(parseQuantity(typed, MAX_QUANTITY_DEFAULT)).toBeNull();
  });
});
