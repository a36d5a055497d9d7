import { copyFileSync, createReadStream, createWriteStream, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { FEED_COLUMNS } from '../src/domain/catalogue-feed/feed-row';
import { dollarsOf } from '../src/domain/catalogue-feed/feed-row';
import { DEMO_SHOPPER, DEMO_SITE_ADMIN } from '../src/server/db/seed';
import { catalogueSnapshot } from '../src/server/platform/catalogue/catalogue-snapshot.queries';
import type { FeedProduct } from '../src/domain/catalogue-feed/feed-row';
import { benchDatabasePath, openBenchDatabase } from './bench-db';
import { startServer, visitorHeaders } from './http-load';
import { percentile } from './stats';

/**
 * Issue 26's bench: a 100,000-row catalogue feed (about 108 MB) applied to a running server, timed,
 * while a shopper's list call runs in a loop; prints the import's time and the list call's longest
 * request and p99 during it, beside the same loop before it.
 * `npm run bench:catalogue-import -- [--catalogue 10k] [--rows 100000]`
 */
const { values } = parseArgs({ options: { catalogue: { type: 'string', default: '10000' }, rows: { type: 'string', default: '100000' } } });
const CATALOGUE = Number(values.catalogue.replace(/k$/i, '000'));
const ROWS = Number(values.rows);

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const yes = (flag: boolean) => (flag ? 'yes' : 'no');

function row(p: FeedProduct): string {
  const cells: Record<(typeof FEED_COLUMNS)[number], string> = {
    family_key: p.familyKey, sku: p.sku, manufacturer_id: String(p.manufacturerId), family_name_en: p.familyNameEn, family_name_fr: p.familyNameFr,
    family_description_en: p.familyDescriptionEn, family_description_fr: p.familyDescriptionFr, name_en: p.nameEn, name_fr: p.nameFr,
    format_en: p.formatEn, format_fr: p.formatFr, categories: p.categories.join('|'), properties: p.properties.join('|'),
    unit_price: dollarsOf(p.unitPriceCents), regular_price: dollarsOf(p.regularPriceCents), auto_order_price: dollarsOf(p.autoOrderPriceCents),
    rx_fee: dollarsOf(p.rxFeeCents), stock: p.inStock ? 'in' : 'out', rx: yes(p.rx), approval_required: yes(p.approvalRequired), bulk: yes(p.bulk),
    clinic_pickup_only: yes(p.clinicPickupOnly), made_in_canada: yes(p.madeInCanada), terracycle: yes(p.terraCycle), image: p.image,
  };
  return FEED_COLUMNS.map((c) => cell(cells[c])).join(',');
}

async function writeFeed(path: string): Promise<void> {
  const handle = await openBenchDatabase(console.log, CATALOGUE);
  const { catalogue } = await catalogueSnapshot(handle.db);
  await handle.destroy();
  const out = createWriteStream(path);
  const write = (line: string) => new Promise<void>((resolve) => (out.write(`${line}\r\n`) ? resolve() : out.once('drain', resolve)));
  await write(FEED_COLUMNS.join(','));
  // The whole catalogue, one price in ten lowered by a cent (an in-place change), then new families of three formats.
  for (const [i, p] of catalogue.entries()) {
    const cheaper = i % 10 === 0 && p.unitPriceCents > p.autoOrderPriceCents ? p.unitPriceCents - 1 : p.unitPriceCents;
    await write(row({ ...p, unitPriceCents: cheaper }));
  }
  const model = catalogue[0]!;
  for (let n = 0; n < ROWS - catalogue.length; n++) {
    const family = Math.floor(n / 3);
    await write(row({
      ...model, familyKey: `BENCH-${family}`, sku: `BENCH-${n}`, familyNameEn: `Bench family ${family}`, familyNameFr: `Famille d’essai ${family}`,
      nameEn: `Bench family ${family} – format ${n % 3}`, nameFr: `Famille d’essai ${family} – format ${n % 3}`, formatEn: `format ${n % 3}`, formatFr: `format ${n % 3}`,
    }));
  }
  await new Promise<void>((resolve) => out.end(resolve));
}

async function siteAdminToken(base: string): Promise<string> {
  const logon = await fetch(`${base}/Account/Logon`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_SITE_ADMIN.email, password: DEMO_SHOPPER.password }),
  });
  const cookie = logon.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const token = (await (await fetch(`${base}/Account/GetToken`, { method: 'POST', headers: { cookie } })).json()) as { accessToken: string };
  return token.accessToken;
}

/** The list call in a loop until `until` settles: each request's time. */
async function listLoop(base: string, headers: Record<string, string>, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => { done = true; });
  const times: number[] = [];
  for (let page = 1; !done; page = (page % 20) + 1) {
    const started = performance.now();
    const res = await fetch(`${base}/api/prods/list?pgSize=24&pg=${page}`, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

const describe = (label: string, times: number[]) =>
  `  ${label.padEnd(28)} ${times.length} requests, p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, longest ${Math.max(...times).toFixed(0)} ms`;

const dir = tmpdir();
const feedPath = join(dir, `catalogue-feed-${ROWS}.csv`);
const dbCopy = join(dir, `catalogue-import-bench-${process.pid}.db`);
console.log(`Catalogue import bench: ${CATALOGUE.toLocaleString('en-CA')} products in the catalogue, a ${ROWS.toLocaleString('en-CA')}-row feed`);
await writeFeed(feedPath);
console.log(`  feed: ${(statSync(feedPath).size / 1024 / 1024).toFixed(1)} MB`);
copyFileSync(benchDatabasePath(CATALOGUE), dbCopy);
const server = await startServer(dbCopy);
try {
  const shopper = await visitorHeaders(server.base);
  const admin = { authorization: `Bearer ${await siteAdminToken(server.base)}` };
  console.log(describe('list call, no import', await listLoop(server.base, shopper, new Promise((resolve) => setTimeout(resolve, 5000)))));
  const started = performance.now();
  const applying = fetch(`${server.base}/api/platform/catalogue/imports?fileName=bench.csv`, {
    method: 'POST', headers: { ...admin, 'content-type': 'text/csv' },
    body: Readable.toWeb(createReadStream(feedPath)) as ReadableStream, duplex: 'half',
  } as RequestInit).then(async (res) => ({ status: res.status, body: (await res.json()) as { import?: { durationMs: number; counts: unknown }; message?: string } }));
  const during = await listLoop(server.base, shopper, applying);
  const { status, body } = await applying;
  const wall = (performance.now() - started) / 1000;
  if (status !== 200) throw new Error(`the import answered ${status}: ${body.message ?? ''}`);
  console.log(`  import: ${wall.toFixed(1)} s from the first byte sent to the answer (upload, dry run and apply); the transaction ${(body.import!.durationMs / 1000).toFixed(1)} s`);
  console.log(`  counts: ${JSON.stringify(body.import!.counts)}`);
  console.log(describe('list call during the import', during));
} finally {
  server.stop();
  rmSync(dbCopy, { force: true });
  rmSync(feedPath, { force: true });
}
