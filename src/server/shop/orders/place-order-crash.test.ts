import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrderResponseSchema, type PlaceOrderRequest } from '../../../contracts/checkout';
import { buildApp } from '../../app';
import { plainProducts, storedLines } from '../cart/cart-test-fixtures';
import { checkoutBody, readyShopper } from '../checkout/checkout-test-fixtures';
import { creditOf, setCreditBalance } from '../../shared/credit/credit-test-fixtures';
import { createPaymentProvider, type PaymentProvider } from '../../integrations/payment/payment-gateway';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { PENDING_CHECKOUT_LEASE_MS } from './pending-checkout-sweep';
import { placeOrder } from './place-order.service';
import { MINUTE_MS } from '../../../domain/time';
import { CRASH_WINDOWS, crashIn, SimulatedCrash, type CrashWindow } from './crash-test-fixtures';

/**
 * Placing an order authorises the card between two transactions (issue 10 §8). A crash in any
 * window (after the claim, after the authorisation, before the confirmation commits) leaves a
 * pending checkout that a retry of the same checkoutId or the next start settles: one order or
 * none, stock taken once or given back, one authorisation, never a card held for nothing.
 */

describe.each(testEngines())('a crash while placing an order on %s', (engine) => {
  let t: TestApp;
  let payments: PaymentProvider;
  let productId: number;
  let n = 0;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    payments = createPaymentProvider(t.config);
    productId = (await plainProducts(db(), 1))[0]!.id;
    await db().updateTable('products').set({ stock_quantity: 1000, is_in_stock: 1 }).where('id', '=', productId).execute();
  });
  afterAll(() => t.close());

  const stock = async () => (await db().selectFrom('products').select('stock_quantity').where('id', '=', productId).executeTakeFirstOrThrow()).stock_quantity;

  async function shopperWithCredit() {
    const email = `crash-${engine}-${++n}@example.com`;
    const s = await readyShopper(t, email, { productId, quantity: 2 });
    await setCreditBalance(db(), s.userId, 300);
    return { ...s, email };
  }
  type Shopper = Awaited<ReturnType<typeof shopperWithCredit>>;

  /** Everything a checkout touches, for one shopper. */
  async function state(s: Shopper) {
    const orders = await db().selectFrom('orders').select(['id', 'status', 'order_number', 'authorization_id', 'checkout_id']).where('user_id', '=', s.userId).execute();
    const checkouts = await db().selectFrom('checkouts').select(['id', 'state']).where('user_id', '=', s.userId).execute();
    const references = checkouts.map((c) => `checkout:${c.id}`);
    const authorizations = references.length === 0 ? [] : await db().selectFrom('payment_authorizations').select(['authorization_id', 'status']).where('reference', 'in', references).execute();
    const emails = await db().selectFrom('email_outbox').select('id').where('to_address', '=', s.email).where('kind', '=', 'order-confirmation').execute();
    const credit = await creditOf(db(), s.userId);
    return {
      orders: orders.map((o) => o.status),
      checkouts: checkouts.map((c) => c.state),
      authorizations: authorizations.map((a) => a.status),
      emails: emails.length,
      cartLines: (await storedLines(db(), s.userId)).length,
      credit,
      stock: await stock(),
      orderNumbers: orders.map((o) => o.order_number),
    };
  }

  async function killedIn(window: CrashWindow, s: Shopper, body: PlaceOrderRequest, now = new Date()) {
    const faults = crashIn(window);
    const shopper = { userId: s.userId, lang: 'en' as const, now, imagesBaseUrl: t.config.imagesBaseUrl };
    await expect(placeOrder({ db: db(), payments, faults }, shopper, body)).rejects.toThrow(SimulatedCrash);
  }

  /** A second server starting on the same database: its start-up sweep settles what is stale. */
  async function restart() {
    const app = await buildApp({ config: t.config, db: db(), webRoot: '/nonexistent-web-root' });
    await app.ready();
    await app.close();
  }

  it.each(CRASH_WINDOWS)('crashed %s: left pending with the stock and credit taken and the cart intact', async (window) => {
    const s = await shopperWithCredit();
    const stockBefore = await stock();
    await killedIn(window, s, checkoutBody());
    expect(await state(s)).toMatchObject({
      orders: ['pending_payment'], checkouts: ['pending'], emails: 0, cartLines: 1, credit: 0, stock: stockBefore - 2,
      authorizations: window === 'afterClaim' ? [] : ['approved'],
    });
  });

  it.each(CRASH_WINDOWS)('crashed %s: a retry of the same checkoutId places it once', async (window) => {
    const s = await shopperWithCredit();
    const stockBefore = await stock();
    const body = checkoutBody();
    await killedIn(window, s, body);
    const retried = placeOrderResponseSchema.parse((await s.api.place(body)).json());
    const again = placeOrderResponseSchema.parse((await s.api.place(body)).json());
    expect(again).toEqual(retried);
    const after = await state(s);
    expect(after).toMatchObject({
      orders: ['submitted'], checkouts: ['placed'], authorizations: ['approved'], emails: 1, cartLines: 0, credit: 0, stock: stockBefore - 2,
    });
    expect(retried.returnValue.orders.map((o) => o.orderNumber)).toEqual(after.orderNumbers);
  });

  it.each(CRASH_WINDOWS)('crashed %s: the next start settles it, and a retry then answers the outcome', async (window) => {
    const s = await shopperWithCredit();
    const stockBefore = await stock();
    const body = checkoutBody();
    await killedIn(window, s, body, new Date(Date.now() - PENDING_CHECKOUT_LEASE_MS - MINUTE_MS));
    await restart();
    if (window === 'afterClaim') {
      // Never authorised: released, as if it had not been placed; the retry then places it anew.
      expect(await state(s)).toMatchObject({ orders: [], checkouts: [], authorizations: [], emails: 0, cartLines: 1, credit: 300, stock: stockBefore });
    } else {
      // The card is held: the order goes through.
      expect(await state(s)).toMatchObject({
        orders: ['submitted'], checkouts: ['placed'], authorizations: ['approved'], emails: 1, cartLines: 0, credit: 0, stock: stockBefore - 2,
      });
    }
    const retried = placeOrderResponseSchema.parse((await s.api.place(body)).json());
    const after = await state(s);
    expect(after).toMatchObject({ orders: ['submitted'], checkouts: ['placed'], authorizations: ['approved'], emails: 1, cartLines: 0, stock: stockBefore - 2 });
    expect(retried.returnValue.orders.map((o) => o.orderNumber)).toEqual(after.orderNumbers);
  });

  it('the start-up sweep leaves a checkout that is still being placed to its request', async () => {
    const s = await shopperWithCredit();
    await killedIn('afterClaim', s, checkoutBody());
    await restart();
    expect(await state(s)).toMatchObject({ orders: ['pending_payment'], checkouts: ['pending'] });
  });

  it('a shopper with a checkout waiting for its card cannot order the same cart again under another checkoutId', async () => {
    const s = await shopperWithCredit();
    await killedIn('afterClaim', s, checkoutBody());
    const other = await s.api.place(checkoutBody());
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'cart_changed' });
    expect((await state(s)).orders).toEqual(['pending_payment']);
  });

  it('holds no transaction while the card is authorised: another shopper orders the same product meanwhile', async () => {
    const s = await shopperWithCredit();
    const other = await readyShopper(t, `crash-${engine}-${++n}@example.com`, { productId });
    let otherStatus = 0;
    const slowProvider: PaymentProvider = (executor) => {
      const gateway = payments(executor);
      return {
        ...gateway,
        async authorize(token, amount, reference) {
          // With the claim's transaction still open this would wait for it, and it for us.
          const placed = other.api.place(checkoutBody());
          const deadlock = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the order waited for the transaction')), 5000));
          otherStatus = (await Promise.race([placed, deadlock])).statusCode;
          return gateway.authorize(token, amount, reference);
        },
      };
    };
    const shopper = { userId: s.userId, lang: 'en' as const, now: new Date(), imagesBaseUrl: t.config.imagesBaseUrl };
    const placed = await placeOrder({ db: db(), payments: slowProvider }, shopper, checkoutBody());
    expect(otherStatus).toBe(200);
    expect(placed.returnValue.orders).toHaveLength(1);
  });
});
