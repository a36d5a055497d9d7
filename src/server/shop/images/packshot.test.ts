import { describe, expect, it } from 'vitest';
import {
  PACKSHOT_SHAPES, PACKSHOT_VIEWS, PLACEHOLDER_PATHS, escapeXml, productImagePath, renderImage, renderPackshot,
} from './packshot';

const MAX_BYTES = 3 * 1024;

describe('productImagePath', () => {
  it('writes slugs the renderer understands, whatever the names', () => {
    const path = productImagePath({ shape: 'bag', brand: 'Boréal Vet', label: 'Healthy Weight & Chicken!', id: 100123 });
    expect(path).toBe('products/bag/boreal-vet/healthy-weight-chicken-100123.svg');
    expect(productImagePath({ shape: 'can', brand: 'Whisker & Co.', label: 'Pâté', id: 7, view: 'back', small: true })).toBe(
      'products/can/whisker-co/pate-7-back-sm.svg',
    );
  });
});

describe('renderImage', () => {
  it('draws every shape in every view, small and large, under 3 KB', () => {
    for (const shape of PACKSHOT_SHAPES) {
      for (const view of PACKSHOT_VIEWS) {
        for (const small of [false, true]) {
          const path = productImagePath({ shape, brand: 'Chinook VetPro', label: 'Glucosamine & Chondroitin Advanced Formula', id: 42, view, small });
          const svg = renderImage(path);
          expect(svg, path).not.toBeNull();
          expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(160|480)"/);
          expect(svg).toContain(small ? 'width="160"' : 'width="480"');
          expect(svg?.endsWith('</svg>')).toBe(true);
          expect(Buffer.byteLength(svg ?? '')).toBeLessThan(MAX_BYTES);
          if (view !== 'back' && view !== 'side') expect(svg).toContain('CHINOOK VETPRO');
        }
      }
    }
  });

  it('prints the label in title case and derives colours from the names, the same every time', () => {
    const a = renderImage('products/bag/maple-ridge/healthy-weight-chicken-1.svg');
    expect(a).toContain('Healthy');
    expect(a).toContain('MAPLE RIDGE');
    expect(renderImage('products/bag/maple-ridge/healthy-weight-chicken-1.svg')).toBe(a);
    const colour = (svg: string | null) => /fill="(hsl\([^"]+\))"/.exec(svg ?? '')?.[1];
    expect(colour(renderImage('products/bag/aurora/moose-1.svg'))).not.toBe(colour(a));
  });

  it('returns the three placeholders, each different and small', () => {
    const svgs = Object.values(PLACEHOLDER_PATHS).map((p) => renderImage(p));
    for (const svg of svgs) {
      expect(svg).toMatch(/^<svg /);
      expect(Buffer.byteLength(svg ?? '')).toBeLessThan(MAX_BYTES);
    }
    expect(new Set(svgs).size).toBe(3);
    expect(renderImage(`/${PLACEHOLDER_PATHS.rx}`)).toBe(svgs[0]);
  });

  it.each([
    'products/unknown.svg',
    'products/rocket/brand/label-1.svg',
    'products/bag/brand/label.svg',
    'products/bag/Brand/label-1.svg',
    'products/bag/brand/label-1-front.svg',
    'products/bag/brand/label-1.png',
    'products/bag/../../etc/passwd-1.svg',
    'placeholders/other.svg',
    '',
  ])('returns null for %j', (path) => {
    expect(renderImage(path)).toBeNull();
  });
});

describe('renderPackshot', () => {
  it('escapes any text it prints', () => {
    const svg = renderPackshot({ shape: 'box', brand: '<script>&"', label: `Tom's <b>treats</b>` });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;SCRIPT&gt;&amp;&quot;');
    expect(svg).toContain('Tom&apos;s');
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });

  it('cuts a label too long for the panel with an ellipsis', () => {
    const svg = renderPackshot({ shape: 'bale', brand: 'Meadow Gold', label: 'Second Cut Timothy Hay From The Prairies Extra Long Name' });
    expect(svg).toContain('…');
  });
});
