import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

/** The few parts of autocannon's API used here (the package ships no types). */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

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

/** The real server (src/server/main.ts) in its own process, so the load tool does not share its event loop. */
export async function startServer(database: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', '--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', TOKEN_SECRET: randomBytes(24).toString('hex'), DATABASE_URL: database, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Store ready')) resolve();
    });
  });
  return child;
}

export async function loadTest(options: { database: string; paths: string[]; variedPaths: string[]; seconds: number; connections: number }) {
  const port = await freePort();
  const server = await startServer(options.database, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = (await (await fetch(`${base}/Account/GetToken`, { method: 'POST' })).json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${token.accessToken}` };
    const check = await fetch(`${base}${options.paths[0]}`, { headers });
    const bytes = (await check.text()).length;
    console.log(`HTTP load: ${options.connections} connections, ${options.seconds} s each, loopback, server in its own process (NODE_ENV=production)`);
    console.log(`  response ${check.status}, ${(bytes / 1024).toFixed(1)} KB (no gzip: autocannon sends no Accept-Encoding)`);
    await autocannon({ url: `${base}${options.paths[0]}`, connections: options.connections, duration: 2, headers });
    const runs: [string, string[]][] = [['same filter', options.paths], [`${options.variedPaths.length} filters in turn`, options.variedPaths]];
    for (const [label, paths] of runs) {
      const result = await autocannon({
        url: base,
        connections: options.connections,
        duration: options.seconds,
        headers,
        requests: paths.map((path) => ({ method: 'GET', path })),
      });
      console.log(
        `  ${label.padEnd(22)} ${Math.round(result.requests.average).toLocaleString('en-CA')} req/s, ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms ` +
        `(${result.requests.total.toLocaleString('en-CA')} requests, ${result.non2xx} non-2xx, ${result.errors} errors)`,
      );
    }
    // A page load is rendered on the server (when dist/ holds a build): its cost, for comparison.
    const page = await fetch(`${base}/products`);
    const rendered = (await page.text()).includes('id="router-state"');
    const pages = await autocannon({ url: `${base}/products`, connections: 8, duration: options.seconds });
    console.log(
      `  /products page (${rendered ? 'server-rendered' : 'not rendered: no build'}), 8 connections: ${Math.round(pages.requests.average).toLocaleString('en-CA')} pages/s, ` +
      `latency p50 ${pages.latency.p50} ms, p99 ${pages.latency.p99} ms (${pages.non2xx} non-2xx, ${pages.errors} errors)`,
    );
  } finally {
    server.kill('SIGTERM');
  }
}
