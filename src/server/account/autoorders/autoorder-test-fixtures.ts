import { plainProducts } from '../../shop/cart/cart-test-fixtures';
import { addCard, checkoutBody, readyShopper } from '../../shop/checkout/checkout-test-fixtures';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db, type Engine } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import type { TestApp } from '../../testing/test-app';
import type { EngineDeps } from './autoorder-engine';

/** Shared set-up of the AutoOrder tests: shoppers who said "Yes, every 4 weeks" at checkout. */

/** Plain in-stock products offered on AutoOrder, with plenty of stock. */
export async function autoOrderProducts(db: Db, count: number, offset = 0) {
  const products = (await plainProducts(db, count + offset)).slice(offset);
  await db.updateTable('products').set({ is_subscription: 1, stock_quantity: 10_000, is_in_stock: 1, allow_browsing: 1 }).where('id', 'in', products.map((p) => p.id)).execute();
  return products;
}

export function engineDeps(t: TestApp): EngineDeps {
  return { db: t.database.db, payments: createPaymentProvider(t.config), baseUrl: 'http://store.test' };
}

/** A shopper whose checkout created an AutoOrder subscription for `productId` (quantity 2), due on `due`. */
export async function subscribedShopper(t: TestApp, email: string, productId: number, due: string, options: { quantity?: number; clinicId?: number } = {}) {
  const s = await readyShopper(t, email, { productId, quantity: options.quantity ?? 2, clinicId: options.clinicId });
  const placed = await s.api.placed(checkoutBody({ createNewAutoOrderSubscription: true, newAutoOrderSubscriptionFrequency: 4 }));
  const subscriptionId = placed.returnValue.autoOrderSubscriptionId!;
  await t.database.db.updateTable('auto_order_subscriptions').set({ next_order_date: due }).where('id', '=', subscriptionId).execute();
  return { ...s, email, subscriptionId, checkoutOrders: placed.returnValue.orders };
}

/** Points the subscription at a newly saved card (e.g. the sandbox's declined card). */
export async function useCard(t: TestApp, s: { headers: Record<string, string>; subscriptionId: number }, number: string): Promise<number> {
  const card = await addCard(t, s.headers, number);
  await t.database.db.updateTable('auto_order_subscriptions').set({ payment_method_id: card.id }).where('id', '=', s.subscriptionId).execute();
  return card.id;
}

export async function subscriptionRow(db: Db, id: number) {
  return db.selectFrom('auto_order_subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function ordersOf(db: Db, subscriptionId: number) {
  return db.selectFrom('orders').selectAll().where('auto_order_subscription_id', '=', subscriptionId).orderBy('id').execute();
}

export async function emailsTo(db: Db, email: string, kind: string) {
  return db.selectFrom('email_outbox').select(['subject', 'body_text']).where('to_address', '=', email).where('kind', '=', kind).orderBy('id').execute();
}

/**
 * `count` shoppers of the demo shopper's clinic, each with one AutoOrder due on `due` (one unit of
 * one of `productIds`, in turn), written straight into the tables in batches: the set-up of the
 * two-runner tests and of bench/autoorders.ts, where thousands are due at once. Emails are
 * `${prefix}-<n>@example.com`.
 */
export async function dueSubscriptionsInBulk(db: Db, o: { count: number; due: string; productIds: readonly number[]; prefix: string }): Promise<number[]> {
  const clinic = await db.selectFrom('users').select('clinic_id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const ids: number[] = [];
  for (let start = 0; start < o.count; start += 500) {
    const n = Math.min(500, o.count - start);
    await db.transaction().execute(async (trx) => {
      const users = await trx.insertInto('users').values(Array.from({ length: n }, (_, i) => ({
        email: `${o.prefix}-${start + i}@example.com`, password_hash: 'x', first_name: 'Bench', last_name: 'Shopper', phone: '613-555-0100', province: 'ON',
        language: 'en', clinic_id: clinic.clinic_id, status: 'active', failed_sign_ins: 0, locked_until: null, password_changed_at: null,
        account_credit_cents: 0, created_at: now,
      }))).returning('id').execute();
      const addresses = await trx.insertInto('addresses').values(users.map((u) => ({
        user_id: u.id, location_name: 'Home', street1: '123 Maple Street', street2: '', city: 'Ottawa', province: 'ON', postal_code: 'K1S 3W7',
        is_default_shipping: 1, is_default_billing: 1, is_deleted: 0, created_at: now,
      }))).returning(['id', 'user_id']).execute();
      const cards = await trx.insertInto('payment_methods').values(addresses.map((a) => ({
        user_id: a.user_id, token: 'tok_sandbox_demo_visa', brand: 'visa' as const, last4: '4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3,
        card_holder: 'Bench Shopper', billing_address_id: a.id, is_default: 1, is_deleted: 0, created_at: now,
      }))).returning(['id', 'user_id']).execute();
      const subs = await trx.insertInto('auto_order_subscriptions').values(cards.map((c, i) => ({
        user_id: c.user_id, checkout_id: null, frequency_weeks: 4, next_order_date: o.due, shipping_address_id: addresses[i]!.id, billing_address_id: addresses[i]!.id,
        payment_method_id: c.id, shipping_option_id: 'standard', status: 'active', created_at: now,
      }))).returning('id').execute();
      await trx.insertInto('auto_order_items').values(subs.map((s, i) => ({
        subscription_id: s.id, product_id: o.productIds[(start + i) % o.productIds.length]!, pet_id: null, quantity: 1, unit_price_cents: null,
      }))).execute();
      ids.push(...subs.map((s) => Number(s.id)));
    });
  }
  return ids;
}

/** How many orders each of the subscriptions has: one each once a day's runs are done, never two. */
export async function orderCountsOf(db: Db, ids: readonly number[]): Promise<{ duplicates: number; missed: number }> {
  const rows = await db.selectFrom('auto_order_subscriptions as s').leftJoin('orders as o', 'o.auto_order_subscription_id', 's.id')
    .select((eb) => ['s.id', eb.fn.count('o.id').as('n')]).where('s.id', 'in', [...ids]).groupBy('s.id').execute();
  return { duplicates: rows.filter((r) => Number(r.n) > 1).length, missed: ids.length - rows.filter((r) => Number(r.n) >= 1).length };
}

/** A migrated database another process can open by `url`: a file for SQLite, a database of its own for PostgreSQL. */
export async function sharedDatabase(engine: Engine): Promise<{ database: TestDatabase; url: string }> {
  if (engine === 'postgres') {
    const database = await createTestDatabase('postgres');
    return { database, url: database.url };
  }
  const dir = mkdtempSync(join(tmpdir(), 'autoorder-runners-'));
  const url = join(dir, 'store.db');
  const handle = openDatabase({ url });
  await migrateToLatest(handle.db);
  return { database: { ...handle, url, async dispose() { await handle.destroy(); rmSync(dir, { recursive: true, force: true }); } }, url };
}
