import { describe, expect, it } from 'vitest';
import { FEED_REFUSAL_REASONS } from '../../../domain/catalogue-feed/feed-row';
import { frenchTextProblems } from '../../../domain/french-text';
import { FEED_ERRORS, refusalMessage } from './feed-words';

describe('the feed\'s words', () => {
  const refusal = (reason: (typeof FEED_REFUSAL_REASONS)[number]) => ({ line: 4, sku: 'HLS-1', reason, column: 'unit_price' as const, value: '12,50' });

  it('word every refusal in both languages, the French as a Quebec reader expects it', () => {
    for (const reason of FEED_REFUSAL_REASONS) {
      expect(refusalMessage(refusal(reason), 'en')).toMatch(/\.$/);
      expect(frenchTextProblems(refusalMessage(refusal(reason), 'fr')), reason).toEqual([]);
    }
    const fr = FEED_ERRORS.fr;
    for (const text of [fr.tooLarge(20), fr.notUtf8, fr.malformed(3), fr.empty, fr.missingColumns('sku, name_fr')]) expect(frenchTextProblems(text), text).toEqual([]);
  });
});
