import type { Bitset } from './bitset';
import { kthLargestOf } from './select';

/**
 * Ranking with a search term: the best `cap` matches by score, then by the default order, without
 * sorting (or even fully scoring) every match. Each match gets one sortable key: fewer words read
 * as typos first (a typo match never outranks a match as typed), then higher score, then the
 * default order; unique per family (the rank part).
 *  1. every match's key without the phrase boost, a lower bound of its real key;
 *  2. the cap-th largest of those (quickselect, linear): no match whose key with the largest phrase
 *     boost is below it can make the cut;
 *  3. the phrase boost (a string search in two names, the only costly part of a score) only for the
 *     matches left whose name holds every query word as itself or whose category holds the phrase,
 *     then one sort of those few keys.
 */
export const BOOST = {
  /** Shares of the text score added for a featured, an in-stock product: they reorder near-equal matches, never lift a clearly weaker one. */
  featured: 0.15,
  inStock: 0.1,
  phraseExact: 3,
  phraseContained: 1.5,
  sku: 100,
} as const;

const RANK_SPAN = 2 ** 20;
/** Scores stay below 262 (a SKU's 100 plus boosts, or 8 words of at most 6 plus boosts), so score × 1000 fits 18 bits. */
const SCORE_SPAN = 2 ** 18;
/** Query words are at most 8 (queryTokens). */
const MAX_TYPOS = 8;

/** One sortable number per result (exact in a double: below 2^42). */
export const rankKey = (score: number, rank: number, typos = 0): number =>
  ((MAX_TYPOS - typos) * SCORE_SPAN + Math.round(score * 1000)) * RANK_SPAN + (RANK_SPAN - 1 - rank);

/** The default-order rank a key was made with. */
const rankOfKey = (key: number): number => RANK_SPAN - 1 - (key % RANK_SPAN);

/** Featured plus in-stock boost of one family with this text score (the phrase boost is added to this sum). */
export const statusBoost = (featured: Uint8Array, inStock: Uint8Array, position: number, text: number): number =>
  text * ((featured[position] ? BOOST.featured : 0) + (inStock[position] ? BOOST.inStock : 0));

export interface PhraseInput {
  text: string;
  words: number;
  /** Per family: how many query words its name holds as themselves (fewer than all: no phrase in the name). */
  nameWords: Uint8Array;
  /** Families in a category whose name holds the phrase, or null when no category does. */
  categoryBits: Bitset | null;
  /** The family's phrase boost (at most BOOST.phraseExact). */
  boost: (position: number) => number;
}

/** A family whose phrase boost may not be 0. */
const mayHoldPhrase = (phrase: PhraseInput, f: number): boolean =>
  phrase.nameWords[f] === phrase.words || (phrase.categoryBits !== null && (phrase.categoryBits[f >>> 5]! & (1 << (f & 31))) !== 0);

export interface RankingInput {
  /** Matched family positions, their text scores and typo counts (parallel, first `candidates` entries). */
  fams: Int32Array;
  textScores: Float64Array;
  typos: Uint8Array;
  candidates: number;
  /** Families left after the filters: only these are ranked. */
  final: Bitset;
  cap: number;
  /** Default order in the answer's language: position → rank and rank → position. */
  rank: Int32Array;
  order: Int32Array;
  featured: Uint8Array;
  inStock: Uint8Array;
  /** Several query words: the phrase; else null (no phrase boost). */
  phrase: PhraseInput | null;
}

export interface Ranking {
  ranked: Int32Array;
  scores: Float64Array;
  textScores: Float64Array;
}

/** Buffers reused from one ranking to the next (one per index, one call at a time). */
export class RankScratch {
  readonly keys: Float64Array;
  readonly work: Float64Array;
  readonly at: Int32Array;
  /** Per family: its entry in `fams` (valid for the ranked ones only). */
  readonly candidateOf: Int32Array;

  constructor(families: number) {
    this.keys = new Float64Array(families);
    this.work = new Float64Array(families);
    this.at = new Int32Array(families);
    this.candidateOf = new Int32Array(families);
  }
}

export function rankTop(input: RankingInput, scratch: RankScratch): Ranking {
  const { fams, textScores, typos, candidates, final, cap, rank, featured, inStock, phrase } = input;
  const { keys, work, at, candidateOf } = scratch;
  // 1. Lower-bound keys of the matches left after the filters.
  let m = 0;
  for (let i = 0; i < candidates; i++) {
    const f = fams[i]!;
    if ((final[f >>> 5]! & (1 << (f & 31))) === 0) continue;
    const text = textScores[i]!;
    keys[m] = rankKey(text + statusBoost(featured, inStock, f, text), rank[f]!, typos[i]!);
    at[m++] = i;
  }
  // 2. The cut: with a phrase boost of 0 for all, the cap-th best key.
  const cut = m > cap ? kthLargestOf(keys, m, cap, work) : -Infinity;
  // 3. Real keys of the matches that can still make the cut.
  let kept = 0;
  for (let j = 0; j < m; j++) {
    const i = at[j]!;
    const f = fams[i]!;
    let key = keys[j]!;
    if (phrase !== null && mayHoldPhrase(phrase, f)) {
      const status = statusBoost(featured, inStock, f, textScores[i]!);
      if (rankKey(textScores[i]! + (status + BOOST.phraseExact), rank[f]!, typos[i]!) < cut) continue;
      key = rankKey(textScores[i]! + (status + phrase.boost(f)), rank[f]!, typos[i]!);
    }
    if (key < cut) continue;
    work[kept++] = key;
    candidateOf[f] = i;
  }
  const best = work.subarray(0, kept).sort();
  const size = Math.min(cap, kept);
  const ranked = new Int32Array(size);
  const scores = new Float64Array(size);
  const texts = new Float64Array(size);
  for (let r = 0; r < size; r++) {
    const f = input.order[rankOfKey(best[kept - 1 - r]!)]!;
    const text = textScores[candidateOf[f]!]!;
    const status = statusBoost(featured, inStock, f, text);
    ranked[r] = f;
    texts[r] = text;
    scores[r] = text + (phrase !== null && mayHoldPhrase(phrase, f) ? status + phrase.boost(f) : status);
  }
  return { ranked, scores, textScores: texts };
}
