import { createBitset, hasBit, orInto, type Bitset } from './bitset';
import type { CatalogueIndex } from './catalogue-index';
import { holdsWords, tokenize } from './normalize';
import { BOOST } from './ranking';

/**
 * The phrase boost of a query of several words: a name (English or French) that is the whole
 * query, or holds its words in a row; else a category the family is placed in whose name holds
 * them ("nourriture sèche" → the dry-food categories, "cat litter" → Cat litter).
 */
export class PhraseBooster {
  /** Folded category names, once per index. */
  private readonly categories: { bits: Bitset; en: string; fr: string }[];
  private last: { phrase: string; bits: Bitset | null } | null = null;

  constructor(private readonly index: CatalogueIndex) {
    this.categories = [...index.categories.values()].map((node) => ({
      bits: node.bits,
      en: tokenize(node.nameEn).join(' '),
      fr: tokenize(node.nameFr).join(' '),
    }));
  }

  /** Families placed in a category whose name holds the phrase; null when no category does. */
  categoryBits(phrase: string): Bitset | null {
    if (this.last?.phrase === phrase) return this.last.bits;
    let bits: Bitset | null = null;
    for (const category of this.categories) {
      if (!holdsWords(category.en, phrase) && !holdsWords(category.fr, phrase)) continue;
      bits ??= createBitset(this.index.size);
      orInto(bits, category.bits);
    }
    this.last = { phrase, bits };
    return bits;
  }

  /** A category named exactly the phrase weighs like a name that is the phrase; one holding it, like a name holding it. */
  private categoryBoost(position: number, phrase: string): number {
    let best = 0;
    for (const category of this.categories) {
      if (!hasBit(category.bits, position)) continue;
      if (category.en === phrase || category.fr === phrase) return BOOST.phraseExact;
      if (holdsWords(category.en, phrase) || holdsWords(category.fr, phrase)) best = BOOST.phraseContained;
    }
    return best;
  }

  boost(position: number, phrase: string): number {
    const en = this.index.foldedNames.en[position]!;
    const fr = this.index.foldedNames.fr[position]!;
    if (en === phrase || fr === phrase) return BOOST.phraseExact;
    if (holdsWords(en, phrase) || holdsWords(fr, phrase)) return BOOST.phraseContained;
    const inCategory = this.categoryBits(phrase);
    return inCategory !== null && hasBit(inCategory, position) ? this.categoryBoost(position, phrase) : 0;
  }
}
