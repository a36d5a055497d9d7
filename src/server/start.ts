import type { Config } from './config';
import type { Db, Engine } from './db/database';
import { DEMO_SHOPPER, isSeeded, seedDemoData } from './db/seed';
import { findUserByEmail } from './shared/auth';

/**
 * What a start does to the data before serving, and the lines it prints. Outside production an
 * empty database gets the demo store, demo shopper included. In production nothing is seeded: the
 * demo shopper's password is public, so demo data there comes only from `npm run seed -- --demo`.
 */
export async function seedOnFirstStart(db: Db, config: Config): Promise<string[]> {
  if (await isSeeded(db)) return [];
  if (config.env === 'production') {
    return ['The database has no catalogue. Production starts seed nothing; for the demo store run `npm run seed -- --demo`.'];
  }
  const started = Date.now();
  const summary = await seedDemoData(db, { products: config.seedProducts });
  return [`Seeded demo data: ${summary.products} products, ${summary.clinics} clinics in ${Date.now() - started} ms`];
}

/** The last lines a start prints: where the store is and, outside production, the demo sign-in. */
export async function readyLines(db: Db, config: Config, engine: Engine): Promise<string[]> {
  const lines = [`Store ready at http://localhost:${config.port} (${engine})`];
  if (config.env !== 'production' && (await findUserByEmail(db, DEMO_SHOPPER.email))) {
    lines.push(`Demo sign-in: ${DEMO_SHOPPER.email} / ${DEMO_SHOPPER.password}`);
  }
  return lines;
}
