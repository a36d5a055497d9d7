import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicCreditSchema, creditHistorySchema } from '../../../contracts/credit';
import { DEMO_SHOPPER, DEMO_STAFF } from '../../db/seed';
import { creditBalance } from '../../shared/credit';
import { createShopper } from '../../testing/fixtures';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { otherClinic } from '../clinic-test-fixtures';

/**
 * Account credit from the clinic (issue 27): staff see a client's balance and ledger; the clinic admin
 * and veterinarians give goodwill credit or take unused credit back, once per idempotency key,
 * audited, never below a zero balance; another clinic's client is not found; the client sees the
 * entries with their reason.
 */
const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;
let keys = 0;
const key = () => `test-key-${++keys}-${Date.now()}`;

describe.each(testEngines())('a client\'s account credit from the clinic on %s', (engine) => {
  let t: TestApp;
  let admin: Headers;
  let vet: Headers;
  let staff: Headers;
  let otherAdmin: Headers;
  let clinicId: number;
  let other: Awaited<ReturnType<typeof otherClinic>>;
  let n = 0;
  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const newClient = async () => {
    const email = `credit-${engine}-${++n}@example.com`;
    const id = await createShopper(db(), { email, password: PASSWORD, clinicId });
    return { id, email };
  };
  const give = (who: Headers, clientId: number, body: object) => call('POST', `/api/clinic/clients/${clientId}/credit/goodwill`, who, body);
  const takeBack = (who: Headers, clientId: number, body: object) => call('POST', `/api/clinic/clients/${clientId}/credit/take-back`, who, body);
  const ledger = (userId: number) => db().selectFrom('credit_entries').select(['amount_cents', 'kind', 'note', 'expires_on', 'created_by_user_id'])
    .where('user_id', '=', userId).orderBy('id').execute();
  const auditOf = (userId: number) => db().selectFrom('audit_events').select(['action', 'actor_role', 'clinic_id', 'after_json'])
    .where('entity', '=', 'client').where('entity_id', '=', userId).where('action', 'like', 'credit_%').orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 1 });
    clinicId = (await db().selectFrom('users').select('clinic_id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow()).clinic_id!;
    const family = await db().selectFrom('products').select('family_id').executeTakeFirstOrThrow();
    other = await otherClinic(db(), PASSWORD, family.family_id);
    admin = (await signInAs(t.app, DEMO_STAFF.admin.email, PASSWORD)).headers;
    vet = (await signInAs(t.app, DEMO_STAFF.veterinarian.email, PASSWORD)).headers;
    staff = (await signInAs(t.app, DEMO_STAFF.staff.email, PASSWORD)).headers;
    otherAdmin = (await signInAs(t.app, 'other-vet@example.com', PASSWORD)).headers;
  });
  afterAll(() => t.close());

  it('the admin gives credit and a veterinarian takes some back: the ledger, the balance, who, the audit; staff see it', async () => {
    const client = await newClient();
    const given = await give(admin, client.id, { amountCents: 2500, reason: 'Sorry for the late delivery', expiresOn: '2099-12-31', idempotencyKey: key() });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ isSuccess: true, created: true, balanceCents: 2500 });
    const taken = await takeBack(vet, client.id, { amountCents: 1000, reason: 'Given twice by mistake', idempotencyKey: key() });
    expect(taken.json()).toMatchObject({ created: true, balanceCents: 1500 });
    expect(await creditBalance(db(), client.id)).toBe(1500);

    const seen = await call('GET', `/api/clinic/clients/${client.id}/credit`, staff);
    expect(seen.statusCode).toBe(200);
    const view = clinicCreditSchema.parse(seen.json());
    expect(view.balanceCents).toBe(1500);
    expect(view.entries.map(({ kind, amountCents, reason, expiresOn, byName }) => ({ kind, amountCents, reason, expiresOn, byName: byName.length > 0 }))).toEqual([
      { kind: 'take_back', amountCents: -1000, reason: 'Given twice by mistake', expiresOn: null, byName: true },
      { kind: 'goodwill', amountCents: 2500, reason: 'Sorry for the late delivery', expiresOn: '2099-12-31', byName: true },
    ]);
    const audit = await auditOf(client.id);
    expect(audit.map((a) => [a.action, a.actor_role, a.clinic_id])).toEqual([['credit_goodwill', 'clinic_admin', clinicId], ['credit_take_back', 'veterinarian', clinicId]]);
    expect(JSON.parse(audit[0]!.after_json)).toEqual({ creditCents: 2500, reason: 'Sorry for the late delivery', expiresOn: '2099-12-31', balanceCents: 2500 });

    // The client sees both, with the reasons, in the account's credit history.
    const me = (await signInAs(t.app, client.email, PASSWORD)).headers;
    const history = creditHistorySchema.parse((await call('GET', '/api/account/credit', me)).json());
    expect(history.balanceCents).toBe(1500);
    expect(history.entries.map((e) => [e.kind, e.reason])).toEqual([['take_back', 'Given twice by mistake'], ['goodwill', 'Sorry for the late delivery']]);
  });

  it('front-desk staff may see but not move credit; a shopper reaches neither (nothing written)', async () => {
    const client = await newClient();
    expect((await give(staff, client.id, { amountCents: 100, reason: 'x', idempotencyKey: key() })).json()).toMatchObject({ code: 'credit_role_required' });
    expect((await takeBack(staff, client.id, { amountCents: 100, reason: 'x', idempotencyKey: key() })).statusCode).toBe(403);
    const shopper = (await signInAs(t.app)).headers;
    expect((await call('GET', `/api/clinic/clients/${client.id}/credit`, shopper)).statusCode).toBe(403);
    expect((await give(shopper, client.id, { amountCents: 100, reason: 'x', idempotencyKey: key() })).statusCode).toBe(403);
    expect((await call('GET', `/api/clinic/clients/${client.id}/credit`, {})).statusCode).toBe(401);
    expect(await ledger(client.id)).toEqual([]);
    expect(await auditOf(client.id)).toEqual([]);
  });

  it("another clinic's client is not found, for reading, giving and taking back; nothing written", async () => {
    const ours = await newClient();
    await give(admin, ours.id, { amountCents: 500, reason: 'ours', idempotencyKey: key() });
    for (const [who, clientId] of [[admin, other.clientId], [otherAdmin, ours.id]] as const) {
      expect((await call('GET', `/api/clinic/clients/${clientId}/credit`, who)).statusCode).toBe(404);
      const g = await give(who, clientId, { amountCents: 100, reason: 'x', idempotencyKey: key() });
      expect([g.statusCode, g.json().code]).toEqual([404, 'client_not_found']);
      expect((await takeBack(who, clientId, { amountCents: 100, reason: 'x', idempotencyKey: key() })).statusCode).toBe(404);
    }
    expect(await ledger(other.clientId)).toEqual([]);
    expect((await ledger(ours.id)).map((e) => e.amount_cents)).toEqual([500]);
  });

  it('bad input is a 400 with a clear message and writes nothing', async () => {
    const client = await newClient();
    const bad = [
      { amountCents: 0, reason: 'r', idempotencyKey: key() },
      { amountCents: -5, reason: 'r', idempotencyKey: key() },
      { amountCents: 12.5, reason: 'r', idempotencyKey: key() },
      { amountCents: 100, reason: '   ', idempotencyKey: key() },
      { amountCents: 100, reason: 'x'.repeat(201), idempotencyKey: key() },
      { amountCents: 100, reason: 'r' },
      { amountCents: 100, reason: 'r', expiresOn: '31/12/2099', idempotencyKey: key() },
      { amountCents: 100, reason: 'r', expiresOn: '2099-02-30', idempotencyKey: key() },
      { amountCents: 100, reason: 'bell\u0007', idempotencyKey: key() },
      { amountCents: 100_000_01, reason: 'r', idempotencyKey: key() },
    ];
    for (const body of bad) {
      const answer = await give(admin, client.id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message).toBeTruthy();
    }
    const past = await give(admin, client.id, { amountCents: 100, reason: 'r', expiresOn: '2020-01-01', idempotencyKey: key() });
    expect([past.statusCode, past.json().code]).toEqual([400, 'credit_expiry_not_future']);
    expect((await takeBack(admin, client.id, { amountCents: 0, reason: 'r', idempotencyKey: key() })).statusCode).toBe(400);
    expect(await ledger(client.id)).toEqual([]);
    expect(await auditOf(client.id)).toEqual([]);
  });

  it('a take-back above the unused balance is refused and writes nothing: the balance never goes below zero', async () => {
    const client = await newClient();
    const none = await takeBack(admin, client.id, { amountCents: 1, reason: 'r', idempotencyKey: key() });
    expect([none.statusCode, none.json().code]).toEqual([400, 'credit_take_back_above_balance']);
    await give(admin, client.id, { amountCents: 700, reason: 'r', idempotencyKey: key() });
    const over = await takeBack(admin, client.id, { amountCents: 701, reason: 'r', idempotencyKey: key() });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/7\.00/);
    expect((await takeBack(admin, client.id, { amountCents: 700, reason: 'all of it', idempotencyKey: key() })).statusCode).toBe(200);
    expect(await creditBalance(db(), client.id)).toBe(0);
    expect((await ledger(client.id)).map((e) => e.amount_cents)).toEqual([700, -700]);
    expect((await auditOf(client.id)).map((a) => a.action)).toEqual(['credit_goodwill', 'credit_take_back']);
  });

  it('the same idempotency key twice moves the money once (one entry, one audit event); reused for something else is a 409', async () => {
    const client = await newClient();
    const giveKey = key();
    const body = { amountCents: 1200, reason: 'Retried', idempotencyKey: giveKey };
    const [first, second] = [await give(admin, client.id, body), await give(admin, client.id, body)];
    expect(first.json()).toMatchObject({ created: true, balanceCents: 1200 });
    expect(second.json()).toMatchObject({ created: false, balanceCents: 1200, entryId: first.json().entryId });
    const takeKey = key();
    const both = await Promise.all([1, 2].map(() => takeBack(admin, client.id, { amountCents: 1000, reason: 'r', idempotencyKey: takeKey })));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await ledger(client.id)).map((e) => e.amount_cents)).toEqual([1200, -1000]);
    expect((await auditOf(client.id)).length).toBe(2);
    const reused = await give(admin, client.id, { ...body, amountCents: 99 });
    expect([reused.statusCode, reused.json().code]).toEqual([409, 'credit_key_reused']);
    expect(await creditBalance(db(), client.id)).toBe(200);
  });

  it('goodwill credit past its last day no longer counts, and checkout cannot spend it', async () => {
    const client = await newClient();
    await give(admin, client.id, { amountCents: 800, reason: 'Until tomorrow', expiresOn: '2099-01-01', idempotencyKey: key() });
    await give(admin, client.id, { amountCents: 300, reason: 'For good', idempotencyKey: key() });
    expect(await creditBalance(db(), client.id, new Date('2099-01-01T23:00:00Z'))).toBe(1100);
    expect(await creditBalance(db(), client.id, new Date('2099-01-02T00:00:00Z'))).toBe(300);
  });
});
