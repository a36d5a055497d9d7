import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_LABEL, PROVINCES } from './constants';
import { computeTax, parseProvince, UnknownProvinceError } from './tax';

/** Expected figures worked out by hand: $100.00 of items, $12.99 of shipping. */
const ITEMS = 10000;
const SHIPPING = 1299;
const expected = {
  AB: [{ code: 'GST', label: DEFAULT_TAX_LABEL, rate: 5, itemsAmount: 500, shippingAmount: 65 }], // 64.95
  BC: [
    { code: 'GST', label: 'GST', rate: 5, itemsAmount: 500, shippingAmount: 65 },
    { code: 'PST', label: 'PST', rate: 7, itemsAmount: 700, shippingAmount: 91 }, // 90.93
  ],
  MB: [
    { code: 'GST', label: 'GST', rate: 5, itemsAmount: 500, shippingAmount: 65 },
    { code: 'PST', label: 'RST', rate: 7, itemsAmount: 700, shippingAmount: 91 },
  ],
  NB: [{ code: 'HST', label: DEFAULT_TAX_LABEL, rate: 15, itemsAmount: 1500, shippingAmount: 195 }], // 194.85
  NL: [{ code: 'HST', label: DEFAULT_TAX_LABEL, rate: 15, itemsAmount: 1500, shippingAmount: 195 }],
  NS: [{ code: 'HST', label: DEFAULT_TAX_LABEL, rate: 14, itemsAmount: 1400, shippingAmount: 182 }], // 181.86
  NT: [{ code: 'GST', label: DEFAULT_TAX_LABEL, rate: 5, itemsAmount: 500, shippingAmount: 65 }],
  NU: [{ code: 'GST', label: DEFAULT_TAX_LABEL, rate: 5, itemsAmount: 500, shippingAmount: 65 }],
  ON: [{ code: 'HST', label: DEFAULT_TAX_LABEL, rate: 13, itemsAmount: 1300, shippingAmount: 169 }], // 168.87
  PE: [{ code: 'HST', label: DEFAULT_TAX_LABEL, rate: 15, itemsAmount: 1500, shippingAmount: 195 }],
  QC: [
    { code: 'GST', label: 'GST', rate: 5, itemsAmount: 500, shippingAmount: 65 },
    { code: 'QST', label: 'QST', rate: 9.975, itemsAmount: 998, shippingAmount: 130 }, // 997.5, 129.575
  ],
  SK: [
    { code: 'GST', label: 'GST', rate: 5, itemsAmount: 500, shippingAmount: 65 },
    { code: 'PST', label: 'PST', rate: 6, itemsAmount: 600, shippingAmount: 78 }, // 77.94
  ],
  YT: [{ code: 'GST', label: DEFAULT_TAX_LABEL, rate: 5, itemsAmount: 500, shippingAmount: 65 }],
} as const;

describe('computeTax by province and territory', () => {
  it('has a rate table for every province and territory the store ships to', () => {
    expect(Object.keys(expected).sort()).toEqual([...PROVINCES].sort());
  });

  describe.each(PROVINCES)('%s', (province) => {
    const lines = expected[province];
    const itemsTax = lines.reduce((total, line) => total + line.itemsAmount, 0);
    const shippingTax = lines.reduce((total, line) => total + line.shippingAmount, 0);

    it('taxes a fixed amount of items', () => {
      const tax = computeTax({ province, items: ITEMS, shipping: 0 });
      expect(tax.lines).toEqual(lines.map((line) => ({ ...line, shippingAmount: 0, amount: line.itemsAmount })));
      expect(tax).toMatchObject({ province, itemsTax, shippingTax: 0, total: itemsTax });
    });

    it('taxes shipping', () => {
      const tax = computeTax({ province, items: 0, shipping: SHIPPING });
      expect(tax.lines.map((line) => line.amount)).toEqual(lines.map((line) => line.shippingAmount));
      expect(tax).toMatchObject({ itemsTax: 0, shippingTax, total: shippingTax });
    });

    it('adds the tax on items and the tax on shipping, line by line', () => {
      const tax = computeTax({ province, items: ITEMS, shipping: SHIPPING });
      expect(tax.lines).toEqual(
        lines.map((line) => ({ ...line, amount: line.itemsAmount + line.shippingAmount })),
      );
      expect(tax.total).toBe(itemsTax + shippingTax);
    });
  });
});

describe('computeTax rounding', () => {
  it('rounds each tax line half up to the cent', () => {
    expect(computeTax({ province: 'AB', items: 10, shipping: 0 }).total).toBe(1); // 0.5
    expect(computeTax({ province: 'AB', items: 9, shipping: 0 }).total).toBe(0); // 0.45
    expect(computeTax({ province: 'ON', items: 50, shipping: 0 }).total).toBe(7); // 6.5
    expect(computeTax({ province: 'ON', items: 49, shipping: 0 }).total).toBe(6); // 6.37
  });

  it('rounds GST and QST separately in Quebec (QST is not charged on the GST)', () => {
    // 5 % of 1010 = 50.5 → 51; 9.975 % of 1010 = 100.7475 → 101
    const tax = computeTax({ province: 'QC', items: 1010, shipping: 0 });
    expect(tax.lines.map((line) => line.amount)).toEqual([51, 101]);
    expect(tax.total).toBe(152);
  });

  it('rounds the items tax and the shipping tax separately', () => {
    // 5 % of 10 = 0.5 → 1 on each base, so 2 in all (not 1 on the combined 20)
    const tax = computeTax({ province: 'AB', items: 10, shipping: 10 });
    expect(tax).toMatchObject({ itemsTax: 1, shippingTax: 1, total: 2 });
  });

  it('is 0 on nothing and treats a negative base as nothing', () => {
    expect(computeTax({ province: 'ON', items: 0, shipping: 0 }).total).toBe(0);
    expect(computeTax({ province: 'ON', items: -500, shipping: -100 }).total).toBe(0);
  });
});

describe('parseProvince', () => {
  it('accepts a code in any case with surrounding spaces', () => {
    expect(parseProvince(' on ')).toBe('ON');
    expect(computeTax({ province: 'qc', items: 100, shipping: 0 }).province).toBe('QC');
  });

  it.each(['XX', '', 'Ontario', 'US', 'O N'])('throws UnknownProvinceError for %j', (value) => {
    expect(() => computeTax({ province: value, items: 100, shipping: 0 })).toThrow(UnknownProvinceError);
    try {
      parseProvince(value);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ name: 'UnknownProvinceError', code: 'UNKNOWN_PROVINCE', province: value });
    }
  });
});
