import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from './catalogue-index';
import { CatalogueSearcher, resolveFilter } from './search';
import { makeSnapshot, type FamilySpec } from './snapshot.fixture';
import type { Lang } from './types';

function setup(specs: FamilySpec[]) {
  const index = new CatalogueIndex(makeSnapshot(specs));
  const searcher = new CatalogueSearcher(index, 0);
  const names = (q: string, lang: Lang = 'en') =>
    [...searcher.search(resolveFilter(index, { q, selectedProperties: {} }), lang).ranked].map((p) => index.families[p]!.family.nameEn);
  return { names };
}

const many = (count: number, spec: (i: number) => FamilySpec): FamilySpec[] => Array.from({ length: count }, (_, i) => spec(i));

describe('typo correction', () => {
  // "chien" (French) is far more frequent than "chicken" (English), and both are one edit from "chiken".
  const catalogue = [
    { name: 'Chicken Treats', nameFr: 'Friandises au poulet', l1: 20 },
    { name: 'Chicken Stew', nameFr: 'Ragoût de poulet', l1: 20 },
    ...many(12, (i) => ({ name: `Dog Bowl ${i}`, nameFr: `Bol pour chien ${i}` })),
  ];

  it('reads a typo as the likeliest word of the query\'s language, not the most frequent overall', () => {
    const { names } = setup(catalogue);
    expect(names('chiken')).toEqual(['Chicken Stew', 'Chicken Treats']);
    expect(names('chiken stew')).toEqual(['Chicken Stew']);
  });

  it('takes the query\'s language from its other words before the page\'s', () => {
    const { names } = setup(catalogue);
    expect(names('chiken', 'fr').sort()).toEqual(many(12, (i) => ({ name: `Dog Bowl ${i}` })).map((s) => s.name).sort());
    expect(names('chiken ragout', 'fr')).toEqual(['Chicken Stew']);
    expect(names('chiken treats', 'fr')).toEqual(['Chicken Treats']);
  });

  it('counts two swapped neighbours as one edit, in words of three letters too', () => {
    const { names } = setup([{ name: 'Tuna Flakes' }, { name: 'Dog Food' }, { name: 'Cat Toy' }]);
    expect(names('tnua')).toEqual(['Tuna Flakes']);
    expect(names('dgo food')).toEqual(['Dog Food']);
    expect(names('cta')).toEqual(['Cat Toy']);
    expect(names('dgg')).toEqual([]);
  });

  it('prefers a missing, extra or swapped letter to a wrong one among equally frequent words', () => {
    const { names } = setup([{ name: 'Clay Litter' }, { name: 'Little Mouse' }]);
    expect(names('littre')).toEqual(['Clay Litter']);
  });

  it('never ranks a typo match above a match as typed', () => {
    // The catalogue itself misspells one product (in its description only, the weakest field); the
    // correctly spelt ones are featured and hold the word in their names: they still come after it.
    const { names } = setup([
      { name: 'Jerky Bites', description: 'Made with real chiken.' },
      ...many(30, (i) => ({ name: `Chicken Recipe ${i}`, featured: true })),
    ]);
    const found = names('chiken');
    expect(found[0]).toBe('Jerky Bites');
    expect(found).toHaveLength(31);
  });

  it('does not correct a word the catalogue uses as typed', () => {
    const { names } = setup([
      ...many(3, (i) => ({ name: `Pate Tin ${i}` })),
      ...many(40, (i) => ({ name: `Patte Balm ${i}` })),
    ]);
    expect(names('pate')).toEqual(['Pate Tin 0', 'Pate Tin 1', 'Pate Tin 2']);
  });
});
