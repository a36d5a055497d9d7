import { beforeAll, describe, expect, it } from 'vitest';
import { RELEVANCE_CASES } from './relevance-cases';
import { evaluateCases, loadDemoCatalogue, type CaseResult } from './relevance-harness';

/**
 * The relevance set (relevance-cases.ts) on the demo catalogue: for every query, the first results
 * are products a shopper typing it expects. `npm run bench:search-relevance` prints precision at 10.
 */
describe('search relevance on the demo catalogue', () => {
  let results: Map<string, CaseResult>;
  const key = (lang: string, q: string) => `${lang}|${q}`;

  beforeAll(async () => {
    const index = await loadDemoCatalogue();
    results = new Map(evaluateCases(index, RELEVANCE_CASES).map((r) => [key(r.case.lang, r.case.q), r]));
  });

  it('holds at least 60 queries in both languages, of every kind', () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(60);
    for (const lang of ['en', 'fr']) expect(RELEVANCE_CASES.filter((c) => c.lang === lang).length).toBeGreaterThanOrEqual(20);
    const kinds = new Set(RELEVANCE_CASES.map((c) => c.kind));
    for (const kind of ['typo', 'plural', 'accent', 'brand', 'two words', 'elision']) expect(kinds).toContain(kind);
    expect(new Set(RELEVANCE_CASES.map((c) => key(c.lang, c.q))).size).toBe(RELEVANCE_CASES.length);
  });

  it.each(RELEVANCE_CASES.map((c) => [c.lang, c.q, c.kind]))('%s "%s" (%s): the first results are the products expected', (lang, q) => {
    const result = results.get(key(lang, q))!;
    expect(result.relevantInCatalogue, 'the catalogue has products for this query').toBeGreaterThan(0);
    const top = Math.min(result.case.top ?? 5, result.relevantInCatalogue);
    expect(result.first.length).toBeGreaterThanOrEqual(top);
    expect(result.first.slice(0, top).filter((row) => !row.relevant).map((row) => row.name)).toEqual([]);
  });
});
