import { describe, expect, it } from 'vitest';
import { frenchTextProblems } from '../../../domain/french-text';
import { PRODUCT_WORDS } from './products-words';

describe("the product editor's words", () => {
  it('says every refusal in both languages, the French as a Quebec reader expects it', () => {
    const texts = (lang: 'en' | 'fr') => {
      const w = PRODUCT_WORDS[lang];
      return [w.imageType, w.imageEmpty, w.imageTooLarge(5), w.imageUnknown('u/abc.png'), w.conflict, w.familyNotFound, w.productNotFound,
        w.unknownCategory(12), w.unknownPropertyValue(7)];
    };
    for (const text of texts('en')) expect(text).toMatch(/\.$/);
    for (const text of texts('fr')) expect(frenchTextProblems(text), text).toEqual([]);
  });
});
