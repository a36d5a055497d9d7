/**
 * Lighthouse (mobile preset, performance only, three runs each, medians) on /products and a product page, in Debian's
 * Chromium, against the real server and the built app. Lighthouse is not a dependency (it is large):
 * the first run installs lighthouse@13 into node_modules/.cache/lighthouse (`npx` waited forever on
 * this machine). Usage: npm run build && npm run bench:lighthouse
 * Prints figures; asserts nothing.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { seedDemoData } from '../src/server/db/seed';
import { createTestDatabase } from '../src/server/testing/test-database';

const database = await createTestDatabase('sqlite');
await seedDemoData(database.db, { products: 1500 });
const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', TOKEN_SECRET: 'lighthouse-bench-secret-0123456789abcdef', COOKIE_SECURE: 'false' });
const app = await buildApp({ config, db: database.db, webRoot: 'dist/web' });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const token = ((await (await fetch(`${address}/Account/GetToken`, { method: 'POST' })).json()) as { accessToken: string }).accessToken;
const list = (await (await fetch(`${address}/api/prods/list?pgSize=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as { results: { productId: number }[] };
const lighthouseHome = join(process.cwd(), 'node_modules', '.cache', 'lighthouse');
const lighthouseBin = join(lighthouseHome, 'node_modules', '.bin', 'lighthouse');
if (!existsSync(lighthouseBin)) {
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', lighthouseHome, 'lighthouse@13'], { stdio: 'inherit' });
}
const out = join(mkdtempSync(join(tmpdir(), 'lighthouse-')), 'report.json');

const RUNS = 3;

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is tried again. */
async function lighthouse(url: string, attempts = 3): Promise<Run> {
  try {
    return await lighthouseOnce(url);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.log(`  (a Lighthouse run failed, tried again: ${String((error as { stderr?: string }).stderr ?? error).trim().split('\n')[0]})`);
    return lighthouse(url, attempts - 1);
  }
}

async function lighthouseOnce(url: string): Promise<Run> {
  // Asynchronously: the server under test runs in this process and must keep answering.
  await promisify(execFile)(lighthouseBin, [url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${out}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-background-networking --disable-gpu'], {
    env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  });
  const report = JSON.parse(readFileSync(out, 'utf8')) as { categories: { performance: { score: number } }; audits: Record<string, { numericValue?: number }> };
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

console.log(`Lighthouse ${RUNS}× per page, mobile preset, performance — Node ${process.version}, Chromium ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`);
for (const path of ['/products', `/products/view/${list.results[0]!.productId}`]) {
  // A server in production has rendered the page before: warm it up the same way.
  for (let warm = 0; warm < 5; warm += 1) await fetch(`${address}${path}`);
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouse(`${address}${path}`));
  const pick = (key: keyof Run) => median(runs.map((run) => run[key]));
  console.log(
    `${path.padEnd(24)} score ${pick('score')} (runs ${runs.map((run) => run.score).join(', ')})  FCP ${(pick('fcp') / 1000).toFixed(1)} s  LCP ${(pick('lcp') / 1000).toFixed(1)} s  TBT ${Math.round(pick('tbt'))} ms  CLS ${pick('cls').toFixed(3)}  (medians)`,
  );
}
await app.close();
await database.dispose();
