/**
 * The AutoOrder engine under load (issue 15): N due subscriptions (10,000 by default), each its
 * own shopper, processed by the engine; orders per second on SQLite and on PostgreSQL, and on
 * PostgreSQL two runners at once, with the duplicates (a subscription with more than one order)
 * and the missed ones (none) counted from the database. Prints figures and machine info; asserts
 * nothing.
 *
 *   npm run bench:autoorders [-- --count 10000 --engines sqlite,postgres --pg postgres://postgres@127.0.0.1:5432/test]
 *
 * SQLite: data/bench-autoorders.db (rebuilt). PostgreSQL: database bench_autoorders (dropped and rebuilt).
 */
import { rmSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { runDueAutoOrders } from '../src/server/account/autoorders';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Db } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { seedDemoData } from '../src/server/db/seed';
import { createPaymentProvider } from '../src/server/integrations/payment/payment-gateway';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '10000' }, engines: { type: 'string', default: 'sqlite,postgres' }, pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' } },
});
const COUNT = Number(values.count);
const today = new Date().toISOString().slice(0, 10);

async function prepare(db: Db): Promise<void> {
  await migrateToLatest(db);
  await seedDemoData(db, { products: 300 });
  const clinic = await db.selectFrom('users').select('clinic_id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
  const products = await db.selectFrom('products').select('id').where('is_subscription', '=', 1).where('is_prescription_product', '=', 0)
    .where('is_approval_required', '=', 0).where('allow_browsing', '=', 1).orderBy('id').limit(5).execute();
  await db.updateTable('products').set({ stock_quantity: 10_000_000, is_in_stock: 1 }).where('id', 'in', products.map((p) => p.id)).execute();
  const now = new Date().toISOString();
  for (let start = 0; start < COUNT; start += 500) {
    const n = Math.min(500, COUNT - start);
    await db.transaction().execute(async (trx) => {
      const users = await trx.insertInto('users').values(Array.from({ length: n }, (_, i) => ({
        email: `bench-ao-${start + i}@example.com`, password_hash: 'x', first_name: 'Bench', last_name: 'Shopper', phone: '613-555-0100', province: 'ON',
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
        user_id: c.user_id, checkout_id: null, frequency_weeks: 4, next_order_date: today, shipping_address_id: addresses[i]!.id, billing_address_id: addresses[i]!.id,
        payment_method_id: c.id, shipping_option_id: 'standard', status: 'active', created_at: now,
      }))).returning('id').execute();
      await trx.insertInto('auto_order_items').values(subs.map((s, i) => ({
        subscription_id: s.id, product_id: products[i % products.length]!.id, pet_id: null, quantity: 1, unit_price_cents: null,
      }))).execute();
    });
  }
}

async function verify(db: Db) {
  const rows = await db.selectFrom('auto_order_subscriptions as s').leftJoin('orders as o', 'o.auto_order_subscription_id', 's.id')
    .select((eb) => ['s.id', eb.fn.count('o.id').as('n')]).where('s.user_id', 'in', db.selectFrom('users').select('id').where('email', 'like', 'bench-ao-%'))
    .groupBy('s.id').execute();
  return { subscriptions: rows.length, duplicates: rows.filter((r) => Number(r.n) > 1).length, missed: rows.filter((r) => Number(r.n) === 0).length };
}

async function run(engine: 'sqlite' | 'postgres', runners: number): Promise<void> {
  let url: string;
  const searchPath: string | undefined = undefined;
  if (engine === 'sqlite') {
    url = 'data/bench-autoorders.db';
    rmSync(url, { force: true });
    rmSync(`${url}-wal`, { force: true });
    rmSync(`${url}-shm`, { force: true });
  } else {
    const admin = new URL(values.pg!);
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query('drop database if exists bench_autoorders');
    await client.query('create database bench_autoorders');
    await client.end();
    admin.pathname = '/bench_autoorders';
    url = admin.toString();
  }
  const handles = Array.from({ length: runners }, () => openDatabase({ url, searchPath, poolSize: 4 }));
  try {
    const setupStart = performance.now();
    await prepare(handles[0]!.db).catch((e: unknown) => { throw new Error(`prepare: ${String(e)}`, { cause: e }); });
    const setupSeconds = (performance.now() - setupStart) / 1000;
    const config = loadConfig({ NODE_ENV: 'test' });
    const start = performance.now();
    const reports = await Promise.all(handles.map((h) => runDueAutoOrders({ db: h.db, payments: createPaymentProvider(config), baseUrl: 'http://bench.test' }, { asOf: today, now: new Date(), batch: 20 })));
    const seconds = (performance.now() - start) / 1000;
    const placed = reports.flatMap((r) => r.entries).filter((e) => e.outcome === 'placed').length;
    const check = await verify(handles[0]!.db);
    console.log(
      `${engine.padEnd(8)} runners ${runners}: ${placed} orders in ${seconds.toFixed(1)} s = ${(placed / seconds).toFixed(0)} orders/s; ` +
      `per runner ${reports.map((r) => r.entries.length).join(' + ')}; subscriptions ${check.subscriptions}, duplicates ${check.duplicates}, missed ${check.missed} (setup ${setupSeconds.toFixed(0)} s)`,
    );
  } finally {
    for (const h of handles) await h.destroy();
  }
}

console.log(`AutoOrder bench: ${COUNT} due subscriptions; ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}, Node ${process.version}`);
for (const engine of values.engines!.split(',') as ('sqlite' | 'postgres')[]) {
  await run(engine, 1);
  if (engine === 'postgres') await run(engine, 2);
}
