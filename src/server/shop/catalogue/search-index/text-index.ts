import { LruCache } from '../../../lib/lru';
import { inflectionKey, stem } from './stemmer';
import { synonymsOf, synonymVocabulary } from './synonyms';
import { TypoMatcher } from './typo';
import { tokenize } from './normalize';

/**
 * The inverted index: folded word → families (positions) it occurs in, with a bit per field it
 * occurs in. Postings are one flat Int32Array / Uint8Array pair (CSR layout) sorted by family.
 * Scoring (issue "Relevance ranking"): a word's score in a family is the match kind's weight
 * (exact > stem: plural or singular > synonym > derived form: -ing, -ed, which often names another
 * thing, bed → bedding > prefix > typo) times the best field's weight (name > brand > category and
 * keywords > description) plus a quarter of the other fields' weights.
 */
export const FIELD = { name: 1, brand: 2, category: 4, keywords: 8, description: 16 } as const;
export const FIELD_NAMES = ['name', 'brand', 'category', 'keywords', 'description'] as const;
const FIELD_WEIGHTS = [4, 3, 2, 2, 1];

export const MATCH_WEIGHT = { exact: 1, stem: 0.85, derived: 0.55, synonym: 0.7, prefix: 0.5, typo: 0.45 } as const;
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

/** Expansions by term id, keeping the heaviest kind of match of each. */
class ExpansionSet {
  private readonly byTerm = new Map<number, Expansion>();

  add(termId: number, kind: MatchKind, factor = 1): void {
    const weight = MATCH_WEIGHT[kind] * factor;
    const known = this.byTerm.get(termId);
    if (!known || known.weight < weight) this.byTerm.set(termId, { termId, weight, kind, scores: FIELD_SCORE.map((score) => weight * score) });
  }

  ids(): number[] {
    return [...this.byTerm.keys()];
  }

  list(): Expansion[] {
    return [...this.byTerm.values()];
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
    /** Postings (CSR): term t's families are postFam[postStart[t], postStart[t + 1]), increasing, each with its field mask. */
    readonly postStart: Int32Array,
    readonly postFam: Int32Array,
    readonly postMask: Uint8Array,
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

  /**
   * Indexed words a query word stands for as typed, with the weight of each kind of match: itself,
   * its stem, its synonyms; when none of those occur, the words it is the start of. Typos are not
   * here: which correction is meant depends on the query (spelling.ts, expandCorrection).
   */
  expand(word: string): Expansion[] {
    const cached = this.expansions.get(word);
    if (cached) return cached;
    const found = new ExpansionSet();
    const exactId = this.termIds.get(word);
    if (exactId !== undefined) found.add(exactId, 'exact');
    const key = stem(word);
    const inflection = inflectionKey(word);
    for (const id of this.stemTerms.get(key) ?? []) found.add(id, inflectionKey(this.terms[id]!) === inflection ? 'stem' : 'derived');
    this.addSynonyms(found, key, 'synonym');
    if (!found.ids().some((id) => this.postingCount(id) > 0) && word.length >= PREFIX_MIN_LENGTH) {
      for (const id of this.withPrefix(word)) found.add(id, 'prefix');
    }
    const out = found.list().filter((e) => this.postingCount(e.termId) > 0);
    this.expansions.set(word, out);
    return out;
  }

  /** True when the word occurs as itself, by its stem or by a synonym (not only as a prefix). */
  matchesDirectly(word: string): boolean {
    return this.expand(word).some((e) => e.kind !== 'prefix');
  }

  /** Indexed words one edit away from a query word: the typos it may be. */
  typoCandidates(word: string): number[] {
    return this.typo.candidates(word);
  }

  /** What a query word corrected to `termId` stands for: the correction's stem family and synonyms, weighed as a typo. */
  expandCorrection(termId: number): Expansion[] {
    const cacheKey = `\u0000${termId}`;
    const cached = this.expansions.get(cacheKey);
    if (cached) return cached;
    const found = new ExpansionSet();
    const term = this.terms[termId]!;
    for (const key of new Set([term, stem(term)])) {
      this.addStemFamily(found, key, 'typo');
      this.addSynonyms(found, key, 'typo', 0.9);
    }
    const out = found.list().filter((e) => this.postingCount(e.termId) > 0);
    this.expansions.set(cacheKey, out);
    return out;
  }

  private addStemFamily(found: ExpansionSet, key: string, kind: MatchKind, factor = 1): void {
    for (const id of this.stemTerms.get(key) ?? []) found.add(id, kind, factor);
  }

  private addSynonyms(found: ExpansionSet, key: string, kind: MatchKind, factor = 1): void {
    for (const synonym of synonymsOf(key)) this.addStemFamily(found, synonym, kind, factor);
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

  /** Debug: how each word matched one family ('dog→chien (synonym, name)'); `corrections` maps a mistyped word to the term it was read as. */
  explain(words: readonly string[], family: number, corrections?: ReadonlyMap<string, number>): string[] {
    const out: string[] = [];
    for (const word of words) {
      const correction = corrections?.get(word);
      const expansions = correction === undefined ? this.expand(word) : [...this.expand(word), ...this.expandCorrection(correction)];
      for (const { termId, kind } of expansions) {
        const mask = this.maskOf(termId, family);
        if (mask === 0) continue;
        const fields = FIELD_NAMES.filter((_, bit) => mask & (1 << bit)).join('+');
        out.push(`${word}→${this.terms[termId]} (${kind}, ${fields})`);
      }
    }
    return out;
  }

  /** The id of an indexed word, if it is one. */
  termId(word: string): number | undefined {
    return this.termIds.get(word);
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
  /** Per family: the current word's best score as typed (or as a prefix), -1 where it does not occur. */
  readonly best: Float64Array;
  /** Per family: the current word's best score read as its correction, -1 where that does not occur. */
  readonly typoBest: Float64Array;
  /** Candidates (family positions, increasing), their summed text scores and how many words each needed a typo for. */
  readonly fams: Int32Array;
  readonly scores: Float64Array;
  readonly typos: Uint8Array;
  /** Per family: query words found as themselves in its name (valid for candidates only). */
  readonly exactNameWords: Uint8Array;
  /** Per family: a mark while one word's list is built (all 0 in between). */
  readonly mark: Uint8Array;

  constructor(families: number) {
    this.mark = new Uint8Array(families);
    this.best = new Float64Array(families);
    this.typoBest = new Float64Array(families);
    this.fams = new Int32Array(families);
    this.scores = new Float64Array(families);
    this.typos = new Uint8Array(families);
    this.exactNameWords = new Uint8Array(families);
  }
}
