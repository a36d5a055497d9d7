/**
 * Catalogue benchmark (`npm run bench`): prints figures, asserts nothing (DESIGN §5).
 *  1. index build time and retained heap for the 50,000-product catalogue (data/bench.db, seeded once);
 *  2. the list call inside the process (search term + category + two property filters);
 *  3. the real server under load over loopback (autocannon, 32 connections).
 */
import { spawn } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { DEFAULT_PAGE_SIZE } from '../src/domain/constants';
import type { SearchFilter } from '../src/contracts/catalogue-filter';
import { createCatalogueIndex } from '../src/server/catalogue/catalogue-index-holder';
import { listProducts } from '../src/server/catalogue/catalogue.service';
import { CatalogueSearcher } from '../src/server/catalogue/search-index/search';
import { BENCH_DB, openBenchDatabase } from './bench-db';
import { loadTest } from './http-load';
import { percentile } from './stats';

declare const gc: (() => void) | undefined;

// Heap figures need --expose-gc: run again with it (same arguments) when it is missing.
if (typeof gc !== 'function') {
  const child = spawn(process.execPath, ['--expose-gc', ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await main(gc);
}

async function main(collect: () => void) {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log('Machine');
  console.log(`  CPU    ${cpus()[0]?.model ?? 'unknown'} × ${cpus().length} cores, ${mb(totalmem())} RAM`);
  console.log(`  Node   ${process.version} (${process.platform} ${process.arch})\n`);

  const database = await openBenchDatabase((line) => console.log(line));

  // 1. Build
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const index = await createCatalogueIndex(database.db);
  const buildMs = performance.now() - started;
  collect();
  const retained = process.memoryUsage().heapUsed - heapBefore;
  const products = index.families.reduce((sum, f) => sum + f.numProducts, 0);
  console.log('Index build (database reads included)');
  console.log(`  ${products.toLocaleString('en-CA')} browsable products in ${index.size.toLocaleString('en-CA')} families, ${index.text.termCount.toLocaleString('en-CA')} terms`);
  console.log(`  build ${buildMs.toFixed(0)} ms, heap retained ${mb(retained)} (rss ${mb(process.memoryUsage().rss)})\n`);

  // 2. In-process list call
  const filter: SearchFilter = { q: 'chicken', l1: 10, selectedProperties: { lifestage: ['adult'], specialdiet: ['grain-free'] } };
  const context = { lang: 'en' as const, debug: false, favourites: null };
  const paging = { pg: 1, pgSize: DEFAULT_PAGE_SIZE };
  const uncached = { index, searcher: new CatalogueSearcher(index, 0) };
  const cached = { index, searcher: new CatalogueSearcher(index) };
  const sample = JSON.parse(listProducts(uncached, filter, paging, context).toString()) as { count: number };
  console.log(`In-process list call: q=chicken, l1=10, lifestage=adult, specialdiet=grain-free (${sample.count} matches), 5,000 calls`);
  for (const [label, live] of [['no result cache', uncached], ['result cache on', cached]] as const) {
    const times = measure(5000, () => listProducts(live, filter, paging, context));
    console.log(`  ${label.padEnd(16)} median ${fmt(percentile(times, 50))} ms, p99 ${fmt(percentile(times, 99))} ms`);
  }
  const terms = ['dog food', 'chien', 'salmon', 'nouriture chat', 'treats', 'litter', 'flea', 'joint', 'puppy', 'toy', 'shampoo', 'hay'];
  const varied = measure(5000, (i) => listProducts(uncached, { q: terms[i % terms.length]!, selectedProperties: {} }, paging, context));
  console.log(`  ${'12 other terms'.padEnd(16)} median ${fmt(percentile(varied, 50))} ms, p99 ${fmt(percentile(varied, 99))} ms (no result cache)`);
  const browse = measure(2000, () => listProducts(uncached, { selectedProperties: {} }, paging, context));
  console.log(`  ${'whole catalogue'.padEnd(16)} median ${fmt(percentile(browse, 50))} ms, p99 ${fmt(percentile(browse, 99))} ms (no term, no filter, no result cache)\n`);
  await database.destroy();

  // 3. HTTP
  const query = '/api/prods/list?q=chicken&l1=10&lifestage=adult&specialdiet=grain-free';
  const variedPaths = terms.flatMap((q) => [10, 20].map((l1) => `/api/prods/list?q=${encodeURIComponent(q)}&l1=${l1}&pg=1`));
  await loadTest({ database: BENCH_DB, paths: [query], variedPaths, seconds: 10, connections: 32 });
}

function measure(runs: number, call: (i: number) => unknown): number[] {
  for (let i = 0; i < 200; i++) call(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    call(i);
    times.push(performance.now() - t);
  }
  return times;
}

function fmt(ms: number): string {
  return ms.toFixed(3);
}
