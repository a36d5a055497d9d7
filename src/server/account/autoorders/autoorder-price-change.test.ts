import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../../domain/money';
import { addDays, toIsoDate } from '../../../domain/time';
import { quoteSubscriptionOrder } from '../../shop/orders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { orderRequest, runDueAutoOrders, sendReminders } from './autoorder-engine';
import { autoOrderProducts, emailsTo, engineDeps, ordersOf, subscribedShopper } from './autoorder-test-fixtures';
import { findSubscription } from './autoorders.queries';

/**
 * Issue 26 "Price and stock changes … reach AutoOrders (the next order's price, and the reminder
 * says what changed)": after a product's price changes (an import, the product editor), the reminder
 * before the next order names the product and its price before and after, in the shopper's
 * language; the next order is priced at the new price (a lower one is simply ordered; a higher one
 * waits for the shopper's approval first, decision 058).
 */
describe.each(testEngines())('an AutoOrder after a price change on %s', (engine) => {
  let t: TestApp;
  let products: { id: number }[];
  const db = () => t.database.db;
  const today = toIsoDate(new Date());
  const due = addDays(today, 2);

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 120 });
    products = await autoOrderProducts(db(), 2);
  });
  afterAll(() => t.close());

  /** Changes a product's selling and AutoOrder prices by `factor`, as an import or the editor would. */
  const reprice = async (productId: number, factor: number) => {
    const row = await db().selectFrom('products').select(['unit_price_cents', 'auto_order_unit_price_cents', 'regular_unit_price_cents'])
      .where('id', '=', productId).executeTakeFirstOrThrow();
    const unit = Math.round(Number(row.unit_price_cents) * factor);
    await db().updateTable('products').set({
      unit_price_cents: unit, auto_order_unit_price_cents: Math.round(Number(row.auto_order_unit_price_cents) * factor),
      regular_unit_price_cents: Math.max(Number(row.regular_unit_price_cents), unit),
    }).where('id', '=', productId).execute();
  };
  const nextUnitPrice = async (subscriptionId: number, date: string) => {
    const quote = await quoteSubscriptionOrder(db(), orderRequest((await findSubscription(db(), subscriptionId))!, date), new Date());
    return { unit: quote.lines[0]!.unitPrice, total: quote.total };
  };
  const nameOf = async (productId: number, lang: 'en' | 'fr') => {
    const row = await db().selectFrom('products').select(['name_en', 'name_fr']).where('id', '=', productId).executeTakeFirstOrThrow();
    return lang === 'fr' ? row.name_fr : row.name_en;
  };

  it('a lower price: the reminder says from what to what, and the next order is placed at the new price', async () => {
    const s = await subscribedShopper(t, `price-down-${engine}@example.com`, products[0]!.id, due);
    const recorded = (await findSubscription(db(), s.subscriptionId))!.items[0]!.unitPriceCents!;
    expect(recorded).toBeGreaterThan(0);
    await reprice(products[0]!.id, 0.8);
    const next = await nextUnitPrice(s.subscriptionId, due);
    expect(next.unit).toBeLessThan(recorded);

    expect(await sendReminders(engineDeps(t), today, new Date(), [s.subscriptionId])).toBe(1);
    const [reminder] = await emailsTo(db(), s.email, 'autoorder-reminder');
    expect(reminder!.body_text).toContain(`The price of ${await nameOf(products[0]!.id, 'en')} changed from ${formatCents(recorded, 'en')} to ${formatCents(next.unit, 'en')}.`);
    expect(reminder!.body_text).toContain('Your next order is placed at the new price.');

    const report = await runDueAutoOrders(engineDeps(t), { asOf: due, now: new Date(), onlyIds: [s.subscriptionId] });
    expect(report.entries.map((e) => e.outcome)).toEqual(['placed']);
    const orders = await ordersOf(db(), s.subscriptionId);
    const placed = orders[orders.length - 1]!;
    expect(Number(placed.total_cents)).toBe(next.total);
    const line = await db().selectFrom('order_items').select(['net_price_cents', 'quantity']).where('order_id', '=', placed.id).executeTakeFirstOrThrow();
    expect(Math.round(Number(line.net_price_cents) / Number(line.quantity))).toBe(next.unit);
    // The new price is the one the following reminder compares with.
    expect((await findSubscription(db(), s.subscriptionId))!.items[0]!.unitPriceCents).toBe(next.unit);
  });

  it('a higher price, in French: the reminder says what changed and that the order waits for approval', async () => {
    const s = await subscribedShopper(t, `price-up-${engine}@example.com`, products[1]!.id, due);
    await db().updateTable('users').set({ language: 'fr' }).where('id', '=', s.userId).execute();
    const recorded = (await findSubscription(db(), s.subscriptionId))!.items[0]!.unitPriceCents!;
    await reprice(products[1]!.id, 1.25);
    const next = await nextUnitPrice(s.subscriptionId, due);
    expect(next.unit).toBeGreaterThan(recorded);

    expect(await sendReminders(engineDeps(t), today, new Date(), [s.subscriptionId])).toBe(1);
    const [reminder] = await emailsTo(db(), s.email, 'autoorder-reminder');
    expect(reminder!.body_text).toContain(`Le prix de ${await nameOf(products[1]!.id, 'fr')} est passé de ${formatCents(recorded, 'fr')} à ${formatCents(next.unit, 'fr')}.`);
    expect(reminder!.body_text).toContain('Un prix qui a augmenté demande votre accord\u202f:');

    const report = await runDueAutoOrders(engineDeps(t), { asOf: due, now: new Date(), onlyIds: [s.subscriptionId] });
    expect(report.entries.map((e) => e.outcome)).toEqual(['needs_attention']);
  });

  it('no change: the reminder says nothing of prices', async () => {
    const s = await subscribedShopper(t, `price-same-${engine}@example.com`, products[0]!.id, due);
    expect(await sendReminders(engineDeps(t), today, new Date(), [s.subscriptionId])).toBe(1);
    const [reminder] = await emailsTo(db(), s.email, 'autoorder-reminder');
    expect(reminder!.body_text).not.toContain('The price of');
  });
});
