import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoOrderListResponseSchema, autoOrderNowResponseSchema, autoOrderPreviewResponseSchema, autoOrderResponseSchema } from '../../../contracts/autoorders';
import { addDays, toIsoDate } from '../../../domain/time';
import { addCard, checkoutBody, HOME, readyShopper } from '../../shop/checkout/checkout-test-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { autoOrderProducts, ordersOf, subscribedShopper, subscriptionRow } from './autoorder-test-fixtures';

/** The shopper's AutoOrder API (issue 15): dates move as the shopper expects, and only their own subscriptions. */
describe.each(testEngines())('the AutoOrder API on %s', (engine) => {
  let t: TestApp;
  let products: { id: number }[];
  let n = 0;
  const db = () => t.database.db;
  const email = () => `aoapi-${engine}-${++n}@example.com`;
  const today = toIsoDate(new Date());
  const due = addDays(today, 10);

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    products = await autoOrderProducts(db(), 3);
  });
  afterAll(() => t.close());

  const call = (s: { api: { call: (o: object) => Promise<{ statusCode: number; json: () => unknown; body: string }> } }, method: string, url: string, payload?: object) =>
    s.api.call({ method, url: `/api/account/autoorders${url}`, ...(payload ? { payload } : {}) });
  const autoOrder = async (r: Promise<{ statusCode: number; json: () => unknown; body: string }>) => {
    const res = await r;
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return autoOrderResponseSchema.parse(res.json()).autoOrder;
  };

  it('lists the subscription with its AutoOrder price, saving, free shipping and the upcoming order', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, due);
    const res = await call(s, 'GET', '');
    expect(res.statusCode).toBe(200);
    const list = autoOrderListResponseSchema.parse(res.json());
    expect(list.autoOrders).toHaveLength(1);
    const [a] = list.autoOrders;
    expect(a).toMatchObject({ id: s.subscriptionId, status: 'active', frequencyWeeks: 4, nextOrderDate: due, shippingOptionId: 'standard' });
    expect(a!.items[0]).toMatchObject({ productId: products[0]!.id, petName: 'Rex', quantity: 2 });
    expect(a!.expected.shipping).toBe(0);
    expect(a!.expected.total).toBeGreaterThan(0);
    expect(list.upcoming).toEqual([{ id: s.subscriptionId, date: due, total: a!.expected.total, petNames: ['Rex'] }]);
  });

  it('"Upcoming" shares one balance of account credit in date order: the first order uses it up first', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, addDays(due, 7));
    expect((await s.api.addToCart(products[1]!.id, s.petId, 1)).statusCode).toBe(200);
    const second = (await s.api.placed(checkoutBody({ createNewAutoOrderSubscription: true, newAutoOrderSubscriptionFrequency: 4 }))).returnValue.autoOrderSubscriptionId!;
    await db().updateTable('auto_order_subscriptions').set({ next_order_date: due }).where('id', '=', second).execute();
    const before = autoOrderListResponseSchema.parse((await call(s, 'GET', '')).json());
    const [first, later] = before.upcoming;
    expect([first!.id, later!.id]).toEqual([second, s.subscriptionId]);
    // A balance worth the first order and a little of the next (set both ways the balance may be kept).
    const credit = first!.total + 500;
    await db().updateTable('users').set({ account_credit_cents: credit }).where('id', '=', s.userId).execute();
    await db().insertInto('credit_entries').values({ user_id: s.userId, amount_cents: credit, kind: 'opening_balance', note: '', created_at: new Date().toISOString() }).execute();
    const after = autoOrderListResponseSchema.parse((await call(s, 'GET', '')).json());
    expect(after.upcoming.map((u) => [u.id, u.total])).toEqual([[second, 0], [s.subscriptionId, later!.total - 500]]);
  });

  it('skip, undo, snooze, frequency, next date and cancel move the dates; the preview saves nothing', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, due);
    let a = await autoOrder(call(s, 'POST', `/${s.subscriptionId}/skip`));
    expect(a).toMatchObject({ nextOrderDate: addDays(due, 28), skippedDate: due, canUndoSkip: true });
    expect((await call(s, 'POST', `/${s.subscriptionId}/skip`)).statusCode).toBe(409);
    a = await autoOrder(call(s, 'POST', `/${s.subscriptionId}/undo-skip`));
    expect(a).toMatchObject({ nextOrderDate: due, skippedDate: null, canUndoSkip: false });
    a = await autoOrder(call(s, 'POST', `/${s.subscriptionId}/snooze`, { weeks: 2 }));
    expect(a.nextOrderDate).toBe(addDays(due, 14));

    const preview = autoOrderPreviewResponseSchema.parse((await call(s, 'POST', `/${s.subscriptionId}/preview`, { action: 'change', frequencyWeeks: 6, quantities: [{ itemId: a.items[0]!.id, quantity: 4 }] })).json());
    expect(preview.nextOrderDate).toBe(addDays(due, 28));
    expect(preview.expected.itemSubtotal).toBe(a.expected.itemSubtotal * 2);
    expect(await subscriptionRow(db(), s.subscriptionId)).toMatchObject({ frequency_weeks: 4, next_order_date: addDays(due, 14) });

    a = await autoOrder(call(s, 'PUT', `/${s.subscriptionId}`, { frequencyWeeks: 6 }));
    expect(a).toMatchObject({ frequencyWeeks: 6, nextOrderDate: addDays(due, 28) });
    a = await autoOrder(call(s, 'PUT', `/${s.subscriptionId}`, { nextOrderDate: addDays(today, 5), shippingOptionId: 'express' }));
    expect(a).toMatchObject({ nextOrderDate: addDays(today, 5), shippingOptionId: 'express' });
    const bad = await call(s, 'PUT', `/${s.subscriptionId}`, { nextOrderDate: addDays(today, -1) });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('nextOrderDate');
    expect((await call(s, 'PUT', `/${s.subscriptionId}`, { frequencyWeeks: 41 })).statusCode).toBe(400);

    a = await autoOrder(call(s, 'POST', `/${s.subscriptionId}/cancel`, { reason: 'Too much food' }));
    expect(a).toMatchObject({ status: 'cancelled', cancelReason: 'Too much food' });
    expect((await call(s, 'POST', `/${s.subscriptionId}/skip`)).statusCode).toBe(409);
  });

  it('"Order now" places it today and moves the next date a frequency from today, once a day', async () => {
    const s = await subscribedShopper(t, email(), products[1]!.id, due);
    expect((await autoOrder(call(s, 'GET', `/${s.subscriptionId}`))).orderedToday).toBe(false);
    const res = await call(s, 'POST', `/${s.subscriptionId}/order-now`);
    expect(res.statusCode).toBe(200);
    const body = autoOrderNowResponseSchema.parse(res.json());
    // The page says so at once, and on every later read today, instead of offering "Order now" again.
    expect(body.autoOrder.orderedToday).toBe(true);
    expect((await autoOrder(call(s, 'GET', `/${s.subscriptionId}`))).orderedToday).toBe(true);
    expect(body.orderNumbers).toHaveLength(1);
    expect(body.autoOrder.nextOrderDate).toBe(addDays(today, 28));
    const placed = await ordersOf(db(), s.subscriptionId);
    expect(placed).toHaveLength(1);
    // The page links the order it placed.
    expect(body.orders).toEqual([{ orderId: placed[0]!.id, orderNumber: placed[0]!.order_number }]);
    expect((await call(s, 'POST', `/${s.subscriptionId}/order-now`)).statusCode).toBe(409);
    expect(await ordersOf(db(), s.subscriptionId)).toHaveLength(1);
  });

  it('"Order now" while another attempt holds today\'s claim waits for it: given back, the order is placed, never "already ordered today" (issue 24)', async () => {
    const s = await subscribedShopper(t, email(), products[1]!.id, due);
    // Another attempt (a second click, the engine) holds today's claim, then gives it back without ordering (as a busy run does).
    const held = await db().insertInto('auto_order_runs')
      .values({ subscription_id: s.subscriptionId, due_date: today, state: 'claimed', claimed_at: new Date().toISOString() })
      .returning('id').executeTakeFirstOrThrow();
    const answer = call(s, 'POST', `/${s.subscriptionId}/order-now`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await db().updateTable('auto_order_runs').set({ claimed_at: new Date(0).toISOString() }).where('id', '=', held.id).execute();
    const res = await answer;
    expect(res.statusCode, res.body).toBe(200);
    expect(autoOrderNowResponseSchema.parse(res.json()).orderNumbers).toHaveLength(1);
    expect(await ordersOf(db(), s.subscriptionId)).toHaveLength(1);
    // Placed: now it is truly ordered today.
    const again = await call(s, 'POST', `/${s.subscriptionId}/order-now`);
    expect([again.statusCode, (again.json() as { code: string }).code]).toEqual([409, 'already_ordered_today']);
  });

  it('"Order now" twice at once places one order; the other answers "already ordered today" once it is placed', async () => {
    const s = await subscribedShopper(t, email(), products[1]!.id, due);
    const answers = await Promise.all([call(s, 'POST', `/${s.subscriptionId}/order-now`), call(s, 'POST', `/${s.subscriptionId}/order-now`)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((answers.find((a) => a.statusCode === 409)!.json() as { code: string }).code).toBe('already_ordered_today');
    expect(await ordersOf(db(), s.subscriptionId)).toHaveLength(1);
  });

  it('adds and removes products, starts one from a product, and deletes', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, due);
    let a = await autoOrder(call(s, 'POST', `/${s.subscriptionId}/items`, { productId: products[2]!.id, petId: s.petId, quantity: 1 }));
    expect(a.items.map((i) => i.productId)).toEqual([products[0]!.id, products[2]!.id]);
    a = await autoOrder(call(s, 'PUT', `/${s.subscriptionId}/items/${a.items[1]!.id}`, { quantity: 3 }));
    expect(a.items[1]!.quantity).toBe(3);
    a = await autoOrder(call(s, 'DELETE', `/${s.subscriptionId}/items/${a.items[1]!.id}`));
    expect(a.items).toHaveLength(1);
    expect((await call(s, 'DELETE', `/${s.subscriptionId}/items/${a.items[0]!.id}`)).statusCode).toBe(409);

    const started = await autoOrder(call(s, 'POST', '', { productId: products[2]!.id, petId: s.petId, quantity: 2, frequencyWeeks: 8 }));
    expect(started).toMatchObject({ status: 'active', frequencyWeeks: 8, nextOrderDate: addDays(today, 56) });
    const fromOrder = await autoOrder(call(s, 'POST', '', { orderId: s.checkoutOrders[0]!.orderId, frequencyWeeks: 2 }));
    expect(fromOrder.items.map((i) => [i.productId, i.quantity])).toEqual([[products[0]!.id, 2]]);
    const targets = (await call(s, 'GET', `/targets?productId=${products[1]!.id}`)).json() as { subscriptions: { id: number }[]; product: { id: number } };
    expect(targets.product.id).toBe(products[1]!.id);
    expect(targets.subscriptions.map((x) => x.id)).toContain(s.subscriptionId);

    expect((await call(s, 'DELETE', `/${started.id}`)).statusCode).toBe(200);
    expect((await call(s, 'GET', `/${started.id}`)).statusCode).toBe(404);
  });

  it('takes quantities by the cart\'s rule and message: 0, blank and 26 are refused, 25 is taken (issue 24 item 15)', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, due);
    const item = (await autoOrder(call(s, 'GET', `/${s.subscriptionId}`))).items[0]!;
    for (const quantity of [0, 26, 30, null, '', 1.5]) {
      for (const [method, url, body] of [
        ['PUT', `/${s.subscriptionId}/items/${item.id}`, { quantity }],
        ['POST', `/${s.subscriptionId}/items`, { productId: products[2]!.id, petId: s.petId, quantity }],
        ['POST', '', { productId: products[2]!.id, petId: s.petId, quantity, frequencyWeeks: 4 }],
        ['PUT', `/${s.subscriptionId}`, { quantities: [{ itemId: item.id, quantity }] }],
      ] as const) {
        const res = await call(s, method, url, body);
        expect(res.statusCode, `${method} ${url} ${String(quantity)}`).toBe(400);
        // Past the clinic's maximum (25 here): the message names it; not a whole number at all: the contract's bound (issue 25).
        const max = typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0 ? 25 : 1000;
        expect((res.json() as { message: string }).message).toContain(`Please choose a quantity from 1 to ${max}.`);
      }
    }
    expect((await autoOrder(call(s, 'GET', `/${s.subscriptionId}`))).items).toEqual([expect.objectContaining({ id: item.id, quantity: item.quantity })]);
    expect((await autoOrder(call(s, 'PUT', `/${s.subscriptionId}/items/${item.id}`, { quantity: 25 }))).items[0]!.quantity).toBe(25);
  });

  it('marks a pickup-only item, and names the past order\'s items that cannot recur (issue 24 items 14, 15)', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, due);
    await db().updateTable('products').set({ is_clinic_pickup_only: 1 }).where('id', '=', products[0]!.id).execute();
    try {
      expect((await autoOrder(call(s, 'GET', `/${s.subscriptionId}`))).items[0]).toMatchObject({ isClinicPickupOnly: true });
    } finally {
      await db().updateTable('products').set({ is_clinic_pickup_only: 0 }).where('id', '=', products[0]!.id).execute();
    }
    await db().updateTable('products').set({ is_subscription: 0 }).where('id', '=', products[0]!.id).execute();
    try {
      const targets = (await call(s, 'GET', `/targets?orderId=${s.checkoutOrders[0]!.orderId}`)).json() as { orderItems: { productId: number; canRecur: boolean }[] };
      expect(targets.orderItems).toEqual([expect.objectContaining({ productId: products[0]!.id, canRecur: false })]);
    } finally {
      await db().updateTable('products').set({ is_subscription: 1 }).where('id', '=', products[0]!.id).execute();
    }
  });

  it('"Make this an AutoOrder" takes the order\'s address, delivery and card, not the account\'s first ones; a card since expired or an address since deleted falls back', async () => {
    const s = await readyShopper(t, email(), { productId: products[1]!.id, quantity: 1 });
    const cottage = await s.api.addAddress({ ...HOME, locationName: 'Other', street1: '12 Lakeshore Road', city: 'Kingston', zipCode: 'K7L 2A1' });
    const card = await addCard(t, s.headers, '5555555555554444');
    const placed = await s.api.placed(checkoutBody({ shippingAddressId: cottage.id, paymentMethodId: card.id, orderShippingOptions: { '1': 'express' } }));
    const orderId = placed.returnValue.orders[0]!.orderId;
    expect(await db().selectFrom('orders').select(['ship_street1', 'shipping_option_id', 'payment_method_id']).where('id', '=', orderId).executeTakeFirstOrThrow())
      .toEqual({ ship_street1: '12 Lakeshore Road', shipping_option_id: 'express', payment_method_id: card.id });

    const fromOrder = await autoOrder(call(s, 'POST', '', { orderId, frequencyWeeks: 4 }));
    expect(fromOrder).toMatchObject({ shippingOptionId: 'express', shippingAddress: { id: cottage.id, street1: '12 Lakeshore Road' }, card: { id: card.id } });
    expect(fromOrder.items.map((i) => i.productId)).toEqual([products[1]!.id]);

    await db().updateTable('payment_methods').set({ exp_year: 2020 }).where('id', '=', card.id).execute();
    await db().updateTable('addresses').set({ is_deleted: 1 }).where('id', '=', cottage.id).execute();
    const later = await autoOrder(call(s, 'POST', '', { orderId, frequencyWeeks: 4 }));
    expect(later).toMatchObject({ shippingOptionId: 'express', shippingAddress: { id: s.address.id }, card: { id: s.card.id } });
  });

  it('another shopper\'s subscription, items, pets and orders: 404 and nothing changed', async () => {
    const owner = await subscribedShopper(t, email(), products[0]!.id, due);
    const other = await subscribedShopper(t, email(), products[0]!.id, due);
    const before = await subscriptionRow(db(), owner.subscriptionId);
    const item = (await db().selectFrom('auto_order_items').select('id').where('subscription_id', '=', owner.subscriptionId).executeTakeFirstOrThrow()).id;
    const id = owner.subscriptionId;
    const attempts: [string, string, object?][] = [
      ['GET', `/${id}`], ['PUT', `/${id}`, { frequencyWeeks: 2 }], ['POST', `/${id}/preview`, { action: 'change', frequencyWeeks: 2 }],
      ['POST', `/${id}/items`, { productId: products[1]!.id, quantity: 1 }], ['PUT', `/${id}/items/${item}`, { quantity: 5 }], ['DELETE', `/${id}/items/${item}`],
      ['POST', `/${id}/skip`], ['POST', `/${id}/undo-skip`], ['POST', `/${id}/snooze`, { weeks: 1 }], ['POST', `/${id}/cancel`, { reason: 'x' }],
      ['POST', `/${id}/order-now`], ['DELETE', `/${id}`],
      // The other's own subscription with the owner's item, pet, address, card, order:
      ['PUT', `/${other.subscriptionId}/items/${item}`, { quantity: 5 }],
      ['POST', `/${other.subscriptionId}/items`, { productId: products[1]!.id, petId: owner.petId, quantity: 1 }],
      ['PUT', `/${other.subscriptionId}`, { shippingAddressId: owner.address.id }],
      ['PUT', `/${other.subscriptionId}`, { paymentMethodId: owner.card.id }],
      ['POST', '', { orderId: owner.checkoutOrders[0]!.orderId, frequencyWeeks: 2 }],
      ['GET', `/targets?orderId=${owner.checkoutOrders[0]!.orderId}`],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await call(other, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await subscriptionRow(db(), owner.subscriptionId)).toEqual(before);
    expect(await db().selectFrom('auto_order_items').select(['id', 'quantity']).where('subscription_id', '=', owner.subscriptionId).execute()).toEqual([{ id: item, quantity: 2 }]);
    expect(await db().selectFrom('auto_order_items').select('id').where('subscription_id', '=', other.subscriptionId).execute()).toHaveLength(1);
    expect(await ordersOf(db(), owner.subscriptionId)).toEqual([]);
    expect(await db().selectFrom('auto_order_subscriptions').select('id').where('user_id', '=', other.userId).execute()).toHaveLength(1);
  });
});
