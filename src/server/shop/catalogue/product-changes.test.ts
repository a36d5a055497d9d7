import { describe, expect, it } from 'vitest';
import type { SearchFilter } from '../../../contracts/catalogue-filter';
import { liveCatalogue } from './catalogue-index-holder';
import type { ProductState } from './catalogue.queries';
import { listProducts } from './catalogue.service';
import { bodyIn } from './encoded-answer';
import { applyProductStates } from './product-changes';
import { CatalogueIndex } from './search-index/catalogue-index';
import { resolveFilter } from './search-index/search';
import { makeSnapshot, type FamilySpec } from './search-index/snapshot.fixture';
import { gunzipSync } from 'node:zlib';

interface Card { id: number; productId: number; name: string; isInStock: boolean; productPrice: { unitPrice: number } }

const SPECS: FamilySpec[] = [
  { name: 'Alpha Salmon Treats', inStock: false },
  { name: 'Beta Salmon Treats' },
  { name: 'Gamma Chicken Bites', l1: 20 },
  { name: 'Delta Chicken Bites', children: 2 },
];

function setup() {
  const index = new CatalogueIndex(makeSnapshot(SPECS));
  const live = liveCatalogue(index);
  const context = { lang: 'en' as const, debug: false, favourites: null, retailDiscountPercent: 0, switchedOffPromotionIds: new Set<number>() };
  const call = (filter: Partial<SearchFilter>) => listProducts(live, { selectedProperties: {}, ...filter }, { pg: 1, pgSize: 32 }, context);
  const cards = (filter: Partial<SearchFilter>) => (JSON.parse(call(filter).json.toString()) as { results: Card[] }).results;
  const productOf = (name: string) => index.families.find((f) => f.family.nameEn === name)!.product;
  const stateOf = (name: string, change: Partial<ProductState>): [number, ProductState] => {
    const p = productOf(name);
    return [p.id, {
      unitPrice: p.unitPrice, regularUnitPrice: p.regularUnitPrice, autoOrderUnitPrice: p.autoOrderUnitPrice, rxFee: p.rxFee,
      columnRegularRetail: p.columnRegularRetail, autoOrderDiscountPercentage: p.autoOrderDiscountPercentage,
      autoOrderDiscountClinicPercentage: p.autoOrderDiscountClinicPercentage,
      autoOrderDiscountSponsoredPercentage: p.autoOrderDiscountSponsoredPercentage, isInStock: p.isInStock,
      isLongTermBackorder: p.isLongTermBackorder, ...change,
    }];
  };
  return { index, live, call, cards, productOf, stateOf };
}

describe('stock and price changes applied in place', () => {
  it('shows the new stock state in the card and re-ranks a search by the in-stock boost', () => {
    const { live, cards, stateOf, index } = setup();
    expect(cards({ q: 'salmon' }).map((c) => c.name)).toEqual(['Beta Salmon Treats', 'Alpha Salmon Treats']);
    const before = live.index;
    expect(applyProductStates(live, new Map([stateOf('Alpha Salmon Treats', { isInStock: true }), stateOf('Beta Salmon Treats', { isInStock: false })]))).toBe(2);
    expect(live.index).toBe(before); // nothing rebuilt
    const after = cards({ q: 'salmon' });
    expect(after.map((c) => [c.name, c.isInStock])).toEqual([['Alpha Salmon Treats', true], ['Beta Salmon Treats', false]]);
    expect(index.inStock[index.families.find((f) => f.family.nameEn === 'Alpha Salmon Treats')!.position]).toBe(1);
  });

  it('forgets the kept pages that show a changed product, with their compressed bytes, and keeps the others', () => {
    const { live, call, cards, stateOf } = setup();
    const dogs = call({ l1: 10 });
    const cats = call({ l1: 20 });
    expect(call({ l1: 10 })).toBe(dogs); // kept
    const gzipped = bodyIn(dogs, 'gzip');
    applyProductStates(live, new Map([stateOf('Beta Salmon Treats', { unitPrice: 1299 })]));
    expect(call({ l1: 20 })).toBe(cats); // Beta is not a cat product: that page is still good
    const fresh = call({ l1: 10 });
    expect(fresh).not.toBe(dogs);
    expect(bodyIn(fresh, 'gzip')).not.toBe(gzipped);
    const beta = (JSON.parse(gunzipSync(bodyIn(fresh, 'gzip')).toString()) as { results: Card[] }).results.find((c) => c.name === 'Beta Salmon Treats')!;
    expect(beta.productPrice.unitPrice).toBe(1299);
    expect(cards({ l1: 10 }).find((c) => c.name === 'Beta Salmon Treats')!.productPrice.unitPrice).toBe(1299);
  });

  it('keeps a search outcome on a price change, and drops it on a stock change of a product it ranks', () => {
    const { live, call, stateOf } = setup();
    const resolved = resolveFilter(live.index, { q: 'salmon', selectedProperties: {} });
    const outcome = () => live.answers.outcome(resolved, 'en', () => live.searcher.search(resolved, 'en', false)).outcome;
    call({ q: 'salmon' });
    const first = outcome();
    applyProductStates(live, new Map([stateOf('Alpha Salmon Treats', { unitPrice: 1 })]));
    expect(outcome()).toBe(first);
    applyProductStates(live, new Map([stateOf('Gamma Chicken Bites', { isInStock: false })]));
    expect(outcome()).toBe(first); // not among the salmon results
    applyProductStates(live, new Map([stateOf('Alpha Salmon Treats', { isInStock: true })]));
    expect(outcome()).not.toBe(first);
  });

  it('drops a search outcome cut at the result cap on any stock change of a product it matches beyond the cap', () => {
    const index = new CatalogueIndex(makeSnapshot(Array.from({ length: 1200 }, (_, i) => ({ name: `Chew toy ${String(i).padStart(4, '0')}` }))));
    const live = liveCatalogue(index);
    const resolved = resolveFilter(index, { q: 'toy', selectedProperties: {} });
    const outcome = () => live.answers.outcome(resolved, 'en', () => live.searcher.search(resolved, 'en', false)).outcome;
    const first = outcome();
    const beyond = index.families.find((f) => !first.ranked.includes(f.position))!;
    applyProductStates(live, new Map([[beyond.product.id, { ...beyond.product, isInStock: false }]]));
    expect(outcome()).not.toBe(first);
  });

  it('changes nothing for a product no card shows, or a state that did not move', () => {
    const { live, call, productOf, stateOf } = setup();
    const page = call({});
    const second = productOf('Delta Chicken Bites').id + 1; // Delta's other child
    const unchanged = new Map([stateOf('Beta Salmon Treats', {})]);
    unchanged.set(second, { ...unchanged.values().next().value!, isInStock: false });
    expect(applyProductStates(live, unchanged)).toBe(0);
    expect(call({})).toBe(page);
  });
});
