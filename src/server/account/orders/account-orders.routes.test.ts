import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountOverviewSchema, buyAgainResponseSchema, orderDetailSchema, orderListResponseSchema, type OrderDetail,
} from '../../../contracts/account-orders';
import { ORDER_PAGE_SIZE } from '../../../domain/constants';
import { HOUR_MS } from '../../../domain/time';
import { plainProducts, storedLines } from '../../shop/cart/cart-test-fixtures';
import { checkoutBody, readyShopper } from '../../shop/checkout/checkout-test-fixtures';
import { DEMO_PROMO_IDS, DEMO_SHOPPER } from '../../db/seed';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

describe.each(testEngines())('the account\'s orders on %s', (engine) => {
  let t: TestApp;
  let demo: { headers: Record<string, string>; userId: number };
  let plain: { id: number; unitPrice: number }[];
  let n = 0;
  const email = () => `acct-orders-${engine}-${++n}@example.com`;
  const db = () => t.database.db;
  const get = (headers: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, headers });
  const post = (headers: Record<string, string>, url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });
  const detail = async (headers: Record<string, string>, id: number): Promise<OrderDetail> => {
    const response = await get(headers, `/api/account/orders/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return orderDetailSchema.parse(response.json());
  };
  const stockOf = async (id: number) => Number((await db().selectFrom('products').select('stock_quantity').where('id', '=', id).executeTakeFirstOrThrow()).stock_quantity);
  const demoOrder = async (status: string) =>
    Number((await db().selectFrom('orders').select('id').where('user_id', '=', demo.userId).where('status', '=', status).orderBy('id').executeTakeFirstOrThrow()).id);

  /** A shopper with one placed order (home delivery) of `quantity` units of each product. */
  async function placedOrder(productIds: number[], quantity = 1) {
    const s = await readyShopper(t, email(), { productId: productIds[0], quantity });
    for (const id of productIds.slice(1)) await s.api.addToCart(id, s.petId, quantity);
    const placed = await s.api.placed(checkoutBody());
    return { ...s, orderId: placed.returnValue.orders[0]!.orderId, orders: placed.returnValue.orders };
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    const signed = await signInAs(t.app);
    const user = await db().selectFrom('users').select('id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
    demo = { headers: signed.headers, userId: Number(user.id) };
    plain = await plainProducts(db(), 6);
    await db().updateTable('products').set({ stock_quantity: 500, is_in_stock: 1 }).where('id', 'in', plain.map((p) => p.id)).execute();
  });
  afterAll(() => t.close());

  it('lists the demo shopper\'s orders newest first, in shopper words, filtered by period', async () => {
    const all = orderListResponseSchema.parse((await get(demo.headers, '/api/account/orders')).json());
    expect(all.totalCount).toBe(6);
    expect(all.orders.map((o) => o.shopperStatus)).toEqual(['received', 'readyForPickup', 'shipped', 'pickedUp', 'cancelled', 'shipped']);
    const dates = all.orders.map((o) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.orders[0]!.pictures.length).toBeGreaterThan(0);
    expect(all.orders[0]!.itemCount).toBe(3);

    const counts: Record<string, number> = {};
    for (const period of ['30d', '6m', '1y', 'all']) {
      counts[period] = orderListResponseSchema.parse((await get(demo.headers, `/api/account/orders?period=${period}`)).json()).totalCount;
    }
    expect(counts).toEqual({ '30d': 3, '6m': 5, '1y': 6, all: 6 });
  });

  it('pages the list by ORDER_PAGE_SIZE and refuses a bad period or page naming the field', async () => {
    const s = await placedOrder([plain[0]!.id]);
    const [source] = await db().selectFrom('orders').selectAll().where('id', '=', s.orderId).execute();
    const { id: _id, ...row } = source!;
    for (let i = 0; i < ORDER_PAGE_SIZE; i += 1) {
      const created = new Date(Date.parse(row.created_at) - (i + 1) * HOUR_MS).toISOString();
      await db().insertInto('orders').values({ ...row, group_number: i + 2, order_number: `${row.order_number}-${i}`, created_at: created }).execute();
    }
    const first = orderListResponseSchema.parse((await get(s.headers, '/api/account/orders?pg=1')).json());
    const second = orderListResponseSchema.parse((await get(s.headers, '/api/account/orders?pg=2')).json());
    expect(first).toMatchObject({ totalCount: ORDER_PAGE_SIZE + 1, pageCount: 2, page: 1, pageSize: ORDER_PAGE_SIZE });
    expect(first.orders).toHaveLength(ORDER_PAGE_SIZE);
    expect(first.orders[0]!.orderId).toBe(s.orderId);
    expect(second.orders).toHaveLength(1);
    expect(second.orders[0]!.orderNumber).toBe(`${row.order_number}-${ORDER_PAGE_SIZE - 1}`);

    const badPeriod = await get(s.headers, '/api/account/orders?period=week');
    expect(badPeriod.statusCode).toBe(400);
    expect(badPeriod.json().message).toContain('period');
    const badPage = await get(s.headers, '/api/account/orders?pg=0');
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toContain('pg');
  });

  it('shows an order as it was charged: stored lines, taxes and totals, not today\'s prices', async () => {
    const s = await placedOrder([plain[1]!.id, plain[2]!.id], 2);
    const before = await detail(s.headers, s.orderId);
    await db().updateTable('products').set({ unit_price_cents: 1 }).where('id', 'in', [plain[1]!.id, plain[2]!.id]).execute();
    const after = await detail(s.headers, s.orderId);
    expect(after).toEqual(before);

    const row = await db().selectFrom('orders').selectAll().where('id', '=', s.orderId).executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      orderNumber: row.order_number, status: 'submitted', shopperStatus: 'received', total: Number(row.total_cents),
      totalTax: Number(row.tax_cents), shipping: Number(row.shipping_cents), itemSubtotal: Number(row.item_subtotal_cents),
      card: { brand: 'visa', last4: '4242' }, canCancel: true, isClinicPickup: false, groupCount: 1,
    });
    expect(after.items.map((i) => [i.productId, i.unitPrice, i.quantity, i.petName])).toEqual([
      [plain[1]!.id, plain[1]!.unitPrice, 2, 'Rex'], [plain[2]!.id, plain[2]!.unitPrice, 2, 'Rex'],
    ]);
    expect(after.taxes.reduce((sum, tax) => sum + tax.amount, 0)).toBe(after.totalTax);
    expect(after.taxes[0]).toMatchObject({ code: 'HST', label: 'GST/HST' });
    expect(after.itemSubtotal - after.reductions.reduce((sum, r) => sum + r.amount, 0) - after.couponDiscount
      + after.shipping - after.shippingDiscount + after.totalTax - after.accountCredit).toBe(after.total);
    expect(after.history).toEqual([expect.objectContaining({ event: 'submitted', status: 'submitted', actor: 'shopper' })]);
    expect(after.shippingAddress).toMatchObject({ locationName: 'Home', city: 'Ottawa' });

    // The confirmation email links the order's page under the store's public address.
    const user = await db().selectFrom('users').select('email').where('id', '=', s.userId).executeTakeFirstOrThrow();
    const mail = await db().selectFrom('email_outbox').selectAll().where('to_address', '=', user.email).where('kind', '=', 'order-confirmation').executeTakeFirstOrThrow();
    expect(mail.body_text).toContain(`${t.config.publicUrl}/account/orders/${s.orderId}`);
    expect(mail.body_html).toContain(`/account/orders/${s.orderId}"`);
  });

  it('records each offer when the order is placed and names it on the order page, never a hidden one, in each language', async () => {
    const offerProduct = async (promoId: number) => {
      const row = await db().selectFrom('promotion_group_products as gp').innerJoin('promotion_groups as g', 'g.id', 'gp.group_id')
        .innerJoin('products as p', 'p.id', 'gp.product_id').select('p.id')
        .where('g.promotion_id', '=', promoId).where('g.kind', '=', 'buy').where('p.is_prescription_product', '=', 0)
        .where('p.is_approval_required', '=', 0).where('p.max_quantity_restriction_per_order', '=', 0)
        .orderBy('p.id').executeTakeFirstOrThrow();
      await db().updateTable('products').set({ is_in_stock: 1, is_long_term_backorder: 0, stock_quantity: 100, is_clinic_pickup_only: 0 }).where('id', '=', row.id).execute();
      return Number(row.id);
    };
    const toy = await offerProduct(DEMO_PROMO_IDS.percentage);
    const litter = await offerProduct(DEMO_PROMO_IDS.hidden);
    const s = await placedOrder([toy, litter], 2);
    const hidden = await db().selectFrom('promotions').select(['name_en', 'name_fr']).where('id', '=', DEMO_PROMO_IDS.hidden).executeTakeFirstOrThrow();
    for (const language of ['en', 'fr']) {
      const response = await get({ ...s.headers, 'accept-language': language }, `/api/account/orders/${s.orderId}`);
      const order = orderDetailSchema.parse(response.json());
      const toyLine = order.items.find((i) => i.productId === toy)!;
      const litterLine = order.items.find((i) => i.productId === litter)!;
      expect(toyLine.reductions).toEqual([{ kind: 'offer', specialOfferId: DEMO_PROMO_IDS.percentage, name: language === 'en' ? '15% off toys' : expect.any(String), amount: toyLine.extPrice - toyLine.netPrice }]);
      expect(litterLine.reductions).toEqual([expect.objectContaining({ kind: 'rebate', specialOfferId: DEMO_PROMO_IDS.hidden, name: null })]);
      expect(response.body).not.toContain(hidden.name_en);
      expect(response.body).not.toContain(hidden.name_fr);
      const row = await db().selectFrom('orders').select(['discount_cents', 'rebate_cents']).where('id', '=', s.orderId).executeTakeFirstOrThrow();
      expect(order.reductions.reduce((sum, r) => sum + r.amount, 0)).toBe(Number(row.discount_cents) + Number(row.rebate_cents) - order.couponDiscount);
    }
  });

  it('names the offers an item was sold with, never a hidden one', async () => {
    const orderId = await demoOrder('picked_up');
    const item = await db().selectFrom('order_items').select(['id', 'product_id']).where('order_id', '=', orderId).orderBy('id').executeTakeFirstOrThrow();
    const [shown, hidden] = await db().selectFrom('promotions').select(['id', 'name_en']).orderBy('id').limit(2).execute();
    await db().updateTable('promotions').set({ hide_promo_info_in_webstore: 1 }).where('id', '=', hidden!.id).execute();
    await db().updateTable('promotions').set({ hide_promo_info_in_webstore: 0 }).where('id', '=', shown!.id).execute();
    await db().insertInto('order_reductions').values([
      { order_id: orderId, order_item_id: item.id, promotion_id: shown!.id, is_rebate: 0, amount_cents: 0 },
      { order_id: orderId, order_item_id: item.id, promotion_id: hidden!.id, is_rebate: 1, amount_cents: 0 },
    ]).execute();
    const order = await detail(demo.headers, orderId);
    expect(order.items[0]!.reductions).toEqual([
      { kind: 'offer', specialOfferId: shown!.id, name: shown!.name_en, amount: 0 },
      { kind: 'rebate', specialOfferId: hidden!.id, name: null, amount: 0 },
    ]);
    await db().deleteFrom('order_reductions').where('order_id', '=', orderId).execute();
  });

  it('gives a shipped order its carrier and tracking link, and a pickup order the clinic', async () => {
    const shipped = await detail(demo.headers, await demoOrder('shipped'));
    expect(shipped).toMatchObject({ carrier: 'Canada Post', trackingNumber: '7023210039414604', canCancel: false });
    expect(shipped.trackingUrl).toContain('7023210039414604');
    expect(shipped.history.map((h) => h.event)).toEqual(['submitted', 'sent_to_distributor', 'shipped']);
    const pickup = await detail(demo.headers, await demoOrder('ready_for_pickup'));
    expect(pickup).toMatchObject({ isClinicPickup: true, shippingAddress: null, canCancel: false });
    expect(pickup.clinic.name).not.toBe('');
    expect(pickup.clinic.address).not.toBe('');
  });

  it('buys again what is still available for the same pets and says why the rest could not be added', async () => {
    const s = await placedOrder([plain[3]!.id, plain[4]!.id], 2);
    expect(await storedLines(db(), s.userId)).toEqual([]);
    await db().updateTable('products').set({ is_in_stock: 0, stock_quantity: 0 }).where('id', '=', plain[4]!.id).execute();
    const response = await post(s.headers, `/api/account/orders/${s.orderId}/buyAgain`);
    expect(response.statusCode, response.body).toBe(200);
    const result = buyAgainResponseSchema.parse(response.json());
    expect(result.added).toEqual([expect.objectContaining({ productId: plain[3]!.id, quantity: 2, petName: 'Rex' })]);
    expect(result.notAdded).toEqual([expect.objectContaining({ productId: plain[4]!.id, reason: 'out_of_stock' })]);
    const lines = await storedLines(db(), s.userId);
    expect(lines).toEqual([expect.objectContaining({ product_id: plain[3]!.id, pet_id: s.petId, quantity: 2 })]);

    await db().updateTable('pets').set({ is_deleted: 1 }).where('id', '=', s.petId).execute();
    const again = buyAgainResponseSchema.parse((await post(s.headers, `/api/account/orders/${s.orderId}/buyAgain`)).json());
    expect(again.added).toEqual([]);
    expect(again.notAdded.map((i) => i.reason)).toEqual(['pet_removed', 'pet_removed']);
    await db().updateTable('products').set({ is_in_stock: 1, stock_quantity: 500 }).where('id', '=', plain[4]!.id).execute();
  });

  it('cancels an order: status, reason, history with its actor, stock and the catalogue log, email, and the card hold voided', async () => {
    const productId = plain[5]!.id;
    const stockBefore = await stockOf(productId);
    const s = await placedOrder([productId], 3);
    expect(await stockOf(productId)).toBe(stockBefore - 3);
    const authorizationId = (await db().selectFrom('orders').select('authorization_id').where('id', '=', s.orderId).executeTakeFirstOrThrow()).authorization_id;
    const changesBefore = (await db().selectFrom('catalogue_changes').select('seq').where('product_id', '=', productId).execute()).length;

    const response = await post(s.headers, `/api/account/orders/${s.orderId}/cancel`, { reason: 'Changed my mind' });
    expect(response.statusCode, response.body).toBe(200);
    const order = orderDetailSchema.parse(response.json());
    expect(order).toMatchObject({ status: 'cancelled', shopperStatus: 'cancelled', cancelReason: 'Changed my mind', canCancel: false });
    expect(order.cancelledAt).not.toBeNull();
    expect(order.history.at(-1)).toMatchObject({ event: 'cancel', status: 'cancelled', actor: 'shopper', note: 'Changed my mind' });
    const history = await db().selectFrom('order_history').selectAll().where('order_id', '=', s.orderId).where('event', '=', 'cancel').executeTakeFirstOrThrow();
    expect(Number(history.actor_user_id)).toBe(s.userId);
    expect(await stockOf(productId)).toBe(stockBefore);
    expect((await db().selectFrom('catalogue_changes').select('seq').where('product_id', '=', productId).execute()).length).toBeGreaterThan(changesBefore);
    const auth = await db().selectFrom('payment_authorizations').select('status').where('authorization_id', '=', authorizationId).executeTakeFirstOrThrow();
    expect(auth.status).toBe('voided');
    const user = await db().selectFrom('users').select('email').where('id', '=', s.userId).executeTakeFirstOrThrow();
    const mail = await db().selectFrom('email_outbox').selectAll().where('to_address', '=', user.email).where('kind', '=', 'order-cancelled').execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain(order.orderNumber);
    expect(mail[0]!.body_text).toContain(`/account/orders/${s.orderId}`);

    // A cancelled order cannot be changed (rr §8), and nothing moves.
    const twice = await post(s.headers, `/api/account/orders/${s.orderId}/cancel`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'order_cancelled', message: 'A cancelled order cannot be changed.' });
    expect(await stockOf(productId)).toBe(stockBefore);
    expect((await db().selectFrom('order_history').select('id').where('order_id', '=', s.orderId).execute())).toHaveLength(2);
  });

  it('refuses to cancel an order once sent to the distributor, changing nothing', async () => {
    const orderId = await demoOrder('ready_for_pickup');
    const before = await db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const emails = (await db().selectFrom('email_outbox').select('id').execute()).length;
    const response = await post(demo.headers, `/api/account/orders/${orderId}/cancel`, { reason: 'Too late' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'order_not_revertable', message: 'This order is not revertable once sent to the distributor.' });
    expect(await db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()).toEqual(before);
    expect((await db().selectFrom('email_outbox').select('id').execute()).length).toBe(emails);
    const auth = await db().selectFrom('payment_authorizations').select('status').where('authorization_id', '=', before.authorization_id).executeTakeFirstOrThrow();
    expect(auth.status).toBe('approved');
  });

  it('keeps the card hold while another order of the same checkout is live, and voids it with the last', async () => {
    const s = await readyShopper(t, email(), { productId: plain[0]!.id });
    await db().updateTable('products').set({ is_clinic_pickup_only: 1 }).where('id', '=', plain[2]!.id).execute();
    await s.api.addToCart(plain[2]!.id, s.petId, 1);
    const placed = await s.api.placed(checkoutBody({ orderShippingOptions: { '1': 'standard', '2': 'pickup' } }));
    await db().updateTable('products').set({ is_clinic_pickup_only: 0 }).where('id', '=', plain[2]!.id).execute();
    const [home, pickup] = placed.returnValue.orders;
    const authorizationId = (await db().selectFrom('orders').select('authorization_id').where('id', '=', home!.orderId).executeTakeFirstOrThrow()).authorization_id;
    const status = async () => (await db().selectFrom('payment_authorizations').select('status').where('authorization_id', '=', authorizationId).executeTakeFirstOrThrow()).status;

    expect((await post(s.headers, `/api/account/orders/${home!.orderId}/cancel`)).statusCode).toBe(200);
    expect(await status()).toBe('approved');
    expect((await detail(s.headers, pickup!.orderId)).groupCount).toBe(2);
    expect((await post(s.headers, `/api/account/orders/${pickup!.orderId}/cancel`)).statusCode).toBe(200);
    expect(await status()).toBe('voided');
  });

  it('answers 404 for another shopper\'s order on every route, and changes nothing', async () => {
    const other = await readyShopper(t, email(), { productId: plain[0]!.id });
    const orderId = await demoOrder('submitted');
    const before = await db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const historyBefore = (await db().selectFrom('order_history').select('id').where('order_id', '=', orderId).execute()).length;
    const cartBefore = await storedLines(db(), other.userId);
    for (const [method, url] of [
      ['GET', `/api/account/orders/${orderId}`],
      ['POST', `/api/account/orders/${orderId}/buyAgain`],
      ['POST', `/api/account/orders/${orderId}/cancel`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: other.headers, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()).toEqual(before);
    expect((await db().selectFrom('order_history').select('id').where('order_id', '=', orderId).execute()).length).toBe(historyBefore);
    expect(await storedLines(db(), other.userId)).toEqual(cartBefore);
    const list = orderListResponseSchema.parse((await get(other.headers, '/api/account/orders')).json());
    expect(list.orders.map((o) => o.orderId)).not.toContain(orderId);
  });

  it('gives the overview: name, clinic, latest orders, pets; and asks a visitor to sign in', async () => {
    const overview = accountOverviewSchema.parse((await get(demo.headers, '/api/account/overview')).json());
    expect(overview).toMatchObject({ firstName: 'Alex', lastName: 'Martin', email: DEMO_SHOPPER.email });
    expect(overview.pets.map((p) => p.name)).toEqual(['Biscuit', 'Minou']);
    expect(overview.recentOrders).toHaveLength(3);
    expect(overview.clinic.name).not.toBe('');
    for (const url of ['/api/account/overview', '/api/account/orders', `/api/account/orders/${await demoOrder('shipped')}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
