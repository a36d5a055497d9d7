/**
 * Seeds the demo store: `npm run seed -- [--products 50000] [--seed 2026] [--database-url URL] [--reset] [--demo]`.
 * The database is --database-url, else DATABASE_URL, else data/store.db (SQLite). It is migrated
 * first. A database that already has a catalogue is left alone unless --reset empties it. With
 * NODE_ENV=production it runs only with --demo: the demo shopper's password is published.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import { clearDemoData, DEFAULT_SEED, DEFAULT_SEED_PRODUCTS, isSeeded, seedDemoData } from './index';

const USAGE = 'Usage: npm run seed -- [--products N] [--seed N] [--database-url URL] [--reset] [--demo]';
const PRODUCTION_REFUSAL =
  'NODE_ENV=production: the demo data includes a demo shopper whose password is published. ' +
  'Run again with --demo to seed it anyway.';

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got '${value}'.\n${USAGE}`);
  return n;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      'database-url': { type: 'string' },
      reset: { type: 'boolean', default: false },
      demo: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (process.env.NODE_ENV === 'production' && !values.demo) {
    console.error(PRODUCTION_REFUSAL);
    return 1;
  }
  const products = positiveInteger('products', values.products, DEFAULT_SEED_PRODUCTS);
  const seed = positiveInteger('seed', values.seed, DEFAULT_SEED);
  const url = values['database-url'] ?? process.env.DATABASE_URL ?? 'data/store.db';
  const database = openDatabase({ url });
  try {
    await migrateToLatest(database.db);
    if (values.reset) {
      await clearDemoData(database.db, database.engine);
      console.log(`Emptied ${url}.`);
    } else if (await isSeeded(database.db)) {
      console.error(`${url} already has a catalogue. Run again with --reset to empty it and seed afresh.`);
      return 1;
    }
    const started = performance.now();
    const summary = await seedDemoData(database.db, { products, seed });
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(
      `Seeded ${url} (${database.engine}) in ${seconds} s: ${summary.categories} categories, ${summary.families} families, ` +
        `${summary.products} products, ${summary.promotions} promotions, ${summary.clinics} clinics.`,
    );
    console.log(`Demo sign-in: ${summary.demoUser.email} / ${summary.demoUser.password}`);
    return 0;
  } finally {
    await database.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
