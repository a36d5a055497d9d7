import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartReviewResponseSchema } from '../../../contracts/checkout';
import { returnFormSchema } from '../../../contracts/returns';
import { storeSettingsSchema, type StoreSettings } from '../../../contracts/store-settings';
import { addDays, toIsoDate } from '../../../domain/time';
import { runDueAutoOrders } from '../../account/autoorders';
import { autoOrderProducts, emailsTo, engineDeps, subscribedShopper } from '../../account/autoorders/autoorder-test-fixtures';
import { plainProducts } from '../../shop/cart/cart-test-fixtures';
import { api } from '../../shop/checkout/checkout-test-fixtures';
import { createStaff } from '../clinic-test-fixtures';
import { DEMO_SHOPPER, DEMO_STAFF } from '../../db/seed';
import { insertReturnableOrder } from '../returns/returns-test-fixtures';
import { injectChecked } from '../../testing/contract-inject';
import { createShopper } from '../../testing/fixtures';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;
/** An address across the river from the demo clinic (Ottawa, ON). */
const GATINEAU = { locationName: 'Office', street1: '95 boulevard Gréber', street2: '', city: 'Gatineau', state: 'QC', zipCode: 'J8T 3P9' };

/**
 * The settings the admin saves are the ones the store runs on (issue 17 "Store settings", issue 15
 * reminder): the return window the return form checks, the reminder lead the AutoOrder engine
 * sends by, and the home-shipping province rule the checkout applies.
 */
describe.each(testEngines())('store settings in use on %s', (engine) => {
  let t: TestApp;
  let admin: Headers;
  const db = () => t.database.db;

  const settingsOf = async (headers: Headers) =>
    storeSettingsSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/settings', headers }, storeSettingsSchema)).json());
  /** Saves the admin's settings with `changes`, and checks the save was taken. */
  async function save(headers: Headers, changes: Partial<StoreSettings>) {
    const { holidays: _h, logoUrl: _l, ...current } = await settingsOf(headers);
    const answer = await injectChecked(t.app, { method: 'PUT', url: '/api/clinic/settings', headers, payload: { ...current, ...changes } }, storeSettingsSchema);
    expect(answer.statusCode, answer.body).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    admin = (await signInAs(t.app, DEMO_STAFF.admin.email, PASSWORD)).headers;
  });
  afterAll(() => t.close());

  it('the return form checks the window the admin set, in days from delivery', async () => {
    const staffRow = await db().selectFrom('users as u').innerJoin('staff_members as s', 's.user_id', 'u.id').select('s.clinic_id').where('u.email', '=', DEMO_STAFF.admin.email).executeTakeFirstOrThrow();
    const clinicId = Number(staffRow.clinic_id);
    const userId = Number(await createShopper(db(), { email: `window-client-${engine}@example.com`, password: PASSWORD, clinicId }));
    const plain = await plainProducts(db(), 2);
    const order = (deliveredDaysAgo: number) => insertReturnableOrder(db(), { userId, clinicId, productIds: [plain[0]!.id, plain[1]!.id], deliveredDaysAgo });
    const form = async (orderId: number) =>
      returnFormSchema.parse((await injectChecked(t.app, { method: 'GET', url: `/api/clinic/orders/${orderId}/return`, headers: admin }, returnFormSchema)).json());
    const twentyDays = await order(20);
    const sevenDays = await order(7);

    // The default 15 days: 20 days after delivery is too late, 7 is in time.
    expect(await form(twentyDays.id)).toMatchObject({ windowDays: 15, refusal: 'return_window_passed' });
    expect(await form(sevenDays.id)).toMatchObject({ windowDays: 15, refusal: null });

    await save(admin, { returnWindowDays: 30 });
    expect(await form(twentyDays.id)).toMatchObject({ windowDays: 30, refusal: null });

    await save(admin, { returnWindowDays: 5 });
    expect(await form(sevenDays.id)).toMatchObject({ windowDays: 5, refusal: 'return_window_passed' });
    const refused = await t.app.inject({
      method: 'POST', url: `/api/clinic/orders/${sevenDays.id}/returns`, headers: admin,
      payload: { items: [{ orderItemId: sevenDays.itemIds[0], quantity: 1 }], responsibility: 'client', method: 'card' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'return_window_passed' });
    await save(admin, { returnWindowDays: 15 });
  });

  it("the AutoOrder reminder goes out the admin's number of days before the order", async () => {
    const today = toIsoDate(new Date());
    const [product] = await autoOrderProducts(db(), 1);
    // A shopper due in a week, and their clinic's admin.
    const inSeven = await subscribedShopper(t, `reminder-7-${engine}@example.com`, product!.id, addDays(today, 7));
    const run = () => runDueAutoOrders(engineDeps(t), { asOf: today, now: new Date(), onlyIds: [inSeven.subscriptionId] });
    const clinicAdmin = `reminder-admin-${engine}@example.com`;
    await createStaff(db(), { email: clinicAdmin, password: PASSWORD, clinicId: inSeven.clinicId, isAdmin: true });
    const headers = (await signInAs(t.app, clinicAdmin, PASSWORD)).headers;
    expect(await settingsOf(headers)).toMatchObject({ autoOrderReminderDays: 3 });

    // 3 days by default: nothing yet for an order a week away.
    await run();
    expect(await emailsTo(db(), inSeven.email, 'autoorder-reminder')).toHaveLength(0);

    // 7 days: it goes out today, once.
    await save(headers, { autoOrderReminderDays: 7 });
    await run();
    await run();
    expect(await emailsTo(db(), inSeven.email, 'autoorder-reminder')).toHaveLength(1);
  });

  it('the checkout applies the home-shipping province rule as the admin set it', async () => {
    const { headers } = await signInAs(t.app, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const s = api(t, headers);
    const user = await db().selectFrom('users').select('id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
    const pet = await db().selectFrom('pets').select('id').where('user_id', '=', user.id).orderBy('id').executeTakeFirstOrThrow();
    const [product] = await plainProducts(db(), 1);
    await db().updateTable('products').set({ is_clinic_pickup_only: 0 }).where('id', '=', product!.id).execute();
    expect((await s.addToCart(product!.id, pet.id, 1)).statusCode).toBe(200);
    expect((await s.call({ method: 'POST', url: '/api/cart/shippingAddress/add/', payload: GATINEAU })).statusCode).toBe(200);
    const group = async () => cartReviewResponseSchema.parse(s.ok(await s.review())).returnValue.cartModel.groups['1']!;

    expect(await group()).toMatchObject({ isHomeDeliveryRestricted: true });
    await save(admin, { restrictShippingToProvince: false });
    const open = await group();
    expect(open.isHomeDeliveryRestricted).toBe(false);
    expect(open.shippingOptions.map((o) => o.id)).toContain('standard');
    await save(admin, { restrictShippingToProvince: true });
    expect(await group()).toMatchObject({ isHomeDeliveryRestricted: true });
  });
});
