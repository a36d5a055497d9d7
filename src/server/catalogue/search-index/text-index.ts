import { LruCache } from '../../lib/lru';
import { stem } from './stemmer';
import { synonymsOf, synonymVocabulary } from './synonyms';
import { TYPO_MIN_LENGTH, TypoMatcher } from './typo';
import { tokenize } from './normalize';

/**
 * The inverted index: folded word → families (positions) it occurs in, with a bit per field it
 * occurs in. Postings are one flat Int32Array / Uint8Array pair (CSR layout) sorted by family.
 * Scoring (issue "Relevance ranking"): a word's score in a family is the match kind's weight
 * (exact > stem > synonym > prefix > typo) times the best field's weight (name > brand > category
 * and keywords > description) plus a quarter of the other fields' weights.
 */
export const FIELD = { name: 1, brand: 2, category: 4, keywords: 8, description: 16 } as const;
export const FIELD_NAMES = ['name', 'brand', 'category', 'keywords', 'description'] as const;
const FIELD_WEIGHTS = [4, 3, 2, 2, 1];

export const MATCH_WEIGHT = { exact: 1, stem: 0.85, synonym: 0.7, prefix: 0.5, typo: 0.45 } as const;
export type MatchKind = keyof typeof MATCH_WEIGHT;

const PREFIX_MIN_LENGTH = 3;
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;
const PREFIX_MAX_TERMS = 50;

/** Score of a field mask (0..31), precomputed. */
export const FIELD_SCORE: Float64Array = (() => {
  const scores = new Float64Array(32);
  for (let mask = 1; mask < 32; mask++) {
    let max = 0;
    let sum = 0;
    FIELD_WEIGHTS.forEach((weight, bit) => {
      if (mask & (1 << bit)) {
        max = Math.max(max, weight);
        sum += weight;
      }
    });
    scores[mask] = max + 0.25 * (sum - max);
  }
  return scores;
})();

export interface Expansion {
  termId: number;
  weight: number;
  kind: MatchKind;
  /** weight × FIELD_SCORE[mask] for each field mask: the term's score in a family. */
  scores: Float64Array;
}

export class TextIndexBuilder {
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  private readonly fams: number[][] = [];
  private readonly masks: number[][] = [];
  /** Raw word with non-ASCII characters → term ids: folding runs once per distinct word. */
  private readonly words = new Map<string, number[]>();
  /** Open-addressing table (term id + 1) keyed by a hash of the lower-cased word, so a known ASCII word is found without allocating. */
  private table = new Int32Array(1 << 14);
  private readonly hashes: number[] = [];

  private idOf(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.termIds.set(term, id);
      this.terms.push(term);
      this.fams.push([]);
      this.masks.push([]);
      let hash = FNV_OFFSET;
      for (let i = 0; i < term.length; i++) hash = Math.imul(hash ^ term.charCodeAt(i), FNV_PRIME);
      this.hashes.push(hash);
      if (this.terms.length * 2 > this.table.length) this.grow();
      else this.place(id, hash);
    }
    return id;
  }

  private place(id: number, hash: number): void {
    const mask = this.table.length - 1;
    let slot = hash & mask;
    while (this.table[slot] !== 0) slot = (slot + 1) & mask;
    this.table[slot] = id + 1;
  }

  private grow(): void {
    this.table = new Int32Array(this.table.length * 2);
    for (let id = 0; id < this.terms.length; id++) this.place(id, this.hashes[id]!);
  }

  /** The id of the ASCII word text[start, end) lower-cased, added when new. */
  private asciiWord(text: string, start: number, end: number, hash: number): number {
    const mask = this.table.length - 1;
    const length = end - start;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.table[slot]!;
      if (entry === 0) break;
      const id = entry - 1;
      if (this.hashes[id] !== hash) continue;
      const term = this.terms[id]!;
      if (term.length !== length) continue;
      let same = true;
      for (let k = 0; k < length; k++) {
        let c = text.charCodeAt(start + k);
        if (c >= 65 && c <= 90) c += 32;
        if (c !== term.charCodeAt(k)) {
          same = false;
          break;
        }
      }
      if (same) return id;
    }
    return this.idOf(text.slice(start, end).toLowerCase());
  }

  /** Families must be added in increasing position order. */
  add(family: number, field: number, text: string | null | undefined): void {
    if (!text) return;
    // A hand-rolled scan: an ASCII word is its own token once lower-cased; a word with any other
    // character goes through tokenize() (accent folding, odd punctuation) once and is cached.
    const n = text.length;
    let start = -1;
    let ascii = true;
    let hash = FNV_OFFSET;
    for (let i = 0; i <= n; i++) {
      let c = i < n ? text.charCodeAt(i) : 32;
      if (c >= 65 && c <= 90) c += 32;
      const isWord = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c >= 128;
      if (isWord) {
        if (start < 0) {
          start = i;
          ascii = true;
          hash = FNV_OFFSET;
        }
        if (c >= 128) ascii = false;
        hash = Math.imul(hash ^ c, FNV_PRIME);
        continue;
      }
      if (start < 0) continue;
      if (ascii) this.post(this.asciiWord(text, start, i, hash), family, field);
      else {
        const raw = text.slice(start, i);
        let ids = this.words.get(raw);
        if (!ids) {
          ids = tokenize(raw).map((word) => this.idOf(word));
          this.words.set(raw, ids);
        }
        for (const id of ids) this.post(id, family, field);
      }
      start = -1;
    }
  }

  private post(id: number, family: number, field: number): void {
    const fams = this.fams[id]!;
    const last = fams.length - 1;
    if (last >= 0 && fams[last] === family) this.masks[id]![last]! |= field;
    else {
      fams.push(family);
      this.masks[id]!.push(field);
    }
  }

  build(): TextIndex {
    // Synonym-only words join the dictionary without postings, so a typo can still reach them.
    for (const word of synonymVocabulary()) this.idOf(word);
    let total = 0;
    for (const fams of this.fams) total += fams.length;
    const start = new Int32Array(this.terms.length + 1);
    const fam = new Int32Array(total);
    const mask = new Uint8Array(total);
    let at = 0;
    this.fams.forEach((list, id) => {
      start[id] = at;
      const masks = this.masks[id]!;
      for (let i = 0; i < list.length; i++) {
        fam[at] = list[i]!;
        mask[at] = masks[i]!;
        at++;
      }
    });
    start[this.terms.length] = at;
    return new TextIndex(this.terms, this.termIds, start, fam, mask);
  }
}

export class TextIndex {
  private readonly stemTerms = new Map<string, number[]>();
  private readonly sorted: Int32Array;
  private readonly typo: TypoMatcher;
  private readonly expansions = new LruCache<string, Expansion[]>(4000);

  constructor(
    readonly terms: readonly string[],
    private readonly termIds: ReadonlyMap<string, number>,
    private readonly postStart: Int32Array,
    private readonly postFam: Int32Array,
    private readonly postMask: Uint8Array,
  ) {
    terms.forEach((term, id) => {
      const key = stem(term);
      const list = this.stemTerms.get(key);
      if (list) list.push(id);
      else this.stemTerms.set(key, [id]);
    });
    this.sorted = Int32Array.from(terms.keys()).sort((a, b) => (terms[a]! < terms[b]! ? -1 : terms[a]! > terms[b]! ? 1 : 0));
    this.typo = new TypoMatcher(terms);
  }

  get termCount(): number {
    return this.terms.length;
  }

  postingCount(termId: number): number {
    return this.postStart[termId + 1]! - this.postStart[termId]!;
  }

  /** Indexed words a query word stands for, with the weight of each kind of match. */
  expand(word: string): Expansion[] {
    const cached = this.expansions.get(word);
    if (cached) return cached;
    const found = new Map<number, Expansion>();
    const add = (termId: number, kind: MatchKind, factor = 1) => {
      const weight = MATCH_WEIGHT[kind] * factor;
      const known = found.get(termId);
      if (!known || known.weight < weight) found.set(termId, { termId, weight, kind, scores: FIELD_SCORE.map((score) => weight * score) });
    };
    const addStemFamily = (key: string, kind: MatchKind, factor = 1) => {
      for (const id of this.stemTerms.get(key) ?? []) add(id, kind, factor);
    };
    const addSynonyms = (key: string, kind: MatchKind, factor = 1) => {
      for (const synonym of synonymsOf(key)) addStemFamily(synonym, kind, factor);
    };

    const exactId = this.termIds.get(word);
    if (exactId !== undefined) add(exactId, 'exact');
    const key = stem(word);
    addStemFamily(key, 'stem');
    addSynonyms(key, 'synonym');

    if (![...found.keys()].some((id) => this.postingCount(id) > 0)) {
      // Nothing indexed under the word itself: try it as the start of a word, then as a typo.
      if (word.length >= PREFIX_MIN_LENGTH) for (const id of this.withPrefix(word)) add(id, 'prefix');
      if (word.length >= TYPO_MIN_LENGTH) {
        for (const id of this.typo.candidates(word)) {
          const term = this.terms[id]!;
          for (const k of new Set([term, stem(term)])) {
            addStemFamily(k, 'typo');
            addSynonyms(k, 'typo', 0.9);
          }
        }
      }
    }
    const out = [...found.values()].filter((e) => this.postingCount(e.termId) > 0);
    this.expansions.set(word, out);
    return out;
  }

  private withPrefix(prefix: string): number[] {
    const { sorted, terms } = this;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (terms[sorted[mid]!]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < sorted.length && out.length < PREFIX_MAX_TERMS; i++) {
      const term = terms[sorted[i]!]!;
      if (!term.startsWith(prefix)) break;
      if (term !== prefix) out.push(sorted[i]!);
    }
    return out;
  }

  /**
   * Families matching every word (AND), with the summed best score of each word. Results go into
   * the caller's scratch; returns how many candidates were written. `scratch.exactNameWords[f]`
   * counts the words found as themselves in a candidate's name (the phrase boost needs all of them).
   */
  match(words: readonly string[], scratch: MatchScratch): number {
    if (words.length === 0) return 0;
    const { best, fams, scores, exactNameWords } = scratch;
    const families = best.length;
    let n = 0;
    for (let w = 0; w < words.length; w++) {
      const word = words[w]!;
      const expansions = this.expand(word);
      if (expansions.length === 0) return 0;
      // best[f]: the word's best score in family f, -1 where it does not occur.
      best.fill(-1);
      for (const { termId, scores: byMask } of expansions) this.scan(termId, byMask, best);
      if (w === 0) {
        for (let f = 0; f < families; f++) {
          const s = best[f]!;
          if (s >= 0) {
            fams[n] = f;
            scores[n++] = s;
            exactNameWords[f] = 0;
          }
        }
      } else {
        let kept = 0;
        for (let i = 0; i < n; i++) {
          const f = fams[i]!;
          const s = best[f]!;
          if (s >= 0) {
            fams[kept] = f;
            scores[kept++] = scores[i]! + s;
          }
        }
        n = kept;
      }
      if (n === 0) return 0;
      // Only a query of several words has a phrase to look for in names.
      const exactId = words.length > 1 ? this.termIds.get(word) : undefined;
      if (exactId !== undefined) this.countNameHits(exactId, exactNameWords);
    }
    return n;
  }

  /** Raises best[f] to the term's score in each family f it occurs in. */
  private scan(termId: number, byMask: Float64Array, best: Float64Array): void {
    const { postFam, postMask } = this;
    const end = this.postStart[termId + 1]!;
    for (let p = this.postStart[termId]!; p < end; p++) {
      const f = postFam[p]!;
      const s = byMask[postMask[p]!]!;
      if (s > best[f]!) best[f] = s;
    }
  }

  private countNameHits(termId: number, exactNameWords: Uint8Array): void {
    const { postFam, postMask } = this;
    const end = this.postStart[termId + 1]!;
    for (let p = this.postStart[termId]!; p < end; p++) if (postMask[p]! & FIELD.name) exactNameWords[postFam[p]!]!++;
  }

  /** Debug: how each word matched one family ('dog→chien (synonym, name)'). */
  explain(words: readonly string[], family: number): string[] {
    const out: string[] = [];
    for (const word of words) {
      for (const { termId, kind } of this.expand(word)) {
        const mask = this.maskOf(termId, family);
        if (mask === 0) continue;
        const fields = FIELD_NAMES.filter((_, bit) => mask & (1 << bit)).join('+');
        out.push(`${word}→${this.terms[termId]} (${kind}, ${fields})`);
      }
    }
    return out;
  }

  private maskOf(termId: number, family: number): number {
    let lo = this.postStart[termId]!;
    let hi = this.postStart[termId + 1]! - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const f = this.postFam[mid]!;
      if (f === family) return this.postMask[mid]!;
      if (f < family) lo = mid + 1;
      else hi = mid - 1;
    }
    return 0;
  }
}

/** Reusable buffers of one index's matches (one per index: the server answers one call at a time). */
export class MatchScratch {
  /** Per family: the current word's best score, -1 where it does not occur. */
  readonly best: Float64Array;
  /** Candidates (family positions, increasing) and their summed text scores. */
  readonly fams: Int32Array;
  readonly scores: Float64Array;
  /** Per family: query words found as themselves in its name (valid for candidates only). */
  readonly exactNameWords: Uint8Array;

  constructor(families: number) {
    this.best = new Float64Array(families);
    this.fams = new Int32Array(families);
    this.scores = new Float64Array(families);
    this.exactNameWords = new Uint8Array(families);
  }
}
