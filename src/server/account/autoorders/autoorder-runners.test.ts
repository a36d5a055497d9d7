import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../../domain/time';
import { seedDemoData } from '../../db/seed';
import { testEngines, type TestDatabase } from '../../testing/test-database';
import { autoOrderProducts, dueSubscriptionsInBulk, orderCountsOf, sharedDatabase } from './autoorder-test-fixtures';

/**
 * Issue 30: two runner processes (`npm run autoorders -- run`) started together over hundreds of due
 * AutoOrders. Each keeps claiming until nothing is due, so on PostgreSQL both place a substantial
 * share (the second used to stop after its first contested batch); on SQLite both finish, the one
 * waiting for the other's write lock instead of dying with "database is locked". Together: every
 * subscription ordered once.
 */
const DUE = 200;
const ROOT = join(import.meta.dirname, '../../../..');

interface Finished { code: number | null; placed: number; stderr: string }

function runner(url: string, asOf: string): Promise<Finished> {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', '--import', 'tsx', 'scripts/autoorders.ts', 'run', '--as-of', asOf], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, PAYMENT_SANDBOX_DELAY_MS: '0' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  // "close", not "exit": the output may still be arriving when the process has exited.
  return new Promise((resolve) => child.once('close', (code) => {
    // The command's last line counts the outcomes: "placed: 183, ...".
    const placed = Number(/(?:^|, )placed: (\d+)/m.exec(stdout)?.[1] ?? 0);
    resolve({ code, placed, stderr });
  }));
}

describe.each(testEngines())('two AutoOrder runner processes at once on %s', (engine) => {
  let database: TestDatabase;
  let url: string;
  let ids: number[];
  const asOf = toIsoDate(new Date());

  beforeAll(async () => {
    const shared = await sharedDatabase(engine);
    database = shared.database;
    url = shared.url;
    await seedDemoData(database.db, { products: 200 });
    const products = await autoOrderProducts(database.db, 3);
    ids = await dueSubscriptionsInBulk(database.db, { count: DUE, due: asOf, productIds: products.map((p) => p.id), prefix: `runners-${engine}` });
  }, 60_000);
  afterAll(() => database?.dispose());

  it('both finish, each takes a substantial share, and every due AutoOrder is placed once', async () => {
    const [a, b] = await Promise.all([runner(url, asOf), runner(url, asOf)]);
    expect([a.code, b.code], `${a.stderr}\n${b.stderr}`).toEqual([0, 0]);
    expect(`${a.stderr}${b.stderr}`).not.toMatch(/database is locked/);
    expect(await orderCountsOf(database.db, ids)).toEqual({ duplicates: 0, missed: 0 });
    expect(a.placed + b.placed).toBe(DUE);
    // SQLite has one writer at a time, so there the share depends on who waits; PostgreSQL runs both.
    if (engine === 'postgres') expect(Math.min(a.placed, b.placed)).toBeGreaterThanOrEqual(DUE / 4);
  }, 120_000);
});
