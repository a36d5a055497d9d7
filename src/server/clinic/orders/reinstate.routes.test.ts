import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema as shopperOrderSchema } from '../../../contracts/account-orders';
import { orderDetailSchema, orderMoveResponseSchema, reinstateOrderResponseSchema } from '../../../contracts/clinic';
import { RX_STATUS } from '../../../domain/constants';
import { DEMO_SHOPPER, DEMO_SITE_ADMIN, DEMO_STAFF } from '../../db/seed';
import { DEMO_DISTRIBUTOR_USER } from '../../db/seed/demo-distributor';
import { SANDBOX_TEST_CARDS } from '../../integrations/payment/sandbox-cards';
import { plainProducts } from '../../shop/cart/cart-test-fixtures';
import { checkoutBody, readyShopper, tokenize } from '../../shop/checkout/checkout-test-fixtures';
import { injectChecked } from '../../testing/contract-inject';
import { insertOrder } from '../../testing/fixtures';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { otherClinic } from '../clinic-test-fixtures';

const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;

/**
 * Issue 25: a clinic reinstates a cancelled order as a NEW order (the cancelled one never changes),
 * at its prices, through the placement's claim (stock, limits, a new card hold), once.
 */
describe.each(testEngines())('reinstating a cancelled order on %s', (engine) => {
  let t: TestApp;
  let staff: Headers;
  let admin: Headers;
  let clinicId: number;
  let productId: number;
  let n = 0;
  const db = () => t.database.db;

  const reinstate = (headers: Headers, orderId: number | string) =>
    injectChecked(t.app, { method: 'POST', url: `/api/clinic/orders/${orderId}/reinstate`, headers }, reinstateOrderResponseSchema);
  const move = (headers: Headers, orderId: number, body: object) =>
    injectChecked(t.app, { method: 'POST', url: `/api/clinic/orders/${orderId}/move`, headers, payload: body }, orderMoveResponseSchema);
  const detail = async (orderId: number) =>
    orderDetailSchema.parse((await injectChecked(t.app, { method: 'GET', url: `/api/clinic/orders/${orderId}`, headers: staff }, orderDetailSchema)).parsed);
  const stock = async () => Number((await db().selectFrom('products').select('stock_quantity').where('id', '=', productId).executeTakeFirstOrThrow()).stock_quantity);

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    const demo = await db().selectFrom('users').select(['clinic_id']).where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
    clinicId = Number(demo.clinic_id);
    productId = (await plainProducts(db(), 1))[0]!.id;
    await db().updateTable('products').set({ stock_quantity: 1000, is_in_stock: 1 }).where('id', '=', productId).execute();
    staff = (await signInAs(t.app, DEMO_STAFF.staff.email, PASSWORD)).headers;
    admin = (await signInAs(t.app, DEMO_STAFF.admin.email, PASSWORD)).headers;
  });
  afterAll(() => t.close());

  /** A client of the demo clinic who placed an order (2 units, card held) that the clinic then cancelled. */
  async function cancelledOrder() {
    const email = `reinstate-${engine}-${++n}@example.com`;
    const s = await readyShopper(t, email, { productId, quantity: 2, clinicId });
    const placed = await s.api.placed(checkoutBody());
    const orderId = placed.returnValue.orders[0]!.orderId;
    const cancelled = await move(staff, orderId, { move: 'cancel', reason: 'The client asked by phone' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    return { ...s, email, orderId };
  }
  type Cancelled = Awaited<ReturnType<typeof cancelledOrder>>;

  const orderRow = (id: number) => db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const itemsOf = (id: number) => db().selectFrom('order_items')
    .select(['product_id', 'name', 'pet_id', 'quantity', 'unit_price_cents', 'ext_price_cents', 'discount_cents', 'net_price_cents'])
    .where('order_id', '=', id).orderBy('id').execute();
  const taxesOf = (id: number) => db().selectFrom('order_taxes').select(['code', 'amount_cents']).where('order_id', '=', id).orderBy('id').execute();
  const reinstatedOf = (id: number) => db().selectFrom('orders').select(['id', 'status']).where('reinstated_from_order_id', '=', id).execute();
  const holdsOf = async (userId: number) => {
    const checkouts = await db().selectFrom('checkouts').select('id').where('user_id', '=', userId).execute();
    return db().selectFrom('payment_authorizations').select(['status', 'amount_cents'])
      .where('reference', 'in', checkouts.map((c) => `checkout:${c.id}`)).orderBy('created_at').execute();
  };
  /** What a refusal must leave as it was. */
  const snapshot = async (c: Cancelled) => ({
    order: await orderRow(c.orderId), reinstated: await reinstatedOf(c.orderId), holds: await holdsOf(c.userId), stock: await stock(),
    checkouts: (await db().selectFrom('checkouts').select('checkout_key').where('user_id', '=', c.userId).execute()).map((r) => r.checkout_key),
  });

  it('makes one new order with the same lines, prices and delivery, a new hold, history, audit and the client’s email; the cancelled order is unchanged', async () => {
    const c = await cancelledOrder();
    const before = await orderRow(c.orderId);
    const stockBefore = await stock();

    const response = await reinstate(staff, c.orderId);
    expect(response.statusCode, response.body).toBe(200);
    const body = reinstateOrderResponseSchema.parse(response.parsed);
    expect(body.status).toBe('reinstated_cancelled_order');
    expect(body.orderId).not.toBe(c.orderId);

    expect(await orderRow(c.orderId)).toEqual(before);
    const created = await orderRow(body.orderId);
    expect(created).toMatchObject({
      user_id: before.user_id, clinic_id: before.clinic_id, status: 'reinstated_cancelled_order', reinstated_from_order_id: c.orderId,
      is_clinic_pickup: before.is_clinic_pickup, shipping_option_id: before.shipping_option_id, ship_street1: before.ship_street1,
      ship_postal_code: before.ship_postal_code, item_subtotal_cents: before.item_subtotal_cents, tax_cents: before.tax_cents,
      total_cents: before.total_cents, cancelled_at: null, cancel_reason: null, order_number: body.orderNumber,
    });
    expect(created.authorization_id).not.toBe('');
    expect(await itemsOf(body.orderId)).toEqual(await itemsOf(c.orderId));
    expect(await taxesOf(body.orderId)).toEqual(await taxesOf(c.orderId));
    expect(await stock()).toBe(stockBefore - 2);
    // The first hold was voided at the cancellation; the new one is approved for the same total.
    expect(await holdsOf(c.userId)).toEqual([{ status: 'voided', amount_cents: before.total_cents }, { status: 'approved', amount_cents: before.total_cents }]);

    const history = await db().selectFrom('order_history').select(['event', 'status', 'actor', 'note']).where('order_id', '=', body.orderId).execute();
    expect(history).toEqual([{ event: 'reinstated', status: 'reinstated_cancelled_order', actor: 'staff', note: `#${before.order_number}` }]);
    const email = await db().selectFrom('email_outbox').select(['subject', 'body_text']).where('to_address', '=', c.email).where('kind', '=', 'order-reinstated').execute();
    expect(email).toHaveLength(1);
    expect(email[0]!.body_text).toContain(before.order_number);

    // Both pages show the link; the new one is validated like a new order.
    const shown = await detail(body.orderId);
    expect(shown.order).toMatchObject({ status: 'reinstated_cancelled_order', reinstatedFrom: { id: c.orderId, orderNumber: before.order_number }, reinstatedAs: null, canReinstate: false });
    expect(shown.moves).toContain('validate');
    expect(shown.audit.map((a) => a.action)).toEqual(['reinstate']);
    const original = await detail(c.orderId);
    expect(original.order).toMatchObject({ status: 'cancelled', reinstatedAs: { id: body.orderId, orderNumber: body.orderNumber }, canReinstate: false });
    const own = await injectChecked(t.app, { method: 'GET', url: `/api/account/orders/${body.orderId}`, headers: c.headers }, shopperOrderSchema);
    expect(shopperOrderSchema.parse(own.parsed)).toMatchObject({ reinstatedFrom: { orderId: c.orderId, orderNumber: before.order_number }, reinstatedAs: null, canCancel: true });
    const ownOriginal = await injectChecked(t.app, { method: 'GET', url: `/api/account/orders/${c.orderId}`, headers: c.headers }, shopperOrderSchema);
    expect(shopperOrderSchema.parse(ownOriginal.parsed)).toMatchObject({ reinstatedAs: { orderId: body.orderId, orderNumber: body.orderNumber } });
    expect((await move(staff, body.orderId, { move: 'validate' })).json()).toMatchObject({ status: 'validated' });
  });

  it('a second call, a double click or the admin answers the same order: one order, one hold', async () => {
    const c = await cancelledOrder();
    const [a, b] = await Promise.all([reinstate(staff, c.orderId), reinstate(admin, c.orderId)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const again = await reinstate(staff, c.orderId);
    expect(again.json()).toEqual(a.json());
    expect(b.json()).toEqual(a.json());
    expect(await reinstatedOf(c.orderId)).toHaveLength(1);
    expect((await holdsOf(c.userId)).filter((h) => h.status === 'approved')).toHaveLength(1);
    // The unique link is the key, in the database too (migration 2026-11-30-510).
    const { id: _id, ...copy } = await orderRow(a.json<{ orderId: number }>().orderId);
    await expect(db().insertInto('orders').values({ ...copy, order_number: `${copy.order_number}-X` }).execute()).rejects.toThrow();
    // Even once the new order moved on.
    await move(staff, a.json<{ orderId: number }>().orderId, { move: 'validate' });
    expect((await reinstate(staff, c.orderId)).json()).toMatchObject({ orderId: a.json<{ orderId: number }>().orderId, status: 'validated' });
  });

  describe('refusals create nothing and change nothing', () => {
    it('an order that is not cancelled', async () => {
      const email = `reinstate-live-${engine}-${++n}@example.com`;
      const s = await readyShopper(t, email, { productId, clinicId });
      const orderId = (await s.api.placed(checkoutBody())).returnValue.orders[0]!.orderId;
      const refused = await reinstate(staff, orderId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'order_not_cancelled' });
      expect(await reinstatedOf(orderId)).toEqual([]);
    });

    const cases: [string, string, (c: Cancelled) => Promise<unknown>][] = [
      ['no stock', 'reinstate_out_of_stock', async () => db().updateTable('products').set({ stock_quantity: 1 }).where('id', '=', productId).execute()],
      ['a discontinued product', 'reinstate_product_discontinued', async () => db().updateTable('products').set({ allow_browsing: 0 }).where('id', '=', productId).execute()],
      ['over the monthly limit', 'reinstate_over_limit', async () => db().insertInto('product_order_limits')
        .values({ product_id: productId, monthly_max: 1, allocation_max: null, allocation_starts_on: null, updated_at: new Date().toISOString() }).execute()],
      ['a card removed', 'reinstate_card_unavailable', async (c) => db().updateTable('payment_methods').set({ is_deleted: 1 }).where('user_id', '=', c.userId).execute()],
      ['an account that may not order', 'reinstate_account_may_not_order', async (c) => db().updateTable('users').set({ may_not_order: 1 }).where('id', '=', c.userId).execute()],
      ['a card declined', 'reinstate_card_declined', async (c) => {
        const token = (await tokenize(t, SANDBOX_TEST_CARDS.declined)).json<{ token: string }>().token;
        await db().updateTable('payment_methods').set({ token }).where('user_id', '=', c.userId).execute();
      }],
    ];
    it.each(cases)('%s', async (_what, code, arrange) => {
      const c = await cancelledOrder();
      await arrange(c);
      const before = await snapshot(c);
      try {
        const refused = await reinstate(staff, c.orderId);
        expect(refused.statusCode, refused.body).toBe(409);
        expect(refused.json()).toMatchObject({ code });
        const after = await snapshot(c);
        // A decline leaves a voided-or-declined attempt at most in the provider, never an approved hold.
        expect({ ...after, holds: after.holds.filter((h) => h.status === 'approved') }).toEqual({ ...before, holds: before.holds.filter((h) => h.status === 'approved') });
      } finally {
        await db().updateTable('products').set({ stock_quantity: 1000, is_in_stock: 1, allow_browsing: 1 }).where('id', '=', productId).execute();
        await db().deleteFrom('product_order_limits').where('product_id', '=', productId).execute();
      }
    });

    it('a prescription item with no valid prescription (expired, used up or never approved)', async () => {
      const shopper = await db().selectFrom('users').select('id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
      const rx = await db().selectFrom('prescriptions').select(['product_id', 'pet_id']).where('user_id', '=', shopper.id)
        .where('rx_status_id', '=', RX_STATUS.notValidated).executeTakeFirstOrThrow();
      const card = await db().selectFrom('payment_methods').select('id').where('user_id', '=', shopper.id).where('is_deleted', '=', 0).executeTakeFirstOrThrow();
      const order = await insertOrder(db(), { userId: shopper.id, clinicId, status: 'cancelled', productId: rx.product_id!, petId: rx.pet_id, requiresApproval: true });
      await db().updateTable('orders').set({ payment_method_id: card.id }).where('id', '=', order.id).execute();
      const refused = await reinstate(staff, order.id);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'reinstate_prescription_needed' });
      expect(await reinstatedOf(order.id)).toEqual([]);
    });
  });

  describe('who may reinstate', () => {
    it('only the clinic that owns the order: another clinic 404, shopper, distributor and site administrator 403, a bad id 400', async () => {
      const c = await cancelledOrder();
      const family = await db().selectFrom('products').select('family_id').where('id', '=', productId).executeTakeFirstOrThrow();
      await otherClinic(db(), PASSWORD, Number(family.family_id));
      const otherVet = (await signInAs(t.app, 'other-vet@example.com', PASSWORD)).headers;
      const other = await reinstate(otherVet, c.orderId);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ code: 'order_not_found' });
      for (const email of [c.email, DEMO_DISTRIBUTOR_USER.email, DEMO_SITE_ADMIN.email]) {
        const headers = email === c.email ? c.headers : (await signInAs(t.app, email, PASSWORD)).headers;
        expect((await reinstate(headers, c.orderId)).statusCode, email).toBe(403);
      }
      expect((await t.app.inject({ method: 'POST', url: `/api/clinic/orders/${c.orderId}/reinstate` })).statusCode).toBe(401);
      const bad = await reinstate(staff, 'abc');
      expect(bad.statusCode).toBe(400);
      expect((await reinstate(staff, 999_999_999)).statusCode).toBe(404);
      expect(await reinstatedOf(c.orderId)).toEqual([]);
    });
  });
});
