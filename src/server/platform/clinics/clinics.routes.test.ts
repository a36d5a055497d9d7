import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownErrorResponseSchema } from '../../../contracts/error-codes';
import {
  platformClinicClientListSchema, platformClinicDetailSchema, platformClinicListSchema, type PlatformClinicClientList, type PlatformClinicList,
} from '../../../contracts/platform-clinics';
import { PLATFORM_CLIENTS_PAGE_SIZE, PLATFORM_CLINICS_PAGE_SIZE } from '../../../domain/constants';
import { createStaff } from '../../clinic/clinic-test-fixtures';
import { DEMO_SHOPPER, DEMO_SITE_ADMIN, DEMO_STAFF } from '../../db/seed';
import { injectChecked } from '../../testing/contract-inject';
import { createClinic, createShopper, insertOrder } from '../../testing/fixtures';
import { createTestApp, signInAs, visitorToken, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;

/**
 * The platform's clinics (issue 25): the list with its counts, search, state filter and pages, one
 * clinic, and the capabilities a site administrator sets, each change audited. Site administrators
 * only: every other caller is refused on the server.
 */
describe.each(testEngines())('platform clinics API on %s', (engine) => {
  let t: TestApp;
  let admin: Headers;
  let known: number;
  let knownClients: number[];
  const db = () => t.database.db;
  const list = (query = '', headers = admin) => injectChecked(t.app, { method: 'GET', url: `/api/platform/clinics${query}`, headers }, platformClinicListSchema);
  const one = (id: number | string, headers = admin) => injectChecked(t.app, { method: 'GET', url: `/api/platform/clinics/${id}`, headers }, platformClinicDetailSchema);
  const put = (id: number | string, payload: unknown, headers = admin) =>
    injectChecked(t.app, { method: 'PUT', url: `/api/platform/clinics/${id}/capabilities`, headers, payload: payload as object }, platformClinicDetailSchema);
  const parsed = (res: { parsed: unknown }) => platformClinicListSchema.parse(res.parsed);
  const clients = (id: number | string, query = '', headers = admin) =>
    injectChecked(t.app, { method: 'GET', url: `/api/platform/clinics/${id}/clients${query}`, headers }, platformClinicClientListSchema);
  const clientPage = async (id: number | string, query = '') => platformClinicClientListSchema.parse((await clients(id, query)).parsed);
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 20 });
    admin = (await signInAs(t.app, DEMO_SITE_ADMIN.email, PASSWORD)).headers;
    // A clinic whose every number is known: 2 enabled staff and a disabled one, 3 clients (and a closed
    // one), 2 orders (and a checkout waiting for its card), its last activity a staff action.
    known = await createClinic(db(), { subdomain: `zz-known-${engine}` });
    await db().updateTable('clinics').set({ practice_name: 'Zebra Known Counts Clinic', city: 'Whitehorse' }).where('id', '=', known).execute();
    const s1 = await createStaff(db(), { email: `pc-s1-${engine}@example.com`, password: PASSWORD, clinicId: known, isAdmin: true });
    await createStaff(db(), { email: `pc-s2-${engine}@example.com`, password: PASSWORD, clinicId: known });
    const s3 = await createStaff(db(), { email: `pc-s3-${engine}@example.com`, password: PASSWORD, clinicId: known });
    await db().updateTable('staff_members').set({ disabled_at: ago(1) }).where('user_id', '=', s3).execute();
    const clients = [];
    for (const n of [1, 2, 3, 4]) clients.push(await createShopper(db(), { email: `pc-c${n}-${engine}@example.com`, password: PASSWORD, clinicId: known }));
    knownClients = clients;
    await db().updateTable('users').set({ status: 'closed' }).where('id', '=', clients[3]!).execute();
    // created_at is written once by the app (CreatedAt): the test backdates it in plain SQL.
    await sql`update users set created_at = ${ago(30)} where clinic_id = ${known}`.execute(db());
    const productId = Number((await db().selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
    for (const [status, days] of [['submitted', 10], ['shipped', 5], ['pending_payment', 0]] as const) {
      const placed = await insertOrder(db(), { userId: clients[0]!, clinicId: known, status, productId, petId: null, requiresApproval: false });
      await sql`update orders set created_at = ${ago(days)} where id = ${placed.id}`.execute(db());
    }
    await db().insertInto('audit_events').values({
      clinic_id: known, actor_user_id: s1, actor_role: 'clinic_admin', entity: 'settings', entity_id: known, action: 'update', created_at: ago(2),
    }).execute();
  });
  afterAll(() => t.close());

  it('refuses a visitor with 401, and a shopper, a staff member and a clinic admin with 403, on every route', async () => {
    const visitor = { authorization: `Bearer ${await visitorToken(t.app)}` };
    const others = await Promise.all([DEMO_SHOPPER.email, DEMO_STAFF.staff.email, DEMO_STAFF.admin.email].map(async (email) => (await signInAs(t.app, email, PASSWORD)).headers));
    const calls = (h: Headers) => [list('', h), one(known, h), put(known, { isAuthorisedToOrder: false }, h), clients(known, '', h)];
    for (const res of await Promise.all(calls(visitor))) expect(res.statusCode).toBe(401);
    for (const h of others) {
      for (const res of await Promise.all(calls(h))) {
        expect(res.statusCode).toBe(403);
        expect(knownErrorResponseSchema.parse(res.json()).code).toBe('not_platform_admin');
      }
    }
    // A clinic admin's own clinic is no different: the platform's routes are not theirs.
    const ownClinic = await db().selectFrom('staff_members as s').innerJoin('users as u', 'u.id', 's.user_id').select('s.clinic_id').where('u.email', '=', DEMO_STAFF.admin.email).executeTakeFirstOrThrow();
    expect((await put(Number(ownClinic.clinic_id), { isApprovedForReturns: false }, others[2])).statusCode).toBe(403);
    expect((await clients(Number(ownClinic.clinic_id), '', others[2])).statusCode).toBe(403);
    expect(await db().selectFrom('clinics').select(['is_authorised_to_order', 'is_approved_for_returns']).where('id', 'in', [known, Number(ownClinic.clinic_id)]).execute())
      .toEqual([{ is_authorised_to_order: 1, is_approved_for_returns: 1 }, { is_authorised_to_order: 1, is_approved_for_returns: 1 }]);
  });

  it('lists every clinic by name, a page at a time, with the total', async () => {
    const total = Number((await db().selectFrom('clinics').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const first = parsed(await list());
    expect(first).toMatchObject({ page: 1, pageSize: PLATFORM_CLINICS_PAGE_SIZE, totalCount: total, pageCount: Math.ceil(total / PLATFORM_CLINICS_PAGE_SIZE) });
    expect(first.clinics).toHaveLength(Math.min(total, PLATFORM_CLINICS_PAGE_SIZE));
    const names = first.clinics.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const rest: PlatformClinicList['clinics'] = [];
    for (let page = 2; page <= first.pageCount; page += 1) rest.push(...parsed(await list(`?page=${page}`)).clinics);
    expect(new Set([...first.clinics, ...rest].map((c) => c.id)).size).toBe(total);
    expect(parsed(await list(`?page=${first.pageCount + 1}`)).clinics).toEqual([]);
  });

  it('counts a clinic’s enabled staff, clients, orders and tells its last activity and master clinic', async () => {
    const [row] = parsed(await list('?q=zebra known')).clinics;
    expect(row).toMatchObject({
      id: known, name: 'Zebra Known Counts Clinic', state: 'enrolled', staffCount: 2, clientCount: 3, orderCount: 2,
      lastActivity: { kind: 'staff_action' }, masterClinic: null, capabilities: { isAuthorisedToOrder: true, isApprovedForReturns: true },
    });
    const hamilton = parsed(await list('?q=hamiltonmountainvet')).clinics;
    expect(hamilton).toHaveLength(1);
    expect(hamilton[0]!.masterClinic).toMatchObject({ name: 'Riverdale Animal Hospital' });
    // The demo clinic: its staff (the seed's enabled staff members) and an order as the latest activity.
    const demo = parsed(await list('?q=maplevet')).clinics[0]!;
    const seededStaff = await db().selectFrom('staff_members').select((eb) => eb.fn.countAll().as('n')).where('clinic_id', '=', demo.id).where('disabled_at', 'is', null).executeTakeFirstOrThrow();
    expect(demo.staffCount).toBe(Number(seededStaff.n));
    expect(demo.orderCount).toBeGreaterThan(0);
  });

  it('searches name, subdomain and city in any case, and filters by state', async () => {
    const idsOf = async (query: string) => parsed(await list(query)).clinics.map((c) => c.id);
    expect(await idsOf('?q=ZEBRA')).toEqual([known]);
    expect(await idsOf(`?q=zz-known-${engine}`)).toEqual([known]);
    expect(await idsOf('?q=whitehorse')).toContain(known);
    expect(await idsOf('?q=100%25')).toEqual([]);
    const notApproved = await createClinic(db(), { subdomain: `zz-na-${engine}` });
    const notActivated = await createClinic(db(), { subdomain: `zz-nact-${engine}` });
    await db().updateTable('clinics').set({ is_approved: 0 }).where('id', '=', notApproved).execute();
    await db().updateTable('clinics').set({ is_live: 0 }).where('id', '=', notActivated).execute();
    expect(await idsOf('?q=zz-&state=not_approved')).toEqual([notApproved]);
    expect(await idsOf('?q=zz-&state=not_activated')).toEqual([notActivated]);
    expect(await idsOf('?q=zz-&state=enrolled')).toEqual([known]);
    const states = parsed(await list('?q=zz-')).clinics.map((c) => [c.id, c.state]);
    expect(states).toEqual(expect.arrayContaining([[notApproved, 'not_approved'], [notActivated, 'not_activated'], [known, 'enrolled']]));
  });

  it('answers 400 for a bad filter or page, and for a malformed clinic id; 404 for an unknown clinic', async () => {
    for (const query of ['?state=live', '?page=0', '?page=abc', `?q=${'x'.repeat(101)}`, '?q=%00']) expect((await list(query)).statusCode, query).toBe(400);
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect((await one(id)).statusCode, id).toBe(400);
      expect((await put(id, { isAuthorisedToOrder: false })).statusCode, id).toBe(400);
    }
    const missing = await one(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(knownErrorResponseSchema.parse(missing.json()).code).toBe('clinic_not_found');
    expect((await put(2_000_000_000, { isAuthorisedToOrder: false })).statusCode).toBe(404);
  });

  it('shows one clinic with its details and child clinics', async () => {
    const riverdale = parsed(await list('?q=riverdalevet')).clinics[0]!;
    const detail = platformClinicDetailSchema.parse((await one(riverdale.id)).parsed);
    expect(detail.clinic).toMatchObject({ id: riverdale.id, subdomain: 'riverdalevet', city: 'Toronto', state: 'enrolled', masterClinic: null });
    expect(detail.clinic.childClinics.map((c) => c.name)).toEqual(['Forest City Veterinary Clinic', 'Hamilton Mountain Pet Clinic']);
  });

  it('sets the capabilities, audits each change with the site administrator as actor and the clinic as object, and nothing for no change', async () => {
    const auditRows = () => db().selectFrom('audit_events').select(['clinic_id', 'actor_user_id', 'actor_role', 'entity', 'entity_id', 'action', 'before_json', 'after_json'])
      .where('entity', '=', 'clinic').where('entity_id', '=', known).orderBy('id').execute();
    const off = await put(known, { isAuthorisedToOrder: false });
    expect(off.statusCode).toBe(200);
    expect(platformClinicDetailSchema.parse(off.parsed).clinic.capabilities).toEqual({ isAuthorisedToOrder: false, isApprovedForReturns: true });
    const adminId = (await db().selectFrom('users').select('id').where('email', '=', DEMO_SITE_ADMIN.email).executeTakeFirstOrThrow()).id;
    expect(await auditRows()).toEqual([{
      clinic_id: known, actor_user_id: adminId, actor_role: 'site_admin', entity: 'clinic', entity_id: known, action: 'capabilities',
      before_json: JSON.stringify({ isAuthorisedToOrder: true }), after_json: JSON.stringify({ isAuthorisedToOrder: false }),
    }]);
    // The same value again: nothing changes, nothing is audited.
    expect((await put(known, { isAuthorisedToOrder: false })).statusCode).toBe(200);
    expect(await auditRows()).toHaveLength(1);
    const both = platformClinicDetailSchema.parse((await put(known, { isAuthorisedToOrder: true, isApprovedForReturns: false })).parsed);
    expect(both.clinic.capabilities).toEqual({ isAuthorisedToOrder: true, isApprovedForReturns: false });
    expect(both.audit.map((e) => [e.actorName, e.actorRole, e.after])).toEqual([
      [`${DEMO_SITE_ADMIN.firstName} ${DEMO_SITE_ADMIN.lastName}`, 'site_admin', { isAuthorisedToOrder: true, isApprovedForReturns: false }],
      [`${DEMO_SITE_ADMIN.firstName} ${DEMO_SITE_ADMIN.lastName}`, 'site_admin', { isAuthorisedToOrder: false }],
    ]);
    // The platform's own changes are not the clinic's activity.
    expect(platformClinicDetailSchema.parse((await one(known)).parsed).clinic.lastActivity).toMatchObject({ kind: 'staff_action', at: expect.any(String) });
    await put(known, { isApprovedForReturns: true });
  });

  it('refuses a body that names no capability, an unknown one or a value that is not true or false, changing nothing', async () => {
    for (const payload of [{}, { isAuthorisedToOrder: 'no' }, { canFly: true }, { isAuthorisedToOrder: false, extra: 1 }, null]) {
      const res = await put(known, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(platformClinicDetailSchema.parse((await one(known)).parsed).clinic.capabilities).toEqual({ isAuthorisedToOrder: true, isApprovedForReturns: true });
  });

  it('lists a clinic’s client accounts by name with their pets, orders and ordering switch; staff, closed accounts and other clinics’ clients left out', async () => {
    const [c1, c2, c3] = knownClients as [number, number, number];
    for (const [id, first, last] of [[c1, 'Zoé', 'Bélanger'], [c2, 'adam', 'Young'], [c3, 'Carl', 'archer']] as const) {
      await db().updateTable('users').set({ first_name: first, last_name: last }).where('id', '=', id).execute();
    }
    for (const [name, deleted] of [['Rex', 0], ['Gone', 1]] as const) {
      await db().insertInto('pets').values({ user_id: c2, name, species: 'dogs', is_deleted: deleted, created_at: new Date().toISOString() }).execute();
    }
    await db().updateTable('users').set({ may_not_order: 1 }).where('id', '=', c3).execute();
    // Another clinic's client with the same name is not this clinic's.
    const elsewhere = await createShopper(db(), { email: `pc-other-${engine}@example.com`, password: PASSWORD });
    await db().updateTable('users').set({ first_name: 'Carl', last_name: 'archer' }).where('id', '=', elsewhere).execute();
    const listed = await clientPage(known);
    expect(listed).toMatchObject({ clinic: { id: known, name: 'Zebra Known Counts Clinic' }, page: 1, pageSize: PLATFORM_CLIENTS_PAGE_SIZE, totalCount: 3, pageCount: 1 });
    expect(listed.clients.map((c) => [c.id, c.lastName, c.petCount, c.orderCount, c.mayNotOrder])).toEqual([
      [c3, 'archer', 0, 0, true], [c1, 'Bélanger', 0, 2, false], [c2, 'Young', 1, 0, false],
    ]);
    expect(listed.clients[0]).toMatchObject({ firstName: 'Carl', email: `pc-c3-${engine}@example.com`, createdAt: expect.any(String) });
    const ids = async (query: string) => (await clientPage(known, query)).clients.map((c) => c.id);
    expect(await ids('?q=CARL ARCH')).toEqual([c3]);
    expect(await ids(`?q=PC-C2-${engine.toUpperCase()}`)).toEqual([c2]);
    expect(await ids('?q=100%25')).toEqual([]);
    expect(await ids(`?q=pc-s1-${engine}`)).toEqual([]);
  });

  it('pages a clinic’s clients: every one once, the total its clients count; a page past the end is empty', async () => {
    const demo = parsed(await list('?q=maplevet')).clinics[0]!;
    const first = await clientPage(demo.id);
    expect(first.totalCount).toBe(demo.clientCount);
    const all: PlatformClinicClientList['clients'] = [...first.clients];
    for (let page = 2; page <= first.pageCount; page += 1) all.push(...(await clientPage(demo.id, `?page=${page}`)).clients);
    expect(new Set(all.map((c) => c.id)).size).toBe(demo.clientCount);
    expect(all.some((c) => c.email === DEMO_SHOPPER.email)).toBe(true);
    expect((await clientPage(demo.id, `?page=${first.pageCount + 1}`)).clients).toEqual([]);
  });

  it('answers 400 for a malformed clinic id, page or search and 404 for an unknown clinic on the clients list', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) expect((await clients(id)).statusCode, id).toBe(400);
    for (const query of ['?page=0', '?page=abc', `?q=${'x'.repeat(101)}`, '?q=%00', '?page=1&page=2']) expect((await clients(known, query)).statusCode, query).toBe(400);
    const missing = await clients(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(knownErrorResponseSchema.parse(missing.json()).code).toBe('clinic_not_found');
  });
});
