import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passcodeStatusSchema } from '../../../contracts/clinic-passcode';
import { knownErrorResponseSchema } from '../../../contracts/error-codes';
import { PASSCODE } from '../../../domain/constants';
import { injectChecked } from '../../testing/contract-inject';
import { createClinic, createShopper } from '../../testing/fixtures';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { createStaff } from '../clinic-test-fixtures';

const PASSWORD = 'Passcode-test-pass-2026';

/**
 * Passcode pages (issue 28; docs/decisions/117-passcode-pages.md): a staff member gives their
 * password again; it holds on that session only, for ten minutes; wrong ones are counted and the
 * fifth in a row signs the session out; every outcome is audited; shoppers and visitors are refused.
 * Both engines.
 */
describe.each(testEngines())('the passcode of the portal\'s passcode pages, on %s', (engine) => {
  let t: TestApp;
  let clinicId: number;
  let n = 0;
  const db = () => t.database.db;
  const email = (who: string) => `passcode-${who}-${engine}-${++n}@example.com`;
  const status = (headers: Record<string, string>) => injectChecked(t.app, { method: 'GET', url: '/api/clinic/passcode', headers }, passcodeStatusSchema);
  const confirm = (headers: Record<string, string>, password: unknown) =>
    injectChecked(t.app, { method: 'POST', url: '/api/clinic/passcode', headers, payload: { password } }, passcodeStatusSchema);
  async function staffSession(): Promise<{ headers: Record<string, string>; userId: number }> {
    const address = email('staff');
    const userId = await createStaff(db(), { email: address, password: PASSWORD, clinicId, isAdmin: true });
    return { headers: (await signInAs(t.app, address, PASSWORD)).headers, userId };
  }
  const auditActions = async (userId: number) =>
    (await db().selectFrom('audit_events').select('action').where('actor_user_id', '=', userId).orderBy('id').execute()).map((row) => row.action);

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 20 });
    clinicId = await createClinic(db());
  }, 60_000);
  afterAll(() => t?.close());

  it('holds from the right password for ten minutes, on that session only, and is audited', async () => {
    const { headers, userId } = await staffSession();
    expect((await status(headers)).parsed).toEqual({ validUntil: null });
    const before = Date.now();
    const given = await confirm(headers, PASSWORD);
    expect(given.statusCode, given.body).toBe(200);
    const until = Date.parse((given.parsed as { validUntil: string }).validUntil);
    expect(until - before).toBeGreaterThanOrEqual(PASSCODE.validMinutes * 60_000 - 1000);
    expect(until - before).toBeLessThanOrEqual(PASSCODE.validMinutes * 60_000 + 5000);
    expect((await status(headers)).parsed).toEqual(given.parsed);
    // Another sign-in of the same person starts without it.
    const other = await signInAs(t.app, (await db().selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email, PASSWORD);
    expect((await status(other.headers)).parsed).toEqual({ validUntil: null });
    expect(await auditActions(userId)).toEqual(['passcode_confirmed']);
  });

  it('runs out: a confirmation older than ten minutes asks again', async () => {
    const { headers, userId } = await staffSession();
    await confirm(headers, PASSWORD);
    const old = new Date(Date.now() - PASSCODE.validMinutes * 60_000 - 1000).toISOString();
    await db().updateTable('sessions').set({ passcode_confirmed_at: old }).where('user_id', '=', userId).execute();
    expect((await status(headers)).parsed).toEqual({ validUntil: null });
  });

  it('counts wrong passwords, says how many tries are left, and signs the session out at the fifth', async () => {
    const { headers, userId } = await staffSession();
    for (let attempt = 1; attempt < PASSCODE.maxFailures; attempt++) {
      const wrong = await confirm(headers, `not-it-${attempt}`);
      expect(wrong.statusCode, wrong.body).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'passcode_incorrect', data: { attemptsLeft: PASSCODE.maxFailures - attempt } });
    }
    const last = await injectChecked(t.app, { method: 'POST', url: '/api/clinic/passcode', headers, payload: { password: 'still-not-it' } }, knownErrorResponseSchema);
    expect(last.statusCode, last.body).toBe(401);
    expect(last.json()).toMatchObject({ code: 'passcode_signed_out' });
    expect((await status(headers)).statusCode).toBe(401);
    expect(await auditActions(userId)).toEqual(Array.from({ length: PASSCODE.maxFailures }, () => 'passcode_refused'));
  });

  it('forgets wrong passwords once the right one is given', async () => {
    const { headers } = await staffSession();
    for (let attempt = 1; attempt < PASSCODE.maxFailures; attempt++) await confirm(headers, 'wrong');
    expect((await confirm(headers, PASSWORD)).statusCode).toBe(200);
    const wrong = await confirm(headers, 'wrong again');
    expect(wrong.json()).toMatchObject({ data: { attemptsLeft: PASSCODE.maxFailures - 1 } });
  });

  it('refuses a shopper (403) and a visitor (401), and malformed input with a 400 that changes nothing', async () => {
    const shopperEmail = email('shopper');
    await createShopper(db(), { email: shopperEmail, password: PASSWORD, clinicId });
    const shopper = await signInAs(t.app, shopperEmail, PASSWORD);
    expect((await confirm(shopper.headers, PASSWORD)).statusCode).toBe(403);
    expect((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/passcode' }, knownErrorResponseSchema)).statusCode).toBe(401);
    const { headers, userId } = await staffSession();
    for (const payload of [{}, { password: '' }, { password: 42 }, { password: 'x'.repeat(201) }]) {
      const res = await injectChecked(t.app, { method: 'POST', url: '/api/clinic/passcode', headers, payload }, knownErrorResponseSchema);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await auditActions(userId)).toEqual([]);
    expect((await status(headers)).parsed).toEqual({ validUntil: null });
  });
});
