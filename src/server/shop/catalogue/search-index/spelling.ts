import { stem } from './stemmer';
import type { TermLanguages } from './term-languages';
import type { TextIndex } from './text-index';
import { editKind, type EditKind } from './typo';
import type { QueryWord } from './text-match';
import type { Lang } from './types';

/**
 * Reads mistyped query words as the word the catalogue's own vocabulary makes likeliest
 * (issue 11 §14). A word is corrected when it matches nothing as typed (not even as the start of a
 * word), or only in a family or two while its likeliest correction occurs ten times as often (a
 * misspelling in the catalogue itself). Among the indexed words one edit away (typo.ts), the
 * choice is: a word of the query's language first, then the most frequent in that language
 * ("chiken" in English reads as "chicken", not the French "chien" though "chien" is far more
 * frequent), a wrong letter counting half as likely as a letter missing, extra or swapped with its
 * neighbour, as it lands on another real word more often ("littre" → "litter", not "little"). The
 * query's language is that of its other words, else the page's.
 */
const SLIP_LIKELIHOOD: Record<EditKind, number> = { swap: 1, insert: 1, delete: 1, substitute: 0.5 };
const RARE_AS_TYPED = 2;
const CORRECTION_MAJORITY = 10;
/** How far a query must lean to one language (sum over its words of en − fr shares) to be read as it. */
const LANGUAGE_LEAN = 0.25;

export class Speller {
  constructor(private readonly text: TextIndex, private readonly languages: TermLanguages) {}

  /**
   * The query's words, each mistyped one with its likeliest correction; `alternatives` lists, for
   * each corrected word, the other corrections in order of likelihood (for a query that finds
   * nothing with the first: "chiken ragout" on the French page tries "chien" first).
   */
  read(words: readonly string[], pageLang: Lang): { words: QueryWord[]; alternatives: Map<string, number[]> } {
    const alternatives = new Map<string, number[]>();
    // Most queries need no correction: the language is only worked out for one that may.
    if (words.every((word) => this.familiesAsTyped(word) > RARE_AS_TYPED)) return { words: words.map((word) => ({ word, correction: null })), alternatives };
    const lang = this.queryLanguage(words, pageLang);
    const read = words.map((word) => {
      const corrections = this.corrections(word, lang);
      if (corrections.length > 1) alternatives.set(word, corrections.slice(1));
      return { word, correction: corrections[0] ?? null };
    });
    return { words: read, alternatives };
  }

  /** The language the query's recognised words lean to, else the page's. */
  queryLanguage(words: readonly string[], pageLang: Lang): Lang {
    let lean = 0;
    for (const word of words) {
      const id = this.text.termId(word);
      if (id === undefined || this.text.postingCount(id) === 0) continue;
      const share = this.languages.of(id);
      lean += share.en - share.fr;
    }
    return lean > LANGUAGE_LEAN ? 'en' : lean < -LANGUAGE_LEAN ? 'fr' : pageLang;
  }

  /** The indexed words `word` may be read as, likeliest first; none when it needs no correction (or has none). */
  corrections(word: string, lang: Lang): number[] {
    const asTyped = this.familiesAsTyped(word);
    if (asTyped > RARE_AS_TYPED) return [];
    const key = stem(word);
    const candidates: Candidate[] = [];
    for (const id of this.text.typoCandidates(word)) {
      const term = this.text.terms[id]!;
      if (stem(term) === key) continue; // a plural or singular of the word: already matched as typed
      const count = this.text.postingCount(id);
      const share = count > 0 ? this.languages.of(id)[lang] : 0;
      candidates.push({ id, inLang: share > 0, frequency: count * share * SLIP_LIKELIHOOD[editKind(word, term) ?? 'substitute'], count });
    }
    candidates.sort((a, b) => compare(a, b, this.text));
    // A word the catalogue has as typed is only read otherwise when its reading is far more common.
    const kept = asTyped === 0 ? candidates : candidates.filter((c) => c.frequency >= CORRECTION_MAJORITY * asTyped);
    return kept.map((c) => c.id);
  }

  /** Families the word reaches as typed: itself, its stem, synonyms, or as a prefix (an upper bound: the largest expansion). */
  private familiesAsTyped(word: string): number {
    let most = 0;
    for (const { termId } of this.text.expand(word)) most = Math.max(most, this.text.postingCount(termId));
    return most;
  }
}

type Candidate = { id: number; inLang: boolean; frequency: number; count: number };

/** Likelier first: in the query's language, more frequent there, more frequent overall, then alphabetical. */
function compare(a: Candidate, b: Candidate, text: TextIndex): number {
  if (a.inLang !== b.inLang) return a.inLang ? -1 : 1;
  if (a.frequency !== b.frequency) return b.frequency - a.frequency;
  if (a.count !== b.count) return b.count - a.count;
  return text.terms[a.id]! < text.terms[b.id]! ? -1 : 1;
}
