import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDetailSchema } from '../../../contracts/clinic';
import { knownErrorResponseSchema } from '../../../contracts/error-codes';
import { clientOrderingResultSchema } from '../../../contracts/platform-enrolment';
import { toIsoDate } from '../../../domain/time';
import { runDueAutoOrders } from '../../account/autoorders';
import { autoOrderProducts, engineDeps, ordersOf, subscribedShopper } from '../../account/autoorders/autoorder-test-fixtures';
import { createStaff } from '../../clinic/clinic-test-fixtures';
import { DEMO_SHOPPER, DEMO_SITE_ADMIN, DEMO_STAFF } from '../../db/seed';
import { checkoutBody, readyShopper } from '../../shop/checkout/checkout-test-fixtures';
import { injectChecked } from '../../testing/contract-inject';
import { createClinic } from '../../testing/fixtures';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;

/**
 * rr §6 "some customer accounts may not place orders" (issue 25): the site administrator (any
 * client) or the clinic admin (their own clients) sets it; checkout refuses such an account with 403
 * `account_order_restricted`, writing nothing, and its AutoOrders skip their dates; audited.
 */
describe.each(testEngines())('client accounts that may not place orders on %s', (engine) => {
  let t: TestApp;
  let platform: Headers;
  let n = 0;
  const db = () => t.database.db;
  const email = (what: string) => `nord-${what}-${engine}-${++n}@example.com`;
  const byPlatform = (userId: number | string, payload: unknown, headers = platform) =>
    injectChecked(t.app, { method: 'PUT', url: `/api/platform/clients/${userId}/ordering`, headers, payload: payload as object }, clientOrderingResultSchema);
  const byClinic = (userId: number | string, payload: unknown, headers: Headers) =>
    injectChecked(t.app, { method: 'PUT', url: `/api/clinic/clients/${userId}/ordering`, headers, payload: payload as object }, clientOrderingResultSchema);

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    platform = (await signInAs(t.app, DEMO_SITE_ADMIN.email, PASSWORD)).headers;
  });
  afterAll(() => t.close());

  it('set by the platform: checkout refuses with 403 and the message, writing nothing; allowed again, the order is placed; audited in the clinic’s log', async () => {
    const s = await readyShopper(t, email('shopper'));
    expect((await byPlatform(s.userId, { mayNotOrder: true })).statusCode).toBe(200);
    const refused = await s.api.place(checkoutBody());
    expect(refused.statusCode).toBe(403);
    expect(knownErrorResponseSchema.parse(refused.json())).toMatchObject({ code: 'account_order_restricted', message: expect.stringMatching(/account is not allowed to place orders/) });
    expect(await db().selectFrom('orders').select('id').where('user_id', '=', s.userId).execute()).toEqual([]);
    expect(await db().selectFrom('checkouts').select('id').where('user_id', '=', s.userId).execute()).toEqual([]);
    const audit = await db().selectFrom('audit_events').select(['clinic_id', 'actor_role', 'action', 'after_json']).where('entity', '=', 'client').where('entity_id', '=', s.userId).execute();
    expect(audit).toEqual([{ clinic_id: s.clinicId, actor_role: 'site_admin', action: 'ordering', after_json: JSON.stringify({ mayNotOrder: true }) }]);
    await byPlatform(s.userId, { mayNotOrder: false });
    expect((await s.api.placed(checkoutBody())).returnValue.orders).toHaveLength(1);
  });

  it('an AutoOrder of such an account skips its date with the reason and orders nothing', async () => {
    const [product] = await autoOrderProducts(db(), 1);
    const today = toIsoDate(new Date());
    const s = await subscribedShopper(t, email('autoorder'), product!.id, today);
    await byPlatform(s.userId, { mayNotOrder: true });
    const before = (await ordersOf(db(), s.subscriptionId)).length;
    const report = await runDueAutoOrders(engineDeps(t), { asOf: today, now: new Date(), onlyIds: [s.subscriptionId] });
    expect(report.entries.map((e) => [e.outcome, e.detail])).toEqual([['skipped', 'account may not place orders: nothing ordered for this date']]);
    expect(await db().selectFrom('auto_order_runs').select(['state', 'reason']).where('subscription_id', '=', s.subscriptionId).execute())
      .toEqual([{ state: 'skipped', reason: 'account_order_restricted' }]);
    expect(await ordersOf(db(), s.subscriptionId)).toHaveLength(before);
  });

  it('set by the clinic admin on the client’s page, for their own clients only; a staff member who is not admin gets 403', async () => {
    const clinicId = await createClinic(db());
    await createStaff(db(), { email: `nord-admin-${engine}@example.com`, password: PASSWORD, clinicId, isAdmin: true });
    await createStaff(db(), { email: `nord-staff-${engine}@example.com`, password: PASSWORD, clinicId });
    const clinicAdmin = (await signInAs(t.app, `nord-admin-${engine}@example.com`, PASSWORD)).headers;
    const staff = (await signInAs(t.app, `nord-staff-${engine}@example.com`, PASSWORD)).headers;
    const own = await readyShopper(t, email('own'), { clinicId });
    const elsewhere = await readyShopper(t, email('elsewhere'));
    expect((await byClinic(own.userId, { mayNotOrder: true }, staff)).statusCode).toBe(403);
    const other = await byClinic(elsewhere.userId, { mayNotOrder: true }, clinicAdmin);
    expect(other.statusCode).toBe(404);
    expect((await db().selectFrom('users').select('may_not_order').where('id', '=', elsewhere.userId).executeTakeFirstOrThrow()).may_not_order).toBe(0);
    expect((await byClinic(own.userId, { mayNotOrder: true }, clinicAdmin)).statusCode).toBe(200);
    const detail = await injectChecked(t.app, { method: 'GET', url: `/api/clinic/clients/${own.userId}`, headers: clinicAdmin }, clientDetailSchema);
    expect(clientDetailSchema.parse(detail.parsed).client.mayNotOrder).toBe(true);
    expect((await own.api.place(checkoutBody())).json().code).toBe('account_order_restricted');
    const audit = await db().selectFrom('audit_events').select(['clinic_id', 'actor_role', 'action']).where('entity', '=', 'client').where('entity_id', '=', own.userId).execute();
    expect(audit).toEqual([{ clinic_id: clinicId, actor_role: 'clinic_admin', action: 'ordering' }]);
  });

  it('the platform answers 404 for a staff member or an unknown account and 400 for malformed input; a clinic admin gets 403 there', async () => {
    const staffId = Number((await db().selectFrom('users').select('id').where('email', '=', DEMO_STAFF.admin.email).executeTakeFirstOrThrow()).id);
    expect((await byPlatform(staffId, { mayNotOrder: true })).statusCode).toBe(404);
    expect((await byPlatform(2_000_000_000, { mayNotOrder: true })).statusCode).toBe(404);
    for (const payload of [{}, { mayNotOrder: 'yes' }, { mayNotOrder: true, extra: 1 }, null]) expect((await byPlatform(staffId, payload)).statusCode).toBe(400);
    expect((await byPlatform('abc', { mayNotOrder: true })).statusCode).toBe(400);
    const clinicAdmin = (await signInAs(t.app, DEMO_STAFF.admin.email, PASSWORD)).headers;
    expect((await byPlatform(staffId, { mayNotOrder: true }, clinicAdmin)).statusCode).toBe(403);
  });
});
