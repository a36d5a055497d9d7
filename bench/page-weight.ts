/**
 * Measures the JavaScript a page downloads (gzip bytes, as the browser receives it) by loading it in
 * Debian's Chromium against the real server. Usage: npm run bench:page-weight [-- <webRoot>] [--files]
 * Prints figures; asserts nothing.
 */
import { chromium } from '@playwright/test';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createTestDatabase } from '../src/server/testing/test-database';
import { seedDemoData } from '../src/server/db/seed';

const webRoot = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'dist/web';
const database = await createTestDatabase('sqlite');
await seedDemoData(database.db, { products: 300 });
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }), db: database.db, webRoot });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
});

const detailed = process.argv.includes('--files');

async function scriptBytes(path: string): Promise<{ files: number; bytes: number; list: string[] }> {
  const page = await browser.newPage();
  const seen: Promise<{ url: string; size: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // Transfer size as compressed on the wire (the server gzips or brotlis every asset).
    seen.push(response.request().sizes().then((sizes) => ({ url: new URL(response.url()).pathname, size: sizes.responseBodySize })));
  });
  await page.goto(`${address}${path}`, { waitUntil: 'networkidle' });
  const sizes = (await Promise.all(seen)).sort((a, b) => b.size - a.size);
  await page.close();
  const list = sizes.map(({ url, size }) => `    ${(size / 1024).toFixed(1).padStart(6)} KB  ${url}`);
  return { files: sizes.length, bytes: sizes.reduce((sum, { size }) => sum + size, 0), list };
}

const product = await (async () => {
  const token = (await (await fetch(`${address}/Account/GetToken`, { method: 'POST' })).json()) as { accessToken: string };
  const list = (await (await fetch(`${address}/api/prods/list?pgSize=1`, { headers: { authorization: `Bearer ${token.accessToken}` } })).json()) as { results: { productId: number }[] };
  return list.results[0]!.productId;
})();

console.log(`page weight (JS, compressed) — Node ${process.version}, web root ${webRoot}`);
for (const path of ['/products', `/products/view/${product}`, '/Account/Logon', '/cart']) {
  const { files, bytes, list } = await scriptBytes(path);
  console.log(`${path.padEnd(28)} ${String(files).padStart(3)} files ${(bytes / 1024).toFixed(1).padStart(7)} KB`);
  if (detailed) console.log(list.join('\n'));
}
await browser.close();
await app.close();
await database.dispose();
