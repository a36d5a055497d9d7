/**
 * Lighthouse (mobile preset, performance only) on /products and a product page, in Debian's
 * Chromium, against the real server and the built app. Lighthouse is not a dependency (it is large):
 * the first run installs lighthouse@13 into node_modules/.cache/lighthouse (`npx` waited forever on
 * this machine). Usage: npm run build && npm run bench:lighthouse
 * Prints figures; asserts nothing.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

console.log(`Lighthouse, mobile preset, performance — Node ${process.version}, Chromium ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`);
for (const path of ['/products', `/products/view/${list.results[0]!.productId}`]) {
  // Asynchronously: the server under test runs in this process and must keep answering.
  await promisify(execFile)(lighthouseBin, [`${address}${path}`, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${out}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-background-networking --disable-gpu'], {
    env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  });
  const report = JSON.parse(readFileSync(out, 'utf8')) as { categories: { performance: { score: number } }; audits: Record<string, { displayValue?: string }> };
  const audit = (id: string) => report.audits[id]?.displayValue ?? '?';
  console.log(`${path.padEnd(24)} score ${Math.round(report.categories.performance.score * 100)}  FCP ${audit('first-contentful-paint')}  LCP ${audit('largest-contentful-paint')}  TBT ${audit('total-blocking-time')}  CLS ${audit('cumulative-layout-shift')}`);
}
await app.close();
await database.dispose();
