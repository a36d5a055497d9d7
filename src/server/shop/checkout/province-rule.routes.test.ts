import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartReviewResponseSchema } from '../../../contracts/checkout';
import { plainProducts } from '../cart/cart-test-fixtures';
import { DEMO_SHOPPER } from '../../db/seed';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { api, checkoutBody } from './checkout-test-fixtures';

/** An address across the river from the demo shopper's Ottawa clinic. */
const GATINEAU = { locationName: 'Office', street1: '95 boulevard Gréber', street2: '', city: 'Gatineau', state: 'QC', zipCode: 'J8T 3P9' };

/**
 * rr §5 "home shipping only within the clinic's province" is on for every clinic by default
 * (issue 11 §10): the demo data's Ottawa shopper cannot have an order shipped to Gatineau, QC.
 */
describe.each(testEngines())('home shipping within the clinic\'s province, by default, on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 60 });
  });
  afterAll(() => t.close());

  it('is on for every seeded clinic', async () => {
    const clinics = await t.database.db.selectFrom('clinics').select(['subdomain', 'restrict_shipping_to_province']).execute();
    expect(clinics.filter((c) => c.restrict_shipping_to_province !== 1)).toEqual([]);
  });

  it('the review explains it and offers pickup; placing a home delivery to Quebec is refused; pickup is placed', async () => {
    const { headers } = await signInAs(t.app, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const s = api(t, headers);
    const db = t.database.db;
    const user = await db.selectFrom('users').select(['id']).where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
    const pet = await db.selectFrom('pets').select('id').where('user_id', '=', user.id).orderBy('id').executeTakeFirstOrThrow();
    const [product] = await plainProducts(db, 1);
    await db.updateTable('products').set({ is_clinic_pickup_only: 0 }).where('id', '=', product!.id).execute();
    expect((await s.addToCart(product!.id, pet.id, 1)).statusCode).toBe(200);
    const added = await s.call({ method: 'POST', url: '/api/cart/shippingAddress/add/', payload: GATINEAU });
    expect(added.statusCode, added.body).toBe(200);

    const review = cartReviewResponseSchema.parse(s.ok(await s.review()));
    const group = review.returnValue.cartModel.groups['1']!;
    expect(group.isHomeDeliveryRestricted).toBe(true);
    expect(group.shippingOptions.map((o) => o.id)).toEqual(['pickup']);
    expect(review.notifications).toContainEqual(expect.objectContaining({ code: 'checkout.restrictedProvince', values: { province: 'QC', clinicProvince: 'ON' } }));

    // The demo shopper has past orders (seed demo-orders.ts): the refusal adds none.
    const ordersBefore = await db.selectFrom('orders').select('id').where('user_id', '=', user.id).execute();
    const refused = await s.place(checkoutBody());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'restricted_province', message: expect.stringContaining('choose clinic pickup or another address') });
    expect(await db.selectFrom('orders').select('id').where('user_id', '=', user.id).execute()).toEqual(ordersBefore);

    const placed = await s.placed(checkoutBody({ orderShippingOptions: { '1': 'pickup' } }));
    expect(placed.returnValue.orders[0]).toMatchObject({ isClinicPickup: true });
  });
});
