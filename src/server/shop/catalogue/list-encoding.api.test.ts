import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROMO_IDS } from '../../db/seed';
import { createTestApp, visitorToken, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { chooseEncoding } from './encoded-answer';

/** List and promotion answers are compressed once and served in the encoding the browser accepts (issue 12). */
describe.each(testEngines())('list answer encoding on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 120 });
    auth = { authorization: `Bearer ${await visitorToken(t.app)}` };
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...auth, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate', undefined],
    [undefined, undefined],
  ])('answers Accept-Encoding %s with %s, the same JSON, and Vary', async (accept, encoding) => {
    for (const url of ['/api/prods/list?pgSize=48', `/api/prods/promo/${DEMO_PROMO_IDS.percentage}`]) {
      const plain = await get(url);
      expect(plain.statusCode, plain.body).toBe(200);
      for (let i = 0; i < 2; i++) {
        const response = await get(url, accept);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toContain('accept-encoding');
        const body = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : encoding === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
        expect(JSON.parse(body.toString())).toEqual(plain.json());
      }
    }
  });

  it('sends errors plain', async () => {
    const bad = await get('/api/prods/list?l1=999999', 'br');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-encoding']).toBeUndefined();
  });
});

describe('choosing an encoding', () => {
  it('prefers brotli, honours q=0 and the x-gzip alias, and leaves small bodies plain', () => {
    expect(chooseEncoding('gzip, br', 5000)).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=0.5', 5000)).toBe('gzip');
    expect(chooseEncoding('x-gzip', 5000)).toBe('gzip');
    expect(chooseEncoding('identity', 5000)).toBeNull();
    expect(chooseEncoding('*', 5000)).toBe('br');
    expect(chooseEncoding('br', 100)).toBeNull();
  });
});
