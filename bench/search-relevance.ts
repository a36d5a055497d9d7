/**
 * Search relevance (`npm run bench:search-relevance [-- --verbose]`): precision at 10 over the
 * relevance set (src/server/catalogue/search-index/relevance-cases.ts) on the demo catalogue (the
 * real seed, default size). Prints figures, asserts nothing; relevance.test.ts holds the bar.
 */
import { parseArgs } from 'node:util';
import { RELEVANCE_CASES } from '../src/server/shop/catalogue/search-index/relevance-cases';
import { evaluateCases, loadDemoCatalogue, RELEVANCE_DEPTH } from '../src/server/shop/catalogue/search-index/relevance-harness';

const { values } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } });
const index = await loadDemoCatalogue();
const results = evaluateCases(index, RELEVANCE_CASES);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

console.log(`Relevance set: ${results.length} queries on the demo catalogue (${index.size} families)\n`);
for (const r of results) {
  const mark = r.topOk ? ' ' : '✗';
  console.log(
    `${mark} ${r.case.lang} ${JSON.stringify(r.case.q).padEnd(24)} ${r.case.kind.padEnd(9)} results ${String(r.total).padStart(4)}, ` +
    `relevant ${String(r.relevantInCatalogue).padStart(3)}, P@${RELEVANCE_DEPTH} ${r.precision.toFixed(1)}, capped ${r.cappedPrecision.toFixed(2)}`,
  );
  if (values.verbose || !r.topOk) for (const row of r.first.slice(0, 5)) console.log(`      ${row.relevant ? '+' : '-'} ${row.name}`);
}
console.log('');
const kinds = [...new Set(results.map((r) => r.case.kind))];
for (const kind of kinds) {
  const group = results.filter((r) => r.case.kind === kind);
  console.log(`  ${kind.padEnd(10)} ${String(group.length).padStart(2)} queries: P@${RELEVANCE_DEPTH} ${pct(mean(group.map((r) => r.precision)))}, capped ${pct(mean(group.map((r) => r.cappedPrecision)))}`);
}
console.log(`\nPrecision at ${RELEVANCE_DEPTH}: ${pct(mean(results.map((r) => r.precision)))} (relevant among the first ${RELEVANCE_DEPTH} / ${RELEVANCE_DEPTH})`);
console.log(`Capped precision at ${RELEVANCE_DEPTH}: ${pct(mean(results.map((r) => r.cappedPrecision)))} (/ min(${RELEVANCE_DEPTH}, relevant products in the catalogue))`);
console.log(`Queries whose first results are all relevant: ${results.filter((r) => r.topOk).length} / ${results.length}`);
