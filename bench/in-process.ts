import type { SearchFilter } from '../src/contracts/catalogue-filter';
import { DEFAULT_PAGE_SIZE } from '../src/domain/constants';
import type { LiveCatalogue } from '../src/server/shop/catalogue';
import { listProducts } from '../src/server/shop/catalogue/catalogue.service';
import { percentile } from './stats';

export const MAIN_FILTER: SearchFilter = { q: 'chicken', l1: 10, selectedProperties: { lifestage: ['adult'], specialdiet: ['grain-free'] } };
export const MAIN_PATH = '/api/prods/list?q=chicken&l1=10&lifestage=adult&specialdiet=grain-free';
/** Issue 12 §4's broad term: its matches grow with the catalogue. */
const BROAD_TERM = 'dog food';
export const TERMS = ['dog food', 'chien', 'salmon', 'nouriture chat', 'treats', 'litter', 'flea', 'joint', 'puppy', 'toy', 'shampoo', 'hay'];

export function measure(runs: number, call: (i: number) => unknown): number[] {
  for (let i = 0; i < Math.min(200, runs); i++) call(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    call(i);
    times.push(performance.now() - t);
  }
  return times;
}

export const fmt = (ms: number) => ms.toFixed(3);
export const summary = (times: number[]) => `median ${fmt(percentile(times, 50))} ms, p99 ${fmt(percentile(times, 99))} ms`;

/** The list call inside the process, without the result cache and with it. */
export function listLatency(uncached: LiveCatalogue, cached: LiveCatalogue) {
  const context = { lang: 'en' as const, debug: false, favourites: null, retailDiscountPercent: 0, switchedOffPromotionIds: new Set<number>() };
  const paging = { pg: 1, pgSize: DEFAULT_PAGE_SIZE };
  const sample = JSON.parse(listProducts(uncached, MAIN_FILTER, paging, context).json.toString()) as { count: number };
  console.log(`List call in process: q=chicken, l1=10, lifestage=adult, specialdiet=grain-free (${sample.count} matches)`);
  console.log(`  ${'no result cache'.padEnd(16)} ${summary(measure(3000, () => listProducts(uncached, MAIN_FILTER, paging, context)))}`);
  console.log(`  ${'result cache on'.padEnd(16)} ${summary(measure(5000, () => listProducts(cached, MAIN_FILTER, paging, context)))}`);
  const broad = { q: BROAD_TERM, selectedProperties: {} };
  const broadCount = (JSON.parse(listProducts(uncached, broad, paging, context).json.toString()) as { count: number }).count;
  console.log(`  ${`'${BROAD_TERM}'`.padEnd(16)} ${summary(measure(1000, () => listProducts(uncached, broad, paging, context)))} (a broad term: ${broadCount} matches, no result cache)`);
  const varied = measure(3000, (i) => listProducts(uncached, { q: TERMS[i % TERMS.length]!, selectedProperties: {} }, paging, context));
  console.log(`  ${'12 other terms'.padEnd(16)} ${summary(varied)} (no result cache)`);
  const browse = measure(1000, () => listProducts(uncached, { selectedProperties: {} }, paging, context));
  console.log(`  ${'whole catalogue'.padEnd(16)} ${summary(browse)} (no term, no filter, no result cache)`);
}
