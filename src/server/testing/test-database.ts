import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle, type Engine } from '../db/database';
import { cloneSqlite, databaseUrl, postgresTemplate, scratchDatabaseName, sqliteTemplate } from './database-templates';

/**
 * The engines every database test runs on: SQLite always, PostgreSQL too when TEST_DATABASE_URL is
 * set (CI sets it). Use with `describe.each(testEngines())`.
 */
export function testEngines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase extends DatabaseHandle {
  /** Where another process or thread can open the same database (a PostgreSQL url; ':memory:' on SQLite). */
  url: string;
  /** Drops the scratch database (PostgreSQL) and closes the connection. */
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Child products of demo data to start with; 0 (default) leaves the migrated database empty. */
  products?: number;
}

/**
 * A migrated database of the test's own, empty or holding the demo data: a copy of the run's template
 * for that engine and size (docs/decisions/082-test-databases-copied-from-templates.md), in memory on
 * SQLite and as a database of its own on PostgreSQL, so parallel test files never see each other's rows.
 */
export async function createTestDatabase(engine: Engine, { products = 0 }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const handle = await cloneSqlite(await sqliteTemplate(products));
    return { ...handle, url: ':memory:', dispose: () => handle.destroy() };
  }
  const template = await postgresTemplate(products);
  const name = scratchDatabaseName();
  await withAdmin((admin) => sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(admin));
  const url = databaseUrl(name);
  const handle = openDatabase({ url, poolSize: 5 });
  return {
    ...handle,
    url,
    async dispose() {
      await handle.destroy();
      // Not WITH (FORCE): a connection the test left open elsewhere (a worker thread still building
      // the catalogue index) would die with an error in the middle of the run. A database still in
      // use is dropped with the run's templates when the run ends.
      await withAdmin((admin) => sql`drop database if exists ${sql.id(name)}`.execute(admin)).catch((error: unknown) => {
        if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
      });
    },
  };
}

const OBJECT_IN_USE = '55006';

async function withAdmin<T>(work: (admin: DatabaseHandle['db']) => Promise<T>): Promise<T> {
  const admin = openDatabase({ url: databaseUrl(), poolSize: 1 });
  try {
    return await work(admin.db);
  } finally {
    await admin.destroy();
  }
}
