import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemoData } from '../../src/server/db/seed';
import { TEMPLATE, TEMPLATE_DIR, type TemplateInfo } from './template';

/**
 * Seeds the demo store once per run into a template SQLite file; every Playwright worker serves a
 * copy of it (fixtures.ts), so no journey meets another worker's leftovers and no worker seeds.
 */
export default async function globalSetup(): Promise<void> {
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const info: TemplateInfo = { products: TEMPLATE.products, now: new Date().toISOString() };
  const database = openDatabase({ url: TEMPLATE.file });
  try {
    await migrateToLatest(database.db);
    await seedDemoData(database.db, { products: info.products, now: new Date(info.now) });
  } finally {
    // Closing the only connection folds the write-ahead log into the file: the file alone is the copy.
    await database.destroy();
  }
  writeFileSync(TEMPLATE.infoFile, JSON.stringify(info));
}
