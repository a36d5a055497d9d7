import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from './catalogue-index';
import { CatalogueSearcher, resolveFilter } from './search';
import { makeSnapshot } from './snapshot.fixture';
import { WordLists } from './word-lists';

const WORDS = ['dog', 'food', 'salmon', 'chicken', 'treats', 'toy', 'cat', 'puppy'];
const specs = Array.from({ length: 240 }, (_, i) => ({
  name: `${WORDS[i % 8]} ${WORDS[(i * 3) % 8]} ${WORDS[(i * 5 + 1) % 8]} ${i}`,
  featured: i % 7 === 0,
  inStock: i % 5 !== 0,
  l1: i % 2 ? 10 : 20,
}));
const queries = ['dog food', 'food', 'salmon dog', 'chiken', 'dog food', 'toy cat', 'food', 'treats puppy', 'salomn', 'dog'];

describe('word lists kept between queries', () => {
  it('give the same outcomes as lists made afresh, whatever they hold', () => {
    const index = new CatalogueIndex(makeSnapshot(specs));
    const outcomes = (wordListEntries: number) => {
      const searcher = new CatalogueSearcher(index, 0, wordListEntries);
      return [...queries, ...queries].map((q, i) => {
        const outcome = searcher.search(resolveFilter(index, { q, selectedProperties: {}, ...(i % 3 ? { l1: 10 } : {}) }), i % 2 ? 'fr' : 'en');
        return { total: outcome.total, ranked: [...outcome.ranked], scores: [...(outcome.scores ?? [])] };
      });
    };
    const fresh = outcomes(0);
    expect(fresh.some((o) => o.total > 20)).toBe(true);
    expect(outcomes(100)).toEqual(fresh);
    expect(outcomes(16 * index.size)).toEqual(fresh);
  });

  it('hold at most their bound of entries, the least recently used leaving first', () => {
    const index = new CatalogueIndex(makeSnapshot(specs));
    const lists = new WordLists(index.text, index.scratch, 200);
    const dog = lists.get({ word: 'dog', correction: null });
    expect(dog.fams.length).toBeGreaterThan(60);
    expect(lists.get({ word: 'dog', correction: null })).toBe(dog);
    lists.get({ word: 'food', correction: null });
    lists.get({ word: 'salmon', correction: null });
    lists.get({ word: 'chicken', correction: null });
    expect(lists.get({ word: 'dog', correction: null })).not.toBe(dog);
    expect(lists.get({ word: 'dog', correction: null }).fams).toEqual(dog.fams);
  });
});
