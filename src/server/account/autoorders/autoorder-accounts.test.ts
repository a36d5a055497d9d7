import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toIsoDate } from '../../../domain/time';
import type { UserStatus } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { runDueAutoOrders } from './autoorder-engine';
import { autoOrderProducts, engineDeps, ordersOf, subscribedShopper, subscriptionRow } from './autoorder-test-fixtures';

/**
 * The engine orders for active accounts only (issue 15): a closed account's AutoOrder is cancelled
 * with the reason; a disabled (deactivated), pending or unconfirmed account's due date is skipped
 * without an order and the next date follows. The report, which `npm run autoorders -- run` prints
 * line by line, says what happened and why.
 */
describe.each(testEngines())('the AutoOrder engine and accounts that are not active on %s', (engine) => {
  let t: TestApp;
  let products: { id: number }[];
  let n = 0;
  const db = () => t.database.db;
  const email = () => `aoacct-${engine}-${++n}@example.com`;
  const today = toIsoDate(new Date());

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    products = await autoOrderProducts(db(), 1);
  });
  afterAll(() => t.close());

  const run = (ids: number[], asOf = today) => runDueAutoOrders(engineDeps(t), { asOf, now: new Date(), onlyIds: ids });
  const setAccount = (userId: number, status: UserStatus) => db().updateTable('users').set({ status }).where('id', '=', userId).execute();
  const autoOrderEmails = (to: string) => db().selectFrom('email_outbox').select('kind').where('to_address', '=', to).where('kind', 'like', 'autoorder-%').execute();

  it('a closed account: the AutoOrder is cancelled with the reason, nothing ordered, nothing emailed', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, today);
    await setAccount(s.userId, 'closed');
    const report = await run([s.subscriptionId]);
    expect(report.entries.map((e) => [e.outcome, e.detail, e.nextOrderDate])).toEqual([['cancelled', 'account closed: AutoOrder cancelled, nothing ordered', null]]);
    expect(await subscriptionRow(db(), s.subscriptionId)).toMatchObject({ status: 'cancelled', cancel_reason: 'Account closed', next_order_date: today });
    expect((await subscriptionRow(db(), s.subscriptionId)).cancelled_at).not.toBeNull();
    expect(await ordersOf(db(), s.subscriptionId)).toEqual([]);
    expect(await autoOrderEmails(s.email)).toEqual([]);
    expect(await db().selectFrom('auto_order_runs').select(['state', 'reason']).where('subscription_id', '=', s.subscriptionId).execute()).toEqual([{ state: 'skipped', reason: 'account closed' }]);
    // Never again.
    expect((await run([s.subscriptionId], addDays(today, 60))).entries).toEqual([]);
  });

  it.each(['disabled', 'pending', 'unconfirmed'] as const)('a %s account: the due date is skipped without an order and the next date follows', async (status) => {
    const s = await subscribedShopper(t, email(), products[0]!.id, today);
    await setAccount(s.userId, status);
    const report = await run([s.subscriptionId]);
    expect(report.entries.map((e) => [e.outcome, e.detail, e.nextOrderDate])).toEqual([['skipped', `account ${status}: nothing ordered for this date`, addDays(today, 28)]]);
    expect(await subscriptionRow(db(), s.subscriptionId)).toMatchObject({ status: 'active', next_order_date: addDays(today, 28) });
    expect(await ordersOf(db(), s.subscriptionId)).toEqual([]);
    expect(await autoOrderEmails(s.email)).toEqual([]);
    // No reminder to an account that is not active either.
    await run([s.subscriptionId], addDays(today, 26));
    expect(await autoOrderEmails(s.email)).toEqual([]);
    // Active again: the next date is ordered.
    await setAccount(s.userId, 'active');
    expect((await run([s.subscriptionId], addDays(today, 28))).entries.map((e) => e.outcome)).toEqual(['placed']);
    expect(await ordersOf(db(), s.subscriptionId)).toHaveLength(1);
  });
});
