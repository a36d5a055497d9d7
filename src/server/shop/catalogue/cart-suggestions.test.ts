import { describe, expect, it } from 'vitest';
import { cartSuggestionPositions } from './cart-suggestions';
import { CatalogueIndex } from './search-index/catalogue-index';
import type { CatalogueSnapshot } from './search-index/snapshot';
import { makeSnapshot, type FamilySpec } from './search-index/snapshot.fixture';

/** Family names suggested for a cart holding these family names. */
function suggest(specs: FamilySpec[], cart: string[], change: (snapshot: CatalogueSnapshot) => void = () => {}, limit?: number) {
  const snapshot = makeSnapshot(specs);
  change(snapshot);
  const index = new CatalogueIndex(snapshot);
  const idOf = (name: string) => snapshot.families.find((f) => f.nameEn === name)!.id;
  return cartSuggestionPositions(index, cart.map(idOf), limit).map((p) => index.families[p]!.family.nameEn);
}

const productOf = (snapshot: CatalogueSnapshot, family: string) => {
  const id = snapshot.families.find((f) => f.nameEn === family)!.id;
  return snapshot.products.find((p) => p.familyId === id && p.isDefault)!;
};

describe("the cart's suggestions", () => {
  const dogs: FamilySpec[] = [
    { name: 'In cart', l1: 10 },
    { name: 'Late', l1: 10, sortOrder: 9 },
    { name: 'Early', l1: 10, sortOrder: 1 },
    { name: 'Featured late', l1: 10, sortOrder: 9, featured: true },
    { name: 'Out of stock', l1: 10, inStock: false },
    { name: 'Cat thing', l1: 20, featured: true },
  ];

  it('come from the top-level categories of the cart, not in it, in stock, featured first, then sort order, then id', () => {
    expect(suggest(dogs, ['In cart'])).toEqual(['Featured late', 'Early', 'Late']);
  });

  it('are the featured families for an empty cart', () => {
    expect(suggest(dogs, [])).toEqual(['Cat thing', 'Featured late']);
  });

  it('merge the orders of every top-level category in the cart', () => {
    expect(suggest([...dogs, { name: 'Cat toy', l1: 20, sortOrder: 2 }], ['In cart', 'Cat thing'])).toEqual(['Featured late', 'Early', 'Cat toy', 'Late']);
  });

  it('leave out a family on long-term backorder, or whose default child is not browsable', () => {
    const picked = suggest(dogs, ['In cart'], (snapshot) => {
      productOf(snapshot, 'Early').isLongTermBackorder = true;
      productOf(snapshot, 'Late').allowBrowsing = false;
    });
    expect(picked).toEqual(['Featured late']);
  });

  it('follow the primary placement of a cart family that is not listed itself', () => {
    const picked = suggest([{ name: 'Hidden', l1: 20 }, { name: 'Cat toy', l1: 20 }, { name: 'Dog toy', l1: 10 }], ['Hidden'], (snapshot) => {
      productOf(snapshot, 'Hidden').allowBrowsing = false;
    });
    expect(picked).toEqual(['Cat toy']);
  });

  it('stop at the limit', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ name: `Toy ${i}`, l1: 10, sortOrder: i }));
    expect(suggest(many, ['Toy 0'])).toEqual(Array.from({ length: 8 }, (_, i) => `Toy ${i + 1}`));
    expect(suggest(many, ['Toy 0'], undefined, 3)).toEqual(['Toy 1', 'Toy 2', 'Toy 3']);
  });
});
