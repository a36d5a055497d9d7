import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, HOUR_MS, MINUTE_MS, toIsoDate } from '../../../domain/time';
import { addPrescription } from '../../shop/cart/cart-test-fixtures';
import { quoteSubscriptionOrder, type CheckoutFaults } from '../../shop/orders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { orderRequest, RUN_LEASE_MS, runDueAutoOrders } from './autoorder-engine';
import { autoOrderProducts, emailsTo, engineDeps, ordersOf, subscribedShopper, subscriptionRow, useCard } from './autoorder-test-fixtures';
import { addItem, findSubscription } from './autoorders.queries';

/**
 * The AutoOrder engine (issue 15): a due subscription places one real order through the checkout's
 * path (AutoOrder prices, free shipping, taxes, stock, the saved card), the next date moves by the
 * frequency, and whatever goes wrong ends in a state with its email, never a lost or doubled order.
 */
describe.each(testEngines())('the AutoOrder engine on %s', (engine) => {
  let t: TestApp;
  let products: { id: number }[];
  let n = 0;
  const db = () => t.database.db;
  const email = () => `ao-${engine}-${++n}@example.com`;
  const today = toIsoDate(new Date());

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    products = await autoOrderProducts(db(), 4);
  });
  afterAll(() => t.close());

  const run = (onlyIds: number[], o: { now?: Date; asOf?: string; faults?: CheckoutFaults; maxRuns?: number } = {}) =>
    runDueAutoOrders({ ...engineDeps(t), faults: o.faults }, { asOf: o.asOf ?? today, now: o.now ?? new Date(), onlyIds, maxRuns: o.maxRuns });
  const stock = async (id: number) => Number((await db().selectFrom('products').select('stock_quantity').where('id', '=', id).executeTakeFirstOrThrow()).stock_quantity);

  it('places a due subscription once, priced as an AutoOrder with free shipping, and moves the next date by the frequency', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, today);
    const sub = (await findSubscription(db(), s.subscriptionId))!;
    const quote = await quoteSubscriptionOrder(db(), orderRequest(sub, today), new Date());
    const before = await stock(products[0]!.id);

    const report = await run([s.subscriptionId]);
    expect(report.entries.map((e) => e.outcome)).toEqual(['placed']);
    const orders = await ordersOf(db(), s.subscriptionId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'submitted', is_auto_order: 1, user_id: s.userId, total_cents: quote.total, tax_province: 'ON' });
    // cc §9: standard shipping is free on an AutoOrder.
    expect(Number(orders[0]!.shipping_cents) - Number(orders[0]!.shipping_discount_cents)).toBe(0);
    // The same AutoOrder price as the checkout that created it.
    const items = await db().selectFrom('order_items').select(['order_id', 'net_price_cents', 'quantity']).where('order_id', 'in', [orders[0]!.id, s.checkoutOrders[0]!.orderId]).execute();
    expect(items).toHaveLength(2);
    expect(items[0]!.net_price_cents).toBe(items[1]!.net_price_cents);
    expect(await stock(products[0]!.id)).toBe(before - 2);
    expect(await subscriptionRow(db(), s.subscriptionId)).toMatchObject({ next_order_date: addDays(today, 28), status: 'active', last_order_date: today });
    expect(await emailsTo(db(), s.email, 'autoorder-placed')).toHaveLength(1);

    // Again, and again with a later clock: nothing more for that date.
    expect((await run([s.subscriptionId])).entries).toEqual([]);
    expect((await run([s.subscriptionId], { now: new Date(Date.now() + RUN_LEASE_MS * 2) })).entries).toEqual([]);
    expect(await ordersOf(db(), s.subscriptionId)).toHaveLength(1);
    // Four weeks on, the next one.
    expect((await run([s.subscriptionId], { asOf: addDays(today, 28) })).entries.map((e) => e.outcome)).toEqual(['placed']);
    expect(await subscriptionRow(db(), s.subscriptionId)).toMatchObject({ next_order_date: addDays(today, 56) });
  });

  it('two runners at once place each due subscription exactly once', async () => {
    const subs = [];
    for (let i = 0; i < 5; i += 1) subs.push(await subscribedShopper(t, email(), products[1]!.id, today, { quantity: 1 }));
    const ids = subs.map((s) => s.subscriptionId);
    const [a, b] = await Promise.all([run(ids), run(ids)]);
    const placed = [...a.entries, ...b.entries].filter((e) => e.outcome === 'placed').map((e) => e.subscriptionId).sort();
    expect(placed).toEqual([...ids].sort());
    for (const id of ids) expect(await ordersOf(db(), id)).toHaveLength(1);
  });

  it.each(['afterClaim', 'afterAuthorization', 'beforeConfirmCommits'] as const)('a runner that dies %s: the next one places it once', async (window) => {
    const s = await subscribedShopper(t, email(), products[0]!.id, today);
    const before = await stock(products[0]!.id);
    const faults: CheckoutFaults = { [window]: () => { throw new Error('the runner died here'); } };
    await expect(run([s.subscriptionId], { faults })).rejects.toThrow('the runner died here');
    // A runner right after leaves the claimed run to its (presumed live) owner.
    expect((await run([s.subscriptionId])).entries).toEqual([]);
    const later = new Date(Date.now() + RUN_LEASE_MS + MINUTE_MS);
    const report = await run([s.subscriptionId], { now: later });
    expect(report.entries.map((e) => e.outcome)).toEqual(['placed']);
    const orders = await ordersOf(db(), s.subscriptionId);
    expect(orders.map((o) => o.status)).toEqual(['submitted']);
    expect(await stock(products[0]!.id)).toBe(before - 2);
    const auths = await db().selectFrom('payment_authorizations').select('status').where('reference', '=', `checkout:${orders[0]!.checkout_id}`).execute();
    expect(auths).toHaveLength(1);
    expect(await emailsTo(db(), s.email, 'autoorder-placed')).toHaveLength(1);
    expect((await run([s.subscriptionId], { now: new Date(later.getTime() + RUN_LEASE_MS * 2) })).entries).toEqual([]);
  });

  it('a declined card: needs attention "bill declined", emailed, retried after a day, nothing ordered', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, today);
    await useCard(t, s, '4000000000000002');
    const before = await stock(products[0]!.id);
    const report = await run([s.subscriptionId]);
    expect(report.entries.map((e) => e.outcome)).toEqual(['declined']);
    const row = await subscriptionRow(db(), s.subscriptionId);
    expect(row).toMatchObject({ status: 'needs_attention', attention_reason: 'bill_declined', decline_count: 1, next_order_date: today });
    expect(Date.parse(row.retry_at!)).toBeGreaterThan(Date.now() + 23 * HOUR_MS);
    expect(await ordersOf(db(), s.subscriptionId)).toEqual([]);
    expect(await stock(products[0]!.id)).toBe(before);
    expect(await emailsTo(db(), s.email, 'autoorder-declined')).toHaveLength(1);
    // Not retried before its time; retried after it (declined again: the second retry in 3 days).
    expect((await run([s.subscriptionId])).entries).toEqual([]);
    const retried = await run([s.subscriptionId], { now: new Date(Date.now() + 25 * HOUR_MS) });
    expect(retried.entries.map((e) => e.outcome)).toEqual(['declined']);
    expect(await subscriptionRow(db(), s.subscriptionId)).toMatchObject({ decline_count: 2 });
    // The shopper fixes the card: the next pass places it.
    await useCard(t, s, '4242424242424242');
    await db().updateTable('auto_order_subscriptions').set({ status: 'active', attention_reason: null, retry_at: null }).where('id', '=', s.subscriptionId).execute();
    expect((await run([s.subscriptionId])).entries.map((e) => e.outcome)).toEqual(['placed']);
    expect(await ordersOf(db(), s.subscriptionId)).toHaveLength(1);
  });

  it('out of stock: the item is left out this time and named in the email; all out of stock skips the date', async () => {
    const s = await subscribedShopper(t, email(), products[2]!.id, today);
    await addItem(db(), s.subscriptionId, { productId: products[3]!.id, petId: s.petId, quantity: 1, unitPriceCents: null });
    await db().updateTable('products').set({ stock_quantity: 0, is_in_stock: 0 }).where('id', '=', products[3]!.id).execute();
    const report = await run([s.subscriptionId]);
    expect(report.entries.map((e) => e.outcome)).toEqual(['placed']);
    const orders = await ordersOf(db(), s.subscriptionId);
    const items = await db().selectFrom('order_items').select('product_id').where('order_id', '=', orders[0]!.id).execute();
    expect(items.map((i) => i.product_id)).toEqual([products[2]!.id]);
    const [mail] = await emailsTo(db(), s.email, 'autoorder-placed');
    expect(mail!.body_text).toContain('Out of stock, not included this time');
    // Both out of stock four weeks later: skipped, next date moved, told.
    await db().updateTable('products').set({ stock_quantity: 0, is_in_stock: 0 }).where('id', '=', products[2]!.id).execute();
    const skipped = await run([s.subscriptionId], { asOf: addDays(today, 28) });
    expect(skipped.entries.map((e) => e.outcome)).toEqual(['skipped']);
    expect(await subscriptionRow(db(), s.subscriptionId)).toMatchObject({ next_order_date: addDays(today, 56), status: 'active' });
    expect(await emailsTo(db(), s.email, 'autoorder-skipped')).toHaveLength(1);
    expect(await ordersOf(db(), s.subscriptionId)).toHaveLength(1);
    await db().updateTable('products').set({ stock_quantity: 10_000, is_in_stock: 1 }).where('id', 'in', [products[2]!.id, products[3]!.id]).execute();
  });

  it('a prescription product without a validated prescription: order waiting on the veterinarian, subscription waiting for the vet', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, today);
    const rx = (await autoOrderProducts(db(), 1, 10))[0]!;
    await db().updateTable('products').set({ is_prescription_product: 1 }).where('id', '=', rx.id).execute();
    await addItem(db(), s.subscriptionId, { productId: rx.id, petId: s.petId, quantity: 1, unitPriceCents: null });
    const report = await run([s.subscriptionId]);
    expect(report.entries.map((e) => e.outcome)).toEqual(['waiting_for_vet']);
    expect((await ordersOf(db(), s.subscriptionId)).map((o) => o.status)).toEqual(['waiting_on_veterinarian']);
    expect(await subscriptionRow(db(), s.subscriptionId)).toMatchObject({ status: 'waiting_for_vet', next_order_date: addDays(today, 28) });
    const [mail] = await emailsTo(db(), s.email, 'autoorder-placed');
    expect(mail!.body_text).toContain('veterinarian');
    // Not placed again while it waits; a validated prescription and the clinic's approval resume it.
    expect((await run([s.subscriptionId], { asOf: addDays(today, 28) })).entries).toEqual([]);
    await addPrescription(db(), { userId: s.userId, petId: s.petId, familyId: rx.familyId, status: 1, quantity: 10 });
    await db().updateTable('auto_order_subscriptions').set({ status: 'active' }).where('id', '=', s.subscriptionId).execute();
    expect((await run([s.subscriptionId], { asOf: addDays(today, 28) })).entries.map((e) => e.outcome)).toEqual(['placed']);
  });

  it('an expired card or a higher price: needs attention with the reason, emailed in French for a French shopper', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, today);
    await db().updateTable('users').set({ language: 'fr' }).where('id', '=', s.userId).execute();
    const sub = await subscriptionRow(db(), s.subscriptionId);
    await db().updateTable('payment_methods').set({ exp_year: 2020 }).where('id', '=', sub.payment_method_id!).execute();
    expect((await run([s.subscriptionId])).entries.map((e) => [e.outcome, e.detail])).toEqual([['needs_attention', 'card_expired']]);
    expect(await subscriptionRow(db(), s.subscriptionId)).toMatchObject({ status: 'needs_attention', attention_reason: 'card_expired', next_order_date: today });
    const [mail] = await emailsTo(db(), s.email, 'autoorder-attention');
    expect(mail!.subject).toBe('Votre commande automatique demande votre attention');
    expect(await ordersOf(db(), s.subscriptionId)).toEqual([]);

    const p = await subscribedShopper(t, email(), products[0]!.id, today);
    await db().updateTable('auto_order_items').set({ unit_price_cents: 1 }).where('subscription_id', '=', p.subscriptionId).execute();
    const report = await run([p.subscriptionId]);
    expect(report.entries[0]).toMatchObject({ outcome: 'needs_attention' });
    expect(await subscriptionRow(db(), p.subscriptionId)).toMatchObject({ attention_reason: 'price_changed' });
    expect(await ordersOf(db(), p.subscriptionId)).toEqual([]);
  });

  it('orders an item added without a pet', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, today);
    await addItem(db(), s.subscriptionId, { productId: products[1]!.id, petId: null, quantity: 1, unitPriceCents: null });
    expect((await run([s.subscriptionId])).entries.map((e) => e.outcome)).toEqual(['placed']);
    const [order] = await ordersOf(db(), s.subscriptionId);
    const items = await db().selectFrom('order_items').select(['product_id', 'pet_id']).where('order_id', '=', order!.id).orderBy('product_id').execute();
    expect(items).toEqual(expect.arrayContaining([{ product_id: products[1]!.id, pet_id: null }]));
  });

  it('sends the reminder 3 days before, once', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, addDays(today, 3));
    await run([s.subscriptionId], { asOf: addDays(today, -1) });
    expect(await emailsTo(db(), s.email, 'autoorder-reminder')).toHaveLength(0);
    await run([s.subscriptionId]);
    await run([s.subscriptionId]);
    const mails = await emailsTo(db(), s.email, 'autoorder-reminder');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body_text).toContain('http://store.test/account/autoorders');
  });

  it('reminds only the subscriptions a run is limited to', async () => {
    const limited = await subscribedShopper(t, email(), products[0]!.id, addDays(today, 3));
    const other = await subscribedShopper(t, email(), products[0]!.id, addDays(today, 3));
    expect((await run([limited.subscriptionId])).reminders).toBe(1);
    expect(await emailsTo(db(), limited.email, 'autoorder-reminder')).toHaveLength(1);
    expect(await emailsTo(db(), other.email, 'autoorder-reminder')).toHaveLength(0);
  });
});
