/**
 * Orders benchmark (`npm run bench:orders`): placed orders per second, printed, asserting nothing.
 *
 *  - provider latency (issue 10 §8): the sandbox provider answers after 300 ms, 20 shoppers, the
 *    default 1,500-product catalogue;
 *  - catalogue scale (issue 12 §6): an instant provider, 20 shoppers, 50,000 products;
 *
 * each on SQLite and on PostgreSQL. A shopper's turn is: add a product to the cart, place the order
 * (home delivery, the saved address and card); shoppers run back to back for the whole measure.
 *
 *   npm run bench:orders -- [--scenario latency|scale|all] [--engines sqlite,postgres]
 *     [--seconds 15] [--shoppers 20] [--server-dir DIR] [--postgres-url postgres://postgres@127.0.0.1:5432]
 *     [--delay-ms N] [--database-suffix _before] [--profile DIR]  (a CPU profile of each server run, node --cpu-prof)
 *
 * --server-dir runs another checkout's server (e.g. a copy of main, for the "before" figures); its
 * databases are seeded with its own seed command. The bench databases: data/bench-orders.db and
 * data/bench.db (shared with `npm run bench`), PostgreSQL bench_orders and bench_orders_50k.
 */
import { execSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { addAndPlace, createBenchShoppers, stockedPlainProducts } from './orders-shoppers';
import { seededDatabase, startServer } from './orders-server';
import { percentile } from './stats';

const { values } = parseArgs({
  options: {
    scenario: { type: 'string', default: 'all' },
    engines: { type: 'string', default: 'sqlite,postgres' },
    seconds: { type: 'string', default: '15' },
    shoppers: { type: 'string', default: '20' },
    'server-dir': { type: 'string', default: process.cwd() },
    /** The provider's latency instead of the scenario's. */
    'delay-ms': { type: 'string' },
    /** Appended to every bench database's name, e.g. `_before` for another checkout's migrations. */
    'database-suffix': { type: 'string', default: '' },
    /** Writes a CPU profile of each server run into this folder (node --cpu-prof). */
    profile: { type: 'string' },
    'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432' },
  },
});

interface Scenario {
  name: string;
  products: number;
  delayMs: number;
  sqlite: string;
  postgresDatabase: string;
}

const SCENARIOS: Record<string, Scenario> = {
  latency: { name: 'provider latency 300 ms', products: 1_500, delayMs: 300, sqlite: 'data/bench-orders.db', postgresDatabase: 'bench_orders' },
  scale: { name: 'instant provider, 50,000 products', products: 50_000, delayMs: 0, sqlite: 'data/bench.db', postgresDatabase: 'bench_orders_50k' },
};

const serverDir = resolve(values['server-dir']);
const seconds = Number(values.seconds);
const shopperCount = Number(values.shoppers);
const WARM_UP_SECONDS = 3;
const chosen = (values.scenario === 'all' ? Object.values(SCENARIOS) : [SCENARIOS[values.scenario]!].filter(Boolean))
  .map((scenario) => (values['delay-ms'] === undefined ? scenario : { ...scenario, name: `provider latency ${values['delay-ms']} ms`, delayMs: Number(values['delay-ms']) }));
if (chosen.length === 0) throw new Error(`unknown scenario ${values.scenario}: latency, scale or all`);

function describeMachine(): void {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  let commit = 'unknown';
  try {
    commit = execSync('git log -1 --format="%h %s"', { cwd: serverDir }).toString().trim().slice(0, 90);
  } catch { /* not a git checkout */ }
  console.log('Machine');
  console.log(`  CPU    ${cpus()[0]?.model ?? 'unknown'} × ${cpus().length} cores, ${mb(totalmem())} RAM`);
  console.log(`  Node   ${process.version}; server ${serverDir} (${commit})`);
  console.log(`  Load   ${shopperCount} shoppers back to back, ${WARM_UP_SECONDS} s warm-up then ${seconds} s measured; server in its own process (NODE_ENV=production)\n`);
}

async function runOne(scenario: Scenario, engine: 'sqlite' | 'postgres'): Promise<void> {
  const suffix = values['database-suffix'];
  const url = engine === 'sqlite'
    ? join(serverDir, scenario.sqlite.replace(/\.db$/, `${suffix}.db`))
    : `${values['postgres-url']}/${scenario.postgresDatabase}${suffix}`;
  const database = await seededDatabase(url, scenario.products, serverDir, (line) => console.log(line));
  const server = await startServer(serverDir, url, { paymentDelayMs: scenario.delayMs, profileDir: values.profile });
  try {
    const products = await stockedPlainProducts(database, 100);
    const shoppers = await createBenchShoppers(database, server.base, shopperCount);
    const measureFrom = performance.now() + WARM_UP_SECONDS * 1000;
    const deadline = measureFrom + seconds * 1000;
    const placeTimes: number[] = [];
    const failures = new Map<number, number>();
    // The server's CPU time per placed order does not depend on what else the machine runs.
    let cpuFrom = Number.NaN;
    let cpuTo = Number.NaN;
    const startCpu = setTimeout(() => (cpuFrom = server.cpuMs()), measureFrom - performance.now());
    const endCpu = setTimeout(() => (cpuTo = server.cpuMs()), deadline - performance.now());
    await Promise.all(
      shoppers.map(async (shopper, i) => {
        let turn = i;
        while (performance.now() < deadline) {
          const productId = products[(turn++ * 7919) % products.length]!;
          const { placeStatus, placeMs } = await addAndPlace(server.base, shopper, productId);
          if (performance.now() < measureFrom || performance.now() > deadline) continue;
          if (placeStatus === 200) placeTimes.push(placeMs);
          else failures.set(placeStatus, (failures.get(placeStatus) ?? 0) + 1);
        }
      }),
    );
    clearTimeout(startCpu);
    clearTimeout(endCpu);
    const cpuPerOrder = (cpuTo - cpuFrom) / Math.max(1, placeTimes.length);
    const failed = [...failures].map(([status, n]) => `${n} × ${status < 0 ? `add to cart ${-status}` : status}`).join(', ') || 'none';
    console.log(
      `  ${engine.padEnd(8)} ${(placeTimes.length / seconds).toFixed(1).padStart(6)} orders/s  ` +
      `(place order p50 ${percentile(placeTimes, 50).toFixed(0)} ms, p99 ${percentile(placeTimes, 99).toFixed(0)} ms; ${placeTimes.length} placed, failures: ${failed}; ` +
      `server CPU ${cpuPerOrder.toFixed(1)} ms per order; load average ${loadavg()[0]!.toFixed(1)})`,
    );
  } finally {
    await server.stop();
    await database.destroy();
  }
}

describeMachine();
for (const scenario of chosen) {
  console.log(`${scenario.name}: ${scenario.products.toLocaleString('en-CA')} products, PAYMENT_SANDBOX_DELAY_MS=${scenario.delayMs}`);
  for (const engine of values.engines.split(',') as ('sqlite' | 'postgres')[]) await runOne(scenario, engine);
  console.log('');
}
