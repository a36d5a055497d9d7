import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '../../../contracts/cart';
import { knownErrorResponseSchema } from '../../../contracts/error-codes';
import { monthlyResetDate } from '../../../domain/ordering-limits';
import { toIsoDate } from '../../../domain/time';
import { runDueAutoOrders } from '../../account/autoorders';
import { autoOrderProducts, emailsTo, engineDeps, ordersOf, subscribedShopper } from '../../account/autoorders/autoorder-test-fixtures';
import { cartApi, storedLines } from '../cart/cart-test-fixtures';
import { checkoutBody, readyShopper } from '../checkout/checkout-test-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { placeSubscriptionOrder } from './subscription-order';

/**
 * Ordering limits (issue 25, rr §8): a product's monthly quantity and allocation per shopper, and
 * the areas home delivery does not reach, refused in the cart, at checkout and by the AutoOrder
 * engine, with the message's values; never a 500, never an order over a limit, including orders
 * claimed at the same time.
 */
describe.each(testEngines())('ordering limits on %s', (engine) => {
  let t: TestApp;
  let products: { id: number }[];
  let n = 0;
  const db = () => t.database.db;
  const email = (what: string) => `limits-${what}-${engine}-${++n}@example.com`;
  const setLimit = (productId: number, limit: { monthly_max?: number | null; allocation_max?: number | null; allocation_starts_on?: string | null }) =>
    db().insertInto('product_order_limits')
      .values({ product_id: productId, monthly_max: null, allocation_max: null, allocation_starts_on: null, updated_at: new Date().toISOString(), ...limit })
      .onConflict((oc) => oc.column('product_id').doUpdateSet({ monthly_max: limit.monthly_max ?? null, allocation_max: limit.allocation_max ?? null, allocation_starts_on: limit.allocation_starts_on ?? null }))
      .execute();
  const unitsOrdered = async (userId: number, productId: number) => {
    const rows = await db().selectFrom('order_items as oi').innerJoin('orders as o', 'o.id', 'oi.order_id').select('oi.quantity')
      .where('o.user_id', '=', userId).where('oi.product_id', '=', productId).where('o.status', '<>', 'cancelled').execute();
    return rows.reduce((sum, r) => sum + Number(r.quantity), 0);
  };
  const resetDate = () => monthlyResetDate(new Date(), 'America/Toronto');

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    products = await autoOrderProducts(db(), 9);
  });
  afterAll(() => t.close());

  it('monthly: the cart refuses what would pass the limit, listing product, max, ordered, in cart and the reset date; checkout refuses a cart past it', async () => {
    const productId = products[0]!.id;
    const s = await readyShopper(t, email('monthly'), { productId, quantity: 2 });
    await s.api.placed(checkoutBody());
    await setLimit(productId, { monthly_max: 3 });
    const cart = cartApi(t, s.headers);

    const refused = cartResponseSchema.parse((await s.api.addToCart(productId, s.petId, 2)).json());
    expect(refused.cart).toBeNull();
    expect(refused.notifications).toEqual([expect.objectContaining({
      code: 'cart.monthlyLimit', isError: true,
      values: { product: expect.any(String), max: 3, ordered: 2, inCart: 0, resetDate: resetDate() },
    })]);
    expect(await storedLines(db(), s.userId)).toEqual([]);

    const added = cart.cart(await s.api.addToCart(productId, s.petId, 1));
    const line = added.cart!.items[0]!;
    expect(line.quantity).toBe(1);
    expect(line.limits).toEqual([]);
    const raised = cart.cart(await cart.update(line.id, { quantity: 3 }));
    expect(raised.cart!.items[0]!.quantity).toBe(1);
    expect(raised.notifications.map((x) => [x.code, x.values?.inCart])).toEqual([['cart.monthlyLimit', 1]]);

    // The limit lowered since: the cart says so on the line, the review says it, checkout refuses it.
    await setLimit(productId, { monthly_max: 2 });
    const shown = cart.cart(await cart.get());
    expect(shown.cart!.items[0]!.limits).toEqual([{ kind: 'monthly', max: 2, ordered: 2, inCart: 1, resetDate: resetDate() }]);
    expect(shown.notifications.map((x) => x.code)).toContain('cart.monthlyLimit');
    const review = await s.api.reviewBody('?shippingOptions=1:standard');
    expect(review.notifications.find((x) => x.code === 'checkout.monthlyLimit')).toMatchObject({ values: { max: 2, ordered: 2, inCart: 1, resetDate: resetDate() } });
    const place = await s.api.place(checkoutBody());
    expect(place.statusCode).toBe(409);
    expect(place.json()).toMatchObject({ code: 'monthly_limit', returnValue: { reload: true, productIds: [productId] } });
    expect(knownErrorResponseSchema.parse(place.json()).message).toMatch(/limited to 2 per month\. Ordered this month: 2; in your cart: 1\. The limit resets on \d\d\/01\/\d{4}\./);
    expect(await unitsOrdered(s.userId, productId)).toBe(2);
    expect(await storedLines(db(), s.userId)).toHaveLength(1);

    // In French, the refusal is said in French.
    const fr = await s.api.call({ method: 'POST', url: '/api/cart/placeOrder/', payload: checkoutBody(), headers: { 'accept-language': 'fr-CA' } });
    expect(fr.json<{ message: string }>().message).toMatch(/est limité à 2 par mois\. Commandé ce mois-ci\u202f: 2\u202f; dans votre panier\u202f: 1\. La limite revient le 1er\u00a0/);

    // A cancelled order gives its units back.
    await db().updateTable('orders').set({ status: 'cancelled' }).where('user_id', '=', s.userId).execute();
    expect((await s.api.place(checkoutBody())).statusCode).toBe(200);
  });

  it('allocation: only orders since the allocation started count; past it, the cart and checkout refuse', async () => {
    const productId = products[1]!.id;
    const s = await readyShopper(t, email('allocation'), { productId, quantity: 2 });
    await s.api.placed(checkoutBody());
    // An allocation that starts tomorrow: today's order does not count.
    const tomorrow = toIsoDate(new Date(Date.now() + 2 * 86_400_000));
    await setLimit(productId, { allocation_max: 2, allocation_starts_on: tomorrow });
    expect(cartApi(t, s.headers).cart(await s.api.addToCart(productId, s.petId, 2)).cart!.items[0]!.quantity).toBe(2);
    await setLimit(productId, { allocation_max: 3, allocation_starts_on: null });
    const shown = cartApi(t, s.headers).cart(await cartApi(t, s.headers).get());
    expect(shown.cart!.items[0]!.limits).toEqual([{ kind: 'allocation', max: 3, ordered: 2, inCart: 2, resetDate: null }]);
    const place = await s.api.place(checkoutBody());
    expect(place.statusCode).toBe(409);
    expect(place.json()).toMatchObject({ code: 'allocation_limit', message: expect.stringMatching(/is allocated: at most 3 per customer\. Already ordered: 2; in your cart: 2\./) });
    expect(await unitsOrdered(s.userId, productId)).toBe(2);
  });

  it('restricted areas: a clinic’s postal-code prefix and a product’s province offer pickup only, and home delivery there is refused with "choose pickup or another address"', async () => {
    const productId = products[2]!.id;
    const s = await readyShopper(t, email('area'), { productId });
    await db().insertInto('restricted_areas').values({ clinic_id: s.clinicId, product_id: null, kind: 'prefix', value: 'K1P', created_at: new Date().toISOString() }).execute();
    const review = await s.api.reviewBody('?shippingOptions=1:standard');
    expect(review.returnValue.cartModel.groups['1']).toMatchObject({ isHomeDeliveryRestricted: true, isRestrictedArea: true, selectedShippingOptionId: null });
    expect(review.returnValue.cartModel.groups['1']!.shippingOptions.map((o) => o.id)).toEqual(['pickup']);
    expect(review.notifications.map((x) => x.code)).toContain('checkout.restrictedArea');
    const refused = await s.api.place(checkoutBody());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'restricted_area', message: expect.stringMatching(/choose clinic pickup or another address/), data: { groupNumber: 1 } });
    expect(await unitsOrdered(s.userId, productId)).toBe(0);
    expect((await s.api.place(checkoutBody({ orderShippingOptions: { '1': 'pickup' } }))).statusCode).toBe(200);

    // A product's own area (a province), from every clinic; other products still ship there.
    const other = await readyShopper(t, email('product-area'), { productId: products[3]!.id });
    await db().insertInto('restricted_areas').values({ clinic_id: null, product_id: products[3]!.id, kind: 'province', value: 'ON', created_at: new Date().toISOString() }).execute();
    expect((await other.api.place(checkoutBody())).json()).toMatchObject({ code: 'restricted_area' });
    const third = await readyShopper(t, email('unrestricted'), { productId: products[4]!.id });
    expect((await third.api.place(checkoutBody())).statusCode).toBe(200);
  });

  it('a due AutoOrder past a limit, or shipping to a restricted area, is skipped with the reason the shopper is emailed; nothing is ordered', async () => {
    const productId = products[5]!.id;
    const today = toIsoDate(new Date());
    const s = await subscribedShopper(t, email('autoorder'), productId, today);
    await setLimit(productId, { monthly_max: 3 });
    const before = (await ordersOf(db(), s.subscriptionId)).length;
    const run = () => runDueAutoOrders(engineDeps(t), { asOf: today, now: new Date(), onlyIds: [s.subscriptionId] });
    const report = await run();
    expect(report.entries.map((e) => e.outcome)).toEqual(['skipped']);
    expect(await db().selectFrom('auto_order_runs').select(['state', 'reason']).where('subscription_id', '=', s.subscriptionId).execute())
      .toEqual([{ state: 'skipped', reason: 'monthly_limit' }]);
    expect(await ordersOf(db(), s.subscriptionId)).toHaveLength(before);
    const [mail] = await emailsTo(db(), s.email, 'autoorder-skipped');
    expect(mail!.body_text).toMatch(/Nothing was ordered this time: .* is limited to 3 per month\. Ordered this month: 2; in your cart: 2\./);
    expect(await unitsOrdered(s.userId, productId)).toBe(2);

    const area = await subscribedShopper(t, email('autoorder-area'), products[6]!.id, today);
    await db().insertInto('restricted_areas').values({ clinic_id: area.clinicId, product_id: null, kind: 'postal_code', value: 'K1P5K8', created_at: new Date().toISOString() }).execute();
    const areaRun = await runDueAutoOrders(engineDeps(t), { asOf: today, now: new Date(), onlyIds: [area.subscriptionId] });
    expect(areaRun.entries.map((e) => [e.outcome, e.detail])).toEqual([['skipped', expect.stringMatching(/^restricted_area: .*choose clinic pickup or another address/)]]);
  });

  describe.each(['monthly', 'allocation'] as const)('two orders claimed at the same time that together pass the %s limit', (kind) => {
    const limit = (max: number) => (kind === 'monthly' ? { monthly_max: max } : { allocation_max: max });

    it('a checkout and the shopper’s AutoOrder: exactly one is placed, and the units never pass the limit', async () => {
      const productId = products[7]!.id;
      const today = toIsoDate(new Date());
      const s = await subscribedShopper(t, email(`race-${kind}`), productId, today);
      // The checkout that made the subscription ordered 2; 2 more from each side would make 6.
      await setLimit(productId, limit(5));
      cartApi(t, s.headers).cart(await s.api.addToCart(productId, s.petId, 2));
      const before = await unitsOrdered(s.userId, productId);
      const [placed, ran] = await Promise.all([
        s.api.place(checkoutBody()),
        runDueAutoOrders(engineDeps(t), { asOf: today, now: new Date(), onlyIds: [s.subscriptionId] }),
      ]);
      const checkoutPlaced = placed.statusCode === 200;
      const autoOrderPlaced = ran.entries.some((e) => e.outcome === 'placed');
      expect([checkoutPlaced, autoOrderPlaced].filter(Boolean)).toHaveLength(1);
      expect(await unitsOrdered(s.userId, productId)).toBe(before + 2);
      // The checkout that lost answers a refusal (the limit, or its cart taken by the AutoOrder's claim), never a 500.
      if (!checkoutPlaced) expect([409]).toContain(placed.statusCode);
      await db().deleteFrom('product_order_limits').where('product_id', '=', productId).execute();
    });

    it('two AutoOrders of one shopper due the same day: exactly one is placed', async () => {
      const productId = products[8]!.id;
      const today = toIsoDate(new Date());
      const s = await subscribedShopper(t, email(`twin-${kind}`), productId, today);
      const first = await db().selectFrom('auto_order_subscriptions').selectAll().where('id', '=', s.subscriptionId).executeTakeFirstOrThrow();
      const { id: _id, ...copy } = first;
      const second = await db().insertInto('auto_order_subscriptions').values({ ...copy, checkout_id: null }).returning('id').executeTakeFirstOrThrow();
      await setLimit(productId, limit(5));
      const request = (subscriptionId: number) => ({
        subscriptionId, userId: s.userId, dueDate: today, lang: 'en' as const, items: [{ productId, petId: s.petId, quantity: 2 }],
        shippingAddressId: first.shipping_address_id, billingAddressId: first.billing_address_id, paymentMethodId: first.payment_method_id, shippingOptionId: 'standard',
      });
      const before = await unitsOrdered(s.userId, productId);
      const outcomes = await Promise.all([s.subscriptionId, Number(second.id)].map((id) => placeSubscriptionOrder(engineDeps(t), request(id), new Date())));
      expect(outcomes.filter((o) => o.kind === 'placed')).toHaveLength(1);
      // The other waited (busy: the first held the shopper's checkout slot) or was refused by the limit; tried again, the limit refuses it.
      const other = outcomes.find((o) => o.kind !== 'placed')!;
      expect(['busy', 'refused']).toContain(other.kind);
      const retry = await placeSubscriptionOrder(engineDeps(t), request(outcomes[0]!.kind === 'placed' ? Number(second.id) : s.subscriptionId), new Date());
      expect(retry).toMatchObject({ kind: 'refused', code: `${kind}_limit` });
      expect(await unitsOrdered(s.userId, productId)).toBe(before + 2);
      await db().deleteFrom('product_order_limits').where('product_id', '=', productId).execute();
    });
  });
});
