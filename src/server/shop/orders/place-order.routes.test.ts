import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrderErrorSchema } from '../../../contracts/checkout';
import { plainProducts, storedLines } from '../cart/cart-test-fixtures';
import { addCard, api, checkoutBody, checkoutShopper, HOME, readyShopper } from '../checkout/checkout-test-fixtures';
import { creditOf, setCreditBalance } from '../../shared/credit/credit-test-fixtures';
import { DEMO_SHOPPER } from '../../db/seed';
import { SANDBOX_TEST_CARDS } from '../../integrations/payment/sandbox-cards';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { DAY_MS } from '../../../domain/time';

describe.each(testEngines())('placing an order on %s', (engine) => {
  let t: TestApp;
  let plain: { id: number; unitPrice: number }[];
  let subscribable: number;
  let n = 0;
  const email = () => `order-${engine}-${++n}@example.com`;
  const db = () => t.database.db;
  const stockOf = async (id: number) => (await db().selectFrom('products').select('stock_quantity').where('id', '=', id).executeTakeFirstOrThrow()).stock_quantity;
  const ordersOf = (userId: number) => db().selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('group_number').execute();
  const emailsTo = (address: string) => db().selectFrom('email_outbox').selectAll().where('to_address', '=', address).where('kind', '=', 'order-confirmation').execute();

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    plain = await plainProducts(t.database.db, 6);
    await db().updateTable('products').set({ stock_quantity: 500, is_in_stock: 1 }).where('id', 'in', plain.map((p) => p.id)).execute();
    await db().updateTable('products').set({ is_clinic_pickup_only: 1 }).where('id', '=', plain[5]!.id).execute();
    subscribable = plain[4]!.id;
    await db().updateTable('products').set({ is_subscription: 1 }).where('id', '=', subscribable).execute();
  });
  afterAll(() => t.close());

  /** Whatever a refused order must leave as it was. */
  async function snapshot(userId: number, productIds: number[]) {
    return {
      lines: await storedLines(db(), userId),
      stock: await Promise.all(productIds.map(stockOf)),
      orders: (await ordersOf(userId)).length,
      credit: await creditOf(db(), userId),
      checkouts: (await db().selectFrom('checkouts').select('id').where('user_id', '=', userId).execute()).length,
      authorizations: (await db().selectFrom('payment_authorizations').select('id').execute()).length,
    };
  }

  it('places one order per group with items, taxes, history, stock taken, cart emptied, card authorised and an email queued', async () => {
    const s = await readyShopper(t, email(), { productId: plain[0]!.id, quantity: 2 });
    await s.api.addToCart(plain[5]!.id, s.petId, 1);
    const stock = [await stockOf(plain[0]!.id), await stockOf(plain[5]!.id)];
    const review = (await s.api.reviewBody('?shippingOptions=1:standard,2:pickup')).returnValue.cartModel.summary;

    const placed = await s.api.placed(checkoutBody({ orderShippingOptions: { '1': 'standard', '2': 'pickup' }, expectedTotal: review.total }));
    const [home, pickup] = placed.returnValue.orders;
    expect(home).toMatchObject({
      groupNumber: 1, isClinicPickup: false, shippingAddressLocationName: 'Home', shippingAmount: 999, shippingOptionName: 'Standard shipping', status: 'submitted',
    });
    expect(home!.orderItems).toEqual([expect.objectContaining({ productId: plain[0]!.id, price: plain[0]!.unitPrice, quantity: 2, discount: 0 })]);
    expect(home!.orderItems[0]!.mfgSku).not.toBe('');
    expect(home!.productNames).toHaveLength(1);
    expect(pickup).toMatchObject({ groupNumber: 2, isClinicPickup: true, shippingAddressLocationName: 'Test Animal Hospital', shippingAmount: 0 });
    expect(home!.orderNumber).not.toBe(pickup!.orderNumber);
    expect(home!.orderTotal + pickup!.orderTotal).toBe(review.total);
    expect(home!.totalTaxes + pickup!.totalTaxes).toBe(review.totalTax);

    const rows = await ordersOf(s.userId);
    expect(rows.map((r) => [r.status, r.ship_street1, r.bill_street1, r.payment_last4, r.tax_province])).toEqual([
      ['submitted', HOME.street1, HOME.street1, '4242', 'ON'],
      ['submitted', HOME.street1, HOME.street1, '4242', 'ON'],
    ]);
    expect(rows[0]!.authorization_id).toMatch(/^auth_sbx_/);
    const history = await db().selectFrom('order_history').selectAll().where('order_id', 'in', rows.map((r) => r.id)).execute();
    expect(history.map((h) => [h.event, h.status])).toEqual([['submitted', 'submitted'], ['submitted', 'submitted']]);
    const taxes = await db().selectFrom('order_taxes').selectAll().where('order_id', '=', rows[0]!.id).execute();
    expect(taxes.map((x) => [x.label, x.amount_cents])).toEqual([['GST/HST', home!.totalTaxes]]);
    const auth = await db().selectFrom('payment_authorizations').selectAll().where('authorization_id', '=', rows[0]!.authorization_id).executeTakeFirstOrThrow();
    expect(auth.amount_cents).toBe(review.total);

    expect([await stockOf(plain[0]!.id), await stockOf(plain[5]!.id)]).toEqual([stock[0]! - 2, stock[1]! - 1]);
    expect(await storedLines(db(), s.userId)).toEqual([]);
    const [mail] = await emailsTo(`order-${engine}-${n}@example.com`);
    expect(mail!.subject).toContain(home!.orderNumber);
    expect(mail!.body_text).toContain('Pick up at Test Animal Hospital');
  });

  it('places the demo shopper\'s order with the seeded card (token tok_sandbox_demo_visa) and account credit', async () => {
    const { headers } = await signInAs(t.app);
    const demo = await db().selectFrom('users').select(['id']).where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
    const demoCredit = await creditOf(db(), demo.id);
    expect(demoCredit).toBe(1500);
    const pet = await db().selectFrom('pets').select('id').where('user_id', '=', demo.id).orderBy('id').executeTakeFirstOrThrow();
    const a = api(t, headers);
    expect((await a.addToCart(plain[1]!.id, pet.id, 1)).statusCode).toBe(200);
    const placed = await a.placed(checkoutBody());
    expect(placed.returnValue.orders[0]).toMatchObject({ accountCreditApplied: demoCredit, shippingAddressLocationName: 'Home' });
    expect((await ordersOf(demo.id))[0]).toMatchObject({ payment_token: 'tok_sandbox_demo_visa', payment_last4: '4242' });
  });

  it('answers the same result to the same checkoutId, with one order', async () => {
    const s = await readyShopper(t, email(), { productId: plain[1]!.id });
    const body = checkoutBody();
    const first = await s.api.placed(body);
    const again = await s.api.placed(body);
    expect(again).toEqual(first);
    expect(await ordersOf(s.userId)).toHaveLength(1);
  });

  it('creates the AutoOrder subscription chosen, with free standard shipping', async () => {
    const s = await readyShopper(t, email(), { productId: subscribable, quantity: 2 });
    const placed = await s.api.placed(checkoutBody({ createNewAutoOrderSubscription: true, newAutoOrderSubscriptionFrequency: 6 }));
    const expected = new Date(Date.now() + 42 * DAY_MS).toISOString().slice(0, 10);
    expect(placed.returnValue.nextAutoOrderDate).toBe(expected);
    expect(placed.returnValue.orders[0]).toMatchObject({ shippingAmount: 999, freeShippingDiscountTotal: 999 });
    const sub = await db().selectFrom('auto_order_subscriptions').selectAll().where('id', '=', placed.returnValue.autoOrderSubscriptionId!).executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ user_id: s.userId, frequency_weeks: 6, next_order_date: expected, status: 'active', shipping_option_id: 'standard', payment_method_id: s.card.id });
    const items = await db().selectFrom('auto_order_items').selectAll().where('subscription_id', '=', sub.id).execute();
    expect(items.map((i) => [i.product_id, i.quantity])).toEqual([[subscribable, 2]]);
    expect((await ordersOf(s.userId))[0]!.is_auto_order).toBe(1);
  });

  it('uses the account credit and takes it off the account', async () => {
    const s = await readyShopper(t, email(), { productId: plain[1]!.id });
    await setCreditBalance(db(), s.userId, 500);
    const summary = (await s.api.reviewBody('?shippingOptions=1:standard')).returnValue.cartModel.summary;
    expect(summary.accountCreditApplied).toBe(500);
    const placed = await s.api.placed(checkoutBody());
    expect(placed.returnValue.orders[0]).toMatchObject({ accountCreditApplied: 500, orderTotal: summary.total });
    expect(await creditOf(db(), s.userId)).toBe(0);
    const ledger = await db().selectFrom('credit_entries').select(['amount_cents', 'kind', 'order_id']).where('user_id', '=', s.userId).orderBy('id').execute();
    expect(ledger.map((e) => [e.amount_cents, e.kind])).toEqual([[500, 'adjustment'], [-500, 'order_spend']]);
    expect(Number(ledger[1]!.order_id)).toBe(placed.returnValue.orders[0]!.orderId);
  });

  it('leaves the cart intact when the card is declined, with the message', async () => {
    const s = await readyShopper(t, email(), { productId: plain[1]!.id, card: SANDBOX_TEST_CARDS.declined });
    await setCreditBalance(db(), s.userId, 100);
    const before = await snapshot(s.userId, [plain[1]!.id]);
    const response = await s.api.place(checkoutBody());
    expect(response.statusCode).toBe(402);
    expect(placeOrderErrorSchema.parse(response.json())).toEqual({ isSuccess: false, code: 'payment_declined', message: 'card declined' });
    expect(await snapshot(s.userId, [plain[1]!.id])).toEqual(before);
    expect(await emailsTo(`order-${engine}-${n}@example.com`)).toEqual([]);
  });

  describe('bad input: 400/404 with the message, nothing written', () => {
    let s: Awaited<ReturnType<typeof readyShopper>>;
    let other: Awaited<ReturnType<typeof readyShopper>>;
    let before: Awaited<ReturnType<typeof snapshot>>;
    beforeAll(async () => {
      s = await readyShopper(t, email(), { productId: plain[2]!.id });
      other = await readyShopper(t, email(), { productId: plain[3]!.id });
      before = await snapshot(s.userId, [plain[2]!.id]);
    });

    it.each([
      ['no AutoOrder choice', { createNewAutoOrderSubscription: null }, 400, 'auto_order_choice_required', 'please choose option before order'],
      ['AutoOrder yes without a frequency', { createNewAutoOrderSubscription: true }, 400, 'auto_order_frequency', undefined],
      ['AutoOrder every 41 weeks', { createNewAutoOrderSubscription: true, newAutoOrderSubscriptionFrequency: 41 }, 400, 'auto_order_frequency', undefined],
      ['no delivery option', { orderShippingOptions: {} }, 400, 'delivery_option_required', 'please select a delivery option'],
      ['no delivery options at all', { orderShippingOptions: undefined }, 400, 'delivery_option_required', 'please select a delivery option'],
      ['an option not offered', { orderShippingOptions: { '1': 'teleport' } }, 400, 'invalid_delivery_option', undefined],
      ['a tampered total', { expectedTotal: 1 }, 400, 'price_changed', undefined],
      ['a stale cart version', { cartVersion: 999 }, 409, 'cart_changed', undefined],
    ] as const)('refuses %s', async (_, change, status, code, message) => {
      const response = await s.api.place(checkoutBody(change as object));
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ isSuccess: false, code, ...(message ? { message } : {}) });
      expect(await snapshot(s.userId, [plain[2]!.id])).toEqual(before);
    });

    it('refuses another shopper\'s address or card with 404', async () => {
      for (const change of [{ shippingAddressId: other.address.id }, { billingAddressId: other.address.id }, { paymentMethodId: other.card.id }]) {
        const response = await s.api.place(checkoutBody(change));
        expect(response.statusCode).toBe(404);
      }
      expect(await snapshot(s.userId, [plain[2]!.id])).toEqual(before);
    });

    it('refuses an expired card', async () => {
      await db().updateTable('payment_methods').set({ exp_year: 2020 }).where('id', '=', s.card.id).execute();
      const response = await s.api.place(checkoutBody());
      await db().updateTable('payment_methods').set({ exp_year: new Date().getFullYear() + 2 }).where('id', '=', s.card.id).execute();
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'card_expired' });
      expect(await snapshot(s.userId, [plain[2]!.id])).toEqual(before);
    });

    it('refuses an invalid stored shipping address', async () => {
      await db().updateTable('addresses').set({ postal_code: 'D1A 1A1' }).where('id', '=', s.address.id).execute();
      const response = await s.api.place(checkoutBody());
      await db().updateTable('addresses').set({ postal_code: HOME.zipCode }).where('id', '=', s.address.id).execute();
      expect(response.json()).toMatchObject({ code: 'invalid_shipping_address' });
      expect(await snapshot(s.userId, [plain[2]!.id])).toEqual(before);
    });

    it('refuses a missing or malformed checkoutId', async () => {
      for (const checkoutId of [undefined, 'short', 'has spaces in it']) {
        expect((await s.api.place({ ...checkoutBody(), checkoutId })).statusCode).toBe(400);
      }
    });

    it('ignores prices sent by the browser: the server\'s figures are placed', async () => {
      const total = (await s.api.reviewBody('?shippingOptions=1:standard')).returnValue.cartModel.summary.total;
      const placed = await s.api.placed({ ...checkoutBody(), total: 1, unitPrice: 1, orderTotal: 1, items: [{ price: 0 }] });
      expect(placed.returnValue.orders[0]!.orderTotal).toBe(total);
    });
  });

  it('refuses an empty cart with 400', async () => {
    const s = await checkoutShopper(t, email());
    await s.api.addAddress();
    await addCard(t, s.headers);
    const response = await s.api.place(checkoutBody());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'cart_empty' });
    expect(await db().selectFrom('checkouts').select('id').where('user_id', '=', s.userId).execute()).toEqual([]);
  });

  it('refuses home delivery outside a restricting clinic\'s province, accepts pickup', async () => {
    const s = await readyShopper(t, email(), { productId: plain[1]!.id });
    await db().updateTable('clinics').set({ province: 'QC', restrict_shipping_to_province: 1 }).where('id', '=', s.clinicId).execute();
    const refused = await s.api.place(checkoutBody());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'restricted_province', message: expect.stringContaining('choose clinic pickup or another address') });
    const placed = await s.api.placed(checkoutBody({ orderShippingOptions: { '1': 'pickup' } }));
    expect(placed.returnValue.orders[0]).toMatchObject({ isClinicPickup: true, shippingAmount: 0 });
    // Everything picked up: taxed where it is sold, at the clinic (QC).
    expect((await ordersOf(s.userId))[0]!.tax_province).toBe('QC');
  });

  it('refuses an out-of-stock item with a reload, nothing written', async () => {
    const s = await readyShopper(t, email(), { productId: plain[3]!.id, quantity: 3 });
    const stock = await stockOf(plain[3]!.id);
    await db().updateTable('products').set({ stock_quantity: 2 }).where('id', '=', plain[3]!.id).execute();
    const response = await s.api.place(checkoutBody());
    await db().updateTable('products').set({ stock_quantity: stock }).where('id', '=', plain[3]!.id).execute();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ isSuccess: false, code: 'out_of_stock', message: 'products out of stock', returnValue: { reload: true, productIds: [plain[3]!.id] } });
    expect(await ordersOf(s.userId)).toEqual([]);
    expect(await storedLines(db(), s.userId)).toHaveLength(1);
  });
});
