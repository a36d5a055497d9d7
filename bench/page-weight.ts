/**
 * Measures the JavaScript a page downloads (compressed bytes, as the browser receives them) by
 * loading it in Debian's Chromium against the real server, as a visitor, as the demo shopper (with
 * an item in the cart) and as the demo clinic admin; and names, for each page, the audiences whose
 * code it downloaded (issue 29 §3: shopper pages never download clinic or platform code, and the
 * reverse), from the build's page manifest (tools/vite/page-manifest.ts).
 * Usage: npm run bench:page-weight [-- <webRoot>] [--files]. Prints figures; asserts nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createTestDatabase } from '../src/server/testing/test-database';
import { seedDemoData } from '../src/server/db/seed';
import { DEMO_SHOPPER } from '../src/server/db/seed/shopper';

const webRoot = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'dist/web';
const detailed = process.argv.includes('--files');
const manifest = JSON.parse(readFileSync(join(webRoot, '.vite/page-manifest.json'), 'utf8')) as { modules: Record<string, string> };

/**
 * The audiences (shop, account, clinic, platform) of the source modules in each chunk file. The
 * app's own chunk (the shell every page has: the header's cart, the slots' loaders) is left out.
 */
const audiencesOfChunk = new Map<string, Set<string>>();
const appChunk = manifest.modules['main.tsx'];
for (const [source, chunk] of Object.entries(manifest.modules)) {
  const audience = /^features\/(shop|account|clinic|platform)\//.exec(source)?.[1];
  if (!audience || chunk === appChunk) continue;
  const set = audiencesOfChunk.get(`/${chunk}`) ?? new Set<string>();
  set.add(audience);
  audiencesOfChunk.set(`/${chunk}`, set);
}

const database = await createTestDatabase('sqlite');
await seedDemoData(database.db, { products: 300 });
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' }), db: database.db, webRoot });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
});

/** Each page in a context of its own (the signed-in person's cookies, an empty cache), so every file counts. */
async function scriptBytes(signedInAs: BrowserContext, path: string) {
  const context = await browser.newContext({ baseURL: address, storageState: await signedInAs.storageState() });
  const page = await context.newPage();
  const seen: Promise<{ url: string; size: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // Transfer size as compressed on the wire (the server gzips or brotlis every asset).
    seen.push(response.request().sizes().then((sizes) => ({ url: new URL(response.url()).pathname, size: sizes.responseBodySize })));
  });
  await page.goto(`${address}${path}`, { waitUntil: 'networkidle' });
  const landedOn = new URL(page.url()).pathname;
  const sizes = (await Promise.all(seen)).sort((a, b) => b.size - a.size);
  await context.close();
  const audiences = new Set(sizes.flatMap(({ url }) => [...(audiencesOfChunk.get(url) ?? [])]));
  const list = sizes.map(({ url, size }) => `    ${(size / 1024).toFixed(1).padStart(6)} KB  ${url}  ${[...(audiencesOfChunk.get(url) ?? [])].join(' ')}`);
  return { files: sizes.length, bytes: sizes.reduce((sum, { size }) => sum + size, 0), list, landedOn, audiences: [...audiences].sort() };
}

async function signedIn(email: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: address });
  const answer = await context.request.post('/Account/Logon', { data: { email, password: DEMO_SHOPPER.password } });
  if (!answer.ok()) throw new Error(`sign-in as ${email}: ${answer.status()} ${await answer.text()}`);
  return context;
}

/** One plain in-stock product in the shopper's cart, so the cart and the checkout show an order. */
async function oneItemInCart(context: BrowserContext): Promise<number> {
  const token = (await (await context.request.post('/Account/GetToken')).json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${token.accessToken}` };
  const list = (await (await context.request.get('/api/prods/list?pgSize=96', { headers })).json()) as {
    results: { productId: number; isInStock: boolean; isPrescriptionProduct: boolean; isApprovalRequired: boolean; isBulkItem: boolean }[];
  };
  const product = list.results.find((p) => p.isInStock && !p.isPrescriptionProduct && !p.isApprovalRequired && !p.isBulkItem)!;
  const details = (await (await context.request.get(`/api/prods/details/${product.productId}/`, { headers })).json()) as { viewModel: { pets: { id: number }[] } };
  const added = await context.request.post('/api/cart/item/', { headers, data: { productId: product.productId, petId: details.viewModel.pets[0]!.id, quantity: 1 } });
  if (!added.ok()) throw new Error(`add to cart: ${added.status()} ${await added.text()}`);
  return product.productId;
}

const visitor = await browser.newContext({ baseURL: address });
const shopper = await signedIn('demo@example.com');
const product = await oneItemInCart(shopper);
const clinicAdmin = await signedIn('clinicadmin@example.com');
const platformAdmin = await signedIn('platform@example.com');

const pages: [string, BrowserContext, string][] = [
  ['visitor', visitor, '/products'],
  ['visitor', visitor, `/products/view/${product}`],
  ['visitor', visitor, '/Account/Logon'],
  ['shopper', shopper, '/products'],
  ['shopper', shopper, `/products/view/${product}`],
  ['shopper', shopper, '/cart'],
  ['shopper', shopper, '/checkout'],
  ['shopper', shopper, '/account'],
  ['clinic admin', clinicAdmin, '/clinic'],
  ['clinic admin', clinicAdmin, '/clinic/orders'],
  ['site admin', platformAdmin, '/platform'],
];

console.log(`page weight (JS, compressed, at network idle) — Node ${process.version}, web root ${webRoot}`);
for (const [who, context, path] of pages) {
  const { files, bytes, list, landedOn, audiences } = await scriptBytes(context, path);
  const where = landedOn.toLowerCase() === path.toLowerCase() ? '' : ` (→ ${landedOn})`;
  console.log(`${who.padEnd(13)} ${(path + where).padEnd(34)} ${String(files).padStart(3)} files ${(bytes / 1024).toFixed(1).padStart(7)} KB  beyond the shell, code of: ${audiences.join(', ') || '—'}`);
  if (detailed) console.log(list.join('\n'));
}
await browser.close();
await app.close();
await database.dispose();
