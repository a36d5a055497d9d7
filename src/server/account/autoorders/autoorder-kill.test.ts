import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, MINUTE_MS, toIsoDate } from '../../../domain/time';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { seedDemoData } from '../../db/seed';
import type { TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { RUN_LEASE_MS, runDueAutoOrders } from './autoorder-engine';
import { autoOrderProducts, engineDeps, sharedDatabase, subscribedShopper } from './autoorder-test-fixtures';
import { AUTOORDER_PASS_JOB } from './autoorders.jobs';

/**
 * Issue 15 "a runner killed mid-run makes no duplicate and misses nothing", with a real kill: a runner
 * in a process of its own on a database file (SQLite) or server (PostgreSQL) is SIGKILLed while it
 * places orders, twice, wherever it happens to be (between the claim, the card and the confirmation,
 * or between two transactions). The runner is the operations command (`npm run autoorders -- run`,
 * scripts/autoorders.ts) or a job worker (`npm run jobs -- work`, scripts/jobs.ts: graphile-worker on
 * PostgreSQL, in-process on SQLite) taking an AutoOrder pass and its run jobs (issue 23 §6). A runner
 * after the lease then finishes the day: exactly one order per subscription and due date, none
 * missed, each next date moved once, one authorisation per order, one email per order, the stock
 * taken once.
 */
const SUBSCRIPTIONS = 24;
const ROOT = join(import.meta.dirname, '../../../..');
const RUNNERS = ['the operations command', 'a job worker'] as const;

describe.each(testEngines().flatMap((engine) => RUNNERS.map((kind) => [engine, kind] as const)))('an AutoOrder runner SIGKILLed mid-run on %s: %s', (engine, kind) => {
  let t: TestApp;
  let url: string;
  const db = () => t.database.db;
  const asOf = toIsoDate(new Date());
  // graphile-worker's tables for this file's workers, dropped with the test database.
  const jobsSchema = `jobs_${randomBytes(5).toString('hex')}`;

  beforeAll(async () => {
    const shared = await sharedDatabase(engine);
    url = shared.url;
    await seedDemoData(shared.database.db, { products: 200 });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000', AUTOORDER_INTERVAL_MINUTES: '0' });
    const app = await buildApp({ config, db: shared.database.db, webRoot: '/nonexistent-web-root' });
    await app.ready();
    t = {
      app, database: shared.database, config, async close() {
        await app.close();
        if (engine === 'postgres') await sql`drop schema if exists ${sql.id(jobsSchema)} cascade`.execute(shared.database.db);
        await shared.database.dispose();
      },
    };
  }, 60_000);
  /** Runners still running: a test that times out mid-wait leaves none behind (a worker would keep polling the jobs). */
  const running = new Set<ChildProcess>();
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await t?.close();
  });

  /** The runner in a process of its own; the card takes a little while, as a real one does. */
  function runner(): ChildProcess {
    const args = kind === 'a job worker' ? ['scripts/jobs.ts', 'work', '--now', AUTOORDER_PASS_JOB] : ['scripts/autoorders.ts', 'run', '--as-of', asOf];
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', '--import', 'tsx', ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, PAYMENT_SANDBOX_DELAY_MS: '40', JOBS_SCHEMA: jobsSchema },
    });
    running.add(child);
    child.once('exit', () => running.delete(child));
    return child;
  }

  const placedCount = async (ids: number[]) => Number((await db().selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('auto_order_subscription_id', 'in', ids).executeTakeFirstOrThrow()).n);

  /** Starts a runner and kills it once `atLeast` orders of ours exist (and a moment more, so it dies anywhere). */
  async function killMidRun(ids: number[], atLeast: number): Promise<number> {
    const child = runner();
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
    const deadline = Date.now() + 30_000;
    while ((await placedCount(ids)) < atLeast) {
      if (child.exitCode !== null) throw new Error(`the runner ended before it was killed (${child.exitCode}): ${stderr}`);
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`the runner placed fewer than ${atLeast} orders in 30 s: ${stderr}`);
      }
      await sleep(15);
    }
    await sleep(Math.random() * 60);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    return placedCount(ids);
  }

  it('a later runner places every due subscription exactly once, and moves each next date once', async () => {
    const products = await autoOrderProducts(db(), 2);
    const subs = [];
    for (let i = 0; i < SUBSCRIPTIONS; i += 1) {
      subs.push(await subscribedShopper(t, `kill-${engine}-${i}@example.com`, products[i % 2]!.id, asOf, { quantity: 1 }));
    }
    const ids = subs.map((s) => s.subscriptionId);
    const stockOf = async () => {
      const rows = await db().selectFrom('products').select(['id', 'stock_quantity']).where('id', 'in', products.map((p) => p.id)).execute();
      return products.map((p) => Number(rows.find((r) => r.id === p.id)!.stock_quantity));
    };
    const stockBefore = await stockOf();

    // Two runners killed mid-run, one after the other: the second leaves the first's fresh claims alone.
    const afterFirst = await killMidRun(ids, 3);
    const afterSecond = await killMidRun(ids, afterFirst + 4);
    expect(afterSecond).toBeLessThan(SUBSCRIPTIONS);
    const claimedLeft = await db().selectFrom('auto_order_runs').select('id').where('subscription_id', 'in', ids).where('state', '=', 'claimed').execute();
    expect(claimedLeft.length).toBeGreaterThan(0);

    // A runner once the dead ones' claims are stale (the lease; also past the pending checkouts' lease).
    const later = new Date(Date.now() + RUN_LEASE_MS + MINUTE_MS);
    await runDueAutoOrders(engineDeps(t), { asOf, now: later });

    const orders = await db().selectFrom('orders').select(['id', 'auto_order_subscription_id', 'status', 'checkout_id']).where('auto_order_subscription_id', 'in', ids).execute();
    const perSubscription = new Map<number, number>();
    for (const o of orders) perSubscription.set(Number(o.auto_order_subscription_id), (perSubscription.get(Number(o.auto_order_subscription_id)) ?? 0) + 1);
    expect(ids.map((id) => perSubscription.get(id) ?? 0)).toEqual(ids.map(() => 1));
    expect(orders.map((o) => o.status)).toEqual(orders.map(() => 'submitted'));

    const runs = await db().selectFrom('auto_order_runs').select(['subscription_id', 'due_date', 'state']).where('subscription_id', 'in', ids).execute();
    expect(runs.map((r) => [Number(r.subscription_id), r.due_date, r.state]).sort(([a], [b]) => Number(a) - Number(b))).toEqual(ids.map((id) => [id, asOf, 'placed']));
    const rows = await db().selectFrom('auto_order_subscriptions').select(['id', 'next_order_date', 'last_order_date', 'status']).where('id', 'in', ids).orderBy('id').execute();
    expect(rows.map((r) => [r.next_order_date, r.last_order_date, r.status])).toEqual(ids.map(() => [addDays(asOf, 28), asOf, 'active']));

    // One approved authorisation per order's checkout, nothing left pending, one email each, stock taken once.
    const references = [...new Set(orders.map((o) => `checkout:${o.checkout_id}`))];
    const auths = await db().selectFrom('payment_authorizations').select(['reference', 'status']).where('reference', 'in', references).execute();
    expect(auths.map((a) => a.status).sort()).toEqual(references.map(() => 'approved'));
    const pending = await db().selectFrom('checkouts').select('id').where('user_id', 'in', subs.map((s) => s.userId)).where('state', '=', 'pending').execute();
    expect(pending).toEqual([]);
    const emails = await db().selectFrom('email_outbox').select('to_address').where('kind', '=', 'autoorder-placed').where('to_address', 'in', subs.map((s) => s.email)).execute();
    expect(emails.map((e) => e.to_address).sort()).toEqual(subs.map((s) => s.email).sort());
    expect(await stockOf()).toEqual([stockBefore[0]! - SUBSCRIPTIONS / 2, stockBefore[1]! - SUBSCRIPTIONS / 2]);

    // And nothing more for the day, whoever runs next.
    expect((await runDueAutoOrders(engineDeps(t), { asOf, now: new Date(later.getTime() + RUN_LEASE_MS * 2) })).entries.filter((e) => ids.includes(e.subscriptionId))).toEqual([]);
  }, 90_000);
});
