import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../../api/errors';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import { loadFailureMessageId } from './use-product-list';

describe("a failed catalogue call is said with the catalogue's messages (issue 11 item 6)", () => {
  const unknownCategory = new ApiError(400, 'bad_request', 'unknown l1 category 99999', 'Bad Request');

  it('a refused filter says the address holds filters that are not valid, never the server text', () => {
    const id = loadFailureMessageId(unknownCategory);
    expect(id).toBe('catalogue.problem.badFilter');
    for (const catalog of [en, fr] as Record<string, string>[]) {
      expect(catalog[id]).toBeTruthy();
      expect(catalog[id]).not.toContain('99999');
    }
  });

  it('a promotion that does not exist, and anything else', () => {
    expect(loadFailureMessageId(new ApiError(404, 'not_found', 'unknown promotion 5', 'Not Found'))).toBe('catalogue.problem.promotionGone');
    expect(loadFailureMessageId(new ApiError(500, 'internal', 'Unexpected error.', 'Internal Server Error'))).toBe('catalogue.load.failed');
    expect(loadFailureMessageId(new NetworkError('offline'))).toBe('catalogue.load.failed');
  });
});
