import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './return-path';

const ORIGINS = ['https://shop.example.ca', 'http://localhost:3000', 'https://clinic.vetstore.example'];

/** Strings built from the characters that make addresses ambiguous, with the usual ones between. */
const trickyAddress = fc
  .array(fc.constantFrom('/', '\\', '.', '..', ':', '@', '%', '%2f', '%5c', '%2e', '?', '#', '\t', '\n', ' ', '//', 'evil.example', 'http:', 'https:', 'javascript:', 'cart', 'a'), { maxLength: 12 })
  .map((parts) => parts.join(''));

describe('sameOriginPath', () => {
  it('keeps local paths with their query and fragment', () => {
    expect(sameOriginPath('/cart')).toBe('/cart');
    expect(sameOriginPath('/products/dogs?pg=2#top')).toBe('/products/dogs?pg=2#top');
    expect(sameOriginPath('/a/./b/../c')).toBe('/a/c');
  });

  it.each([
    'https://evil.example', '//evil.example/x', '/\\evil.example', '/.//evil.example', '/./\\evil.example', '/a/..//evil.example',
    '/%2e//evil.example', '/\t/evil.example', '/\n/evil.example', 'javascript:alert(1)', 'cart', '', null, undefined,
  ])('refuses %j', (bad) => {
    expect(sameOriginPath(bad)).toBeNull();
  });

  it('gives only paths that every browser resolves to the same origin, and gives them back unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(trickyAddress, fc.string(), fc.webUrl(), fc.webPath()), (candidate) => {
        const path = sameOriginPath(candidate);
        if (path === null) return;
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(path.startsWith('/\\')).toBe(false);
        for (const origin of ORIGINS) expect(new URL(path, origin).origin).toBe(origin);
        expect(sameOriginPath(path)).toBe(path);
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps every plain local path as it is', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        fc.pre(path.startsWith('/') && !path.startsWith('//'));
        const parsed = new URL(path, ORIGINS[0]);
        const resolved = parsed.pathname + parsed.search;
        // A plain-looking path can still resolve to '//…' ('/.//' does): that one leaves the site.
        expect(sameOriginPath(path)).toBe(resolved.startsWith('//') ? null : resolved);
      }),
    );
  });
});
