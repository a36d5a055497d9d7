import { FIELD, type Expansion, type MatchScratch, type TextIndex } from './text-index';

/** A query word, and the indexed word it is read as when it matches nothing as typed (spelling.ts). */
export interface QueryWord {
  word: string;
  correction: number | null;
}

/**
 * One query word's matches: the families it reaches (increasing), its score in each, whether it
 * reached a family only through its correction (a typo), and whether the word itself is in the
 * family's name. A word counts as typed where it occurs as typed (or as a prefix), and as its
 * correction only elsewhere.
 */
export interface WordList {
  fams: Int32Array;
  scores: Float64Array;
  typo: Uint8Array;
  inName: Uint8Array;
}

/** Where matching gets a word's list: a cache (word-lists.ts), or built on the spot. */
export type WordListSource = (word: QueryWord) => WordList;

/**
 * Families matching every word (AND), with the summed score of each word, written into the
 * scratch; returns how many. `scratch.typos[i]` counts the words candidate i needed a typo for, so
 * the ranking can keep those after every match without one; `scratch.exactNameWords[f]` counts the
 * words found as themselves in a candidate's name (the phrase boost needs all of them).
 */
export function matchWords(text: TextIndex, words: readonly QueryWord[], scratch: MatchScratch, source?: WordListSource): number {
  if (words.length === 0) return 0;
  const lists = words.map((word) => (source ? source(word) : wordList(text, word, scratch)));
  const { fams, scores, typos, exactNameWords } = scratch;
  const first = lists[0]!;
  let n = first.fams.length;
  fams.set(first.fams);
  scores.set(first.scores);
  typos.set(first.typo);
  for (let i = 0; i < n; i++) exactNameWords[first.fams[i]!] = first.inName[i]!;
  for (let w = 1; w < lists.length && n > 0; w++) {
    const list = lists[w]!;
    const other = list.fams;
    let kept = 0;
    let j = 0;
    for (let i = 0; i < n && j < other.length; i++) {
      const f = fams[i]!;
      while (j < other.length && other[j]! < f) j++;
      if (other[j] !== f) continue;
      fams[kept] = f;
      scores[kept] = scores[i]! + list.scores[j]!;
      typos[kept++] = typos[i]! + list.typo[j]!;
      exactNameWords[f]! += list.inName[j]!;
    }
    n = kept;
  }
  return n;
}

/** Builds a word's list from the postings of what it stands for (and its correction, if any). Uses the scratch's buffers: call before matching starts. */
export function wordList(text: TextIndex, { word, correction }: QueryWord, scratch: MatchScratch): WordList {
  const { best, typoBest, mark } = scratch;
  const expansions = scoring(text, text.expand(word), best);
  const corrected = correction === null ? null : scoring(text, text.expandCorrection(correction), best);
  best.fill(-1);
  for (const list of expansions) scan(list, best);
  if (corrected) {
    typoBest.fill(-1);
    for (const list of corrected) scan(list, typoBest);
  }
  // One pass into the (free until matching) candidate buffers, then copies of the right length.
  const { fams, scores, typos } = scratch;
  const exactId = text.termId(word);
  if (exactId !== undefined) markNameHits(text, exactId, mark, 1);
  const families = best.length;
  let n = 0;
  for (let f = 0; f < families; f++) {
    const s = best[f]!;
    if (s >= 0) {
      scores[n] = s;
      typos[n] = 0;
    } else if (corrected && typoBest[f]! >= 0) {
      scores[n] = typoBest[f]!;
      typos[n] = 1;
    } else continue;
    fams[n++] = f;
  }
  const out: WordList = { fams: fams.slice(0, n), scores: scores.slice(0, n), typo: typos.slice(0, n), inName: new Uint8Array(n) };
  if (exactId !== undefined) {
    for (let i = 0; i < n; i++) out.inName[i] = mark[out.fams[i]!]!;
    markNameHits(text, exactId, mark, 0);
  }
  return out;
}

/** Raises best[f] to the list's score in each family f it holds. */
function scan({ fam, mask, start, end, scores }: ScoringList, best: Float64Array): void {
  for (let p = start; p < end; p++) {
    const f = fam[p]!;
    const s = scores[mask[p]!]!;
    if (s > best[f]!) best[f] = s;
  }
}

/** Sets mark[f] to `value` for each family whose name holds the term. */
function markNameHits(text: TextIndex, termId: number, mark: Uint8Array, value: number): void {
  const { postFam, postMask } = text;
  const end = text.postStart[termId + 1]!;
  for (let p = text.postStart[termId]!; p < end; p++) if (postMask[p]! & FIELD.name) mark[postFam[p]!] = value;
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
