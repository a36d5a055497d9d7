import { spawn } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { test as base, type Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '../../src/contracts/server-render';
import { openDatabase, type Db } from '../../src/server/db/database';
import { demoShopperCopier } from '../../src/server/db/seed';
import { DEMO_SHOPPER } from '../../src/server/db/seed/shopper';
import { readTemplateInfo, TEMPLATE, TEMPLATE_DIR } from './template';

export { expect } from '@playwright/test';

const READY_TIMEOUT_MS = 15_000;
const SERVER_START_TIMEOUT_MS = 60_000;

/**
 * Pages arrive rendered by the server, with buttons that work only once the scripts have hydrated
 * them: after a full page load, wait for the app's ready mark before acting, as a shopper's click
 * would otherwise land on a button that does nothing yet. A store page whose app does not start in
 * time fails the test here. Pages that are not the app (the development mailbox, which has no
 * #root element) have nothing to wait for.
 */
async function waitForApp(page: Page): Promise<void> {
  if ((await page.locator('#root').count()) === 0) return;
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: READY_TIMEOUT_MS });
}

/** Makes the page's goto and reload wait for the app's ready mark (see waitForApp). */
function waitForAppAfterLoads(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
}

/** A demo shopper of the test's own: the seeded demo shopper's pets, orders, AutoOrders... under another email. */
export interface Shopper {
  email: string;
  password: string;
  /** The name the header greets. */
  firstName: 'Alex';
  /** What replaces DEMO in the numbers of the shopper's past orders (VS-yymmdd-<tag>C2). */
  orderTag: string;
}

interface WorkerServer {
  baseURL: string;
  db: Db;
}

interface WorkerFixtures {
  /**
   * Which server the file's journeys use. Journeys that change what every shopper or the clinic
   * sees (store settings, coupons, staff, the clinic's lists) name their own: Playwright gives
   * each value its own workers, and so its own server and database.
   */
  serverFor: string;
  server: WorkerServer;
  copyDemoShopper: (copy: { email: string; orderTag: string }) => Promise<unknown>;
}

interface TestFixtures {
  shopper: Shopper;
  scriptsOfTest: void;
}

/** Whether the running test has scripts on (its `javaScriptEnabled` option); one test at a time runs in a worker. */
let testRunsScripts = true;

/** Copies made by this worker, for their unique emails and order tags. */
let shoppersMade = 0;

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Starts the real server on its own copy of the seeded template; resolves once /api/health answers. */
async function startServer(databaseFile: string, port: number): Promise<{ stop: () => Promise<void> }> {
  copyFileSync(TEMPLATE.file, databaseFile);
  return startAppServer({ databaseUrl: databaseFile, port, seedProducts: TEMPLATE.products });
}

/**
 * Starts the real server on a database (a file, or a PostgreSQL url: an empty database is migrated
 * and seeded with `seedProducts` products on the first start); resolves once /api/health answers.
 */
export async function startAppServer({ databaseUrl, port, seedProducts }: { databaseUrl: string; port: number; seedProducts: number }): Promise<{ stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', '--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // Every journey signs in from 127.0.0.1: the per-address sign-in limit (tested in rate-limit.test.ts)
    // would turn a whole suite's shoppers and staff away.
    env: {
      ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'test',
      SEED_PRODUCTS: String(seedProducts), SIGN_IN_RATE_LIMIT_PER_MINUTE: '200',
    },
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The e2e server stopped before it answered (exit ${child.exitCode}):\n${errors}`);
    const ok = await fetch(`http://localhost:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The e2e server did not answer within ${SERVER_START_TIMEOUT_MS} ms:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverFor: ['shared', { scope: 'worker', option: true }],

  server: [
    async ({ serverFor }, use, workerInfo) => {
      const databaseFile = `${TEMPLATE_DIR}/worker-${workerInfo.workerIndex}-${serverFor.replace(/\W+/g, '-')}.db`;
      const port = await freePort();
      const server = await startServer(databaseFile, port);
      // The journeys' own data goes straight into the server's database (WAL: two processes share it).
      const database = openDatabase({ url: databaseFile });
      try {
        await use({ baseURL: `http://localhost:${port}`, db: database.db });
      } finally {
        await database.destroy();
        await server.stop();
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${databaseFile}${suffix}`, { force: true });
      }
    },
    { scope: 'worker', timeout: SERVER_START_TIMEOUT_MS + 10_000 },
  ],

  copyDemoShopper: [
    async ({ server }, use) => {
      const info = readTemplateInfo();
      await use(demoShopperCopier(server.db, { products: info.products, now: new Date(info.now) }));
    },
    { scope: 'worker' },
  ],

  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },

  shopper: async ({ copyDemoShopper }, use, testInfo) => {
    // Unique within the worker's database, which no other worker shares.
    const orderTag = `T${String(++shoppersMade).padStart(3, '0')}`;
    const email = `alex.${orderTag.toLowerCase()}.w${testInfo.workerIndex}@example.com`;
    await copyDemoShopper({ email, orderTag });
    await use({ email, password: DEMO_SHOPPER.password, firstName: 'Alex', orderTag });
  },

  // Every page of every context a journey makes (the test's own page included) waits for the app
  // after a load — unless the test runs without scripts (`javaScriptEnabled: false`, set for the
  // test or for the context), when the page is what the server sent and nothing would mark it ready.
  browser: [async ({ browser }, use) => {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...args) => {
      const context = await newContext(...args);
      const scripts = args[0]?.javaScriptEnabled !== false;
      context.on('page', (page) => {
        if (scripts && testRunsScripts) waitForAppAfterLoads(page);
      });
      return context;
    };
    await use(browser);
  }, { scope: 'worker' }],

  scriptsOfTest: [async ({ javaScriptEnabled }, use) => {
    testRunsScripts = javaScriptEnabled !== false;
    await use();
  }, { auto: true }],
});
