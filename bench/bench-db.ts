import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { isSeeded, seedDemoData } from '../src/server/db/seed';

export const BENCH_PRODUCTS = 50_000;
export const BENCH_DB = join(process.cwd(), 'data', 'bench.db');

/** Opens data/bench.db, seeding 50,000 child products the first time (reused afterwards). */
export async function openBenchDatabase(log: (line: string) => void = console.log): Promise<DatabaseHandle> {
  const fresh = !existsSync(BENCH_DB);
  const handle = openDatabase({ url: BENCH_DB });
  await migrateToLatest(handle.db);
  if (fresh || !(await isSeeded(handle.db))) {
    log(`Seeding ${BENCH_PRODUCTS.toLocaleString('en-CA')} products into ${BENCH_DB} (first run only)...`);
    const started = Date.now();
    const summary = await seedDemoData(handle.db, { products: BENCH_PRODUCTS });
    log(`  seeded ${summary.families} families, ${summary.products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return handle;
}
