import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { DEMO_SHOPPER, isSeeded, seedDemoData } from './db/seed';

async function main() {
  const config = loadConfig();
  const database = openDatabase({ url: config.databaseUrl });
  await migrateToLatest(database.db);
  if (!(await isSeeded(database.db))) {
    const started = Date.now();
    const summary = await seedDemoData(database.db, { products: config.seedProducts });
    console.log(`Seeded demo data: ${summary.products} products, ${summary.clinics} clinics in ${Date.now() - started} ms`);
  }
  const app = await buildApp({ config, db: database.db });
  const shutdown = async () => {
    await app.close();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  console.log(`\nStore ready at http://localhost:${config.port} (${database.engine})`);
  console.log(`Demo sign-in: ${DEMO_SHOPPER.email} / ${DEMO_SHOPPER.password}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
