import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';

const PASSWORD = 'Right-pass-1';

describe.each(testEngines())('cross-site requests on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { products: 0, env: { PUBLIC_URL: 'https://store.example' } });
    await createShopper(t.database.db, { email: 'csrf@example.com', password: PASSWORD });
  });
  afterAll(() => t.close());

  const logon = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/Account/Logon', headers: { host: 'localhost:3000', ...headers }, payload: { email: 'csrf@example.com', password: PASSWORD } });

  it.each([
    ['another site (Sec-Fetch-Site)', { 'sec-fetch-site': 'cross-site', origin: 'http://evil.example' }],
    ['a sibling subdomain (Sec-Fetch-Site)', { 'sec-fetch-site': 'same-site', origin: 'http://other.localhost:3000' }],
    ['another origin, by Origin alone', { origin: 'http://evil.example' }],
    ['another port, by Origin alone', { origin: 'http://localhost:4000' }],
    ['an opaque origin (sandboxed frame, data: page)', { origin: 'null' }],
  ])('refuses a sign-in sent from %s, without setting a cookie', async (_from, headers) => {
    const response = await logon(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ isSuccess: false, code: 'forbidden', message: 'Cross-site request refused.' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['our own pages (Sec-Fetch-Site)', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' }],
    ['the address bar or a bookmark', { 'sec-fetch-site': 'none' }],
    ['our own origin, by Origin alone', { origin: 'http://localhost:3000' }],
    ['the public address behind a proxy', { origin: 'https://store.example' }],
    ['a client that is not a browser', {}],
  ])('accepts a sign-in from %s', async (_from, headers) => {
    const response = await logon(headers);
    expect(response.statusCode).toBe(200);
  });

  it('refuses cross-site sign-out and token requests, and lets cross-site reads through', async () => {
    const crossSite = { 'sec-fetch-site': 'cross-site' };
    expect((await t.app.inject({ method: 'POST', url: '/Account/Logoff', headers: crossSite })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/Account/GetToken', headers: crossSite })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: crossSite })).statusCode).toBe(200);
  });

  it('a sign-out link followed from another site keeps the session; from our pages or the address bar it ends it', async () => {
    const signedIn = async () => {
      const response = await logon({});
      return response.cookies.find((c) => c.name === 'sid')!.value;
    };
    const stillSignedIn = async (sid: string) => {
      const token = (await t.app.inject({ method: 'POST', url: '/Account/GetToken', headers: { cookie: `sid=${sid}` } })).json<{ accessToken: string }>().accessToken;
      const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { authorization: `Bearer ${token}` } });
      return me.json<{ shopper: unknown }>().shopper !== null;
    };
    const logout = (sid: string, fetchSite: string) =>
      t.app.inject({ method: 'GET', url: '/logout?returnUrl=/products', headers: { cookie: `sid=${sid}`, 'sec-fetch-site': fetchSite } });

    for (const fetchSite of ['cross-site', 'same-site']) {
      const sid = await signedIn();
      const response = await logout(sid, fetchSite);
      expect([response.statusCode, response.headers.location]).toEqual([302, '/products']);
      expect(await stillSignedIn(sid)).toBe(true);
    }
    for (const fetchSite of ['same-origin', 'none']) {
      const sid = await signedIn();
      expect((await logout(sid, fetchSite)).headers.location).toBe('/products');
      expect(await stillSignedIn(sid)).toBe(false);
    }
  });

  it('takes no form body on the sign-in route (a form post from another site cannot sign anyone in)', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/Account/Logon', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=csrf%40example.com&password=${PASSWORD}`,
    });
    expect(response.statusCode).toBe(415);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
