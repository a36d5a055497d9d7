import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle, type Engine } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/**
 * The engines every database test runs on: SQLite always, PostgreSQL too when TEST_DATABASE_URL is
 * set (CI sets it). Use with `describe.each(testEngines())`.
 */
export function testEngines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase extends DatabaseHandle {
  /** Drops the scratch schema (PostgreSQL) and closes the connection. */
  dispose(): Promise<void>;
}

/**
 * A freshly migrated, empty database: an in-memory SQLite, or a new schema of its own inside the
 * PostgreSQL test database so parallel test files never see each other's rows.
 */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const handle = openDatabase({ url: ':memory:' });
    await migrateToLatest(handle.db);
    return { ...handle, dispose: () => handle.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = openDatabase({ url, poolSize: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.destroy();
  const handle = openDatabase({ url, searchPath: schema, poolSize: 5 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    async dispose() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db);
      await handle.destroy();
    },
  };
}
