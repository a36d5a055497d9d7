import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RX_STATUS } from '../../../domain/constants';
import { runRenewals } from '../../account/prescriptions';
import { DEMO_SHOPPER, DEMO_STAFF } from '../../db/seed';
import { createShopper } from '../../testing/fixtures';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { otherClinic } from '../clinic-test-fixtures';

/**
 * Prescription renewals (issue 28): the daily pass makes one task and one reminder per prescription
 * and expiry cycle (twice, or twice at once, makes nothing more); the client requests the renewal
 * once from the link; the veterinarian approves (a new validated prescription) or declines with a
 * reason, audited, and the client is emailed; the report lists expired (30 days back) and expiring
 * (30 ahead); shoppers get 403, another clinic's staff 404 on ids with nothing changed.
 */
const PASSWORD = DEMO_SHOPPER.password;
const DAY = 86_400_000;
type Headers = Record<string, string>;

describe.each(testEngines())('prescription renewals on %s', (engine) => {
  let t: TestApp;
  let vet: Headers;
  let staff: Headers;
  let otherVet: Headers;
  let clinicId: number;
  let familyId: number;
  let productId: number;
  let n = 0;
  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

  /** A client of the demo clinic (in a language) with a pet and a validated prescription. */
  async function client(rx: { expiresAt: string | null; refills?: number; remaining?: number }, language = 'en') {
    const email = `renew-${engine}-${++n}@example.com`;
    const userId = await createShopper(db(), { email, password: PASSWORD, clinicId });
    await db().updateTable('users').set({ language }).where('id', '=', userId).execute();
    const pet = await db().insertInto('pets').values({ user_id: userId, name: `Rex${n}`, species: 'dogs', is_deleted: 0, created_at: new Date().toISOString() })
      .returning('id').executeTakeFirstOrThrow();
    const row = await db().insertInto('prescriptions').values({
      user_id: userId, pet_id: pet.id, family_id: familyId, product_id: productId, rx_status_id: RX_STATUS.validated, quantity: 2,
      refill_quantity: rx.refills ?? 3, refill_quantity_remaining: rx.remaining ?? 3, vet_name: 'Dr. Test', expires_at: rx.expiresAt,
      created_at: new Date().toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    const headers = (await signInAs(t.app, email, PASSWORD)).headers;
    return { userId, email, petId: pet.id, rxId: row.id, headers };
  }
  const tasksOf = (rxId: number) => db().selectFrom('prescription_renewals').selectAll().where('prescription_id', '=', rxId).execute();
  const mails = (email: string, kind: string) => db().selectFrom('email_outbox').select(['subject', 'body_text']).where('to_address', '=', email).where('kind', '=', kind).execute();
  const snapshot = async () => ({
    renewals: await db().selectFrom('prescription_renewals').selectAll().orderBy('id').execute(),
    rx: (await db().selectFrom('prescriptions').select('id').execute()).length,
    outbox: (await db().selectFrom('email_outbox').select('id').execute()).length,
    audit: (await db().selectFrom('audit_events').select('id').execute()).length,
  });

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 50 });
    clinicId = (await db().selectFrom('users').select('clinic_id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow()).clinic_id;
    const rx = await db().selectFrom('products').select(['id', 'family_id']).where('is_prescription_product', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    familyId = rx.family_id;
    productId = rx.id;
    await otherClinic(db(), PASSWORD, familyId);
    vet = (await signInAs(t.app, DEMO_STAFF.veterinarian.email, PASSWORD)).headers;
    staff = (await signInAs(t.app, DEMO_STAFF.staff.email, PASSWORD)).headers;
    otherVet = (await signInAs(t.app, 'other-vet@example.com', PASSWORD)).headers;
  });
  afterAll(() => t.close());

  it('the pass makes one task and one reminder for a prescription expiring in 20 days; again, or twice at once, nothing more', async () => {
    const c = await client({ expiresAt: iso(20 * DAY) }, 'fr');
    const far = await client({ expiresAt: iso(90 * DAY) });
    await runRenewals(db(), 'http://shop.test', new Date());
    const [task] = await tasksOf(c.rxId);
    expect(task).toMatchObject({ clinic_id: clinicId, user_id: c.userId, reason: 'expiring', source: 'job', status: 'open' });
    const [mail] = await mails(c.email, 'rx_renewal_reminder');
    expect(mail!.subject).toContain('Renouvelez');
    expect(mail!.body_text).toContain(`http://shop.test/account/renewals/${task!.id}`);
    expect(mail!.body_text).toContain('\u202f:');
    expect(await tasksOf(far.rxId)).toEqual([]);

    await runRenewals(db(), 'http://shop.test', new Date());
    await Promise.all([runRenewals(db(), 'http://shop.test', new Date()), runRenewals(db(), 'http://shop.test', new Date())]);
    expect(await tasksOf(c.rxId)).toHaveLength(1);
    expect(await mails(c.email, 'rx_renewal_reminder')).toHaveLength(1);
  });

  it('a prescription on its last refill gets a task; a longer reminder lead in the clinic policy reaches further', async () => {
    const last = await client({ expiresAt: iso(200 * DAY), refills: 3, remaining: 1 });
    const sixty = await client({ expiresAt: iso(50 * DAY) });
    await db().updateTable('clinics').set({ autoorder_reminder_days: 60 }).where('id', '=', clinicId).execute();
    try {
      await runRenewals(db(), 'http://shop.test', new Date());
    } finally {
      await db().updateTable('clinics').set({ autoorder_reminder_days: 3 }).where('id', '=', clinicId).execute();
    }
    expect((await tasksOf(last.rxId))[0]).toMatchObject({ reason: 'lastRefill' });
    expect((await tasksOf(sixty.rxId))[0]).toMatchObject({ reason: 'expiring' });
    const [mail] = await mails(last.email, 'rx_renewal_reminder');
    expect(mail!.body_text).toContain('last refill');
  });

  it('the client requests once from the link; the veterinarian approves: a new validated prescription, the email, the audit', async () => {
    const c = await client({ expiresAt: iso(20 * DAY) });
    await runRenewals(db(), 'http://shop.test', new Date());
    const [task] = await tasksOf(c.rxId);
    const page = await call('GET', `/api/account/renewals/${task!.id}`, c.headers);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ status: 'open', reason: 'expiring', petName: expect.stringMatching(/^Rex/) });

    const [first, second] = await Promise.all([
      call('POST', `/api/account/renewals/${task!.id}/request`, c.headers),
      call('POST', `/api/account/renewals/${task!.id}/request`, c.headers),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'requested' });
    const requests = await db().selectFrom('prescriptions').select(['id', 'renewal_of_id']).where('user_id', '=', c.userId).where('rx_status_id', '=', RX_STATUS.notValidated).execute();
    expect(requests).toEqual([{ id: expect.any(Number), renewal_of_id: c.rxId }]);

    const list = await call('GET', '/api/clinic/renewals?lang=en', staff);
    expect(list.statusCode).toBe(200);
    expect(list.json().tasks.find((x: { id: number }) => x.id === task!.id)).toMatchObject({ status: 'requested', client: { id: c.userId } });

    const expiresOn = new Date(Date.now() + 365 * DAY).toISOString().slice(0, 10);
    const notVet = await call('POST', `/api/clinic/renewals/${task!.id}/approve`, staff, { expiresOn, quantity: 2, refills: 5 });
    expect(notVet.statusCode).toBe(403);
    const approved = await call('POST', `/api/clinic/renewals/${task!.id}/approve`, vet, { expiresOn, quantity: 2, refills: 5 });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().task).toMatchObject({ status: 'approved' });
    const renewed = await db().selectFrom('prescriptions').selectAll().where('id', '=', requests[0]!.id).executeTakeFirstOrThrow();
    expect(renewed).toMatchObject({ rx_status_id: RX_STATUS.validated, refill_quantity: 5, refill_quantity_remaining: 5, expires_at: `${expiresOn}T23:59:59.000Z` });
    expect(await mails(c.email, 'rx_approved')).toHaveLength(1);
    const audit = await db().selectFrom('audit_events').select(['action', 'actor_role']).where('entity', '=', 'prescription_renewal').where('entity_id', '=', task!.id).execute();
    expect(audit).toEqual([{ action: 'approve', actor_role: 'veterinarian' }]);

    const again = await call('POST', `/api/clinic/renewals/${task!.id}/approve`, vet, { expiresOn, quantity: 2, refills: 5 });
    expect(again.statusCode).toBe(409);
    await runRenewals(db(), 'http://shop.test', new Date());
    expect(await tasksOf(c.rxId)).toHaveLength(1);
  });

  it('the veterinarian declines a task the client never requested, with the reason, emailed and audited; bad input is 400', async () => {
    const c = await client({ expiresAt: iso(10 * DAY) }, 'fr');
    await runRenewals(db(), 'http://shop.test', new Date());
    const [task] = await tasksOf(c.rxId);
    const before = await snapshot();
    expect((await call('POST', `/api/clinic/renewals/${task!.id}/decline`, vet, { reason: '' })).statusCode).toBe(400);
    expect((await call('POST', `/api/clinic/renewals/${task!.id}/approve`, vet, { expiresOn: 'soon', quantity: 0, refills: -1 })).statusCode).toBe(400);
    expect((await call('POST', '/api/clinic/renewals/abc/decline', vet, { reason: 'x' })).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
    const declined = await call('POST', `/api/clinic/renewals/${task!.id}/decline?lang=fr`, vet, { reason: 'Examen annuel requis' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().task).toMatchObject({ status: 'declined', declineReason: 'Examen annuel requis' });
    const [mail] = await mails(c.email, 'rx_denied');
    expect(mail!.body_text).toContain('Examen annuel requis');
    const seen = await call('GET', `/api/account/renewals/${task!.id}`, c.headers);
    expect(seen.json()).toMatchObject({ status: 'declined', declineReason: 'Examen annuel requis' });
  });

  it("a request decided on its own page shows as the task's outcome, and the task is not decided twice", async () => {
    const c = await client({ expiresAt: iso(12 * DAY) });
    await runRenewals(db(), 'http://shop.test', new Date());
    const [task] = await tasksOf(c.rxId);
    await call('POST', `/api/account/renewals/${task!.id}/request`, c.headers);
    const [req] = await db().selectFrom('prescriptions').select('id').where('renewal_of_id', '=', c.rxId).execute();
    expect((await call('POST', `/api/clinic/prescriptions/${req!.id}/deny`, vet, { reason: 'See us first' })).statusCode).toBe(200);
    const list = (await call('GET', '/api/clinic/renewals', staff)).json();
    expect(list.tasks.find((x: { id: number }) => x.id === task!.id)).toMatchObject({ status: 'declined' });
    expect((await call('GET', `/api/account/renewals/${task!.id}`, c.headers)).json()).toMatchObject({ status: 'declined' });
    expect((await call('POST', `/api/clinic/renewals/${task!.id}/decline`, vet, { reason: 'again' })).statusCode).toBe(409);
  });

  it('roles and other clinics: shopper 403, another clinic 404 on every id, another client 404; nothing changed', async () => {
    const c = await client({ expiresAt: iso(15 * DAY) });
    const stranger = await client({ expiresAt: null, refills: 0, remaining: 0 });
    await runRenewals(db(), 'http://shop.test', new Date());
    const [task] = await tasksOf(c.rxId);
    const expiresOn = new Date(Date.now() + 365 * DAY).toISOString().slice(0, 10);
    const before = await snapshot();
    for (const url of ['/api/clinic/renewals', '/api/clinic/renewals/report']) {
      expect((await call('GET', url, c.headers)).statusCode).toBe(403);
      expect((await call('GET', url, {})).statusCode).toBe(401);
    }
    expect((await call('POST', `/api/clinic/renewals/${task!.id}/approve`, c.headers, { expiresOn, quantity: 1, refills: 1 })).statusCode).toBe(403);
    expect((await call('POST', `/api/clinic/renewals/${task!.id}/approve`, otherVet, { expiresOn, quantity: 1, refills: 1 })).statusCode).toBe(404);
    expect((await call('POST', `/api/clinic/renewals/${task!.id}/decline`, otherVet, { reason: 'no' })).statusCode).toBe(404);
    expect((await call('GET', `/api/account/renewals/${task!.id}`, stranger.headers)).statusCode).toBe(404);
    expect((await call('POST', `/api/account/renewals/${task!.id}/request`, stranger.headers)).statusCode).toBe(404);
    const otherList = (await call('GET', '/api/clinic/renewals', otherVet)).json();
    expect(otherList.tasks.map((x: { id: number }) => x.id)).not.toContain(task!.id);
    const otherReport = (await call('GET', '/api/clinic/renewals/report', otherVet)).json();
    expect([...otherReport.expired, ...otherReport.expiring].map((r: { prescriptionId: number }) => r.prescriptionId)).not.toContain(c.rxId);
    expect(await snapshot()).toEqual(before);
  });

  it('the report lists expired prescriptions of the last 30 days and those expiring in the next 30, with their task', async () => {
    const expired = await client({ expiresAt: iso(-10 * DAY) });
    const old = await client({ expiresAt: iso(-40 * DAY) });
    const soon = await client({ expiresAt: iso(25 * DAY) });
    const later = await client({ expiresAt: iso(45 * DAY) });
    await runRenewals(db(), 'http://shop.test', new Date());
    const report = (await call('GET', '/api/clinic/renewals/report?lang=fr', staff)).json();
    const ids = (rows: { prescriptionId: number }[]) => rows.map((r) => r.prescriptionId);
    expect(ids(report.expired)).toContain(expired.rxId);
    expect(ids(report.expired)).not.toContain(old.rxId);
    expect(ids(report.expiring)).toContain(soon.rxId);
    expect(ids(report.expiring)).not.toContain(later.rxId);
    const [task] = await tasksOf(soon.rxId);
    expect(report.expiring.find((r: { prescriptionId: number }) => r.prescriptionId === soon.rxId)).toMatchObject({ renewalId: task!.id, client: { id: soon.userId } });
    const csv = await call('GET', '/api/clinic/renewals/report.csv?lang=fr', staff);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF"Rapport","Client","Courriel"')).toBe(true);
    expect(csv.body).toContain(`"${soon.email}"`);
    expect(csv.body).toContain(`"${task!.id}"`);
    expect(csv.body).not.toContain(`"${later.email}"`);
    expect((await call('GET', '/api/clinic/renewals/report.csv', soon.headers)).statusCode).toBe(403);
  });
});
