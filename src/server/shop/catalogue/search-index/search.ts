import { splitPropertyValue, type SearchFilter } from '../../../../contracts/catalogue-filter';
import { RESULT_COUNT_CAP } from '../../../../domain/constants';
import { andInto, copyInto, count, countAnd, createBitset, orInto, setBit, type Bitset } from './bitset';
import { skuKey, type CatalogueIndex } from './catalogue-index';
import { LruCache } from '../../../lib/lru';
import { queryTokens } from './normalize';
import { PhraseBooster } from './phrase';
import { Speller } from './spelling';
import { TermLanguages } from './term-languages';
import { WordLists } from './word-lists';
import { matchWords, type QueryWord } from './text-match';
import { BOOST, RankScratch, rankTop } from './ranking';
import type { CategoryNode, Lang, PromotionNode, PropertyNode, PropertyValueNode } from './types';

/** A filter checked against the index: unknown ids and values are refused here (400). */
export class FilterError extends Error {}

export interface ResolvedFilter {
  l1: CategoryNode | null;
  l2: CategoryNode | null;
  l3: CategoryNode | null;
  deepest: CategoryNode | null;
  properties: { property: PropertyNode; values: PropertyValueNode[] }[];
  manufacturer: { id: number; name: string; bits: Bitset } | null;
  promotion: PromotionNode | null;
  q: string | null;
  words: string[];
  /** Positions of families whose SKU is the whole query (manufacturer's product number, exact). */
  skuPositions: number[] | null;
  /** Canonical key of everything above, for the result cache. */
  key: string;
}

const BRAND_FILTER = 'brand';


function category(index: CatalogueIndex, id: number | undefined, level: number): CategoryNode | null {
  if (id === undefined) return null;
  const node = index.categories.get(id);
  if (!node || node.level !== level) throw new FilterError(`unknown l${level} category ${id}`);
  return node;
}

export function resolveFilter(index: CatalogueIndex, filter: SearchFilter): ResolvedFilter {
  const l3 = category(index, filter.l3, 3);
  let l2 = category(index, filter.l2, 2);
  let l1 = category(index, filter.l1, 1);
  if (l3) {
    const parent = index.categories.get(l3.parentId ?? -1) ?? null;
    if (l2 && l2 !== parent) throw new FilterError(`category ${l3.id} is not under ${l2.id}`);
    l2 = parent;
  }
  if (l2) {
    const parent = index.categories.get(l2.parentId ?? -1) ?? null;
    if (l1 && l1 !== parent) throw new FilterError(`category ${l2.id} is not under ${l1.id}`);
    l1 = parent;
  }
  const properties: ResolvedFilter['properties'] = [];
  const selected = { ...filter.selectedProperties };
  if (filter.bid !== undefined) {
    // bid = brand id: a value id of the brand property, the same as selecting that brand.
    const brand = index.propertiesByName.get(BRAND_FILTER)?.byId.get(filter.bid);
    if (!brand) throw new FilterError(`unknown brand ${filter.bid}`);
    selected[BRAND_FILTER] = [...(selected[BRAND_FILTER] ?? []), brand.queryValue];
  }
  for (const [name, raw] of Object.entries(selected)) {
    const property = index.propertiesByName.get(name);
    if (!property) throw new FilterError(`unknown filter '${name}'`);
    const values: PropertyValueNode[] = [];
    for (const value of raw) {
      const { queryValue } = splitPropertyValue(value);
      const node = property.byQueryValue.get(queryValue) ?? (/^\d+$/.test(queryValue) ? property.byId.get(Number(queryValue)) : undefined);
      if (!node) throw new FilterError(`unknown value '${queryValue}' of filter '${name}'`);
      if (!values.includes(node)) values.push(node);
    }
    if (values.length > 0) properties.push({ property, values: values.sort((a, b) => a.slot - b.slot) });
  }
  properties.sort((a, b) => a.property.index - b.property.index);
  const manufacturer = filter.mfgId === undefined ? null : index.manufacturers.get(filter.mfgId) ?? null;
  if (filter.mfgId !== undefined && !manufacturer) throw new FilterError(`unknown manufacturer ${filter.mfgId}`);
  const promotion = filter.promoId === undefined ? null : index.promotions.get(filter.promoId) ?? null;
  if (filter.promoId !== undefined && !promotion) throw new FilterError(`unknown promotion ${filter.promoId}`);

  const q = filter.q?.trim() || null;
  const skuPositions = q ? index.skus.get(skuKey(q)) ?? null : null;
  const words = q && !skuPositions ? queryTokens(q) : [];
  const deepest = l3 ?? l2 ?? l1;
  const key = [
    deepest?.id ?? '',
    properties.map((p) => `${p.property.index}:${p.values.map((v) => v.slot).join(',')}`).join(';'),
    manufacturer?.id ?? '',
    promotion?.id ?? '',
    skuPositions ? `sku:${skuKey(q!)}` : words.join(' '),
  ].join('|');
  return { l1, l2, l3, deepest, properties, manufacturer, promotion, q, words, skuPositions, key };
}

export interface SearchOutcome {
  /** Matches before the cap. */
  total: number;
  /** Family positions, best first, at most RESULT_COUNT_CAP. */
  ranked: Int32Array;
  /** Final and text scores parallel to `ranked`; null without a search term. */
  scores: Float64Array | null;
  textScores: Float64Array | null;
  /** Facet counts per slot, each facet counted without its own selection. */
  slotCounts: Int32Array;
  /** Serialised facet data, filled by the response builder on first use. */
  facetJson?: string;
  /** Query words read as another indexed word (a typo) → that word's id. */
  corrections: ReadonlyMap<string, number> | null;
}

const CATEGORY_GROUP = -1;
const MANUFACTURER_GROUP = -2;
const PROMOTION_GROUP = -3;
/** Other readings of mistyped words tried when the likeliest finds nothing. */
const MAX_OTHER_READINGS = 4;

/**
 * Runs searches on one index. Buffers are reused across calls (one call at a time: Node runs
 * handlers one after another), and outcomes are cached by filter and language, as the index
 * never changes once built.
 */
export class CatalogueSearcher {
  private readonly cache: LruCache<string, SearchOutcome>;
  private readonly pool: Bitset[] = [];
  private readonly textBits: Bitset;
  private readonly slotsPerFamily: number;
  private readonly rankScratch: RankScratch;
  private readonly speller: Speller;
  private readonly phrases: PhraseBooster;
  private readonly wordLists: WordLists;

  /**
   * `cacheSize`: whole outcomes kept (0: none). `wordListEntries`: families held over all the query
   * words' lists kept (word-lists.ts; 0: none), by default 16 per family of the catalogue (about
   * 10 MB at 100,000 products).
   */
  constructor(readonly index: CatalogueIndex, cacheSize = 500, wordListEntries = 16 * index.size) {
    this.cache = new LruCache(cacheSize);
    this.wordLists = new WordLists(index.text, index.scratch, wordListEntries);
    this.textBits = createBitset(index.size);
    this.rankScratch = new RankScratch(index.size);
    this.speller = new Speller(index.text, new TermLanguages(index));
    this.phrases = new PhraseBooster(index);
    this.slotsPerFamily = index.size === 0 ? 0 : index.familySlots.length / index.size;
  }

  private buffer(i: number): Bitset {
    while (this.pool.length <= i) this.pool.push(createBitset(this.index.size));
    return this.pool[i]!;
  }

  search(filter: ResolvedFilter, lang: Lang, useCache = true): SearchOutcome {
    const key = `${lang}|${filter.key}`;
    if (useCache) {
      const hit = this.cache.get(key);
      if (hit) return hit;
    }
    const outcome = this.run(filter, lang);
    if (useCache) this.cache.set(key, outcome);
    return outcome;
  }

  private run(filter: ResolvedFilter, lang: Lang): SearchOutcome {
    const { index } = this;
    const scratch = index.scratch;
    let buffers = 0;

    // 1. Text: candidates and their text scores (scratch.fams / scratch.scores), as a bitset.
    let matched: Bitset = index.all;
    let candidates = 0;
    let corrections: Map<string, number> | null = null;
    if (filter.skuPositions) {
      matched = this.textBits.fill(0);
      for (const position of filter.skuPositions) {
        scratch.fams[candidates] = position;
        scratch.scores[candidates] = BOOST.sku;
        scratch.typos[candidates++] = 0;
        setBit(matched, position);
      }
    } else if (filter.words.length > 0) {
      const read = this.readWords(filter.words, lang);
      candidates = read.candidates;
      for (const { word, correction } of read.words) if (correction !== null) (corrections ??= new Map()).set(word, correction);
      matched = this.textBits.fill(0);
      for (let i = 0; i < candidates; i++) setBit(matched, scratch.fams[i]!);
    }
    const hasText = filter.skuPositions !== null || filter.words.length > 0;

    // 2. One bitset per filter group: OR within a property, AND across groups.
    const groups: { id: number; bits: Bitset }[] = [];
    if (filter.deepest) groups.push({ id: CATEGORY_GROUP, bits: filter.deepest.bits });
    for (const { property, values } of filter.properties) {
      let bits = values[0]!.bits;
      if (values.length > 1) {
        bits = copyInto(this.buffer(buffers++), bits);
        for (let i = 1; i < values.length; i++) orInto(bits, values[i]!.bits);
      }
      groups.push({ id: property.index, bits });
    }
    if (filter.manufacturer) groups.push({ id: MANUFACTURER_GROUP, bits: filter.manufacturer.bits });
    if (filter.promotion) groups.push({ id: PROMOTION_GROUP, bits: filter.promotion.bits });

    const without = (skip: number | null): Bitset => {
      const bits = copyInto(this.buffer(buffers++), matched);
      for (const g of groups) if (g.id !== skip) andInto(bits, g.bits);
      return bits;
    };
    const final = without(null);
    const total = count(final);

    // 3. Facet counts: categories without the category selection, each selected property
    //    without its own selection, other properties against the full filter.
    const slotCounts = new Int32Array(index.slotBits.length);
    const selectedGroups = new Set(groups.map((g) => g.id));
    const accept = new Uint8Array(index.properties.length + 1);
    const countGroups = (bits: Bitset, groupIds: number[]) => {
      accept.fill(0);
      for (const id of groupIds) accept[id + 1] = 1;
      this.countSlots(bits, accept, slotCounts);
    };
    const finalGroups: number[] = [];
    if (selectedGroups.has(CATEGORY_GROUP)) countGroups(without(CATEGORY_GROUP), [CATEGORY_GROUP]);
    else finalGroups.push(CATEGORY_GROUP);
    for (const property of index.properties) {
      if (selectedGroups.has(property.index)) countGroups(without(property.index), [property.index]);
      else finalGroups.push(property.index);
    }
    countGroups(final, finalGroups);

    // 4. Ranking
    const cap = Math.min(total, RESULT_COUNT_CAP);
    if (!hasText) return { total, ranked: this.defaultOrder(final, total, cap, lang), scores: null, textScores: null, slotCounts, corrections };

    const phrase = filter.words.length > 1 && !filter.skuPositions ? filter.words.join(' ') : null;
    const { ranked, scores, textScores } = rankTop({
      fams: scratch.fams,
      textScores: scratch.scores,
      typos: scratch.typos,
      candidates,
      final,
      cap,
      rank: index.rankOf[lang],
      order: index.order[lang],
      featured: index.featured,
      inStock: index.inStock,
      phrase: phrase === null ? null : {
        text: phrase,
        words: filter.words.length,
        nameWords: scratch.exactNameWords,
        categoryBits: this.phrases.categoryBits(phrase),
        boost: (position) => this.phrases.boost(position, phrase),
      },
    }, this.rankScratch);
    return { total, ranked, scores, textScores, slotCounts, corrections };
  }

  /**
   * Matches the query's words, mistyped ones read as their likeliest correction; when that finds
   * nothing, tries the other corrections of one word at a time (a few at most).
   */
  private readWords(words: readonly string[], lang: Lang): { words: QueryWord[]; candidates: number } {
    const { index } = this;
    const read = this.speller.read(words, lang);
    const source = (word: QueryWord) => this.wordLists.get(word);
    let candidates = matchWords(index.text, read.words, index.scratch, source);
    let tries = 0;
    for (const [word, alternatives] of read.alternatives) {
      for (const correction of alternatives) {
        if (candidates > 0 || tries++ >= MAX_OTHER_READINGS) return { words: read.words, candidates };
        const other = read.words.map((w) => (w.word === word ? { word, correction } : w));
        candidates = matchWords(index.text, other, index.scratch, source);
        if (candidates > 0) return { words: other, candidates };
      }
    }
    return { words: read.words, candidates };
  }

  /** Featured and in-stock boosts of a match with this text score, and the bonus of a name or category that is, or holds, the whole query. */
  boostParts(position: number, phrase: string | null, textScore: number): { featured: number; inStock: number; phrase: number; total: number } {
    const { index } = this;
    const featured = index.featured[position] ? textScore * BOOST.featured : 0;
    const inStock = index.inStock[position] ? textScore * BOOST.inStock : 0;
    const phraseBoost = phrase ? this.phraseBoost(position, phrase) : 0;
    return { featured, inStock, phrase: phraseBoost, total: featured + inStock + phraseBoost };
  }

  /** The bonus of a name or a category that is the whole query, or holds its words in a row (phrase.ts). */
  phraseBoost(position: number, phrase: string): number {
    return this.phrases.boost(position, phrase);
  }

  /** No search term: featured, then sort order, then name (cat issue), first `cap` of them. */
  private defaultOrder(final: Bitset, total: number, cap: number, lang: Lang): Int32Array {
    const { index } = this;
    const ranked = new Int32Array(cap);
    if (cap === 0) return ranked;
    const order = index.order[lang];
    if (total * 8 > index.size) {
      let n = 0;
      for (let i = 0; i < order.length && n < cap; i++) {
        const f = order[i]!;
        if ((final[f >>> 5]! & (1 << (f & 31))) !== 0) ranked[n++] = f;
      }
      return ranked;
    }
    // Few matches: sort their ranks instead of walking the whole order.
    const rank = index.rankOf[lang];
    const ranks = new Int32Array(total);
    let n = 0;
    for (let w = 0; w < final.length; w++) {
      let word = final[w]!;
      while (word !== 0) {
        const low = word & -word;
        ranks[n++] = rank[(w << 5) + (31 - Math.clz32(low))]!;
        word ^= low;
      }
    }
    ranks.sort();
    for (let i = 0; i < cap; i++) ranked[i] = order[ranks[i]!]!;
    return ranked;
  }

  /** Adds to `counts` each accepted slot's count in `bits`: popcounts when dense, a walk when sparse. */
  private countSlots(bits: Bitset, accept: Uint8Array, counts: Int32Array): void {
    const { index } = this;
    const { slotGroup, slotBits } = index;
    let acceptedSlots = 0;
    for (let s = 0; s < slotGroup.length; s++) if (accept[slotGroup[s]! + 1]) acceptedSlots++;
    if (acceptedSlots === 0) return;
    const members = count(bits);
    // A walk costs about one increment per member's slot, a popcount about four (measured).
    if (members * this.slotsPerFamily < 4 * acceptedSlots * bits.length) {
      const { familySlotStart, familySlots } = index;
      const everySlot = acceptedSlots === slotGroup.length;
      for (let w = 0; w < bits.length; w++) {
        let word = bits[w]!;
        while (word !== 0) {
          const low = word & -word;
          const f = (w << 5) + (31 - Math.clz32(low));
          word ^= low;
          const end = familySlotStart[f + 1]!;
          if (everySlot) {
            for (let p = familySlotStart[f]!; p < end; p++) counts[familySlots[p]!]!++;
          } else {
            for (let p = familySlotStart[f]!; p < end; p++) {
              const slot = familySlots[p]!;
              if (accept[slotGroup[slot]! + 1]) counts[slot]!++;
            }
          }
        }
      }
      return;
    }
    for (let s = 0; s < slotGroup.length; s++) if (accept[slotGroup[s]! + 1]) counts[s] = countAnd(bits, slotBits[s]!);
  }
}

