import type { CatalogueIndex } from './catalogue-index';
import { holdsWords, tokenize } from './normalize';
import type { Lang } from './types';

/** Share (0..1) of a word's families whose English, respectively French, texts hold it. */
export type LanguageShare = Record<Lang, number>;

const SAMPLES = 24;

/**
 * Which language an indexed word belongs to, as the catalogue uses it: of the families it occurs
 * in, the share whose English texts (name, category path, product type) hold it, and
 * the share whose French texts do ("chicken": en 1, fr 0; "chien": en 0, fr 1; a brand: both).
 * The index mixes both languages in one field, so this reads the texts themselves, for at most 24
 * families spread over the word's postings, once per word and index.
 */
export class TermLanguages {
  private readonly known = new Map<number, LanguageShare>();

  constructor(private readonly index: CatalogueIndex) {}

  of(termId: number): LanguageShare {
    const cached = this.known.get(termId);
    if (cached) return cached;
    const { postStart, postFam, terms } = this.index.text;
    const start = postStart[termId]!;
    const count = postStart[termId + 1]! - start;
    const samples = Math.min(SAMPLES, count);
    const hits: LanguageShare = { en: 0, fr: 0 };
    for (let k = 0; k < samples; k++) {
      const position = postFam[start + Math.floor((k * count) / samples)]!;
      for (const lang of ['en', 'fr'] as const) if (holdsWords(this.textOf(position, lang), terms[termId]!)) hits[lang]++;
    }
    const share: LanguageShare = samples === 0 ? hits : { en: hits.en / samples, fr: hits.fr / samples };
    this.known.set(termId, share);
    return share;
  }

  private textOf(position: number, lang: Lang): string {
    const { index } = this;
    const entry = index.families[position]!;
    const fr = lang === 'fr';
    const path = [entry.primary.l1, entry.primary.l2, entry.primary.l3].map((id) => index.categoryName(id, lang) ?? '').join(' ');
    // Descriptions are not kept after the build (heap); names, categories and type tell the language.
    const other = `${path} ${fr ? entry.family.productTypeNameFr : entry.family.productTypeNameEn}`;
    return `${index.foldedNames[lang][position]} ${tokenize(other).join(' ')}`;
  }
}
