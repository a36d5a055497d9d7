import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { confirmAccountResponseSchema, simpleResultSchema, tokenStatusResponseSchema } from '../../../contracts/account-flows';
import { meResponseSchema, signInResponseSchema, tokenResponseSchema } from '../../../contracts/auth';
import { SIGN_IN_LOCK } from '../../../domain/constants';
import { HOUR_MS, MINUTE_MS } from '../../../domain/time';
import { injectChecked } from '../../testing/contract-inject';
import { createTestApp, sessionCookieOf, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { freshIp, insertFixtureClinics, register, registration, tokenFromOutbox, type FixtureName } from '../registration/test-fixtures';
import { approvePendingAccount } from './account.service';

const PASSWORD = 'Chien-Chat-2026';
const NEW_PASSWORD = 'Nouveau-Mot-2027';

describe.each(testEngines())('account flows API on %s', (engine) => {
  let t: TestApp;
  let clinics: Record<FixtureName, number>;

  /** The success contract of each route these tests post to. */
  const CONTRACTS: Record<string, z.ZodType> = {
    '/api/account/confirmAccount': confirmAccountResponseSchema,
    '/api/account/forgotPassword': simpleResultSchema,
    '/api/account/resetPassword': simpleResultSchema,
    '/Account/Logon': signInResponseSchema,
  };
  const post = (url: string, payload: object, ip = freshIp(), headers: Record<string, string> = {}) =>
    injectChecked(t.app, { method: 'POST', url, payload, remoteAddress: ip, headers }, CONTRACTS[url]!);
  const tokenStatus = (token: string) =>
    injectChecked(t.app, { method: 'GET', url: `/api/account/token?token=${token}&purpose=confirm`, remoteAddress: freshIp() }, tokenStatusResponseSchema);
  /** Who the session cookie signs in, through a fresh token. */
  const shopperOf = async (cookie: string) => {
    const tokenResponse = await injectChecked(t.app, { method: 'POST', url: '/Account/GetToken', headers: { cookie } }, tokenResponseSchema);
    const headers = { authorization: `Bearer ${tokenResponse.json().accessToken}` };
    return (await injectChecked(t.app, { method: 'GET', url: '/api/account/me', headers }, meResponseSchema)).json().shopper;
  };
  const confirm = (token: string, password = PASSWORD, confirmPassword = password) =>
    post('/api/account/confirmAccount', { token, password, confirmPassword });
  const signIn = (email: string, password: string) => post('/Account/Logon', { email, password });
  const emailsTo = (to: string) => t.database.db.selectFrom('email_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
  const userOf = (email: string) => t.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  async function registered(email: string, clinic: FixtureName = 'automatic') {
    const response = await register(t.app, registration(email, clinics[clinic]));
    expect(response.statusCode).toBe(200);
    return tokenFromOutbox(t.database.db, email, 'confirm');
  }

  async function activeAccount(email: string) {
    expect((await confirm(await registered(email))).statusCode).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 50 });
    clinics = await insertFixtureClinics(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('confirm account', () => {
    it('tells whose a link is, then sets the password, activates and signs in (automatic clinic)', async () => {
      const token = await registered('auto@example.com');
      const status = await tokenStatus(token);
      expect(status.json()).toEqual({ isSuccess: true, returnValue: { firstName: 'Jeanne-Marie', email: 'auto@example.com' }, message: '' });

      const response = await confirm(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ isSuccess: true, returnValue: { status: 'active', signedIn: true, shopper: { email: 'auto@example.com', firstName: 'Jeanne-Marie' } } });
      const cookie = sessionCookieOf(response);
      const sid = response.cookies.find((c) => c.name === 'sid')!;
      expect(sid).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });

      expect(await shopperOf(cookie)).toMatchObject({ email: 'auto@example.com', firstName: 'Jeanne-Marie' });

      const user = await userOf('auto@example.com');
      expect(user.status).toBe('active');
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      expect(user.password_changed_at).toBeNull();
      expect((await signIn('auto@example.com', PASSWORD)).statusCode).toBe(200);
    });

    it('works once', async () => {
      const token = await registered('once@example.com');
      expect((await confirm(token)).statusCode).toBe(200);
      const again = await confirm(token, 'Other-pass-99');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'token_invalid', message: 'This link is invalid or has expired.' });
      const status = await tokenStatus(token);
      expect(status.json()).toMatchObject({ isSuccess: false, code: 'token_invalid', returnValue: null });
    });

    it('expires', async () => {
      const token = await registered('expired@example.com');
      const user = await userOf('expired@example.com');
      await t.database.db.updateTable('account_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', user.id).execute();
      expect((await confirm(token)).json()).toMatchObject({ code: 'token_invalid' });
      expect((await userOf('expired@example.com')).status).toBe('unconfirmed');
    });

    it('refuses an unknown, malformed or reset-purpose token', async () => {
      for (const token of ['x'.repeat(43), 'short', '']) expect((await confirm(token)).json()).toMatchObject({ code: 'token_invalid' });
    });

    it.each([
      ['too short', 'Ab1-xyz'],
      ['without a digit', 'Abcdefg-h'],
      ['without an uppercase letter', 'abcdef-12'],
      ['without a lowercase letter', 'ABCDEF-12'],
      ['without a symbol', 'Abcdefg12'],
    ])('refuses a password %s and keeps the link usable', async (_label, password) => {
      const email = `weak-${password.length}-${password.charCodeAt(0)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
      const token = await registered(email);
      const response = await confirm(token, password);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('At least 8 characters with a digit, an uppercase letter, a lowercase letter and a symbol');
      expect((await confirm(token)).statusCode).toBe(200);
    });

    it('refuses a confirmation that does not match', async () => {
      const token = await registered('mismatch@example.com');
      const response = await confirm(token, PASSWORD, `${PASSWORD}x`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('confirmPassword: The passwords do not match.');
    });

    it('leaves the account pending when the clinic approves registrations, tells the clinic, and the clinic enables it', async () => {
      const token = await registered('pending@example.com', 'manualApproval');
      const response = await confirm(token);
      expect(response.json()).toMatchObject({ isSuccess: true, returnValue: { status: 'pending', signedIn: false } });
      expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      expect((await emailsTo('saint-elie@clinic.example')).map((e) => e.kind)).toEqual(['clinic_pending_client']);

      const refused = await signIn('pending@example.com', PASSWORD);
      expect(refused.json()).toMatchObject({ code: 'account_pending' });

      expect(await approvePendingAccount(t.database.db, 'Pending@example.com', 'http://store.test')).toBe('approved');
      expect(await approvePendingAccount(t.database.db, 'pending@example.com', 'http://store.test')).toBe('already_active');
      const welcome = (await emailsTo('pending@example.com')).at(-1)!;
      expect(welcome.kind).toBe('welcome');
      expect(welcome.body_text).toContain('http://store.test/Account/Logon');
      expect((await signIn('pending@example.com', PASSWORD)).statusCode).toBe(200);
    });

    it('will not approve an account that has not confirmed its email', async () => {
      await registered('not-yet@example.com', 'manualApproval');
      expect(await approvePendingAccount(t.database.db, 'not-yet@example.com', 'http://store.test')).toBe('unconfirmed');
      expect(await approvePendingAccount(t.database.db, 'nobody@example.com', 'http://store.test')).toBe('not_found');
    });

    it('keeps a typed-in clinic account pending', async () => {
      await register(
        t.app,
        registration('typed@example.com', -1, { clinicSearchOption: 'manualEntry', clinicInfo: { id: -1, practiceName: 'Yukon River Vet', addressCity: 'Mayo', clinicPhone: '867-555-0101' } }),
      );
      const response = await confirm(await tokenFromOutbox(t.database.db, 'typed@example.com', 'confirm'));
      expect(response.json().returnValue).toEqual({ status: 'pending', signedIn: false, shopper: null });
    });
  });

  describe('forgot password', () => {
    it('gives the same answer whether or not an account exists, and emails only a real one', async () => {
      await activeAccount('forgetful@example.com');
      const known = await post('/api/account/forgotPassword', { email: 'Forgetful@example.com', language: 'fr' });
      const unknown = await post('/api/account/forgotPassword', { email: 'ghost@example.com' });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json()).toEqual({ isSuccess: true, returnValue: null, message: 'If an account uses this email, we have sent it a link to reset the password.' });
      expect(await emailsTo('ghost@example.com')).toEqual([]);
      const reset = (await emailsTo('forgetful@example.com')).at(-1)!;
      expect(reset.kind).toBe('reset');
      expect(reset.subject).toBe('Réinitialisez votre mot de passe');
      expect(reset.body_text).toMatch(/\/Account\/ResetPassword\?token=[\w-]{43}/);
    });

    it('sends an unconfirmed account a new confirmation link instead, and only the newest link works', async () => {
      const first = await registered('lost-link@example.com');
      await post('/api/account/forgotPassword', { email: 'lost-link@example.com' });
      const second = await tokenFromOutbox(t.database.db, 'lost-link@example.com', 'confirm');
      expect(second).not.toBe(first);
      expect((await confirm(first)).json()).toMatchObject({ code: 'token_invalid' });
      expect((await confirm(second)).statusCode).toBe(200);
    });

    it('sends at most 3 links an hour to one inbox', async () => {
      await activeAccount('flooded@example.com');
      for (let i = 0; i < 5; i += 1) expect((await post('/api/account/forgotPassword', { email: 'flooded@example.com' })).statusCode).toBe(200);
      const links = (await emailsTo('flooded@example.com')).filter((e) => e.kind === 'confirm' || e.kind === 'reset');
      expect(links).toHaveLength(3);
    });

    it('is rate limited per address', async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i += 1) expect((await post('/api/account/forgotPassword', { email: `x${i}@example.com` }, ip)).statusCode).toBe(200);
      expect((await post('/api/account/forgotPassword', { email: 'x-last@example.com' }, ip)).statusCode).toBe(429);
    });

    it('refuses a malformed email with 400', async () => {
      expect((await post('/api/account/forgotPassword', { email: 'nope' })).statusCode).toBe(400);
    });
  });

  describe('reset password', () => {
    async function resetLink(email: string) {
      await post('/api/account/forgotPassword', { email });
      return tokenFromOutbox(t.database.db, email, 'reset');
    }
    const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
      post('/api/account/resetPassword', { token, password, confirmPassword });

    it('sets the new password once, signs out every session and clears a lock', async () => {
      await activeAccount('resetter@example.com');
      const session = sessionCookieOf(await signIn('resetter@example.com', PASSWORD));
      const token = await resetLink('resetter@example.com');
      const user = await userOf('resetter@example.com');
      await t.database.db.updateTable('users').set({ locked_until: new Date(Date.now() + 600_000).toISOString(), failed_sign_ins: 2 }).where('id', '=', user.id).execute();

      const response = await reset(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ isSuccess: true });
      const after = await userOf('resetter@example.com');
      expect(after).toMatchObject({ failed_sign_ins: 0, locked_until: null });
      expect(after.password_changed_at).not.toBeNull();
      expect(await t.database.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
      expect(await shopperOf(session)).toBeNull();

      expect((await signIn('resetter@example.com', PASSWORD)).statusCode).toBe(401);
      expect((await signIn('resetter@example.com', NEW_PASSWORD)).statusCode).toBe(200);
      expect((await reset(token, 'Third-pass-2028')).json()).toMatchObject({ code: 'token_invalid' });
    });

    it('refuses a second change within a day', async () => {
      await activeAccount('daily@example.com');
      expect((await reset(await resetLink('daily@example.com'))).statusCode).toBe(200);
      const second = await reset(await resetLink('daily@example.com'), 'Third-pass-2028');
      expect(second.statusCode).toBe(400);
      expect(second.json()).toMatchObject({ code: 'password_change_too_soon', message: 'A password can be changed once a day.' });
      expect(Date.parse(second.json().data.nextChangeAt)).toBeGreaterThan(Date.now() + 23 * HOUR_MS);
    });

    it('refuses the current password', async () => {
      await activeAccount('same@example.com');
      const response = await reset(await resetLink('same@example.com'), PASSWORD);
      expect(response.json()).toMatchObject({ code: 'password_reused' });
    });

    it('refuses an expired link, a confirm link, a weak or mismatched password', async () => {
      await activeAccount('strict@example.com');
      const token = await resetLink('strict@example.com');
      expect((await reset(token, 'weakpass')).statusCode).toBe(400);
      expect((await reset(token, NEW_PASSWORD, 'Other-2027-x')).json().message).toContain('do not match');
      const user = await userOf('strict@example.com');
      await t.database.db.updateTable('account_tokens').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('user_id', '=', user.id).where('purpose', '=', 'reset').execute();
      expect((await reset(token)).json()).toMatchObject({ code: 'token_invalid' });

      const confirmToken = await registered('confirm-not-reset@example.com');
      expect((await reset(confirmToken)).json()).toMatchObject({ code: 'token_invalid' });
    });
  });

  describe('sign-in lock', () => {
    it(`locks an account after ${SIGN_IN_LOCK.maxFailures} failed sign-ins, even for the right password`, async () => {
      await activeAccount('locked@example.com');
      for (let i = 1; i < SIGN_IN_LOCK.maxFailures; i += 1) {
        expect((await signIn('locked@example.com', 'Wrong-pass-1')).json()).toMatchObject({ code: 'invalid_credentials' });
      }
      const locked = await signIn('locked@example.com', 'Wrong-pass-1');
      expect(locked.statusCode).toBe(403);
      expect(locked.json()).toMatchObject({ code: 'account_locked' });
      expect((await signIn('locked@example.com', PASSWORD)).json()).toMatchObject({ code: 'account_locked' });
      const user = await userOf('locked@example.com');
      expect(Date.parse(user.locked_until!)).toBeGreaterThan(Date.now() + (SIGN_IN_LOCK.lockMinutes - 1) * MINUTE_MS);
    });
  });
});
