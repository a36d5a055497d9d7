import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMoveResponseSchema, reinstateOrderResponseSchema } from '../../../contracts/clinic';
import { MINUTE_MS } from '../../../domain/time';
import { buildApp } from '../../app';
import { DEMO_SHOPPER, DEMO_STAFF } from '../../db/seed';
import { createPaymentProvider, type PaymentProvider } from '../../integrations/payment/payment-gateway';
import { injectChecked } from '../../testing/contract-inject';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { plainProducts } from '../cart/cart-test-fixtures';
import { checkoutBody, readyShopper } from '../checkout/checkout-test-fixtures';
import { PENDING_CHECKOUT_LEASE_MS } from './pending-checkout-sweep';
import { reinstateOrder } from './reinstate-order.service';
import { CRASH_WINDOWS, crashIn, SimulatedCrash, type CrashWindow } from './crash-test-fixtures';

/**
 * Reinstating a cancelled order (issue 25) holds the card between two transactions, as placing one
 * does (place-order-crash.test.ts). The process killed in any window (after the claim, after the
 * hold, before the confirmation commits) leaves a pending reinstatement that a retry or the next
 * start settles: exactly one new order and one hold, the stock taken once, one email.
 */

describe.each(testEngines())('a crash while reinstating an order on %s', (engine) => {
  let t: TestApp;
  let payments: PaymentProvider;
  let staff: Record<string, string>;
  let staffUserId: number;
  let clinicId: number;
  let productId: number;
  let n = 0;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    payments = createPaymentProvider(t.config);
    clinicId = Number((await db().selectFrom('users').select('clinic_id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow()).clinic_id);
    staffUserId = Number((await db().selectFrom('users').select('id').where('email', '=', DEMO_STAFF.staff.email).executeTakeFirstOrThrow()).id);
    productId = (await plainProducts(db(), 1))[0]!.id;
    await db().updateTable('products').set({ stock_quantity: 1000, is_in_stock: 1 }).where('id', '=', productId).execute();
    staff = (await signInAs(t.app, DEMO_STAFF.staff.email, DEMO_SHOPPER.password)).headers;
  });
  afterAll(() => t.close());

  const stock = async () => Number((await db().selectFrom('products').select('stock_quantity').where('id', '=', productId).executeTakeFirstOrThrow()).stock_quantity);

  async function cancelledOrder() {
    const email = `reinstate-crash-${engine}-${++n}@example.com`;
    const s = await readyShopper(t, email, { productId, quantity: 2, clinicId });
    const orderId = (await s.api.placed(checkoutBody())).returnValue.orders[0]!.orderId;
    const cancelled = await injectChecked(t.app, {
      method: 'POST', url: `/api/clinic/orders/${orderId}/move`, headers: staff, payload: { move: 'cancel', reason: 'Asked by phone' },
    }, orderMoveResponseSchema);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    return { ...s, email, orderId };
  }
  type Cancelled = Awaited<ReturnType<typeof cancelledOrder>>;

  /** Everything a reinstatement touches. */
  async function state(c: Cancelled) {
    const orders = await db().selectFrom('orders').select(['status']).where('reinstated_from_order_id', '=', c.orderId).execute();
    const checkouts = await db().selectFrom('checkouts').select(['id', 'state']).where('user_id', '=', c.userId).where('checkout_key', 'like', 'reinstate:%').execute();
    const holds = checkouts.length === 0 ? [] : await db().selectFrom('payment_authorizations').select('status')
      .where('reference', 'in', checkouts.map((k) => `checkout:${k.id}`)).execute();
    const emails = await db().selectFrom('email_outbox').select('id').where('to_address', '=', c.email).where('kind', '=', 'order-reinstated').execute();
    return {
      orders: orders.map((o) => o.status), checkouts: checkouts.map((k) => k.state), holds: holds.map((h) => h.status), emails: emails.length,
      original: (await db().selectFrom('orders').select('status').where('id', '=', c.orderId).executeTakeFirstOrThrow()).status, stock: await stock(),
    };
  }

  async function killedIn(window: CrashWindow, c: Cancelled, now = new Date()) {
    const faults = crashIn(window);
    await expect(reinstateOrder(
      { db: db(), payments, faults, publicUrl: 'http://localhost' },
      { orderId: c.orderId, clinicId, actorUserId: staffUserId, actorRole: 'staff', now },
    )).rejects.toThrow(SimulatedCrash);
  }

  const retry = async (c: Cancelled) => {
    const response = await injectChecked(t.app, { method: 'POST', url: `/api/clinic/orders/${c.orderId}/reinstate`, headers: staff }, reinstateOrderResponseSchema);
    expect(response.statusCode, response.body).toBe(200);
    return reinstateOrderResponseSchema.parse(response.parsed);
  };

  it.each(CRASH_WINDOWS)('killed %s: a retry makes exactly one order with one hold', async (window) => {
    const c = await cancelledOrder();
    const stockBefore = await stock();
    await killedIn(window, c);
    expect(await state(c)).toMatchObject({
      orders: ['pending_payment'], checkouts: ['pending'], holds: window === 'afterClaim' ? [] : ['approved'], emails: 0, stock: stockBefore - 2,
    });
    const first = await retry(c);
    const second = await retry(c);
    expect(second).toEqual(first);
    expect(await state(c)).toEqual({
      orders: ['reinstated_cancelled_order'], checkouts: ['placed'], holds: ['approved'], emails: 1, original: 'cancelled', stock: stockBefore - 2,
    });
  });

  it.each(CRASH_WINDOWS)('killed %s: the next start settles it (held: placed; never held: given back), and a retry then makes one order', async (window) => {
    const c = await cancelledOrder();
    const stockBefore = await stock();
    await killedIn(window, c, new Date(Date.now() - PENDING_CHECKOUT_LEASE_MS - MINUTE_MS));
    const app = await buildApp({ config: t.config, db: db(), webRoot: '/nonexistent-web-root' });
    await app.ready();
    await app.close();
    if (window === 'afterClaim') {
      expect(await state(c)).toEqual({ orders: [], checkouts: [], holds: [], emails: 0, original: 'cancelled', stock: stockBefore });
    } else {
      expect(await state(c)).toEqual({
        orders: ['reinstated_cancelled_order'], checkouts: ['placed'], holds: ['approved'], emails: 1, original: 'cancelled', stock: stockBefore - 2,
      });
    }
    await retry(c);
    expect(await state(c)).toEqual({
      orders: ['reinstated_cancelled_order'], checkouts: ['placed'], holds: ['approved'], emails: 1, original: 'cancelled', stock: stockBefore - 2,
    });
  });
});
