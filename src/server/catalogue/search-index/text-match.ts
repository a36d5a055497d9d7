import { FIELD, type MatchScratch, type TextIndex } from './text-index';

/** A query word, and the indexed word it is read as when it matches nothing as typed (spelling.ts). */
export interface QueryWord {
  word: string;
  correction: number | null;
}

/**
 * Families matching every word (AND), with the summed best score of each word, written into the
 * scratch; returns how many. A word counts as typed where it occurs as typed (or as a prefix), and
 * as its correction only elsewhere: `scratch.typos[i]` counts the words candidate i needed a typo
 * for, so the ranking can keep those after every match without one. `scratch.exactNameWords[f]`
 * counts the words found as themselves in a candidate's name (the phrase boost needs all of them).
 */
export function matchWords(text: TextIndex, words: readonly QueryWord[], scratch: MatchScratch): number {
  if (words.length === 0) return 0;
  const { best, typoBest, fams, scores, typos, exactNameWords } = scratch;
  const families = best.length;
  let n = 0;
  for (let w = 0; w < words.length; w++) {
    const { word, correction } = words[w]!;
    const expansions = text.expand(word);
    const corrected = correction === null ? null : text.expandCorrection(correction);
    if (expansions.length === 0 && !corrected?.length) return 0;
    best.fill(-1);
    for (const { termId, scores: byMask } of expansions) scan(text, termId, byMask, best);
    if (corrected) {
      typoBest.fill(-1);
      for (const { termId, scores: byMask } of corrected) scan(text, termId, byMask, typoBest);
    }
    if (w === 0) {
      for (let f = 0; f < families; f++) {
        let s = best[f]!;
        let typo = 0;
        if (s < 0 && corrected) {
          s = typoBest[f]!;
          typo = 1;
        }
        if (s >= 0) {
          fams[n] = f;
          scores[n] = s;
          typos[n++] = typo;
          exactNameWords[f] = 0;
        }
      }
    } else {
      let kept = 0;
      for (let i = 0; i < n; i++) {
        const f = fams[i]!;
        let s = best[f]!;
        let typo = 0;
        if (s < 0 && corrected) {
          s = typoBest[f]!;
          typo = 1;
        }
        if (s >= 0) {
          fams[kept] = f;
          scores[kept] = scores[i]! + s;
          typos[kept++] = typos[i]! + typo;
        }
      }
      n = kept;
    }
    if (n === 0) return 0;
    // Only a query of several words has a phrase to look for in names.
    const exactId = words.length > 1 ? text.termId(word) : undefined;
    if (exactId !== undefined) countNameHits(text, exactId, exactNameWords);
  }
  return n;
}

/** Raises best[f] to the term's score in each family f it occurs in. */
function scan(text: TextIndex, termId: number, byMask: Float64Array, best: Float64Array): void {
  const { postFam, postMask } = text;
  const end = text.postStart[termId + 1]!;
  for (let p = text.postStart[termId]!; p < end; p++) {
    const f = postFam[p]!;
    const s = byMask[postMask[p]!]!;
    if (s > best[f]!) best[f] = s;
  }
}

function countNameHits(text: TextIndex, termId: number, exactNameWords: Uint8Array): void {
  const { postFam, postMask } = text;
  const end = text.postStart[termId + 1]!;
  for (let p = text.postStart[termId]!; p < end; p++) if (postMask[p]! & FIELD.name) exactNameWords[postFam[p]!]!++;
}
