import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInResponseSchema } from '../../../contracts/auth';
import { SIGN_IN_LOCK } from '../../../domain/constants';
import { MINUTE_MS } from '../../../domain/time';
import { injectChecked } from '../../testing/contract-inject';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createShopper } from '../../testing/fixtures';
import { testEngines } from '../../testing/test-database';
import { signIn } from './auth.service';
import * as password from './password';

type PasswordModule = typeof password;

// Every password check is counted (and can be held back) to see how many guesses reach the hash.
vi.mock('./password', async (importOriginal) => {
  const original = await importOriginal<PasswordModule>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const verifyPassword = vi.mocked(password.verifyPassword);

const RIGHT = 'Right-pass-1';
const WRONG = 'Wrong-pass-1';

describe.each(testEngines())('sign-in lock under concurrent guesses on %s', (engine) => {
  let t: TestApp;
  let counter = 0;
  beforeAll(async () => {
    t = await createTestApp(engine, { products: 0 });
  });
  afterAll(() => t.close());
  beforeEach(() => verifyPassword.mockClear());

  async function newAccount() {
    counter += 1;
    const email = `lock${counter}@example.com`;
    await createShopper(t.database.db, { email, password: RIGHT });
    const row = await t.database.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
    const checksOfAccount = () => verifyPassword.mock.calls.filter(([hash]) => hash === row.password_hash).length;
    return { email, checksOfAccount };
  }
  const logon = (email: string, pass: string, from: number) =>
    injectChecked(t.app, { method: 'POST', url: '/Account/Logon', payload: { email, password: pass }, remoteAddress: `198.51.100.${from % 250}` }, signInResponseSchema);

  it('locks after at most the allowed checks when 40 wrong guesses arrive at once, then refuses the right password', async () => {
    const { email, checksOfAccount } = await newAccount();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => logon(email, WRONG, i)));
    expect(checksOfAccount()).toBeLessThanOrEqual(SIGN_IN_LOCK.maxFailures);
    const codes = answers.map((answer) => answer.json().code);
    expect(codes.every((code) => code === 'invalid_credentials' || code === 'account_locked')).toBe(true);
    expect(codes).toContain('account_locked');
    const right = await logon(email, RIGHT, 41);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'account_locked', message: 'Account locked after repeated failed sign-ins.' });
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a right password whose check was in flight when the lock was set', async () => {
    const { email, checksOfAccount } = await newAccount();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    verifyPassword.mockImplementationOnce(async (hash, pass) => {
      await held;
      return vi.importActual<PasswordModule>('./password').then((real) => real.verifyPassword(hash, pass));
    });
    const inFlight = signIn(t.database.db, email, RIGHT).then(() => 'signed in', (error: { code?: string }) => error.code);
    await vi.waitFor(() => expect(checksOfAccount()).toBe(1));
    const wrongAnswers: (string | undefined)[] = [];
    for (let i = 0; i < SIGN_IN_LOCK.maxFailures; i++) {
      wrongAnswers.push(await signIn(t.database.db, email, WRONG).then(() => 'signed in', (error: { code?: string }) => error.code));
    }
    expect(wrongAnswers).toContain('account_locked');
    release();
    expect(await inFlight).toBe('account_locked');
  });

  it('still lets the right password in after fewer failures than the limit, and starts the count over', async () => {
    const { email } = await newAccount();
    for (let i = 1; i < SIGN_IN_LOCK.maxFailures; i++) {
      expect((await logon(email, WRONG, i)).json()).toMatchObject({ code: 'invalid_credentials' });
    }
    expect((await logon(email, RIGHT, 9)).statusCode).toBe(200);
    for (let i = 1; i < SIGN_IN_LOCK.maxFailures; i++) {
      expect((await logon(email, WRONG, i)).json()).toMatchObject({ code: 'invalid_credentials' });
    }
    expect((await logon(email, RIGHT, 9)).statusCode).toBe(200);
  });

  it('opens again when the lock ends, with a fresh count', async () => {
    const { email } = await newAccount();
    const start = new Date();
    const outcome = (pass: string, at: Date) => signIn(t.database.db, email, pass, at).then(() => 'signed in', (error: { code?: string }) => error.code);
    for (let i = 0; i < SIGN_IN_LOCK.maxFailures; i++) await outcome(WRONG, start);
    expect(await outcome(RIGHT, start)).toBe('account_locked');
    const later = new Date(start.getTime() + (SIGN_IN_LOCK.lockMinutes + 1) * MINUTE_MS);
    expect(await outcome(WRONG, later)).toBe('invalid_credentials');
    expect(await outcome(RIGHT, later)).toBe('signed in');
  });
});
