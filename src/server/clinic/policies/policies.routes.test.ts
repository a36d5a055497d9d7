import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeClinicResponseSchema } from '../../../contracts/clinic-info';
import { clinicPoliciesSchema, type ClinicPoliciesView } from '../../../contracts/clinic-policies';
import { groupReportSchema } from '../../../contracts/clinic-reports';
import { returnFormSchema } from '../../../contracts/returns';
import { DEMO_SHOPPER, DEMO_SITE_ADMIN, DEMO_STAFF, MASTER_DEMO } from '../../db/seed';
import { plainProducts } from '../../shop/cart/cart-test-fixtures';
import { injectChecked } from '../../testing/contract-inject';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { createStaff } from '../clinic-test-fixtures';
import { insertReturnableOrder } from '../returns/returns-test-fixtures';

const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;

/**
 * Master clinic policies (issue 25): a master clinic sets the return window for all its children,
 * one child overrides it where allowed, and the store follows (the return form's eligibility, the
 * shop's policy page); who may see and change what, across groups, on both engines.
 */
describe.each(testEngines())('master clinic policies on %s', (engine) => {
  let t: TestApp;
  let master: Headers;
  let child: Headers;
  let ids: Record<string, number>;
  const db = () => t.database.db;
  const view = async (headers: Headers) =>
    clinicPoliciesSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/policies', headers }, clinicPoliciesSchema)).json());
  const put = (headers: Headers, payload: object) => injectChecked(t.app, { method: 'PUT', url: '/api/clinic/policies', headers, payload }, clinicPoliciesSchema);
  const entry = (v: Pick<ClinicPoliciesView, 'policies'>, policy: string) => v.policies.find((p) => p.policy === policy)!;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 40 });
    const rows = await db().selectFrom('clinics').select(['id', 'subdomain']).execute();
    ids = Object.fromEntries(rows.map((r) => [r.subdomain, Number(r.id)]));
    master = (await signInAs(t.app, MASTER_DEMO.masterAdmin.email, PASSWORD)).headers;
    child = (await signInAs(t.app, MASTER_DEMO.childAdmin.email, PASSWORD)).headers;
  });
  afterAll(() => t.close());

  it('a master sets the return window for all children, one child overrides it, and the return rules follow', async () => {
    const mine = await view(master);
    expect(mine.clinic.id).toBe(ids.riverdalevet);
    expect(mine.children.map((c) => c.id).sort()).toEqual([ids.hamiltonmountainvet, ids.forestcityvet].sort());

    const set = await put(master, { policy: 'returnWindowDays', target: 'children', value: 30, allowOverride: true });
    expect(set.statusCode, set.body).toBe(200);
    const afterSet = clinicPoliciesSchema.parse(set.json());
    expect(entry(afterSet, 'returnWindowDays').forChildren).toEqual({ value: 30, allowOverride: true });
    for (const c of afterSet.children) expect(entry(c, 'returnWindowDays')).toMatchObject({ value: 30, source: 'inherited', editable: true });
    // The master's own store keeps its own window.
    expect(entry(afterSet, 'returnWindowDays')).toMatchObject({ value: 15, source: 'own' });

    const childView = await view(child);
    expect(childView.master).toEqual({ id: ids.riverdalevet, name: 'Riverdale Animal Hospital' });
    expect(childView.children).toEqual([]);
    const override = await put(child, { policy: 'returnWindowDays', target: 'self', value: 5 });
    expect(override.statusCode, override.body).toBe(200);
    expect(entry(clinicPoliciesSchema.parse(override.json()), 'returnWindowDays')).toMatchObject({ value: 5, source: 'overridden' });

    // The return form of each child's order delivered 20 days ago: 30 days (inherited) is in time, 5 (overridden) is not.
    const plain = await plainProducts(db(), 2);
    const formAt = async (subdomain: string, email: string) => {
      const client = await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      const order = await insertReturnableOrder(db(), { userId: Number(client.id), clinicId: ids[subdomain]!, productIds: [plain[0]!.id, plain[1]!.id], deliveredDaysAgo: 20 });
      const staffEmail = `returns-${subdomain}-${engine}@example.com`;
      await createStaff(db(), { email: staffEmail, password: PASSWORD, clinicId: ids[subdomain]! });
      const headers = (await signInAs(t.app, staffEmail, PASSWORD)).headers;
      return returnFormSchema.parse((await injectChecked(t.app, { method: 'GET', url: `/api/clinic/orders/${order.id}/return`, headers }, returnFormSchema)).json());
    };
    expect(await formAt('forestcityvet', MASTER_DEMO.inheritingClient.email)).toMatchObject({ windowDays: 30, refusal: null });
    expect(await formAt('hamiltonmountainvet', MASTER_DEMO.overridingClient.email)).toMatchObject({ windowDays: 5, refusal: 'return_window_passed' });

    // The shoppers' policy pages say the same.
    const shopWindow = async (email: string) => {
      const { headers } = await signInAs(t.app, email, PASSWORD);
      const answer = await injectChecked(t.app, { method: 'GET', url: '/api/store/clinic', headers }, storeClinicResponseSchema);
      return (answer.json() as { returnValue: { policy: { returnWindowDays: number } } }).returnValue.policy.returnWindowDays;
    };
    expect(await shopWindow(MASTER_DEMO.inheritingClient.email)).toBe(30);
    expect(await shopWindow(MASTER_DEMO.overridingClient.email)).toBe(5);

    // The master forbids overrides: the child's override stops counting and it cannot set one.
    expect((await put(master, { policy: 'returnWindowDays', target: 'children', value: 30, allowOverride: false })).statusCode).toBe(200);
    expect(entry(await view(child), 'returnWindowDays')).toMatchObject({ value: 30, source: 'inherited', editable: false, wantsOverride: true });
    const locked = await put(child, { policy: 'returnWindowDays', target: 'self', value: 7 });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 'policy_locked' });
    // The child's store settings page says where the window comes from.
    const settings = await t.app.inject({ method: 'GET', url: '/api/clinic/settings', headers: child });
    expect(settings.json().policySources.returnWindowDays).toMatchObject({ source: 'inherited', masterName: 'Riverdale Animal Hospital', value: 30, editable: false });

    // One child's own value set by the master wins over the value for all children.
    expect((await put(master, { policy: 'returnWindowDays', target: ids.forestcityvet!, value: 45 })).statusCode).toBe(200);
    const both = await view(master);
    expect(entry(both.children.find((c) => c.id === ids.forestcityvet)!, 'returnWindowDays')).toMatchObject({ value: 45, source: 'inherited' });
    expect(entry(both.children.find((c) => c.id === ids.hamiltonmountainvet)!, 'returnWindowDays')).toMatchObject({ value: 30 });
    const cleared = await t.app.inject({ method: 'DELETE', url: `/api/clinic/policies/returnWindowDays?target=${ids.forestcityvet}`, headers: master });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/clinic/policies/returnWindowDays?target=children', headers: master })).statusCode).toBe(200);
    expect(entry(await view(child), 'returnWindowDays')).toMatchObject({ source: 'own' });
  });

  it('answers the spec\'s "value between a and b" for a value out of range, and refuses a minimum not below the maximum', async () => {
    const cases: [string, unknown, string][] = [
      ['returnWindowDays', 400, 'value between 1 and 365'],
      ['maxQuantityPerOrder', 0, 'value between 1 and 1000'],
      ['retailDiscountPercent', 71, 'value between 0 and 70'],
      ['refills', 0, 'value between 1 and 99'],
      ['accountCreditCents', -1, 'value between 0 and'],
      ['orderCostRange', { minCents: 5000, maxCents: 5000 }, 'minimum must be below the maximum'],
    ];
    for (const [policy, value, message] of cases) {
      const answer = await t.app.inject({ method: 'PUT', url: '/api/clinic/policies', headers: master, payload: { policy, target: 'children', value } });
      expect(answer.statusCode, `${policy} ${answer.body}`).toBe(400);
      expect(answer.json().message).toContain(message);
    }
    const good = await put(master, { policy: 'orderCostRange', target: 'self', value: { minCents: 1000, maxCents: 50000 } });
    expect(good.statusCode, good.body).toBe(200);
    expect(entry(clinicPoliciesSchema.parse(good.json()), 'orderCostRange')).toMatchObject({ value: { minCents: 1000, maxCents: 50000 }, source: 'own' });
  });

  it('a master admin acts only on its children; a child admin never on siblings or the master; staff and shoppers not at all', async () => {
    // Another group's child (Plateau is Laval's) and a clinic of no group: 404 for the master.
    for (const other of [ids.vetplateau!, ids.maplevet!]) {
      const answer = await t.app.inject({ method: 'PUT', url: '/api/clinic/policies', headers: master, payload: { policy: 'refills', target: other, value: 3 } });
      expect(answer.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/clinic/policies/refills?target=${other}`, headers: master })).statusCode).toBe(404);
    }
    // The child admin: no children, a sibling is not theirs, the master's own value is not theirs to see.
    expect((await t.app.inject({ method: 'PUT', url: '/api/clinic/policies', headers: child, payload: { policy: 'refills', target: 'children', value: 3 } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/api/clinic/policies', headers: child, payload: { policy: 'refills', target: ids.forestcityvet, value: 3 } })).statusCode).toBe(404);
    const childView = await view(child);
    expect(JSON.stringify(childView)).not.toContain('Forest City');
    expect(entry(childView, 'orderCostRange').source).toBe('own');
    // A clinic admin of another clinic sees only their own clinic.
    const demoAdmin = (await signInAs(t.app, DEMO_STAFF.admin.email, PASSWORD)).headers;
    const demo = await view(demoAdmin);
    expect(demo.children).toEqual([]);
    expect(demo.master).toBeNull();
    // Staff, shoppers and visitors.
    const staff = (await signInAs(t.app, DEMO_STAFF.staff.email, PASSWORD)).headers;
    const shopper = (await signInAs(t.app, DEMO_SHOPPER.email, PASSWORD)).headers;
    expect((await t.app.inject({ method: 'GET', url: '/api/clinic/policies', headers: staff })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/clinic/policies', headers: shopper })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/clinic/policies' })).statusCode).toBe(401);
    // The clinic admin is not a site administrator.
    expect((await t.app.inject({ method: 'GET', url: `/api/platform/clinics/${ids.hamiltonmountainvet}/policies`, headers: master })).statusCode).toBe(403);
  });

  it('the site administrator acts on any clinic, audited in its log', async () => {
    const admin = (await signInAs(t.app, DEMO_SITE_ADMIN.email, PASSWORD)).headers;
    const url = `/api/platform/clinics/${ids.riverdalevet}/policies`;
    const set = await injectChecked(t.app, { method: 'PUT', url, headers: admin, payload: { policy: 'maxQuantityPerOrder', target: ids.hamiltonmountainvet, value: 12 } }, clinicPoliciesSchema);
    expect(set.statusCode, set.body).toBe(200);
    const hamilton = clinicPoliciesSchema.parse(set.json()).children.find((c) => c.id === ids.hamiltonmountainvet)!;
    expect(entry(hamilton, 'maxQuantityPerOrder')).toMatchObject({ value: 12, source: 'inherited', editable: false });
    const events = await db().selectFrom('audit_events').select(['clinic_id', 'actor_role', 'action']).where('action', '=', 'master_set_policy')
      .where('actor_role', '=', 'site_admin').execute();
    expect(events.map((e) => Number(e.clinic_id)).sort()).toEqual([ids.riverdalevet, ids.hamiltonmountainvet].sort());
    expect((await t.app.inject({ method: 'GET', url: '/api/platform/clinics/999999/policies', headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/maxQuantityPerOrder?target=${ids.hamiltonmountainvet}`, headers: admin })).statusCode).toBe(200);
  });

  it("the group report sums the master's clinics by clinic, for the master's admin only", async () => {
    const answer = await injectChecked(t.app, { method: 'GET', url: '/api/clinic/reports/group', headers: master }, groupReportSchema);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = groupReportSchema.parse(answer.json());
    expect(report.clinics.map((c) => c.id)).toEqual([ids.riverdalevet, ...[ids.forestcityvet, ids.hamiltonmountainvet]]);
    expect(report.clinics[0]!.isMaster).toBe(true);
    // Each child's demo client has recent orders there (the seed), so the sums below add real figures.
    for (const c of report.clinics.slice(1)) expect(c.sales.orders).toBeGreaterThan(0);
    const sum = (pick: (c: (typeof report.clinics)[number]) => number) => report.clinics.reduce((a, c) => a + pick(c), 0);
    expect(report.totals.sales.orders).toBe(sum((c) => c.sales.orders));
    expect(report.totals.autoOrders.active).toBe(sum((c) => c.autoOrders.active));
    expect(report.totals.prescriptions.approved).toBe(sum((c) => c.prescriptions.approved));
    for (const other of [child, (await signInAs(t.app, DEMO_STAFF.admin.email, PASSWORD)).headers]) {
      const refused = await t.app.inject({ method: 'GET', url: '/api/clinic/reports/group', headers: other });
      expect(refused.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/clinic/reports/group?from=2026-02-31', headers: master })).statusCode).toBe(400);
  });
});
