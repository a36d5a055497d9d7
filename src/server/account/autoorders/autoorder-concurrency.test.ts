import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toIsoDate } from '../../../domain/time';
import { createPaymentProvider, type PaymentProvider } from '../../integrations/payment/payment-gateway';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { runDueAutoOrders } from './autoorder-engine';
import { autoOrderProducts, emailsTo, engineDeps, ordersOf, subscribedShopper, subscriptionRow, useCard } from './autoorder-test-fixtures';

/**
 * The engine and the shopper at the same time (issue 15): the shopper cancels, skips, snoozes or
 * changes an AutoOrder while the engine is charging its card. The payment provider below makes the
 * shopper's change through the API at the moment the engine asks for the authorisation, so the
 * change always lands between the engine's read and its final write. The shopper's change stands;
 * an order already placed stays placed
 * (docs/decisions/075-autoorder-runs-and-the-shoppers-changes.md).
 */
describe.each(testEngines())('the AutoOrder engine and a shopper\'s change during the charge on %s', (engine) => {
  let t: TestApp;
  let products: { id: number }[];
  let n = 0;
  const db = () => t.database.db;
  const email = () => `aoc-${engine}-${++n}@example.com`;
  const today = toIsoDate(new Date());

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    products = await autoOrderProducts(db(), 2);
  });
  afterAll(() => t.close());

  type Shopper = Awaited<ReturnType<typeof subscribedShopper>>;
  /** The sandbox provider, except that the shopper's change happens while the card is being authorised. */
  const chargingWhile = (change: () => Promise<void>): PaymentProvider => {
    const real = createPaymentProvider(t.config);
    return (database) => {
      const gateway = real(database);
      return { ...gateway, authorize: async (...args) => { await change(); return gateway.authorize(...args); } };
    };
  };
  const shopperCall = (s: Shopper, url: string, payload?: object) => async () => {
    const res = await s.api.call({ method: 'POST', url: `/api/account/autoorders/${s.subscriptionId}${url}`, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBe(200);
  };
  const run = (s: Shopper, change: () => Promise<void>) =>
    runDueAutoOrders({ ...engineDeps(t), payments: chargingWhile(change) }, { asOf: today, now: new Date(), onlyIds: [s.subscriptionId] });
  const runState = async (id: number) => (await db().selectFrom('auto_order_runs').select(['due_date', 'state', 'order_ids']).where('subscription_id', '=', id).execute());

  it('a cancel during the charge stays cancelled; the order placed stays placed and the email says so, with no next date', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, today);
    const report = await run(s, shopperCall(s, '/cancel', { reason: 'Moving away' }));
    expect(report.entries.map((e) => e.outcome)).toEqual(['placed']);
    expect(report.entries[0]!.detail).toContain('changed by the shopper during the run (now cancelled)');
    expect(report.entries[0]!.nextOrderDate).toBeNull();
    const orders = await ordersOf(db(), s.subscriptionId);
    expect(orders.map((o) => o.status)).toEqual(['submitted']);
    expect(await subscriptionRow(db(), s.subscriptionId)).toMatchObject({
      status: 'cancelled', cancel_reason: 'Moving away', next_order_date: today, last_order_date: today,
    });
    const runs = await runState(s.subscriptionId);
    expect(runs).toEqual([{ due_date: today, state: 'placed', order_ids: String(orders[0]!.id) }]);
    const [mail] = await emailsTo(db(), s.email, 'autoorder-placed');
    expect(mail!.body_text).toContain(orders[0]!.order_number);
    expect(mail!.body_text).toContain('your change is saved and this order stays placed');
    expect(mail!.body_text).not.toContain('Your next AutoOrder is on');
    // Nothing more, whoever runs next.
    expect((await runDueAutoOrders(engineDeps(t), { asOf: addDays(today, 60), now: new Date(), onlyIds: [s.subscriptionId] })).entries).toEqual([]);
  });

  it('a skip during the charge keeps its next date; the date already placed cannot be brought back and is never placed twice', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, today);
    const report = await run(s, shopperCall(s, '/skip'));
    expect(report.entries.map((e) => [e.outcome, e.nextOrderDate])).toEqual([['placed', addDays(today, 28)]]);
    expect(report.entries[0]!.detail).toContain('changed by the shopper during the run (now active)');
    expect(await subscriptionRow(db(), s.subscriptionId)).toMatchObject({ status: 'active', next_order_date: addDays(today, 28), skipped_date: null, last_order_date: today });
    const undo = await s.api.call({ method: 'POST', url: `/api/account/autoorders/${s.subscriptionId}/undo-skip` });
    expect(undo.statusCode).toBe(409);
    expect(await ordersOf(db(), s.subscriptionId)).toHaveLength(1);
  });

  it('a snooze during the charge keeps the shopper\'s date, not the engine\'s', async () => {
    const s = await subscribedShopper(t, email(), products[1]!.id, today);
    const report = await run(s, shopperCall(s, '/snooze', { weeks: 2 }));
    expect(report.entries.map((e) => [e.outcome, e.nextOrderDate])).toEqual([['placed', addDays(today, 14)]]);
    expect(await subscriptionRow(db(), s.subscriptionId)).toMatchObject({ status: 'active', next_order_date: addDays(today, 14), skipped_date: null });
    const [mail] = await emailsTo(db(), s.email, 'autoorder-placed');
    expect(mail!.body_text).toContain('Your next AutoOrder is on');
    expect(await ordersOf(db(), s.subscriptionId)).toHaveLength(1);
  });

  it('a new date and frequency saved during the charge are kept', async () => {
    const s = await subscribedShopper(t, email(), products[1]!.id, today);
    const change = async () => {
      const res = await s.api.call({ method: 'PUT', url: `/api/account/autoorders/${s.subscriptionId}`, payload: { frequencyWeeks: 8, nextOrderDate: addDays(today, 5) } });
      expect(res.statusCode, res.body).toBe(200);
    };
    await run(s, change);
    expect(await subscriptionRow(db(), s.subscriptionId)).toMatchObject({ frequency_weeks: 8, next_order_date: addDays(today, 5), status: 'active', last_order_date: today });
  });

  it('a declined card while the shopper cancels: still cancelled, no retry planned, no "declined" email', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, today);
    await useCard(t, s, '4000000000000002');
    const report = await run(s, shopperCall(s, '/cancel', { reason: 'No longer needed' }));
    expect(report.entries.map((e) => e.outcome)).toEqual(['declined']);
    expect(await subscriptionRow(db(), s.subscriptionId)).toMatchObject({ status: 'cancelled', retry_at: null, decline_count: 0, attention_reason: null });
    expect(await emailsTo(db(), s.email, 'autoorder-declined')).toEqual([]);
    expect(await ordersOf(db(), s.subscriptionId)).toEqual([]);
  });

  it('without a change during the charge, the engine moves the date as before', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, today);
    await run(s, async () => {});
    expect(await subscriptionRow(db(), s.subscriptionId)).toMatchObject({ status: 'active', next_order_date: addDays(today, 28), last_order_date: today });
  });
});
