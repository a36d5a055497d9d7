import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from '../search-index/catalogue-index';
import { makeSnapshot } from '../search-index/snapshot.fixture';
import { fromColumns, toColumns } from './columns';
import { familyDecoder } from './family-columns';

describe('rows as columns', () => {
  const rows = [
    { position: 0, family: { id: 7, name: 'Biscuits', canadian: true }, primary: { l1: 10, l2: null }, ids: [3, 4], skus: ['a'] },
    { position: 1, family: { id: 9, name: 'Chow « été »', canadian: false }, primary: { l1: 20, l2: 1100 }, ids: [], skus: ['b', 'c'] },
    { position: 2, family: { id: 11, name: '', canadian: false }, primary: { l1: 20, l2: null }, ids: [5], skus: [] },
  ];

  it('gives back the same rows, whole or a slice at a time', () => {
    const columns = toColumns(rows);
    expect(fromColumns(columns, 0, 3)).toEqual(rows);
    expect([...fromColumns(columns, 0, 1), ...fromColumns(columns, 1, 3)]).toEqual(rows);
    expect(columns.find((c) => c.path.join('.') === 'family.id')).toMatchObject({ kind: 'number', nulls: null });
    expect(columns.find((c) => c.path.join('.') === 'primary.l2')).toMatchObject({ kind: 'number', nulls: Uint8Array.from([1, 0, 1]) });
  });

  it('refuses rows whose values change kind', () => {
    expect(() => toColumns([{ a: 1 }, { a: 'x' }])).toThrow(/a holds number and string/);
    expect(() => toColumns([{ a: 'x' }, { a: null }])).toThrow(/a holds string and null/);
  });
});

describe('a column of few distinct strings', () => {
  it('travels as those strings and a code per row', () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({ brand: ['Acme', 'Boreal'][i % 2]!, name: `Item ${i}` }));
    const columns = toColumns(rows);
    expect(columns.find((c) => c.path[0] === 'brand')).toMatchObject({ kind: 'code', values: ['Acme', 'Boreal'] });
    expect(columns.find((c) => c.path[0] === 'name')).toMatchObject({ kind: 'string' });
    expect(fromColumns(columns, 0, 40)).toEqual(rows);
  });
});

describe('family entries from columns', () => {
  it('come back as the generic decoding gives them, and as they were', () => {
    const snapshot = makeSnapshot([{ name: 'Acme Kibble', l2: 1100, children: 2 }, { name: 'Boreal Treats', featured: true }, { name: 'Cedar Litter', l1: 20 }]);
    const { families } = new CatalogueIndex(snapshot);
    const columns = toColumns(families);
    expect(familyDecoder(columns)(0, families.length)).toEqual(fromColumns(columns, 0, families.length));
    expect(familyDecoder(columns)(1, 3)).toEqual(families.slice(1, 3));
  });

  it('stop at a field the decoder does not know', () => {
    const { families } = new CatalogueIndex(makeSnapshot([{ name: 'Acme Kibble' }]));
    expect(() => familyDecoder(toColumns(families.map((f) => ({ ...f, extra: 1 }))))).toThrow(/add extra to family-columns.ts/);
  });
});
