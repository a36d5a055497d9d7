import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dryRun, type CatalogueProduct, type FeedRecord } from './dry-run';
import { FEED_COLUMNS, parseFeedRow, type FeedCells } from './feed-row';
import { GOOD_ROW, REFERENCE } from './test-helpers';

const WIDTH: number = FEED_COLUMNS.length;
const row = (line: number, cells: FeedCells, width = WIDTH): FeedRecord => ({ line, cells: { ...GOOD_ROW, ...cells }, width });

function catalogueProduct(productId: number, cells: FeedCells): CatalogueProduct {
  const parsed = parseFeedRow(0, { ...GOOD_ROW, ...cells }, REFERENCE);
  if (!parsed.ok) throw new Error('bad fixture');
  return { ...parsed.product, productId };
}

describe('the dry run of a feed', () => {
  const catalogue = [
    catalogueProduct(1, { family_key: '1001', sku: 'OLD-1' }),
    catalogueProduct(2, { family_key: '1001', sku: 'OLD-2', name_en: 'Acme 5 kg' }),
    catalogueProduct(3, { family_key: '1002', sku: 'GONE-1' }),
  ];

  it('sorts rows into added, changed (field by field), unchanged, discontinued and refused', () => {
    const result = dryRun(WIDTH, [
      row(2, { family_key: '1001', sku: 'OLD-1' }),
      row(3, { family_key: '1001', sku: 'OLD-2', name_en: 'Acme 5 kg', unit_price: '11.00', auto_order_price: '', stock: 'out' }),
      row(4, { family_key: 'NEW-1', sku: 'NEW-A' }),
      row(5, { family_key: 'NEW-1', sku: 'NEW-B' }),
      row(6, { family_key: '1001', sku: 'NEW-C' }),
      row(7, { family_key: 'NEW-1', sku: 'NEW-A' }),
      row(8, { family_key: 'NEW-1', sku: 'NEW-D', family_name_fr: 'Autre nom' }),
      row(9, { sku: 'SHORT' }, WIDTH - 2),
    ], catalogue, REFERENCE, 100);
    expect(result.rows).toBe(8);
    expect(result.counts).toEqual({ added: 3, changed: 1, unchanged: 1, discontinued: 1, refusedRows: 3, newFamilies: 1 });
    expect(result.added.map((a) => [a.product.sku, a.newFamily])).toEqual([['NEW-A', true], ['NEW-B', true], ['NEW-C', false]]);
    expect(result.changed).toEqual([{ line: 3, sku: 'OLD-2', productId: 2, nameEn: 'Acme 5 kg', nameFr: 'Nourriture Acme 2 kg', reinstated: false, changes: [
      { column: 'unit_price', from: 1250, to: 1100 }, { column: 'auto_order_price', from: 1188, to: 1100 }, { column: 'stock', from: true, to: false },
    ] }]);
    expect(result.discontinued).toEqual([{ sku: 'GONE-1', productId: 3, nameEn: 'Acme Dog Food 2 kg', nameFr: 'Nourriture Acme 2 kg' }]);
    expect(result.refusals).toEqual([
      { line: 7, sku: 'NEW-A', reason: 'duplicate_sku', column: 'sku', value: '4' },
      { line: 8, sku: 'NEW-D', reason: 'family_mismatch', column: 'family_name_fr', value: 'Autre nom' },
      { line: 9, sku: 'SHORT', reason: 'wrong_column_count', column: null, value: String(WIDTH - 2) },
    ]);
  });

  it('caps the lists, not the counts, and keeps a refused row\'s product out of the discontinued', () => {
    const result = dryRun(WIDTH, [
      row(2, { sku: 'A1', family_key: 'N' }), row(3, { sku: 'A2', family_key: 'N' }), row(4, { sku: 'GONE-1', family_key: '1002', unit_price: 'x' }),
    ], catalogue, REFERENCE, 1);
    expect(result.counts).toMatchObject({ added: 2, discontinued: 2, refusedRows: 1 });
    expect(result.added).toHaveLength(1);
    expect(result.discontinued).toHaveLength(1);
    expect(result.discontinued[0]!.sku).toBe('OLD-1');
  });

  it('puts every row in exactly one of added, changed, unchanged or refused, whatever the rows', () => {
    const cell = fc.constantFrom('', 'x', '12.50', '0', 'yes', 'maybe', 'OLD-1', 'OLD-2', 'NEW-1', '1001', 'dogs/food/dry-food', 'out');
    const mutation = fc.dictionary(fc.constantFrom(...FEED_COLUMNS), cell, { maxKeys: 4 });
    const feedRow = fc.record({ sku: fc.constantFrom('OLD-1', 'OLD-2', 'GONE-1', 'A', 'B', 'C'), family_key: fc.constantFrom('1001', '1002', 'N'), more: mutation, short: fc.boolean() });
    fc.assert(fc.property(fc.array(feedRow, { maxLength: 12 }), (rows) => {
      const result = dryRun(WIDTH, rows.map((r, i) => row(i + 2, { sku: r.sku, family_key: r.family_key, ...r.more }, r.short ? WIDTH - 1 : WIDTH)), catalogue, REFERENCE, 100);
      const { added, changed, unchanged, refusedRows, discontinued } = result.counts;
      const seen = new Set<string>(rows.map((r) => r.more.sku ?? r.sku));
      return added + changed + unchanged + refusedRows === rows.length
        && discontinued === catalogue.filter((p) => !seen.has(p.sku)).length
        && new Set(result.refusals.map((r) => r.line)).size === refusedRows;
    }));
  });
});
