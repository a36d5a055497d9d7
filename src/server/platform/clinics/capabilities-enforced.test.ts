import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMeSchema } from '../../../contracts/clinic';
import { knownErrorResponseSchema } from '../../../contracts/error-codes';
import { platformClinicDetailSchema } from '../../../contracts/platform-clinics';
import { returnDetailSchema, returnFormSchema, type ReturnRequest } from '../../../contracts/returns';
import { toIsoDate } from '../../../domain/time';
import { runDueAutoOrders } from '../../account/autoorders';
import { autoOrderProducts, engineDeps, ordersOf, subscribedShopper, subscriptionRow } from '../../account/autoorders/autoorder-test-fixtures';
import { createStaff } from '../../clinic/clinic-test-fixtures';
import { insertReturnableOrder } from '../../clinic/returns/returns-test-fixtures';
import { DEMO_SHOPPER, DEMO_SITE_ADMIN } from '../../db/seed';
import { plainProducts } from '../../shop/cart/cart-test-fixtures';
import { checkoutBody, readyShopper } from '../../shop/checkout/checkout-test-fixtures';
import { injectChecked } from '../../testing/contract-inject';
import { createClinic, createShopper } from '../../testing/fixtures';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;

/**
 * The capabilities a site administrator sets are enforced on the server (issue 25, rr §6): a clinic
 * not authorised to order refuses checkout (and its AutoOrders skip the date with the reason); a
 * clinic not approved to create returns refuses its staff's returns with 403. Turned back on,
 * everything works again.
 */
describe.each(testEngines())('clinic capabilities enforced on %s', (engine) => {
  let t: TestApp;
  let admin: Headers;
  let n = 0;
  const db = () => t.database.db;
  const email = (what: string) => `cap-${what}-${engine}-${++n}@example.com`;
  const setCapabilities = async (clinicId: number, body: object) => {
    const res = await injectChecked(t.app, { method: 'PUT', url: `/api/platform/clinics/${clinicId}/capabilities`, headers: admin, payload: body }, platformClinicDetailSchema);
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    admin = (await signInAs(t.app, DEMO_SITE_ADMIN.email, PASSWORD)).headers;
  });
  afterAll(() => t.close());

  it('a clinic not authorised to order refuses the order with 403 "order restricted", writing nothing; authorised again, it is placed', async () => {
    const s = await readyShopper(t, email('shopper'));
    await setCapabilities(s.clinicId, { isAuthorisedToOrder: false });
    const refused = await s.api.place(checkoutBody());
    expect(refused.statusCode).toBe(403);
    expect(knownErrorResponseSchema.parse(refused.json())).toMatchObject({ code: 'order_restricted', message: expect.stringMatching(/not authorised to take orders/) });
    expect(await db().selectFrom('orders').select('id').where('user_id', '=', s.userId).execute()).toEqual([]);
    expect(await db().selectFrom('checkouts').select('id').where('user_id', '=', s.userId).execute()).toEqual([]);
    const stock = await db().selectFrom('products').select('stock_quantity').where('id', '=', s.productId).executeTakeFirstOrThrow();

    await setCapabilities(s.clinicId, { isAuthorisedToOrder: true });
    const placed = await s.api.placed(checkoutBody());
    expect(placed.returnValue.orders).toHaveLength(1);
    expect((await db().selectFrom('products').select('stock_quantity').where('id', '=', s.productId).executeTakeFirstOrThrow()).stock_quantity)
      .toBe(Number(stock.stock_quantity) - 1);
  });

  it('another clinic’s restriction does not touch this clinic’s shoppers', async () => {
    const restricted = await createClinic(db());
    await setCapabilities(restricted, { isAuthorisedToOrder: false });
    const s = await readyShopper(t, email('elsewhere'));
    expect((await s.api.place(checkoutBody())).statusCode).toBe(200);
  });

  it('an AutoOrder at a clinic not authorised to order skips its date with the reason, orders nothing and resumes once authorised', async () => {
    const [product] = await autoOrderProducts(db(), 1);
    const today = toIsoDate(new Date());
    const s = await subscribedShopper(t, email('autoorder'), product!.id, today);
    await setCapabilities(s.clinicId, { isAuthorisedToOrder: false });
    const before = (await ordersOf(db(), s.subscriptionId)).length;
    const run = (asOf: string) => runDueAutoOrders(engineDeps(t), { asOf, now: new Date(), onlyIds: [s.subscriptionId] });
    const report = await run(today);
    expect(report.entries.map((e) => [e.outcome, e.detail])).toEqual([['skipped', 'clinic not authorised to order: nothing ordered for this date']]);
    expect(await db().selectFrom('auto_order_runs').select(['state', 'reason']).where('subscription_id', '=', s.subscriptionId).execute())
      .toEqual([{ state: 'skipped', reason: 'order_restricted' }]);
    const row = await subscriptionRow(db(), s.subscriptionId);
    expect(row).toMatchObject({ status: 'active' });
    expect(row.next_order_date > today).toBe(true);
    expect(await ordersOf(db(), s.subscriptionId)).toHaveLength(before);

    await setCapabilities(s.clinicId, { isAuthorisedToOrder: true });
    expect((await run(row.next_order_date)).entries.map((e) => e.outcome)).toEqual(['placed']);
  });

  describe('returns', () => {
    let clinicId: number;
    let staff: Headers;
    let orderOf: () => ReturnType<typeof insertReturnableOrder>;
    const body: ReturnRequest = { items: [], refundShipping: true, responsibility: 'client', method: 'card' };
    const form = (orderId: number) => injectChecked(t.app, { method: 'GET', url: `/api/clinic/orders/${orderId}/return`, headers: staff }, returnFormSchema);
    const create = (orderId: number) => injectChecked(t.app, { method: 'POST', url: `/api/clinic/orders/${orderId}/returns`, headers: staff, payload: body }, returnDetailSchema);
    const me = async () => staffMeSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/me', headers: staff }, staffMeSchema)).parsed);

    beforeAll(async () => {
      clinicId = await createClinic(db());
      await createStaff(db(), { email: `cap-staff-${engine}@example.com`, password: PASSWORD, clinicId });
      const clientId = await createShopper(db(), { email: `cap-client-${engine}@example.com`, password: PASSWORD, clinicId });
      const plain = await plainProducts(db(), 2);
      orderOf = () => insertReturnableOrder(db(), { userId: clientId, clinicId, productIds: [plain[0]!.id, plain[1]!.id] });
      staff = (await signInAs(t.app, `cap-staff-${engine}@example.com`, PASSWORD)).headers;
    });

    it('a clinic not approved to create returns: 403 with the reason, the form says why, nothing written; approved again, the return is created', async () => {
      const order = await orderOf();
      expect((await me()).clinic.isApprovedForReturns).toBe(true);
      await setCapabilities(clinicId, { isApprovedForReturns: false });
      expect((await me()).clinic.isApprovedForReturns).toBe(false);
      expect(returnFormSchema.parse((await form(order.id)).parsed).refusal).toBe('returns_not_approved');
      const refused = await create(order.id);
      expect(refused.statusCode).toBe(403);
      expect(knownErrorResponseSchema.parse(refused.json())).toMatchObject({ code: 'returns_not_approved', message: expect.stringMatching(/not approved to create returns/) });
      expect(await db().selectFrom('returns').select('id').where('order_id', '=', order.id).execute()).toEqual([]);

      await setCapabilities(clinicId, { isApprovedForReturns: true });
      expect(returnFormSchema.parse((await form(order.id)).parsed).refusal).toBeNull();
      expect((await create(order.id)).statusCode).toBe(200);
    });
  });
});
