/**
 * Per-request overhead (issue 12 §5): the security headers in-process, then the cached list call
 * served by the real server in its own process, with request logging on (LOG_LEVEL=info, lines read
 * and thrown away) and off (warn), with the server's CPU time per request.
 * `node --import tsx bench/request-overhead.ts [--seconds 10] [--connections 10]`. Prints figures,
 * asserts nothing. Seeds data/overhead.db (4,000 products) the first time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import helmet from 'helmet';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { computeSecurityHeaders, helmetOptions } from '../src/server/http/security-headers';
import { migrateToLatest } from '../src/server/db/migrate';
import { isSeeded, seedDemoData } from '../src/server/db/seed';

type Autocannon = (options: Record<string, unknown>) => Promise<{ requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number }>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } } });
const DATABASE = join(process.cwd(), 'data', 'overhead.db');
const PATH = '/api/prods/list?q=dog%20food&pg=1';

async function seedOnce() {
  const handle = openDatabase({ url: DATABASE });
  await migrateToLatest(handle.db);
  if (!existsSync(DATABASE) || !(await isSeeded(handle.db))) await seedDemoData(handle.db, { products: 4000 });
  await handle.destroy();
}

const PORT = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});

async function startServer(logLevel: string): Promise<{ child: ChildProcess; logBytes: () => number }> {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', '--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', TOKEN_SECRET: randomBytes(24).toString('hex'), DATABASE_URL: DATABASE, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: logLevel },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let bytes = 0;
  let ready = false;
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (ready) bytes += chunk.length;
      else if (chunk.toString().includes('Store ready')) {
        ready = true;
        resolve();
      }
    });
  });
  return { child, logBytes: () => bytes };
}

/** CPU seconds the server process has used (user + system), from /proc: steadier than req/s on a busy machine. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function run(logLevel: string) {
  const { child, logBytes } = await startServer(logLevel);
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const { accessToken } = (await (await fetch(`${base}/Account/GetToken`, { method: 'POST' })).json()) as { accessToken: string };
    const options = { url: `${base}${PATH}`, connections: Number(values.connections), headers: { authorization: `Bearer ${accessToken}` } };
    await autocannon({ ...options, duration: 3 });
    const before = logBytes();
    const cpuBefore = cpuSeconds(child.pid!);
    const result = await autocannon({ ...options, duration: Number(values.seconds) });
    const requests = result.requests.average * Number(values.seconds);
    const perRequest = requests > 0 ? (logBytes() - before) / requests : 0;
    const cpuPerRequest = requests > 0 ? ((cpuSeconds(child.pid!) - cpuBefore) * 1e6) / requests : 0;
    console.log(
      `  LOG_LEVEL=${logLevel.padEnd(5)} ${result.requests.average.toFixed(0).padStart(6)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `server CPU ${cpuPerRequest.toFixed(0)} µs/request, ${perRequest.toFixed(0)} log bytes/request${result.non2xx || result.errors ? ` (${result.non2xx} non-2xx, ${result.errors} errors)` : ''}`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Security headers in-process: helmet's middleware built per request (as @fastify/helmet did) or the precomputed list. */
function securityHeaderCost() {
  const options = helmetOptions(loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) }));
  const response = { setHeader: (_name: string, _value: string) => undefined, removeHeader: () => undefined };
  const precomputed = computeSecurityHeaders(options);
  const ways: [string, () => void][] = [
    ['helmet built per request', () => helmet(options)({} as never, response as never, () => undefined)],
    ['precomputed at start', () => precomputed.forEach(([name, value]) => response.setHeader(name, value))],
  ];
  console.log('Security headers, 50,000 requests in-process (median of 5 rounds):');
  for (const [label, apply] of ways) {
    const rounds = Array.from({ length: 5 }, () => {
      const started = performance.now();
      for (let i = 0; i < 50_000; i++) apply();
      return ((performance.now() - started) * 1000) / 50_000;
    }).sort((a, b) => a - b);
    console.log(`  ${label.padEnd(25)} ${rounds[2]!.toFixed(2)} µs/request`);
  }
}

console.log(`${cpus()[0]?.model ?? 'CPU'} × ${cpus().length}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
securityHeaderCost();
await seedOnce();
console.log(`Cached list call ${PATH}, 4,000 products (SQLite), ${values.connections} connections, ${values.seconds} s, NODE_ENV=production:`);
for (const level of ['info', 'warn', 'info', 'warn']) await run(level);
