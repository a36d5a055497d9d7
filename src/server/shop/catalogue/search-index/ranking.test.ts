import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESULT_COUNT_CAP } from '../../../../domain/constants';
import { fullBitset, setBit, createBitset } from './bitset';
import { CatalogueIndex } from './catalogue-index';
import { holdsWords, queryTokens } from './normalize';
import { BOOST, RankScratch, rankKey, rankTop, statusBoost, type RankingInput } from './ranking';
import { CatalogueSearcher, resolveFilter } from './search';
import { kthLargest, kthLargestOf } from './select';
import { makeSnapshot, type FamilySpec } from './snapshot.fixture';
import { matchWords } from './text-match';

/** The ranking before top-k selection: score every match, sort them all, keep the first `cap`. */
function fullSort(input: RankingInput): { ranked: number[]; scores: number[] } {
  const rows: { f: number; score: number; key: number }[] = [];
  for (let i = 0; i < input.candidates; i++) {
    const f = input.fams[i]!;
    if ((input.final[f >>> 5]! & (1 << (f & 31))) === 0) continue;
    const phrase = input.phrase ? input.phrase.boost(f) : 0;
    const text = input.textScores[i]!;
    const score = text + (statusBoost(input.featured, input.inStock, f, text) + phrase);
    rows.push({ f, score, key: rankKey(score, input.rank[f]!, input.typos[i]!) });
  }
  rows.sort((a, b) => b.key - a.key);
  const kept = rows.slice(0, input.cap);
  return { ranked: kept.map((r) => r.f), scores: kept.map((r) => r.score) };
}

describe('top-k ranking', () => {
  it('gives the same results, order and scores as a full sort (generated matches)', () => {
    const case_ = fc.integer({ min: 1, max: 300 }).chain((families) =>
      fc.record({
        families: fc.constant(families),
        // Few distinct text scores, so ties (broken by the default order) are common.
        matches: fc.uniqueArray(fc.record({
          f: fc.nat({ max: families - 1 }),
          text: fc.constantFrom(0.45, 1, 1.7, 2.25, 4, 4.5, 6.25),
          typos: fc.constantFrom(0, 0, 0, 1, 2),
        }), { selector: (m) => m.f, maxLength: families }),
        // featured, in stock, query words in the name, kept by the filters, phrase in the name, phrase in a category
        flags: fc.array(fc.tuple(fc.boolean(), fc.boolean(), fc.constantFrom(0, 1, 2), fc.boolean(), fc.boolean(), fc.boolean()), { minLength: families, maxLength: families }),
        cap: fc.integer({ min: 1, max: 60 }),
        withPhrase: fc.boolean(),
        ranks: fc.shuffledSubarray([...Array(families).keys()], { minLength: families, maxLength: families }),
      }));
    fc.assert(fc.property(case_, ({ families, matches, flags, cap, withPhrase, ranks }) => {
      const final = createBitset(families);
      const categoryBits = createBitset(families);
      flags.forEach(([, , , kept, , inCategory], f) => {
        if (kept) setBit(final, f);
        if (inCategory) setBit(categoryBits, f);
      });
      const rank = Int32Array.from(ranks);
      const order = new Int32Array(families);
      rank.forEach((r, f) => { order[r] = f; });
      const input: RankingInput = {
        fams: Int32Array.from(matches, (m) => m.f),
        textScores: Float64Array.from(matches, (m) => m.text),
        typos: Uint8Array.from(matches, (m) => m.typos),
        candidates: matches.length,
        final,
        cap,
        rank,
        order,
        featured: Uint8Array.from(flags, ([featured]) => Number(featured)),
        inStock: Uint8Array.from(flags, ([, inStock]) => Number(inStock)),
        phrase: withPhrase
          ? {
            text: 'dog food',
            words: 2,
            // A name holding the phrase holds every word (2); a family outside every phrase category gets no category boost.
            nameWords: Uint8Array.from(flags, ([, , words]) => words),
            categoryBits,
            boost: (f) => {
              const [, , words, , inName, inCategory] = flags[f]!;
              if (words === 2 && inName) return f % 2 ? BOOST.phraseExact : BOOST.phraseContained;
              return inCategory ? BOOST.phraseContained : 0;
            },
          }
          : null,
      };
      const expected = fullSort(input);
      const actual = rankTop(input, new RankScratch(families));
      expect([...actual.ranked]).toEqual(expected.ranked);
      expect([...actual.scores]).toEqual(expected.scores);
    }), { numRuns: 300 });
  });

  it('selects the k-th largest value', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), { minLength: 1, maxLength: 200 }), fc.nat(), (values, pick) => {
      const k = (pick % values.length) + 1;
      const sorted = [...values].sort((a, b) => b - a);
      expect(kthLargest(Float64Array.from(values), values.length, k)).toBe(sorted[k - 1]);
    }));
  });

  it('selects the k-th largest of many without reordering them (sampled bound)', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.integer({ min: -1e6, max: 1e6 }), { minLength: 600, maxLength: 3000 }), fc.integer({ min: 64, max: 80 }), (values, k) => {
      const input = Float64Array.from(values);
      const sorted = [...values].sort((a, b) => b - a);
      expect(kthLargestOf(input, values.length, k, new Float64Array(values.length))).toBe(sorted[k - 1]);
      expect([...input]).toEqual(values);
    }), { numRuns: 50 });
  });
});

const WORDS = ['dog', 'food', 'chicken', 'salmon', 'treats', 'toy', 'cat', 'recipe', 'adult', 'puppy'];

describe('search ranking on generated catalogues', () => {
  const spec = fc.record({
    words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 5 }),
    featured: fc.boolean(),
    inStock: fc.boolean(),
    sortOrder: fc.integer({ min: 0, max: 3 }),
    l1: fc.constantFrom(10, 20),
  });
  const check = (specs: FamilySpec[], query: string, l1: number | undefined) => {
    const index = new CatalogueIndex(makeSnapshot(specs));
    const searcher = new CatalogueSearcher(index, 0);
    const filter = resolveFilter(index, { q: query, selectedProperties: {}, ...(l1 ? { l1 } : {}) });
    const outcome = searcher.search(filter, 'en');
    // Independent of the top-k path: every match scored, phrase tested by string search on every name.
    const words = queryTokens(query);
    const candidates = matchWords(index.text, words.map((word) => ({ word, correction: outcome.corrections?.get(word) ?? null })), index.scratch);
    const phrase = words.length > 1 ? words.join(' ') : null;
    const expected = fullSort({
      fams: index.scratch.fams.slice(0, candidates),
      textScores: index.scratch.scores.slice(0, candidates),
      typos: index.scratch.typos.slice(0, candidates),
      candidates,
      final: l1 ? index.categories.get(l1)!.bits : fullBitset(index.size),
      cap: RESULT_COUNT_CAP,
      rank: index.rankOf.en,
      order: index.order.en,
      featured: index.featured,
      inStock: index.inStock,
      phrase: phrase ? { text: phrase, words: words.length, nameWords: new Uint8Array(index.size), categoryBits: null, boost: (f) => searcher.phraseBoost(f, phrase) } : null,
    });
    expect([...outcome.ranked]).toEqual(expected.ranked);
    expect([...outcome.scores ?? []]).toEqual(expected.scores);
  };

  it('keeps the order a full sort gives', () => {
    fc.assert(fc.property(
      fc.array(spec, { minLength: 1, maxLength: 80 }),
      fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
      fc.option(fc.constantFrom(10, 20), { nil: undefined }),
      (families, query, l1) => {
        check(families.map((f, i) => ({ name: `${f.words.join(' ')} ${i}`, featured: f.featured, inStock: f.inStock, sortOrder: f.sortOrder, l1: f.l1 })), query.join(' '), l1);
      },
    ), { numRuns: 150 });
  });

  it('keeps the order a full sort gives when more than the cap match', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
      let state = seed;
      const next = (n: number) => {
        state = (Math.imul(state, 1103515245) + 12345) >>> 0;
        return state % n;
      };
      // Every name has 'dog' and 'food', about half of them in a row (a phrase boost).
      const specs = Array.from({ length: 1300 }, (_, i) => ({
        name: next(2) ? `${WORDS[next(WORDS.length)]} dog food ${i}` : `dog ${WORDS[2 + next(WORDS.length - 2)]} food ${i}`,
        featured: next(10) === 0,
        inStock: next(4) !== 0,
        sortOrder: next(3),
      }));
      check(specs, 'dog food', undefined);
      check(specs, 'chicken', undefined);
    }), { numRuns: 3 });
  });
});

describe('phrase in a name', () => {
  it('counts whole words in a row only', () => {
    expect(holdsWords('salmon dog food recipe', 'dog food')).toBe(true);
    expect(holdsWords('dog food', 'dog food')).toBe(true);
    expect(holdsWords('hotdog food', 'dog food')).toBe(false);
    expect(holdsWords('dog foods', 'dog food')).toBe(false);
    expect(holdsWords('dog foods and dog food', 'dog food')).toBe(true);
  });
});
