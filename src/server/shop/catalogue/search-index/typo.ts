/**
 * Typo tolerance (Damerau: a swap of two neighbours is one edit, like an insert, a delete or a
 * substitution). A query word of four letters or more may be one edit away from an indexed word; a
 * three-letter word only a swap away ("dgo" → "dog"), as any other edit of so short a word mostly
 * lands on another real word. Candidates come from a deletion neighbourhood built once per index
 * (every word with one letter removed → word ids), so a lookup costs a handful of map reads; each
 * candidate is then confirmed with the edit distance. Which candidate is meant is chosen elsewhere
 * (spelling.ts).
 */
export const TYPO_MIN_LENGTH = 4;
export const SWAP_MIN_LENGTH = 3;
const MAX_TERM_LENGTH = 24;

export class TypoMatcher {
  private readonly deletions = new Map<string, number[]>();
  private readonly exact = new Map<string, number>();

  constructor(private readonly terms: readonly string[]) {
    terms.forEach((term, id) => {
      if (term.length < SWAP_MIN_LENGTH || term.length > MAX_TERM_LENGTH || /\d/.test(term)) return;
      this.exact.set(term, id);
      // A three-letter word is reached by a swap, or by a four-letter word with a letter too many.
      if (term.length < TYPO_MIN_LENGTH) return;
      for (const variant of deletionsOf(term)) {
        const ids = this.deletions.get(variant);
        if (!ids) this.deletions.set(variant, [id]);
        else if (ids[ids.length - 1] !== id) ids.push(id);
      }
    });
  }

  /** Ids of indexed words exactly one edit away from `word` (never the word itself). */
  candidates(word: string): number[] {
    if (word.length < SWAP_MIN_LENGTH || word.length > MAX_TERM_LENGTH) return [];
    if (word.length < TYPO_MIN_LENGTH) return this.swaps(word);
    const found = new Set<number>();
    // The query lost a letter: it is one of an indexed word's deletions.
    for (const id of this.deletions.get(word) ?? []) found.add(id);
    for (const variant of deletionsOf(word)) {
      // The query has one letter too many.
      const id = this.exact.get(variant);
      if (id !== undefined) found.add(id);
      // A substituted or swapped letter: both lose one letter to the same string.
      for (const other of this.deletions.get(variant) ?? []) found.add(other);
    }
    const out: number[] = [];
    for (const id of found) {
      const term = this.terms[id] as string;
      if (term !== word && editDistanceAtMostOne(word, term)) out.push(id);
    }
    return out;
  }

  private swaps(word: string): number[] {
    const out: number[] = [];
    for (let i = 0; i + 1 < word.length; i++) {
      if (word[i] === word[i + 1]) continue;
      const id = this.exact.get(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
      if (id !== undefined && !out.includes(id)) out.push(id);
    }
    return out;
  }

  get size(): number {
    return this.deletions.size;
  }
}

export function deletionsOf(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  return out;
}

export type EditKind = 'swap' | 'insert' | 'delete' | 'substitute';

/** The one edit that turns `typed` into `meant` (null when they are not one edit apart). */
export function editKind(typed: string, meant: string): EditKind | null {
  if (typed === meant || !editDistanceAtMostOne(typed, meant)) return null;
  if (typed.length < meant.length) return 'insert';
  if (typed.length > meant.length) return 'delete';
  let i = 0;
  while (typed[i] === meant[i]) i++;
  return typed[i] === meant[i + 1] && typed[i + 1] === meant[i] && typed.slice(i + 2) === meant.slice(i + 2) ? 'swap' : 'substitute';
}

/** Optimal string alignment distance ≤ 1 (a swap of neighbours counts as one edit). */
export function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
