/**
 * Search benchmark (`npm run bench:search [-- --sizes 10000,50000,100000 --seconds 10 --no-http]`):
 * prints figures, asserts nothing (DESIGN §5). For each catalogue size (child products, seeded once
 * into data/bench-search-<n>.db and reused):
 *  1. uncached broad-term latency inside the process: the search alone and the whole list call;
 *  2. the real server under load cycling through more distinct filters than the result cache holds,
 *     so every request is a cache miss (autocannon, 32 connections).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cpus, loadavg, totalmem } from 'node:os';
import { DEFAULT_PAGE_SIZE } from '../src/domain/constants';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { isSeeded, seedDemoData } from '../src/server/db/seed';
import { createCatalogueIndex } from '../src/server/shop/catalogue/catalogue-index-holder';
import { AnswerCache } from '../src/server/shop/catalogue/answer-cache';
import { listProducts } from '../src/server/shop/catalogue/catalogue.service';
import { CatalogueSearcher, resolveFilter } from '../src/server/shop/catalogue/search-index/search';
import type { CatalogueIndex } from '../src/server/shop/catalogue/search-index/catalogue-index';
import { distinctFilterPaths, loadDistinctFilters } from './search-load';
import { percentile } from './stats';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,50000,100000' },
    seconds: { type: 'string', default: '10' },
    'no-http': { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.split(',').map(Number);
const seconds = Number(values.seconds);

/** Broad terms: each matches a large share of the catalogue. */
const BROAD_TERMS = ['dog food', 'chien', 'treats', 'cat'];

console.log('Machine');
console.log(`  CPU    ${cpus()[0]?.model ?? 'unknown'} × ${cpus().length} cores, ${(totalmem() / 1024 ** 3).toFixed(1)} GB RAM`);
console.log(`  Node   ${process.version} (${process.platform} ${process.arch}), load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);

for (const size of sizes) {
  const file = join(process.cwd(), 'data', `bench-search-${size}.db`);
  const database = openDatabase({ url: file });
  await migrateToLatest(database.db);
  if (!existsSync(file) || !(await isSeeded(database.db))) {
    console.log(`Seeding ${size.toLocaleString('en-CA')} products into ${file} (first run only)...`);
    await seedDemoData(database.db, { products: size });
  }
  const index = await createCatalogueIndex(database.db);
  await database.destroy();
  console.log(`${size.toLocaleString('en-CA')} products (${index.size.toLocaleString('en-CA')} families)`);
  inProcess(index);
  if (!values['no-http']) {
    const paths = distinctFilterPaths(index);
    await loadDistinctFilters({ database: file, paths, seconds, connections: 32 });
  }
  console.log('');
}

/**
 * No result cache. "cold": the query words' lists are made afresh for every call too (nothing kept
 * from one call to the next); "word lists kept": as the server runs, a word's list is kept for the
 * next query using the word (word-lists.ts), so only the first call with a word pays for it.
 */
function inProcess(index: CatalogueIndex) {
  const context = { lang: 'en' as const, debug: false, favourites: null, retailDiscountPercent: 0, switchedOffPromotionIds: new Set<number>() };
  const paging = { pg: 1, pgSize: DEFAULT_PAGE_SIZE };
  for (const q of BROAD_TERMS) {
    const filter = { q, selectedProperties: {} };
    const resolved = resolveFilter(index, filter);
    const line: string[] = [];
    for (const [label, wordListEntries] of [['cold', 0], ['word lists kept', undefined]] as const) {
      const searcher = new CatalogueSearcher(index, 0, wordListEntries);
      const live = { index, searcher, answers: new AnswerCache(0) };
      const search = measure(() => searcher.search(resolved, 'en', false));
      const list = measure(() => listProducts(live, filter, paging, context));
      line.push(
        `    ${label.padEnd(15)} search median ${fmt(percentile(search.times, 50))} ms, p99 ${fmt(percentile(search.times, 99))} ms, CPU ${fmt(search.cpuMs)} ms a call; ` +
        `list call median ${fmt(percentile(list.times, 50))} ms, p99 ${fmt(percentile(list.times, 99))} ms, CPU ${fmt(list.cpuMs)} ms a call`,
      );
    }
    const total = new CatalogueSearcher(index, 0).search(resolved, 'en', false).total;
    console.log(`  uncached '${q}' (${total.toLocaleString('en-CA')} matches)\n${line.join('\n')}`);
  }
}

/**
 * Wall time of each call, and the process's CPU time per call over all of them: on a shared
 * machine the wall time includes waiting for a core, the CPU time does not.
 */
function measure(call: () => unknown, runs = 300): { times: number[]; cpuMs: number } {
  for (let i = 0; i < 30; i++) call();
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    call();
    times.push(performance.now() - t);
  }
  const used = process.cpuUsage(cpu);
  return { times, cpuMs: (used.user + used.system) / 1000 / runs };
}

function fmt(ms: number): string {
  return ms.toFixed(2);
}
