import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { spaPlugin } from './spa.plugin';

const webRoot = mkdtempSync(join(tmpdir(), 'web-'));
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>');
writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
// What tools/vite/precompress.ts writes beside a built asset.
const bigAsset = `export const words = ${JSON.stringify('paw '.repeat(2000))};`;
writeFileSync(join(webRoot, 'assets', 'big-abc123.js'), bigAsset);
writeFileSync(join(webRoot, 'assets', 'big-abc123.js.br'), brotliCompressSync(bigAsset));
writeFileSync(join(webRoot, 'assets', 'big-abc123.js.gz'), gzipSync(bigAsset));

const app = Fastify();
beforeAll(async () => {
  await app.register(cookie);
  await app.register(spaPlugin, {
    config: loadConfig({}),
    webRoot,
    tokenFor: async (request) => ({ accessToken: `token-for-${request.cookies.sid ?? 'visitor'}`, expiresUtc: '2030-01-01T00:00:00Z' }),
  });
  await app.ready();
});
afterAll(() => app.close());

function settingsOf(html: string) {
  const match = /<script type="application\/json" id="page-settings">(.*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

describe('SPA serving', () => {
  it.each([['br', 'br'], ['gzip', 'gzip'], ['gzip, deflate, br, zstd', 'br']])('serves an asset compressed at build time to a browser accepting %s', async (accept, encoding) => {
    const response = await app.inject({ url: '/assets/big-abc123.js', headers: { 'accept-encoding': accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(bigAsset.length / 10);
  });

  it('serves the plain asset to a client accepting no compression', async () => {
    const response = await app.inject({ url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(bigAsset);
  });

  it('answers a route-table path with the app and its page settings', async () => {
    const consumer = Buffer.from(JSON.stringify({ subdomain: 'maplevet' })).toString('base64');
    const response = await app.inject({ url: '/products/dogs', cookies: { lang: 'fr-CA', consumer } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('<html lang="fr"');
    expect(settingsOf(response.body)).toMatchObject({
      currentLanguage: 'fr',
      cookieData: { subdomain: 'maplevet' },
      showDebugInfo: false,
      isVcaClinic: false,
      imagesBaseUrl: '/images/',
    });
  });

  it('carries an access token for whoever asked, so the first API call needs no token round trip', async () => {
    const response = await app.inject({ url: '/products', cookies: { sid: 'session-1' } });
    const token = /<script type="application\/json" id="access-token">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(token ?? 'null')).toEqual({ accessToken: 'token-for-session-1', expiresUtc: '2030-01-01T00:00:00Z' });
  });

  it('answers the home address with the app too (not the static folder)', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it.each([['/products/dogs', 200], ['/', 200], ['/Account/Logon', 200], ['/no-such-page', 404]])('answers HEAD %s as GET without the body', async (url, status) => {
    const get = await app.inject({ method: 'GET', url });
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(status);
    expect(get.statusCode).toBe(status);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
    expect(head.body).toBe('');
  });

  it('answers an unknown page with the app and status 404', async () => {
    const response = await app.inject({ url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('ignores an unreadable consumer cookie and escapes the settings', async () => {
    const response = await app.inject({ url: '/cart', cookies: { consumer: '</script><script>alert(1)' } });
    expect(response.body).not.toContain('<script>alert(1)');
    expect(settingsOf(response.body).cookieData).toBeNull();
  });

  it('serves hashed assets with a year of caching', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with JSON', async () => {
    const response = await app.inject({ url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
