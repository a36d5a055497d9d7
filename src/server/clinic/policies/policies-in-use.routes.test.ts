import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema, type CartResponse } from '../../../contracts/cart';
import { storeClinicResponseSchema } from '../../../contracts/clinic-info';
import { creditHistorySchema } from '../../../contracts/credit';
import type { ClinicPolicy } from '../../../domain/clinic-policies';
import { formatCents } from '../../../domain/money';
import { autoOrderProducts } from '../../account/autoorders/autoorder-test-fixtures';
import { policyGroup, setPolicyAsSiteAdmin } from '../../shared/clinic-policies/policy-test-fixtures';
import { createClinic, createShopper } from '../../testing/fixtures';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { injectChecked } from '../../testing/contract-inject';
import { createStaff } from '../clinic-test-fixtures';
import { prescriptionRequestSchema } from '../../../contracts/clinic';
import { testEngines } from '../../testing/test-database';
import { checkoutBody, readyShopper } from '../../shop/checkout/checkout-test-fixtures';

/**
 * The master-clinic policies the store runs on (issue 25; docs/decisions/102-policies-the-store-runs-on.md),
 * each read through shared/clinic-policies `effectivePolicies` for the clinic the shopper shops at:
 * a child clinic inherits its master's value, a clinic's own value counts, and a shopper of another
 * clinic is never touched. Both engines.
 */
describe.each(testEngines())('the policies the store runs on, on %s', (engine) => {
  let t: TestApp;
  let products: { id: number; unitPrice: number }[];
  let actorId: number;
  let n = 0;
  const db = () => t.database.db;
  const email = () => `runs-on-${engine}-${++n}@example.com`;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 120 });
    products = await autoOrderProducts(db(), 3);
    const clinicId = await createClinic(db());
    actorId = await createShopper(db(), { email: `policy-actor-${engine}@example.com`, password: 'Policy-actor-pass-1', clinicId });
  });
  afterAll(() => t.close());

  const group = () => policyGroup(db());
  const set = (clinicId: number, policy: ClinicPolicy, value: unknown, target: 'self' | 'children' = 'self') =>
    setPolicyAsSiteAdmin(db(), actorId, clinicId, policy, value, target);
  const cartOf = async (s: { api: { call: (o: object) => Promise<{ json: () => unknown }> } }): Promise<CartResponse> =>
    cartResponseSchema.parse((await s.api.call({ method: 'GET', url: '/api/cart/' })).json());

  it('maximum quantity per order: a child inherits its master\'s, the cart, the store info and checkout follow; another clinic keeps 25', async () => {
    const g = await group();
    await set(g.master, 'maxQuantityPerOrder', 5, 'children');
    const child = await readyShopper(t, email(), { clinicId: g.child, productId: products[0]!.id, quantity: 1 });
    const other = await readyShopper(t, email(), { clinicId: g.other, productId: products[0]!.id, quantity: 1 });

    const refused = await child.api.addToCart(products[1]!.id, child.petId, 6);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid_quantity', message: 'Please choose a quantity from 1 to 5.', data: { max: 5 } });
    expect((await child.api.addToCart(products[1]!.id, child.petId, 5)).statusCode).toBe(200);
    expect((await cartOf(child)).cart!.items.find((i) => i.productID === products[1]!.id)).toMatchObject({ quantity: 5, maxQuantity: 5 });
    // The shell's store info carries the value the web's quantity fields use.
    const info = storeClinicResponseSchema.parse((await child.api.call({ method: 'GET', url: '/api/store/clinic?lang=en' })).json());
    expect(info.returnValue.policy.maxQuantityPerOrder).toBe(5);
    // Another clinic's shopper: the store's 25.
    expect((await other.api.addToCart(products[1]!.id, other.petId, 25)).statusCode).toBe(200);

    // The master lowers it after the cart was filled: checkout refuses, naming product and maximum; nothing is placed.
    await set(g.master, 'maxQuantityPerOrder', 3, 'children');
    const place = await child.api.place(checkoutBody());
    expect(place.statusCode).toBe(409);
    expect(place.json()).toMatchObject({ code: 'quantity_over_max', returnValue: { reload: true, max: 3 } });
    expect((place.json() as { message: string }).message).toMatch(/please choose a quantity from 1 to 3\./);
    expect(await db().selectFrom('orders').select('id').where('user_id', '=', child.userId).execute()).toEqual([]);
    expect((await other.api.place(checkoutBody())).statusCode).toBe(200);

    // A clinic's own value: 30 is taken at a clinic that set 40.
    await set(g.other, 'maxQuantityPerOrder', 40);
    expect((await other.api.addToCart(products[2]!.id, other.petId, 30)).statusCode).toBe(200);
  });

  it('order cost range: the cart and the review say the amount, Place Order refuses below the minimum and above the maximum', async () => {
    const g = await group();
    const unit = products[0]!.unitPrice;
    await set(g.master, 'orderCostRange', { minCents: unit * 3, maxCents: unit * 4 }, 'children');
    const s = await readyShopper(t, email(), { clinicId: g.child, productId: products[0]!.id, quantity: 1 });
    const other = await readyShopper(t, email(), { clinicId: g.other, productId: products[0]!.id, quantity: 1 });

    const cart = await cartOf(s);
    expect(cart.notifications).toContainEqual(expect.objectContaining({ code: 'cart.orderBelowMinimum', values: expect.objectContaining({ amountCents: unit * 3 }) }));
    const review = await s.api.reviewBody('?shippingOptions=%7B%221%22%3A%22standard%22%7D');
    expect(review.notifications.map((x) => x.code)).toContain('checkout.orderBelowMinimum');
    const below = await s.api.call({ method: 'POST', url: '/api/cart/placeOrder/', payload: checkoutBody(), headers: { 'accept-language': 'fr' } });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({ code: 'order_below_minimum', message: expect.stringContaining(formatCents(unit * 3, 'fr')) });
    expect((await cartOf(other)).notifications.map((x) => x.code)).not.toContain('cart.orderBelowMinimum');

    // Five units: above the maximum.
    expect((await s.api.addToCart(products[0]!.id, s.petId, 4)).statusCode).toBe(200);
    expect((await cartOf(s)).notifications.map((x) => x.code)).toContain('cart.orderAboveMaximum');
    const above = await s.api.place(checkoutBody());
    expect(above.json()).toMatchObject({ code: 'order_above_maximum', message: expect.stringContaining(formatCents(unit * 4, 'en')) });
    // Three units: within the range, placed.
    const line = (await cartOf(s)).cart!.items.find((i) => i.productID === products[0]!.id)!;
    expect((await s.api.call({ method: 'PUT', url: `/api/cart/item/${line.id}/`, payload: { quantity: 3 } })).statusCode).toBe(200);
    expect((await cartOf(s)).notifications.map((x) => x.code)).not.toContain('cart.orderAboveMaximum');
    expect((await s.api.place(checkoutBody())).statusCode).toBe(200);
  });

  it('welcome credit: once per client and clinic, on the first order at or above the minimum; a retry or a second order gives nothing', async () => {
    const g = await group();
    const unit = products[0]!.unitPrice;
    await set(g.master, 'accountCreditCents', 1000, 'children');
    await set(g.master, 'minimumOrderCents', unit * 2, 'children');
    const s = await readyShopper(t, email(), { clinicId: g.child, productId: products[0]!.id, quantity: 1 });
    const credit = async () => creditHistorySchema.parse((await s.api.call({ method: 'GET', url: '/api/account/credit' })).json());

    // Below the minimum: placed, no credit.
    expect((await s.api.place(checkoutBody())).statusCode).toBe(200);
    expect((await credit()).entries.filter((e) => e.kind === 'welcome_credit')).toEqual([]);
    // At the minimum: the credit, against the order; the same checkout sent again gives it once.
    expect((await s.api.addToCart(products[0]!.id, s.petId, 2)).statusCode).toBe(200);
    const body = checkoutBody();
    const placed = await s.api.placed(body);
    expect((await s.api.place(body)).statusCode).toBe(200);
    const after = await credit();
    expect(after.entries.filter((e) => e.kind === 'welcome_credit')).toEqual([
      expect.objectContaining({ amountCents: 1000, orderNumber: placed.returnValue.orders[0]!.orderNumber }),
    ]);
    // A second qualifying order: nothing more.
    expect((await s.api.addToCart(products[0]!.id, s.petId, 2)).statusCode).toBe(200);
    expect((await s.api.place(checkoutBody())).statusCode).toBe(200);
    expect((await credit()).entries.filter((e) => e.kind === 'welcome_credit')).toHaveLength(1);
    expect(await db().selectFrom('welcome_credits').select(['clinic_id', 'amount_cents']).where('user_id', '=', s.userId).execute())
      .toEqual([{ clinic_id: g.child, amount_cents: 1000 }]);

    // Another clinic's client: none (0 = no welcome credit).
    const other = await readyShopper(t, email(), { clinicId: g.other, productId: products[0]!.id, quantity: 3 });
    expect((await other.api.place(checkoutBody())).statusCode).toBe(200);
    expect(await db().selectFrom('credit_entries').select('id').where('user_id', '=', other.userId).where('kind', '=', 'welcome_credit').execute()).toEqual([]);
  });



  it('refills: the veterinarian\'s approval form starts with the clinic\'s value (inherited from the master), another clinic\'s with its own', async () => {
    const g = await group();
    await set(g.master, 'refills', 3, 'children');
    const rx = await db().selectFrom('products').select('id').where('is_prescription_product', '=', 1).where('is_clinic_pickup_only', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    await db().updateTable('products').set({ stock_quantity: 500, is_in_stock: 1, is_long_term_backorder: 0 }).where('id', '=', rx.id).execute();
    const formOf = async (clinicId: number) => {
      const shopper = await readyShopper(t, email(), { clinicId, productId: rx.id });
      const request = await db().selectFrom('prescriptions').select('id').where('user_id', '=', shopper.userId).executeTakeFirstOrThrow();
      const staffEmail = email();
      await createStaff(db(), { email: staffEmail, password: 'Refills-staff-pass-1', clinicId, isVeterinarian: true });
      const { headers } = await signInAs(t.app, staffEmail, 'Refills-staff-pass-1');
      const answer = await injectChecked(t.app, { method: 'GET', url: `/api/clinic/prescriptions/${request.id}`, headers }, prescriptionRequestSchema);
      return prescriptionRequestSchema.parse(answer.json());
    };
    expect((await formOf(g.child)).defaultRefills).toBe(3);
    expect((await formOf(g.other)).defaultRefills).toBe(1);
  });
});
