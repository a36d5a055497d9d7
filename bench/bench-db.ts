import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { isSeeded, seedDemoData } from '../src/server/db/seed';

export const BENCH_PRODUCTS = 50_000;

/** data/bench.db for the default 50,000 products (as before), data/bench-<n>k.db for other sizes. */
export function benchDatabasePath(products: number = BENCH_PRODUCTS): string {
  const name = products === BENCH_PRODUCTS ? 'bench.db' : `bench-${products % 1000 === 0 ? `${products / 1000}k` : products}.db`;
  return join(process.cwd(), 'data', name);
}

export const BENCH_DB = benchDatabasePath();

/** Opens the bench database of that size, seeding it the first time (reused afterwards). */
export async function openBenchDatabase(log: (line: string) => void = console.log, products: number = BENCH_PRODUCTS): Promise<DatabaseHandle> {
  const path = benchDatabasePath(products);
  const fresh = !existsSync(path);
  const handle = openDatabase({ url: path });
  await migrateToLatest(handle.db);
  if (fresh || !(await isSeeded(handle.db))) {
    log(`Seeding ${products.toLocaleString('en-CA')} products into ${path} (first run only)...`);
    const started = Date.now();
    const summary = await seedDemoData(handle.db, { products });
    log(`  seeded ${summary.families} families, ${summary.products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return handle;
}
