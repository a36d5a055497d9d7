import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './database';
import * as catalogue from './migrations/2026-11-21-001-catalogue';
import * as accounts from './migrations/2026-11-21-002-accounts';

/** Migrations are listed here (not read from disk) so they bundle and run the same everywhere. */
const migrations: Record<string, Migration> = {
  '2026-11-21-001-catalogue': catalogue,
  '2026-11-21-002-accounts': accounts,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
