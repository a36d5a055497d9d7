/**
 * The AutoOrder engine under load (issue 15; issue 30; issue 23 §6): N due subscriptions (10,000 by
 * default), each its own shopper, placed by one or two processes, on SQLite and on PostgreSQL; orders
 * per second, each process's share, and the duplicates (a subscription with more than one order) and
 * the missed ones counted from the database. Two kinds of process:
 *
 *   runner   the operations command, `npm run autoorders -- run` (a whole pass in one process)
 *   worker   a job worker, `npm run jobs -- work --now autoorders:pass` (graphile-worker on
 *            PostgreSQL, in-process on SQLite): the pass queues a run job per due subscription and
 *            the workers share them; timed until every subscription has its order
 *
 * Timed from the processes' start (about a second of it is Node's) until every subscription has its
 * order; a runner's emails, sent after its pass, are not timed. Prints figures and machine info;
 * asserts nothing.
 *
 *   npm run bench:autoorders [-- --count 10000 --engines sqlite,postgres --kinds runner,worker --processes 1,2 --pg postgres://postgres@127.0.0.1:5432/test]
 *
 * SQLite: data/bench-autoorders.db (rebuilt each time). PostgreSQL: database bench_autoorders (dropped and rebuilt each time).
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { autoOrderProducts, dueSubscriptionsInBulk, orderCountsOf } from '../src/server/account/autoorders/autoorder-test-fixtures';
import { openDatabase, type Db } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { seedDemoData } from '../src/server/db/seed';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    engines: { type: 'string', default: 'sqlite,postgres' },
    kinds: { type: 'string', default: 'runner,worker' },
    processes: { type: 'string', default: '1,2' },
    pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
const COUNT = Number(values.count);
const today = new Date().toISOString().slice(0, 10);
type Engine = 'sqlite' | 'postgres';
type Kind = 'runner' | 'worker';

async function freshDatabase(engine: Engine): Promise<string> {
  if (engine === 'sqlite') {
    const url = 'data/bench-autoorders.db';
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${url}${suffix}`, { force: true });
    return url;
  }
  const admin = new URL(values.pg!);
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query('drop database if exists bench_autoorders');
  await client.query('create database bench_autoorders');
  await client.end();
  admin.pathname = '/bench_autoorders';
  return admin.toString();
}

async function prepare(db: Db): Promise<number[]> {
  await migrateToLatest(db);
  await seedDemoData(db, { products: 300 });
  const products = await autoOrderProducts(db, 5);
  await db.updateTable('products').set({ stock_quantity: 10_000_000 }).where('id', 'in', products.map((p) => p.id)).execute();
  return dueSubscriptionsInBulk(db, { count: COUNT, due: today, productIds: products.map((p) => p.id), prefix: 'bench-ao' });
}

interface Proc { placed: () => number; done: Promise<number | null>; stop: () => void; stderr: () => string }

function start(kind: Kind, url: string): Proc {
  const args = kind === 'runner' ? ['scripts/autoorders.ts', 'run', '--as-of', today] : ['scripts/jobs.ts', 'work', '--now', 'autoorders:pass'];
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', '--import', 'tsx', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: kind === 'worker' ? 'info' : 'warn', AUTOORDER_INTERVAL_MINUTES: '0' },
  });
  let stdout = '';
  let stderr = '';
  let workerPlaced = 0;
  child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    // A worker logs one line per run job; count its orders as they come.
    workerPlaced += text.match(/"outcome":"placed"/g)?.length ?? 0;
    stderr = (stderr + text).slice(-4000);
  });
  return {
    placed: () => (kind === 'runner' ? Number(/(?:^|, )placed: (\d+)/m.exec(stdout)?.[1] ?? 0) : workerPlaced),
    done: new Promise((resolve) => child.once('close', (code) => resolve(code))),
    stop: () => child.kill('SIGTERM'),
    stderr: () => stderr,
  };
}

/**
 * The subscriptions ordered so far, polled while the processes run: one range read on the orders'
 * subscription index (the bench's subscriptions are the only ones with orders). The exact count
 * (orderCountsOf, an IN list of every id grouped) is read once at the end: polled four times a
 * second at 10,000 it took a core from the processes it timed.
 */
async function placedSoFar(db: Db, ids: number[]): Promise<number> {
  const row = await db.selectFrom('orders')
    .select((eb) => eb.fn.count('auto_order_subscription_id').distinct().as('n'))
    .where('auto_order_subscription_id', '>=', Math.min(...ids)).where('auto_order_subscription_id', '<=', Math.max(...ids))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function measure(engine: Engine, kind: Kind, processes: number): Promise<void> {
  const url = await freshDatabase(engine);
  const handle = openDatabase({ url, poolSize: 2 });
  try {
    const setupStart = performance.now();
    const ids = await prepare(handle.db);
    const setupSeconds = (performance.now() - setupStart) / 1000;
    const started = performance.now();
    const procs = Array.from({ length: processes }, () => start(kind, url));
    let failed = '';
    let exited = 0;
    void Promise.all(procs.map((p) => p.done.then(() => { exited += 1; })));
    // Timed until every subscription has its order (a runner then still sends its emails, untimed;
    // workers never stop by themselves), or until no progress for a minute.
    let last = -1;
    let lastChange = performance.now();
    for (;;) {
      const n = await placedSoFar(handle.db, ids);
      if (n >= ids.length) break;
      if (n !== last) { last = n; lastChange = performance.now(); }
      if (performance.now() - lastChange > 60_000 || (kind === 'runner' && exited === processes)) { failed += `\n  stopped at ${n} orders`; break; }
      await sleep(1000);
    }
    const seconds = (performance.now() - started) / 1000;
    if (kind === 'worker') procs.forEach((p) => p.stop());
    const codes = await Promise.all(procs.map((p) => p.done));
    codes.forEach((code, i) => { if (code !== 0) failed += `\n  process ${i + 1} exited ${code}: ${process.env.BENCH_DEBUG ? procs[i]!.stderr() : procs[i]!.stderr().trim().split('\n').slice(-3).join(' | ')}`; });
    const check = await orderCountsOf(handle.db, ids);
    const placed = ids.length - check.missed;
    // A worker that placed nothing says why (its last log lines).
    procs.forEach((p, i) => { if (kind === 'worker' && processes > 1 && p.placed() === 0) failed += `\n  process ${i + 1} placed nothing; its log ends: ${p.stderr().slice(-1500)}`; });
    const locked = procs.some((p) => /database is locked/.test(p.stderr()));
    console.log(
      `${engine.padEnd(8)} ${kind.padEnd(6)} × ${processes}: ${placed} orders in ${seconds.toFixed(1)} s = ${(placed / seconds).toFixed(0)} orders/s; ` +
      `per process ${procs.map((p) => p.placed()).join(' + ')}; duplicates ${check.duplicates}, missed ${check.missed}` +
      `${locked ? ', "database is locked" seen' : ''} (setup ${setupSeconds.toFixed(0)} s; load ${loadavg()[0]!.toFixed(1)})${failed}`,
    );
  } finally {
    await handle.destroy();
  }
}

console.log(`AutoOrder bench: ${COUNT} due subscriptions; ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}, Node ${process.version}`);
for (const engine of values.engines!.split(',') as Engine[]) {
  for (const kind of values.kinds!.split(',') as Kind[]) {
    for (const processes of values.processes!.split(',').map(Number)) await measure(engine, kind, processes);
  }
}
