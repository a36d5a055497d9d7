/**
 * Crash check of placing orders (`npm run bench:orders-crash`; issue 10 §8): shoppers place orders
 * back to back through the real server (sandbox provider answering after 100 ms) while the server is
 * killed with SIGKILL every few seconds and started again; each shopper retries the same
 * checkoutId until it gets an answer, as the web does. Prints, per engine, the acknowledged orders
 * and what the database holds: lost, duplicated, still pending, authorisations per checkout and
 * stock. Prints figures, asserts nothing.
 *
 *   npm run bench:orders-crash -- [--engines sqlite,postgres] [--kills 10] [--shoppers 10]
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { call, createBenchShoppers, stockedPlainProducts, type BenchShopper } from './orders-shoppers';
import { freePort, seededDatabase, startServer, type RunningServer } from './orders-server';

const { values } = parseArgs({
  options: {
    engines: { type: 'string', default: 'sqlite,postgres' },
    kills: { type: 'string', default: '10' },
    shoppers: { type: 'string', default: '10' },
    'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432' },
  },
});
const serverDir = process.cwd();
const STOCK = 10_000_000;

let retriedAfterCrash = 0;

/** One order, retried with the same checkoutId through crashes until the server answers. */
async function placeOnce(base: () => string, shopper: BenchShopper, productId: number): Promise<string[] | null> {
  for (;;) {
    try {
      const added = await call(base(), '/api/cart/item/', { headers: shopper.headers, body: { productId, petId: shopper.petId, quantity: 1 } });
      if (added.status === 200) break;
    } catch { /* the server is down: try again */ }
    await sleep(100);
  }
  const checkoutId = randomBytes(12).toString('hex');
  for (let attempt = 0; ; attempt++) {
    try {
      const placed = await call<{ returnValue: { orders: { orderNumber: string }[] } }>(base(), '/api/cart/placeOrder/', {
        headers: shopper.headers,
        body: { checkoutId, createNewAutoOrderSubscription: false, orderShippingOptions: { '1': 'standard' } },
      });
      if (attempt > 0) retriedAfterCrash += 1;
      if (placed.status === 200) return placed.json.returnValue.orders.map((o) => o.orderNumber);
      if (placed.status < 500) return null; // refused (e.g. the cart changed): not acknowledged
    } catch { /* killed mid-request: retry the same checkout */ }
    await sleep(100);
  }
}

async function runEngine(engine: 'sqlite' | 'postgres') {
  retriedAfterCrash = 0;
  const url = engine === 'sqlite' ? join(serverDir, 'data/bench-orders-crash.db') : `${values['postgres-url']}/bench_orders_crash`;
  if (engine === 'sqlite') for (const suffix of ['', '-wal', '-shm']) rmSync(`${url}${suffix}`, { force: true });
  const database = await seededDatabase(url, 1_500, serverDir, (line) => console.log(line));
  const port = await freePort();
  const tokenSecret = randomBytes(24).toString('hex');
  const start = () => startServer(serverDir, url, { paymentDelayMs: 100, port, tokenSecret });
  let server: RunningServer = await start();
  const base = () => server.base;
  try {
    const products = await stockedPlainProducts(database, 20);
    await database.db.updateTable('products').set({ stock_quantity: STOCK }).where('id', 'in', products).execute();
    const shoppers = await createBenchShoppers(database, server.base, Number(values.shoppers));
    const acknowledged: string[][] = [];
    let running = true;
    const load = Promise.all(shoppers.map(async (shopper, i) => {
      for (let turn = i; running; turn++) {
        const numbers = await placeOnce(base, shopper, products[turn % products.length]!);
        if (numbers) acknowledged.push(numbers);
      }
    }));
    for (let kill = 0; kill < Number(values.kills); kill++) {
      await sleep(1500 + Math.random() * 2500);
      await server.stop('SIGKILL');
      server = await start();
    }
    running = false;
    await load;

    const db = database.db;
    const numbers = acknowledged.flat();
    const found = numbers.length === 0 ? [] : await db.selectFrom('orders').select(['order_number', 'status']).where('order_number', 'in', numbers).execute();
    const submitted = new Set(found.filter((o) => o.status === 'submitted').map((o) => o.order_number));
    const lost = numbers.filter((n) => !submitted.has(n)).length;
    const pending = await db.selectFrom('checkouts').select('id').where('state', '=', 'pending').execute();
    const perCheckout = await db.selectFrom('payment_authorizations').select(['reference', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('reference').having((eb) => eb.fn.countAll(), '>', 1).execute();
    const sold = await db.selectFrom('order_items').innerJoin('orders', 'orders.id', 'order_items.order_id').select((eb) => eb.fn.sum<number>('order_items.quantity').as('q')).where('order_items.product_id', 'in', products).executeTakeFirst();
    const left = await db.selectFrom('products').select((eb) => eb.fn.sum<number>('stock_quantity').as('q')).where('id', 'in', products).executeTakeFirst();
    const stockGap = STOCK * products.length - Number(left?.q ?? 0) - Number(sold?.q ?? 0);
    // Each acknowledged order was one checkoutId; a placed checkout nobody was told about would be a duplicate.
    const users = await db.selectFrom('users').select('id').where('email', 'in', shoppers.map((s) => s.email)).execute();
    const placed = await db.selectFrom('checkouts').select((eb) => eb.fn.countAll<number>().as('n')).where('state', '=', 'placed').where('user_id', 'in', users.map((u) => u.id)).executeTakeFirstOrThrow();
    console.log(
      `  ${engine.padEnd(8)} ${values.kills} SIGKILLs: ${acknowledged.length} orders acknowledged, ${lost} lost, ` +
      `${Number(placed.n) - acknowledged.length} placed but never acknowledged (duplicates), ${pending.length} checkouts still pending, ` +
      `${perCheckout.length} checkouts with more than one authorisation, stock taken but not in an order: ${stockGap}; ` +
      `${retriedAfterCrash} orders answered to a retry after a crash`,
    );
  } finally {
    await server.stop();
    await database.destroy();
  }
}

console.log('Orders through crashes: sandbox provider 100 ms, the server SIGKILLed every 1.5–4 s and restarted');
for (const engine of values.engines.split(',') as ('sqlite' | 'postgres')[]) await runEngine(engine);
