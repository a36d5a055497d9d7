import type { MatchScratch, TextIndex } from './text-index';
import { wordList, type QueryWord, type WordList } from './text-match';

/**
 * Query words' lists (text-match.ts), kept for the next query with the same word: shoppers reuse
 * few words in many combinations (a term with each category, brand or facet), and a word's list is
 * most of a search's cost. Bounded by the entries held (one per family a word reaches), least
 * recently used out first. The index never changes its text, so a list stays right.
 */
export class WordLists {
  private readonly lists = new Map<string, WordList>();
  private entries = 0;

  constructor(private readonly text: TextIndex, private readonly scratch: MatchScratch, private readonly maxEntries: number) {}

  get(word: QueryWord): WordList {
    const key = word.correction === null ? word.word : `${word.word}\u0000${word.correction}`;
    const known = this.lists.get(key);
    if (known) {
      this.lists.delete(key);
      this.lists.set(key, known);
      return known;
    }
    const list = wordList(this.text, word, this.scratch);
    if (list.fams.length > this.maxEntries) return list;
    this.lists.set(key, list);
    this.entries += list.fams.length;
    for (const [oldest, old] of this.lists) {
      if (this.entries <= this.maxEntries) break;
      this.lists.delete(oldest);
      this.entries -= old.fams.length;
    }
    return list;
  }
}
