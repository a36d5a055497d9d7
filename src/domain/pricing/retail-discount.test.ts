import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atRetailDiscount, retailDiscounted } from './retail-discount';
import { priceCart } from './price-cart';
import { cart, group, line, price, promo } from './test-helpers';

const cents = fc.integer({ min: 0, max: 10_000_000 });
const percent = fc.integer({ min: 0, max: 70 });

describe('retailDiscounted: a clinic retail discount on one price', () => {
  it('takes the percent per unit, rounded half up to the cent', () => {
    expect(retailDiscounted(1000, 10)).toBe(900);
    expect(retailDiscounted(1005, 10)).toBe(904); // 100.5 ¢ off rounds up to 101 ¢
    expect(retailDiscounted(999, 10)).toBe(899);
    expect(retailDiscounted(1, 70)).toBe(0); // 0.7 ¢ off rounds to 1 ¢
    expect(retailDiscounted(4999, 70)).toBe(1500);
  });

  it('never goes negative nor above the price; 0 % changes nothing', () => {
    fc.assert(fc.property(cents, percent, (c, p) => {
      const d = retailDiscounted(c, p);
      expect(Number.isInteger(d)).toBe(true);
      expect(d).toBeGreaterThanOrEqual(0);
      expect(d).toBeLessThanOrEqual(c);
      expect(retailDiscounted(c, 0)).toBe(c);
    }), { numRuns: 5000 });
  });

  it('is monotone: a higher price or a smaller percent never costs less', () => {
    fc.assert(fc.property(cents, cents, percent, percent, (a, b, p, q) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      const [small, big] = p <= q ? [p, q] : [q, p];
      expect(retailDiscounted(lo, p)).toBeLessThanOrEqual(retailDiscounted(hi, p));
      expect(retailDiscounted(a, big)).toBeLessThanOrEqual(retailDiscounted(a, small));
    }), { numRuns: 5000 });
  });

  it('holds a stored percent outside 0–70 to the range', () => {
    expect(retailDiscounted(1000, -5)).toBe(1000);
    expect(retailDiscounted(1000, 95)).toBe(300);
    expect(retailDiscounted(1000, Number.NaN)).toBe(1000);
  });
});

describe('atRetailDiscount: the product prices a clinic client pays', () => {
  it('lowers the selling and AutoOrder prices; the regular price and the Rx fee stay', () => {
    const p = price({ unitPrice: 2000, regularUnitPrice: 2500, autoOrderUnitPrice: 1900, rxFee: 300, isBulkItem: true });
    expect(atRetailDiscount(p, 10)).toEqual({ ...p, unitPrice: 1800, autoOrderUnitPrice: 1710 });
  });

  it('keeps "no AutoOrder price" (0) and returns the very same prices at 0 %', () => {
    const p = price({ unitPrice: 2000, autoOrderUnitPrice: 0 });
    expect(atRetailDiscount(p, 10).autoOrderUnitPrice).toBe(0);
    expect(atRetailDiscount(p, 0)).toBe(p);
  });
});

describe('the retail discount with offers, AutoOrder and coupons: money moves once, on the lowered price', () => {
  it('a percentage offer, the AutoOrder percent, a percent coupon and the tax all work on the clinic price', () => {
    const at10 = atRetailDiscount(price({ unitPrice: 2000, regularUnitPrice: 2000, autoOrderDiscountPercentage: 5, autoOrderDiscountClinicPercentage: 5 }), 10);
    const priced = priceCart(cart({
      lines: [{ ...line({ id: 1, quantity: 2, isSubscription: true }), price: at10 }],
      promotions: [promo({ specialOfferId: 9, isPercentageDiscount: true, discountPercent: 20, promoProductGroups: [group([101])] })],
      coupon: { code: 'TEN', discount: { kind: 'percent', percent: 10 }, minimumSubtotal: 0, autoOrderOnly: false, notForAutoOrder: false },
      isao: true,
      province: 'ON',
    }));
    // $18.00 × 2 = $36.00; the store's $40.00 is the retail subtotal, the $4.00 between is the clinic's saving.
    expect(priced.itemRetailSubtotal).toBe(4000);
    expect(priced.itemSubtotalBeforeDiscounts).toBe(3600);
    expect(priced.totalRetailDiscount).toBe(400);
    // AutoOrder 5 % (180) then the offer's 20 % (720), each of the $36.00 line (decisions 010, 012).
    expect(priced.lines[0]).toMatchObject({ unitPrice: 1800, autoOrderDiscountClinic: 180, specialOfferDiscount: 720, netExtPrice: 2700 });
    expect(priced.couponDiscount).toBe(270);
    expect(priced.itemSubtotal).toBe(2430);
    expect(priced.totalTax).toBe(Math.round(2430 * 0.13));
  });
});
