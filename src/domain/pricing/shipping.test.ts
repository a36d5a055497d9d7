import { describe, expect, it } from 'vitest';
import { shippingTotals } from './shipping';

describe('shippingTotals', () => {
  it('is 0 without delivery options', () => {
    expect(shippingTotals([])).toEqual({ shipping: 0, shippingDiscount: 0 });
  });

  it('adds the prices of every group and their free-shipping discounts', () => {
    expect(
      shippingTotals([
        { groupNumber: 1, price: 1299, isFree: false, freeShippingDiscount: 0 },
        { groupNumber: 2, price: 899, isFree: false, freeShippingDiscount: 500 },
      ]),
    ).toEqual({ shipping: 2198, shippingDiscount: 500 });
  });

  it('waives the whole price of a free option', () => {
    expect(shippingTotals([{ groupNumber: 1, price: 1299, isFree: true, freeShippingDiscount: 0 }])).toEqual({
      shipping: 1299,
      shippingDiscount: 1299,
    });
  });

  it('never waives more than the price', () => {
    expect(shippingTotals([{ groupNumber: 1, price: 899, isFree: false, freeShippingDiscount: 1500 }])).toEqual({
      shipping: 899,
      shippingDiscount: 899,
    });
  });

  it('treats negative amounts in the data as 0', () => {
    expect(shippingTotals([{ groupNumber: 1, price: -100, isFree: false, freeShippingDiscount: -50 }])).toEqual({
      shipping: 0,
      shippingDiscount: 0,
    });
  });

  it('costs nothing for a pick-up option at 0', () => {
    expect(shippingTotals([{ groupNumber: 1, price: 0, isFree: false, freeShippingDiscount: 0 }])).toEqual({
      shipping: 0,
      shippingDiscount: 0,
    });
  });
});
