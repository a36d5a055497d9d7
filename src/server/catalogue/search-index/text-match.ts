import { FIELD, type Expansion, type MatchScratch, type TextIndex } from './text-index';

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
    const expansions = scoring(text, text.expand(word), best);
    const corrected = correction === null ? null : scoring(text, text.expandCorrection(correction), best);
    if (expansions.length === 0 && !corrected?.length) return 0;
    best.fill(-1);
    for (const list of expansions) scan(list, best);
    if (corrected) {
      typoBest.fill(-1);
      for (const list of corrected) scan(list, typoBest);
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

/** Raises best[f] to the list's score in each family f it holds. */
function scan({ fam, mask, start, end, scores }: ScoringList, best: Float64Array): void {
  for (let p = start; p < end; p++) {
    const f = fam[p]!;
    const s = scores[mask[p]!]!;
    if (s > best[f]!) best[f] = s;
  }
}

function countNameHits(text: TextIndex, termId: number, exactNameWords: Uint8Array): void {
  const { postFam, postMask } = text;
  const end = text.postStart[termId + 1]!;
  for (let p = text.postStart[termId]!; p < end; p++) if (postMask[p]! & FIELD.name) exactNameWords[postFam[p]!]!++;
}

/**
 * Postings to read for one expansion of a word: fam/mask[start, end), either the term's own
 * postings or the part of them that can raise the word's score (see scoring()).
 */
interface ScoringList {
  fam: Int32Array;
  mask: Uint8Array;
  start: number;
  end: number;
  scores: Float64Array;
}

const scoringLists = new WeakMap<readonly Expansion[], readonly ScoringList[]>();
/** A pruned list is copied only when it drops at least this share of the term's postings. */
const COPY_WHEN_DROPPING = 0.5;

/**
 * What a word's expansions contribute, with the postings that never set its score left out. A
 * word's score in a family is the best of its expansions' there, so an expansion's posting that
 * scores no more than the heavier expansions already give that family changes nothing ("dog" →
 * "chien" is only in descriptions of families the category "Dogs" scores higher): reading
 * expansions heaviest first, each keeps only its postings that raise the best so far. Exact (the
 * best over the kept postings is the best over all), made once per expansion list (expansions are
 * cached per word), and it halves the postings read for broad words. `best` is scratch space.
 */
function scoring(text: TextIndex, expansions: readonly Expansion[], best: Float64Array): readonly ScoringList[] {
  const known = scoringLists.get(expansions);
  if (known) return known;
  const whole = (e: Expansion): ScoringList => ({ fam: text.postFam, mask: text.postMask, start: text.postStart[e.termId]!, end: text.postStart[e.termId + 1]!, scores: e.scores });
  const lists: ScoringList[] = [];
  if (expansions.length < 2) {
    lists.push(...expansions.map(whole));
  } else {
    best.fill(-1);
    const heaviestFirst = [...expansions].sort((a, b) => b.weight - a.weight || text.postingCount(b.termId) - text.postingCount(a.termId));
    for (const expansion of heaviestFirst) {
      const list = whole(expansion);
      const raising = raisingPostings(list, best);
      if (raising.length === 0) continue;
      const kept = raising.length > (1 - COPY_WHEN_DROPPING) * (list.end - list.start)
        ? list
        : { fam: Int32Array.from(raising, (p) => list.fam[p]!), mask: Uint8Array.from(raising, (p) => list.mask[p]!), start: 0, end: raising.length, scores: list.scores };
      lists.push(kept);
      scan(kept, best);
    }
  }
  scoringLists.set(expansions, lists);
  return lists;
}

/** Indexes of the list's postings whose score beats best[family]. */
function raisingPostings({ fam, mask, start, end, scores }: ScoringList, best: Float64Array): number[] {
  const out: number[] = [];
  for (let p = start; p < end; p++) if (scores[mask[p]!]! > best[fam[p]!]!) out.push(p);
  return out;
}
