import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { readyLines, seedOnFirstStart } from './start';

async function main() {
  const config = loadConfig();
  const database = openDatabase({ url: config.databaseUrl });
  await migrateToLatest(database.db);
  for (const line of await seedOnFirstStart(database.db, config)) console.log(line);
  const app = await buildApp({ config, db: database.db });
  const shutdown = async () => {
    await app.close();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  // Fastify's own "listening" lines (one per interface, written asynchronously) would come after
  // ours; the last lines of a start say where the store is and how to sign in.
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    await app.listen({ port: config.port, host: config.host });
  } finally {
    app.log.level = level;
  }
  console.log(`\n${(await readyLines(database.db, config, database.engine)).join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
