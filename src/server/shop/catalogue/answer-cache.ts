import { LruCache } from '../../lib/lru';
import type { EncodedAnswer } from './encoded-answer';
import type { ResolvedFilter, SearchOutcome } from './search-index/search';

/**
 * The list answers one index has already worked out: per filter and language, the search outcome
 * (ranking and facet counts) and up to a few rendered visitor pages with their compressed bytes.
 * A stock or price change applied in place (product-changes.ts) forgets exactly what it touches:
 * the pages that show a changed product (their cards' JSON changed) and, when a stock state moved,
 * the outcomes ranked by a search term in which that product may rank (the in-stock boost).
 */
export interface CachedOutcome {
  outcome: SearchOutcome;
  /** Ranked by a search term or SKU: the order depends on stock states. */
  rankedByText: boolean;
  /** Rendered visitor pages (key: response kind, page, page size). */
  pages: Map<string, EncodedAnswer>;
}

const PAGES_KEPT_PER_OUTCOME = 8;

/** A rendered page kept on its outcome, or rendered now and kept (the oldest page goes past the limit). */
export function keptPage(entry: CachedOutcome, key: string, render: () => EncodedAnswer): EncodedAnswer {
  const kept = entry.pages.get(key);
  if (kept) return kept;
  const answer = render();
  if (entry.pages.size >= PAGES_KEPT_PER_OUTCOME) entry.pages.delete(entry.pages.keys().next().value as string);
  entry.pages.set(key, answer);
  return answer;
}

export class AnswerCache {
  private readonly entries: LruCache<string, CachedOutcome>;

  constructor(capacity: number) {
    this.entries = new LruCache(capacity);
  }

  /** The filter's outcome in that language: kept, or searched now (and kept). */
  outcome(filter: ResolvedFilter, lang: string, search: () => SearchOutcome): CachedOutcome {
    const key = `${lang}|${filter.key}`;
    const kept = this.entries.get(key);
    if (kept) return kept;
    const entry: CachedOutcome = { outcome: search(), rankedByText: filter.skuPositions !== null || filter.words.length > 0, pages: new Map() };
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * These families' cards changed. Pages listing one are forgotten; with `stockMoved`, so are the
   * outcomes ranked by a search term that holds one, or that was cut at the result cap (a family
   * past the cap may now rank inside it).
   */
  forgetFamilies(positions: readonly number[], stockMoved: boolean): void {
    if (positions.length === 0) return;
    const dropped: string[] = [];
    for (const [key, entry] of this.entries.entries()) {
      const { ranked, total } = entry.outcome;
      const holds = positions.some((position) => ranked.includes(position));
      if (stockMoved && entry.rankedByText && (holds || total > ranked.length)) dropped.push(key);
      else if (holds) entry.pages.clear();
    }
    for (const key of dropped) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
