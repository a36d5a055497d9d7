import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollarsOf, missingColumns, parseDollars, parseFeedRow, parseFlag, FEED_COLUMNS, type FeedCells } from './feed-row';
import { GOOD_ROW, REFERENCE } from './test-helpers';

describe('feed prices', () => {
  it('reads dollars with a dot and up to two decimals as cents', () => {
    expect(parseDollars('12')).toBe(1200);
    expect(parseDollars('12.5')).toBe(1250);
    expect(parseDollars(' 0.07 ')).toBe(7);
    for (const bad of ['', '12,50', '$12', '-1', '1.234', '1e3', 'abc', '12.']) expect(parseDollars(bad)).toBeNull();
  });

  it('round-trips any price it writes back to the same cents', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999_999 }), (cents) => parseDollars(dollarsOf(cents)) === cents));
  });

  it('reads any price string it accepts as the cents its digits say', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 0, max: 99 }), fc.boolean(), (whole, cents, twoDigits) => {
      const text = twoDigits ? `${whole}.${String(cents).padStart(2, '0')}` : `${whole}.${cents % 10}`;
      const expected = whole * 100 + (twoDigits ? cents : (cents % 10) * 10);
      return parseDollars(text) === expected && parseDollars(dollarsOf(expected)) === expected;
    }));
  });
});

describe('feed flags and header', () => {
  it('reads yes/no words in both languages, empty as no, anything else as unknown', () => {
    expect(['yes', 'Oui', 'TRUE', '1'].map(parseFlag)).toEqual([true, true, true, true]);
    expect(['no', 'NON', 'false', '0', ''].map(parseFlag)).toEqual([false, false, false, false, false]);
    expect(parseFlag('maybe')).toBeNull();
  });

  it('names the required columns a header lacks, whatever their case', () => {
    expect(missingColumns(FEED_COLUMNS.map((c) => c.toUpperCase()))).toEqual([]);
    expect(missingColumns(['family_key', 'name_en'])).toContain('sku');
    expect(missingColumns(FEED_COLUMNS.filter((c) => c !== 'image' && c !== 'rx'))).toEqual([]);
  });
});

describe('a feed row', () => {
  it('becomes a typed product with normalised categories and sorted properties', () => {
    const result = parseFeedRow(2, GOOD_ROW, REFERENCE);
    expect(result).toMatchObject({ ok: true, product: {
      sku: 'ACME-1', manufacturerId: 1, categories: ['dogs/food/dry-food'], properties: ['brand=acme', 'lifestage=adult'],
      unitPriceCents: 1250, regularPriceCents: 1499, autoOrderPriceCents: 1188, rxFeeCents: 0, inStock: true, madeInCanada: true, rx: false,
    } });
  });

  it('defaults the regular and AutoOrder prices to the unit price', () => {
    const result = parseFeedRow(2, { ...GOOD_ROW, regular_price: '', auto_order_price: '' }, REFERENCE);
    expect(result.ok && [result.product.regularPriceCents, result.product.autoOrderPriceCents]).toEqual([1250, 1250]);
  });

  it('refuses with every reason, its line and the column at fault', () => {
    const result = parseFeedRow(7, {
      ...GOOD_ROW, sku: '', name_fr: ' ', unit_price: '12,50', stock: 'maybe', rx: 'perhaps', categories: 'dogs/toys', properties: 'colour=red',
      image: 'photo.gif', manufacturer_id: '99',
    }, REFERENCE);
    expect(result.ok).toBe(false);
    const refusals = result.ok ? [] : result.refusals;
    expect(refusals.every((r) => r.line === 7 && r.sku === null)).toBe(true);
    expect(refusals.map((r) => [r.reason, r.column])).toEqual([
      ['missing_sku', 'sku'], ['missing_name_fr', 'name_fr'], ['bad_manufacturer', 'manufacturer_id'], ['bad_price', 'unit_price'],
      ['bad_stock', 'stock'], ['bad_flag', 'rx'], ['unknown_category', 'categories'], ['unknown_property', 'properties'], ['bad_image', 'image'],
    ]);
  });

  it('refuses a regular price below the unit price and an AutoOrder price above it, and a free product', () => {
    const reasons = (cells: FeedCells) => { const r = parseFeedRow(2, { ...GOOD_ROW, ...cells }, REFERENCE); return r.ok ? [] : r.refusals.map((x) => x.reason); };
    expect(reasons({ regular_price: '10' })).toEqual(['regular_below_unit']);
    expect(reasons({ auto_order_price: '13' })).toEqual(['auto_order_above_unit']);
    expect(reasons({ unit_price: '0', regular_price: '0', auto_order_price: '0' })).toEqual(['bad_price']);
  });

  it('accepts an https image address or none, not another scheme', () => {
    const ok = (image: string) => parseFeedRow(2, { ...GOOD_ROW, image }, REFERENCE).ok;
    expect([ok('https://cdn.example.com/a.png'), ok(''), ok('products/bag/acme/a-1.svg'), ok('http://example.com/a.png'), ok('../a.png'), ok('a/../b.png')])
      .toEqual([true, true, true, false, false, false]);
  });
});
