import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The few parts of autocannon's API used here (the package ships no types). */
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** What Chromium sends: the answer a browser gets is compressed. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

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

/** Starts a TypeScript entry point in its own process and waits until it prints `ready`. */
export async function startProcess(entry: string, env: Record<string, string>, ready: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', '--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(ready)) resolve();
    });
  });
  return child;
}

export interface RunningServer {
  base: string;
  process: ChildProcess;
  /** From the spawn to the store's ready line. */
  startSeconds: number;
  stop(): void;
}

/** A process's resident memory in bytes (Linux: /proc), or null where that cannot be read. */
export function residentBytes(pid: number): number | null {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}

/** The real server (src/server/main.ts) in its own process, so the load tool does not share its event loop. */
export async function startServer(database: string): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const child = await startProcess('src/server/main.ts', {
    NODE_ENV: 'production', TOKEN_SECRET: randomBytes(24).toString('hex'), DATABASE_URL: database, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn',
  }, 'Store ready');
  return { base: `http://127.0.0.1:${port}`, process: child, startSeconds: (performance.now() - started) / 1000, stop: () => child.kill('SIGTERM') };
}

export async function visitorHeaders(base: string): Promise<Record<string, string>> {
  const token = (await (await fetch(`${base}/Account/GetToken`, { method: 'POST' })).json()) as { accessToken: string };
  return { authorization: `Bearer ${token.accessToken}` };
}

export interface LoadOptions {
  base: string;
  paths: string[];
  headers: Record<string, string>;
  seconds: number;
  connections: number;
}

/** Runs the paths in turn on every connection for `seconds`. */
export function load({ base, paths, headers, seconds, connections }: LoadOptions): Promise<AutocannonResult> {
  return autocannon({ url: base, connections, duration: seconds, headers, requests: paths.map((path) => ({ method: 'GET', path })) });
}

export function describeLoad(label: string, result: AutocannonResult): string {
  const failures = result.non2xx + result.errors + result.timeouts;
  return `  ${label.padEnd(34)} ${Math.round(result.requests.average).toLocaleString('en-CA').padStart(6)} req/s, ` +
    `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms` +
    (failures > 0 ? ` (${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)` : '');
}

/** A page load is rendered on the server (when dist/ holds a build): its cost, for comparison. */
export async function pageLoad(base: string, seconds: number) {
  const page = await fetch(`${base}/products`);
  const rendered = (await page.text()).includes('id="router-state"');
  const result = await autocannon({ url: `${base}/products`, connections: 8, duration: seconds });
  console.log(describeLoad(`/products page, 8 conn. (${rendered ? 'rendered' : 'no build'})`, result).replace('req/s', 'pages/s'));
}
