import { describe, expect, it } from 'vitest';
import { RESULT_COUNT_CAP } from '../../../../domain/constants';
import { liveCatalogue } from '../catalogue-index-holder';
import { listProducts } from '../catalogue.service';
import { CatalogueIndex } from './catalogue-index';
import { CatalogueSearcher, FilterError, resolveFilter } from './search';
import { makeSnapshot, type FamilySpec } from './snapshot.fixture';
import type { SearchFilter } from '../../../../contracts/catalogue-filter';

function setup(specs: FamilySpec[]) {
  const index = new CatalogueIndex(makeSnapshot(specs));
  const searcher = new CatalogueSearcher(index);
  const names = (filter: Partial<SearchFilter>, lang: 'en' | 'fr' = 'en') => {
    const outcome = searcher.search(resolveFilter(index, { selectedProperties: {}, ...filter }), lang);
    return [...outcome.ranked].map((p) => index.families[p]!.family.nameEn);
  };
  return { index, searcher, names };
}

describe('ranking', () => {
  it('puts name matches above description matches, exact above stem above synonym', () => {
    const { names } = setup([
      { name: 'Acme Crunchy Biscuits', description: 'Great for every dog.' },
      { name: 'Acme Chien Chow' },
      { name: 'Acme Dogs Bed' },
      { name: 'Acme Dog Bowl' },
    ]);
    expect(names({ q: 'dog' })).toEqual(['Acme Dog Bowl', 'Acme Dogs Bed', 'Acme Chien Chow', 'Acme Crunchy Biscuits']);
  });

  it('ranks a derived form (bedding) below the word itself (bed), in stock or not', () => {
    const { names } = setup([
      { name: 'Paper Bedding', description: 'Soft paper bedding.' },
      { name: 'Memory Foam Bed', inStock: false },
    ]);
    expect(names({ q: 'bed' })).toEqual(['Memory Foam Bed', 'Paper Bedding']);
  });

  it('ranks products of a category named as the query above words scattered over other fields', () => {
    const { names } = setup([
      { name: 'Food Bowl', description: 'Keeps kibble dry.' },
      { name: 'Salmon Recipe', l2: 1100, l3: 11001 },
    ]);
    expect(names({ q: 'dry food' })).toEqual(['Salmon Recipe', 'Food Bowl']);
    expect(names({ q: 'nourriture seche' }, 'fr')).toEqual(['Salmon Recipe', 'Food Bowl']);
  });

  it('boosts featured and in-stock products among equal matches', () => {
    const { names } = setup([
      { name: 'Alpha Salmon Treats', inStock: false },
      { name: 'Beta Salmon Treats' },
      { name: 'Gamma Salmon Treats', featured: true },
    ]);
    expect(names({ q: 'salmon' })).toEqual(['Gamma Salmon Treats', 'Beta Salmon Treats', 'Alpha Salmon Treats']);
  });

  it('orders without a search term by featured, then sort order, then name in the language', () => {
    const { names } = setup([
      { name: 'Zeta', nameFr: 'Alpha fr', sortOrder: 1 },
      { name: 'Beta', nameFr: 'Zulu fr', sortOrder: 1 },
      { name: 'Omega', sortOrder: 0 },
      { name: 'Kappa', sortOrder: 5, featured: true },
    ]);
    expect(names({})).toEqual(['Kappa', 'Omega', 'Beta', 'Zeta']);
    expect(names({}, 'fr')).toEqual(['Kappa', 'Omega', 'Zeta', 'Beta']);
  });

  it('needs every query word (AND) and tolerates a typo only in words of five letters or more', () => {
    const { names } = setup([{ name: 'Salmon Dog Food' }, { name: 'Salmon Cat Food', l1: 20 }, { name: 'Beef Dog Food' }]);
    expect(names({ q: 'salmon dog' })).toEqual(['Salmon Dog Food']);
    expect(names({ q: 'salomn chien' })).toEqual(['Salmon Dog Food']);
    expect(names({ q: 'bef' })).toEqual([]);
  });

  it('finds a family by its manufacturer SKU, exactly and in any case', () => {
    const { names } = setup([{ name: 'One', sku: 'HLS-604107' }, { name: 'Two', sku: 'HLS-604108' }]);
    expect(names({ q: 'hls-604107' })).toEqual(['One']);
    expect(names({ q: 'HLS-60410' })).toEqual([]);
  });
});

describe('filters and facets', () => {
  const specs: FamilySpec[] = [
    { name: 'A', l2: 1100, l3: 11001, values: [101] },
    { name: 'B', l2: 1100, l3: 11001, values: [102] },
    { name: 'C', l2: 1120, values: [101], manufacturerId: 2 },
    { name: 'D', l1: 20, l2: 2100, values: [101, 102] },
  ];
  it('ORs values of one property, ANDs properties with categories', () => {
    const { names } = setup(specs);
    expect(names({ selectedProperties: { lifestage: ['adult', 'senior'] } }).sort()).toEqual(['A', 'B', 'C', 'D']);
    expect(names({ l1: 10, selectedProperties: { lifestage: ['senior'] } })).toEqual(['B']);
    expect(names({ l3: 11001, selectedProperties: { lifestage: ['101|Adult'] } })).toEqual(['A']);
    expect(names({ mfgId: 2 })).toEqual(['C']);
  });

  it('counts each facet without its own selection', () => {
    const { index, searcher } = setup(specs);
    const filter = resolveFilter(index, { l1: 10, selectedProperties: { lifestage: ['adult'] } });
    const outcome = searcher.search(filter, 'en');
    const value = (q: string) => outcome.slotCounts[index.propertiesByName.get('lifestage')!.byQueryValue.get(q)!.slot];
    expect(outcome.total).toBe(2);
    expect(value('adult')).toBe(2);
    expect(value('senior')).toBe(1);
    expect(outcome.slotCounts[index.categories.get(20)!.slot]).toBe(1);
    expect(outcome.slotCounts[index.categories.get(10)!.slot]).toBe(2);
  });

  it('refuses unknown categories, values and a category outside its parent', () => {
    const { index } = setup(specs);
    expect(() => resolveFilter(index, { l1: 99, selectedProperties: {} })).toThrow(FilterError);
    expect(() => resolveFilter(index, { l1: 20, l2: 1100, selectedProperties: {} })).toThrow(/not under/);
    expect(() => resolveFilter(index, { selectedProperties: { colour: ['red'] } })).toThrow(/unknown filter/);
    expect(() => resolveFilter(index, { selectedProperties: { lifestage: ['baby'] } })).toThrow(/unknown value/);
  });
});

describe('result cap', () => {
  it('answers a total above 1000 as 1000 and pages only through the first 1000', () => {
    const specs = Array.from({ length: 1200 }, (_, i) => ({ name: `Chew toy ${String(i).padStart(4, '0')}` }));
    const index = new CatalogueIndex(makeSnapshot(specs));
    const live = liveCatalogue(index);
    const call = (pg: number, q?: string) =>
      JSON.parse(listProducts(live, { selectedProperties: {}, ...(q ? { q } : {}) }, { pg, pgSize: 96 }, { lang: "en", debug: false, favourites: null, retailDiscountPercent: 0, switchedOffPromotionIds: new Set<number>() }).json.toString()) as { count: number; results: unknown[] };
    expect(call(1).count).toBe(RESULT_COUNT_CAP);
    expect(call(1, 'toy').count).toBe(RESULT_COUNT_CAP);
    expect(call(11).results).toHaveLength(RESULT_COUNT_CAP - 10 * 96);
    expect(call(12).results).toHaveLength(0);
  });
});
