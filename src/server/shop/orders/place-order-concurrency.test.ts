import { readCatalogueState } from '../../db/catalogue-version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrderResponseSchema } from '../../../contracts/checkout';
import { cartApi, plainProducts, storedLines } from '../cart/cart-test-fixtures';
import { checkoutBody, readyShopper } from '../checkout/checkout-test-fixtures';
import { finishesOrWaitsOn, firstWaiterOn, holdTransaction } from '../../testing/lock-waits';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

/**
 * A double click, a retry after a timeout and two shoppers after the last unit (issue 5): one order
 * per checkoutId whatever the timing, and stock never below zero.
 */
describe.each(testEngines())('placing orders at the same time on %s', (engine) => {
  let t: TestApp;
  let plain: { id: number }[];
  let n = 0;
  const email = () => `race-${engine}-${++n}@example.com`;
  const stockOf = async (id: number) =>
    (await t.database.db.selectFrom('products').select(['stock_quantity', 'is_in_stock']).where('id', '=', id).executeTakeFirstOrThrow());

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    plain = await plainProducts(t.database.db, 4);
    await t.database.db.updateTable('products').set({ stock_quantity: 100, is_in_stock: 1 }).where('id', 'in', plain.map((p) => p.id)).execute();
  });
  afterAll(() => t.close());

  it('5 parallel submissions of one checkout make one order, and all answer its number', async () => {
    const s = await readyShopper(t, email(), { productId: plain[0]!.id, quantity: 2 });
    const before = (await stockOf(plain[0]!.id)).stock_quantity;
    const body = checkoutBody();
    const responses = await Promise.all(Array.from({ length: 5 }, () => s.api.place(body)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const numbers = responses.map((r) => placeOrderResponseSchema.parse(r.json()).returnValue.orders.map((o) => o.orderNumber).join());
    expect(new Set(numbers).size).toBe(1);
    const orders = await t.database.db.selectFrom('orders').select('order_number').where('user_id', '=', s.userId).execute();
    expect(orders.map((o) => o.order_number)).toEqual([numbers[0]]);
    expect((await stockOf(plain[0]!.id)).stock_quantity).toBe(before - 2);
    const emails = await t.database.db.selectFrom('email_outbox').select('id').where('kind', '=', 'order-confirmation').where('to_address', '=', `race-${engine}-${n}@example.com`).execute();
    expect(emails).toHaveLength(1);
    const auths = await t.database.db.selectFrom('payment_authorizations').select('id').where('reference', 'like', 'checkout:%').execute();
    const mine = await t.database.db.selectFrom('orders').select('authorization_id').where('user_id', '=', s.userId).executeTakeFirstOrThrow();
    expect(auths.length).toBeGreaterThan(0);
    expect((await t.database.db.selectFrom('payment_authorizations').select('id').where('authorization_id', '=', mine.authorization_id).execute())).toHaveLength(1);
  });

  it('two shoppers buying the last unit: one order, one out-of-stock answer, stock 0', async () => {
    await t.database.db.updateTable('products').set({ stock_quantity: 1, is_in_stock: 1 }).where('id', '=', plain[1]!.id).execute();
    const a = await readyShopper(t, email(), { productId: plain[1]!.id });
    const b = await readyShopper(t, email(), { productId: plain[1]!.id });
    const before = await readCatalogueState(t.database.db);
    const responses = await Promise.all([a.api.place(checkoutBody()), b.api.place(checkoutBody())]);
    // The sold-out product must stop reading "in stock" in every server's catalogue index: logged
    // as a stock change (applied in place), not a new catalogue version (a rebuild).
    const after = await readCatalogueState(t.database.db);
    expect(after.changeSeq).toBeGreaterThan(before.changeSeq);
    expect(after.version).toBe(before.version);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ code: 'out_of_stock', message: 'products out of stock', returnValue: { reload: true, productIds: [plain[1]!.id] } });
    expect(await stockOf(plain[1]!.id)).toEqual({ stock_quantity: 0, is_in_stock: 0 });
    const loser = responses[0]!.statusCode === 409 ? a : b;
    expect(await storedLines(t.database.db, loser.userId)).toHaveLength(1);
  });

  it('many shoppers after a few units never sell below zero', async () => {
    await t.database.db.updateTable('products').set({ stock_quantity: 3, is_in_stock: 1 }).where('id', '=', plain[2]!.id).execute();
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => readyShopper(t, email(), { productId: plain[2]!.id })));
    const responses = await Promise.all(shoppers.map((s) => s.api.place(checkoutBody())));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect((await stockOf(plain[2]!.id)).stock_quantity).toBe(0);
  });

  // The claim locks the cart (lockCart) before it reads it, so a change from another tab cannot land
  // between the claim's read and its writes, to be answered as saved and then lost when the order
  // empties the cart. Made certain on PostgreSQL (SQLite runs one transaction at a time): another
  // connection holds the product's row, so the claim stops when it takes the stock, after reading
  // the cart; the tab's change is sent then, and only then is the claim let go.
  if (engine === 'postgres') it('a quantity change while the order is claimed waits for the claim, then finds the last units ordered', async () => {
    const productId = plain[3]!.id;
    await t.database.db.updateTable('products').set({ stock_quantity: 2, is_in_stock: 1 }).where('id', '=', productId).execute();
    const s = await readyShopper(t, email(), { productId, quantity: 2 });
    const [line] = await storedLines(t.database.db, s.userId);
    const otherTab = cartApi(t, s.headers);

    const shelf = await holdTransaction(t.database.db, (trx) => trx.selectFrom('products').select('id').where('id', '=', productId).forUpdate().execute());
    let placing: ReturnType<typeof s.api.place> | undefined;
    let changing: ReturnType<typeof otherTab.update> | undefined;
    try {
      placing = s.api.place(checkoutBody());
      const claim = await firstWaiterOn(t.database.db, shelf.pid);
      changing = otherTab.update(line!.id, { quantity: 5 });
      expect(await finishesOrWaitsOn(t.database.db, claim, changing), 'the cart changed while the order was being claimed').toBe('waiting');
    } finally {
      await shelf.release();
    }

    const placed = placeOrderResponseSchema.parse(s.api.ok(await placing));
    const ordered = await t.database.db.selectFrom('order_items').select(['product_id', 'quantity'])
      .where('order_id', 'in', placed.returnValue.orders.map((o) => o.orderId)).execute();
    expect(ordered).toEqual([{ product_id: productId, quantity: 2 }]);
    // The change ran after the claim: it saw the two units gone with the order and changed nothing.
    const changed = otherTab.cart(await changing!);
    expect(changed.notifications.map((n) => n.code)).toEqual(['cart.outOfStock']);
    expect(changed.cart!.items.map((i) => i.quantity)).toEqual([2]);
    expect(await stockOf(productId)).toEqual({ stock_quantity: 0, is_in_stock: 0 });
  });
});

/**
 * With a provider that takes its time (issue 10 §8), repeats of a checkout arrive while its card is
 * being authorised, outside any transaction: they settle the same pending checkout, and the
 * provider holds the card once.
 */
describe.each(testEngines())('placing orders with a slow provider on %s', (engine) => {
  let t: TestApp;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200, env: { PAYMENT_SANDBOX_DELAY_MS: '150' } });
    productId = (await plainProducts(t.database.db, 1))[0]!.id;
    await t.database.db.updateTable('products').set({ stock_quantity: 100, is_in_stock: 1 }).where('id', '=', productId).execute();
  });
  afterAll(() => t.close());

  it('5 parallel submissions of one checkout: one order, one authorisation, the same answer to all', async () => {
    const s = await readyShopper(t, `slow-${engine}@example.com`, { productId, quantity: 3 });
    const body = checkoutBody();
    const responses = await Promise.all(Array.from({ length: 5 }, () => s.api.place(body)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((r) => JSON.stringify(placeOrderResponseSchema.parse(r.json())))).size).toBe(1);
    const orders = await t.database.db.selectFrom('orders').select(['status', 'checkout_id']).where('user_id', '=', s.userId).execute();
    expect(orders.map((o) => o.status)).toEqual(['submitted']);
    const authorizations = await t.database.db.selectFrom('payment_authorizations').select('status').where('reference', '=', `checkout:${orders[0]!.checkout_id}`).execute();
    expect(authorizations).toEqual([{ status: 'approved' }]);
    expect((await t.database.db.selectFrom('products').select('stock_quantity').where('id', '=', productId).executeTakeFirstOrThrow()).stock_quantity).toBe(97);
  });
});
