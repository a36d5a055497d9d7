import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema, signInResponseSchema, signOutResponseSchema, tokenResponseSchema } from '../../../contracts/auth';
import { errorResponseSchema } from '../../../contracts/common';
import { SIGN_IN_LOCK } from '../../../domain/constants';
import { HOUR_MS } from '../../../domain/time';
import { createTestApp, sessionCookieOf, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { injectChecked } from '../../testing/contract-inject';
import { createShopper } from '../../testing/fixtures';
import { issueAccessToken } from './tokens';

const PASSWORD = 'Right-pass-1';

describe.each(testEngines())('auth routes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { products: 0 });
    await createShopper(t.database.db, { email: 'active@example.com', password: PASSWORD });
    await createShopper(t.database.db, { email: 'disabled@example.com', password: PASSWORD, status: 'disabled' });
    await createShopper(t.database.db, { email: 'unconfirmed@example.com', password: PASSWORD, status: 'unconfirmed' });
    await createShopper(t.database.db, { email: 'pending@example.com', password: PASSWORD, status: 'pending' });
    await createShopper(t.database.db, { email: 'locky@example.com', password: PASSWORD });
  });
  afterAll(() => t.close());

  const logon = (email: string, password: string) =>
    injectChecked(t.app, { method: 'POST', url: '/Account/Logon', payload: { email, password } }, signInResponseSchema);
  const me = (token: string) =>
    injectChecked(t.app, { method: 'GET', url: '/api/account/me', headers: { authorization: `Bearer ${token}` } }, meResponseSchema);
  const getToken = (cookie?: string) =>
    injectChecked(t.app, { method: 'POST', url: '/Account/GetToken', headers: cookie ? { cookie } : {} }, tokenResponseSchema);

  it('issues a visitor token that expires in the future and is accepted by the API', async () => {
    const response = await getToken();
    expect(response.statusCode).toBe(200);
    const { accessToken, expiresUtc } = response.json();
    expect(accessToken.length).toBeGreaterThan(10);
    expect(Date.parse(expiresUtc)).toBeGreaterThan(Date.now());
    expect((await me(accessToken)).json()).toEqual({ shopper: null });
  });

  it('answers 401 without a token, with a forged token and with an expired token', async () => {
    expect((await injectChecked(t.app, { method: 'GET', url: '/api/account/me' }, meResponseSchema)).statusCode).toBe(401);
    expect((await me('not-a-real-token-at-all')).statusCode).toBe(401);
    const longAgo = new Date(Date.now() - 24 * HOUR_MS);
    const expired = await issueAccessToken(t.config.tokenSecret, { kind: 'visitor', visitorId: 'x' }, longAgo);
    const response = await me(expired.accessToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ isSuccess: false, code: 'unauthorized' });
  });

  it('signs in, gives a shopper token from the session cookie, and signs out', async () => {
    const response = await logon('Active@Example.com', PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isSuccess: true, shopper: { email: 'active@example.com' } });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = sessionCookieOf(response);

    const token = (await getToken(cookie)).json().accessToken;
    expect((await me(token)).json()).toMatchObject({ shopper: { email: 'active@example.com' } });

    await injectChecked(t.app, { method: 'POST', url: '/Account/Logoff', headers: { cookie } }, signOutResponseSchema);
    // The token of an ended session stops working at once, before it expires.
    expect((await me(token)).json()).toEqual({ shopper: null });
    const after = (await getToken(cookie)).json().accessToken;
    expect((await me(after)).json()).toEqual({ shopper: null });
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const unknown = await logon('nobody@example.com', PASSWORD);
    const wrong = await logon('active@example.com', 'Wrong-pass-1');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json()).toMatchObject({ code: 'invalid_credentials' });
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['disabled@example.com', 'account_disabled'],
    ['unconfirmed@example.com', 'account_unconfirmed'],
    ['pending@example.com', 'account_pending'],
  ])('refuses %s with %s only when the password is right', async (email, code) => {
    const right = await logon(email, PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code });
    expect((await logon(email, 'Wrong-pass-1')).json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('locks an account after repeated failures, even for the right password', async () => {
    for (let attempt = 1; attempt < SIGN_IN_LOCK.maxFailures; attempt++) {
      expect((await logon('locky@example.com', 'Wrong-pass-1')).json()).toMatchObject({ code: 'invalid_credentials' });
    }
    expect((await logon('locky@example.com', 'Wrong-pass-1')).json()).toMatchObject({ code: 'account_locked' });
    const right = await logon('locky@example.com', PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'account_locked' });
  });

  it.each([
    ['no body', undefined],
    ['a bad email', { email: 'not-an-email', password: 'x' }],
    ['no password', { email: 'active@example.com' }],
    ['a number for the password', { email: 'active@example.com', password: 12345 }],
  ])('answers 400 to %s', async (_label, payload) => {
    const response = await injectChecked(t.app, { method: 'POST', url: '/Account/Logon', payload }, signInResponseSchema);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false });
    expect(response.json().message.length).toBeGreaterThan(0);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await injectChecked(t.app, { method: 'GET', url: '/api/nothing-here' }, errorResponseSchema);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ isSuccess: false, code: 'not_found' });
  });

  it('sends security headers with a content-security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/products' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document of the routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/Account/GetToken', '/Account/Logon']));
    expect(doc.paths['/Account/Logon'].post.requestBody).toBeDefined();
  });

  it('only redirects to local paths after sign-out', async () => {
    const local = await t.app.inject({ method: 'GET', url: '/logout?returnUrl=/account/register' });
    expect(local.headers.location).toBe('/account/register');
    for (const foreignUrl of ['//evil.example.com', '/.//evil.example.com', '/\\evil.example.com', 'https://evil.example.com']) {
      const foreign = await t.app.inject({ method: 'GET', url: `/logout?returnUrl=${encodeURIComponent(foreignUrl)}` });
      expect(foreign.headers.location).toBe('/Account/Logon');
    }
  });
});
