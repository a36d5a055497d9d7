import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyValueProblem, type ClinicPolicy } from '../../../domain/clinic-policies';
import { formatCents } from '../../../domain/money';
import { addDays, toIsoDate } from '../../../domain/time';
import { policyGroup, setPolicyAsSiteAdmin } from '../../shared/clinic-policies/policy-test-fixtures';
import { createClinic, createShopper } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { runDueAutoOrders, sendReminders } from './autoorder-engine';
import { autoOrderProducts, emailsTo, engineDeps, subscribedShopper, subscriptionRow } from './autoorder-test-fixtures';

/**
 * The master-clinic policies AutoOrders run on (issue 25; docs/decisions/102-policies-the-store-runs-on.md),
 * read through shared/clinic-policies for the shopper's clinic: its maximum quantity per order, its
 * order cost range and its reminder lead (1 to 365 days), inherited from a master or its own; a
 * shopper of another clinic untouched. Both engines.
 */
describe.each(testEngines())('the policies AutoOrders run on, on %s', (engine) => {
  let t: TestApp;
  let products: { id: number; unitPrice: number }[];
  let actorId: number;
  let n = 0;
  const db = () => t.database.db;
  const email = () => `ao-policies-${engine}-${++n}@example.com`;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 120 });
    products = await autoOrderProducts(db(), 1);
    const clinicId = await createClinic(db());
    actorId = await createShopper(db(), { email: `ao-policy-actor-${engine}@example.com`, password: 'Policy-actor-pass-1', clinicId });
  });
  afterAll(() => t.close());

  const group = () => policyGroup(db());
  const set = (clinicId: number, policy: ClinicPolicy, value: unknown, target: 'self' | 'children' = 'self') =>
    setPolicyAsSiteAdmin(db(), actorId, clinicId, policy, value, target);

  it('AutoOrders: a quantity above the clinic\'s maximum is refused; a run outside the order cost range is skipped with the reason emailed', async () => {
    const g = await group();
    const today = toIsoDate(new Date());
    const s = await subscribedShopper(t, email(), products[0]!.id, today, { clinicId: g.child });
    const item = (await s.api.call({ method: 'GET', url: `/api/account/autoorders/${s.subscriptionId}` })).json() as { autoOrder: { items: { id: number }[] } };
    await set(g.master, 'maxQuantityPerOrder', 4, 'children');
    const edit = await s.api.call({ method: 'PUT', url: `/api/account/autoorders/${s.subscriptionId}/items/${item.autoOrder.items[0]!.id}`, payload: { quantity: 5 } });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({ code: 'invalid_quantity', message: 'Please choose a quantity from 1 to 4.' });

    await set(g.master, 'orderCostRange', { minCents: 9_000_000, maxCents: 10_000_000 }, 'children');
    const report = await runDueAutoOrders(engineDeps(t), { asOf: today, now: new Date(), onlyIds: [s.subscriptionId] });
    expect(report.entries[0]).toMatchObject({ outcome: 'skipped', detail: expect.stringContaining('order_below_minimum') });
    expect((await subscriptionRow(db(), s.subscriptionId)).next_order_date > today).toBe(true);
    expect((await emailsTo(db(), s.email, 'autoorder-skipped')).at(-1)?.body_text).toContain(formatCents(9_000_000, 'en'));
  });

  it('an AutoOrder made before its clinic lowered the maximum quantity per order is skipped on its run with the reason; another clinic\'s is placed', async () => {
    const g = await group();
    const today = toIsoDate(new Date());
    const s = await subscribedShopper(t, email(), products[0]!.id, today, { clinicId: g.child, quantity: 2 });
    const other = await subscribedShopper(t, email(), products[0]!.id, today, { clinicId: g.other, quantity: 2 });
    await set(g.master, 'maxQuantityPerOrder', 1, 'children');
    const report = await runDueAutoOrders(engineDeps(t), { asOf: today, now: new Date(), onlyIds: [s.subscriptionId, other.subscriptionId] });
    expect(report.entries.find((e) => e.subscriptionId === s.subscriptionId)).toMatchObject({ outcome: 'skipped', detail: expect.stringContaining('quantity_over_max') });
    expect(report.entries.find((e) => e.subscriptionId === other.subscriptionId)).toMatchObject({ outcome: 'placed' });
  });

  it('AutoOrder reminder days take 1 to 365, and each clinic\'s AutoOrders are reminded within its own lead', async () => {
    expect(policyValueProblem('autoOrderReminderDays', 365)).toBeNull();
    expect(policyValueProblem('autoOrderReminderDays', 366)).toMatchObject({ min: 1, max: 365 });
    const g = await group();
    const today = toIsoDate(new Date());
    await set(g.master, 'autoOrderReminderDays', 60, 'children');
    const near = await subscribedShopper(t, email(), products[0]!.id, addDays(today, 50), { clinicId: g.child });
    const far = await subscribedShopper(t, email(), products[0]!.id, addDays(today, 70), { clinicId: g.child });
    const elsewhere = await subscribedShopper(t, email(), products[0]!.id, addDays(today, 50), { clinicId: g.other });
    const ids = [near.subscriptionId, far.subscriptionId, elsewhere.subscriptionId];
    expect(await sendReminders(engineDeps(t), today, new Date(), ids)).toBe(1);
    expect((await subscriptionRow(db(), near.subscriptionId)).reminder_sent_for).toBe(addDays(today, 50));
    expect((await subscriptionRow(db(), elsewhere.subscriptionId)).reminder_sent_for).toBeNull();
    // Still one reminder per run.
    expect(await sendReminders(engineDeps(t), today, new Date(), ids)).toBe(0);
  });
});
