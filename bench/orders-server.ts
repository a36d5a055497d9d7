import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { openDatabase, type DatabaseHandle } from '../src/server/db/database';

/**
 * The store under test for bench/orders.ts: its database (seeded by the tested checkout's own seed
 * command, so a "before" checkout migrates with its own migrations) and its server in a process of
 * its own, so the shoppers' load does not share the server's event loop.
 */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const NODE_ARGS = ['--disable-warning=ExperimentalWarning', '--import', 'tsx'];

/** Creates the PostgreSQL database named by `url` when it does not exist yet. */
async function ensurePostgresDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const handle = openDatabase({ url: admin.toString(), poolSize: 1 });
  try {
    const { sql } = await import('kysely');
    const exists = await sql<{ n: number }>`select count(*)::int as n from pg_database where datname = ${name}`.execute(handle.db);
    if (exists.rows[0]!.n === 0) await sql`create database ${sql.id(name)}`.execute(handle.db);
  } finally {
    await handle.destroy();
  }
}

async function productCount(url: string): Promise<number> {
  const handle = openDatabase({ url, poolSize: 1 });
  try {
    const row = await handle.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    return Number(row?.n ?? 0);
  } catch {
    return 0; // not migrated yet
  } finally {
    await handle.destroy();
  }
}

/**
 * A database with `products` child products, seeded (after emptying it) by `npm run seed` of the
 * checkout in `serverDir` when it holds another number. Returns an open handle (never migrated by
 * the bench itself: the server under test migrates).
 */
export async function seededDatabase(url: string, products: number, serverDir: string, log: (line: string) => void): Promise<DatabaseHandle> {
  if (/^postgres/.test(url)) await ensurePostgresDatabase(url);
  const have = await productCount(url);
  if (have !== products) {
    log(`  seeding ${products.toLocaleString('en-CA')} products into ${url} (it has ${have.toLocaleString('en-CA')})...`);
    const started = Date.now();
    const seeded = spawnSync(process.execPath, [...NODE_ARGS, 'src/server/db/seed/cli.ts', '--products', String(products), '--reset', '--database-url', url], {
      cwd: serverDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (seeded.status !== 0) throw new Error(`seeding ${url} failed`);
    log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  return openDatabase({ url, poolSize: 2 });
}

export interface RunningServer {
  base: string;
  /** CPU time the server process has used so far (user + system), in ms; NaN where /proc is missing. */
  cpuMs(): number;
  /** SIGTERM by default; SIGKILL is a crash. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** utime + stime of a process from /proc (Linux), in ms. */
function processCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks (USER_HZ = 100)
  } catch {
    return Number.NaN;
  }
}

export interface ServerOptions {
  paymentDelayMs: number;
  /** A CPU profile of the run goes into this folder (node --cpu-prof). */
  profileDir?: string;
  /** Fixed port and token secret, so a restarted server keeps the shoppers' address and tokens. */
  port?: number;
  tokenSecret?: string;
}

/** src/server/main.ts of `serverDir` in production mode with the sandbox provider's latency. */
export async function startServer(serverDir: string, databaseUrl: string, { paymentDelayMs, profileDir, ...fixed }: ServerOptions): Promise<RunningServer> {
  const port = fixed.port ?? (await freePort());
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, ...NODE_ARGS, 'src/server/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TOKEN_SECRET: fixed.tokenSecret ?? randomBytes(24).toString('hex'),
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PAYMENT_SANDBOX_DELAY_MS: String(paymentDelayMs),
      // The shoppers sign in from one address: the per-address limits would stop the set-up.
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
      TOKEN_RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (text.includes('Store ready')) resolve();
      // The server's errors (pino level 50 and up) explain a failure the bench counts.
      for (const line of text.split('\n')) if (/"level":(50|60)/.test(line)) process.stderr.write(`  server: ${line}\n`);
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    cpuMs: () => processCpuMs(child.pid),
    stop: (signal: NodeJS.Signals = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
