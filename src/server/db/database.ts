import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { openNodeSqlite } from './node-sqlite-adapter';
import { PreparingClient } from './prepared-statements';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://...` for PostgreSQL; a file path (or `:memory:`) for SQLite. */
  url: string;
  /** PostgreSQL schema to use, so tests can isolate themselves inside one database. */
  searchPath?: string;
  poolSize?: number;
}

/** Where each open database lives, so another thread can open its own connection to it. */
const connections = new WeakMap<Db, Pick<DatabaseOptions, 'url' | 'searchPath'>>();

/** The url and schema a database was opened with (undefined for a database opened elsewhere). */
export function connectionOptionsOf(db: Db): Pick<DatabaseOptions, 'url' | 'searchPath'> | undefined {
  return connections.get(db);
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export function openDatabase({ url, searchPath, poolSize = 10 }: DatabaseOptions): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: poolSize,
      Client: PreparingClient,
      ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    connections.set(db, { url, ...(searchPath ? { searchPath } : {}) });
    return { db, engine: 'postgres', destroy: () => db.destroy() };
  }
  if (url !== ':memory:') mkdirSync(dirname(url), { recursive: true });
  const sqlite = openNodeSqlite(url);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  connections.set(db, { url });
  return { db, engine: 'sqlite', destroy: () => db.destroy() };
}

/** Integer 0/1 flag columns as booleans, at the edge of the query files. */
export const flag = (value: number | boolean | null | undefined): boolean => Boolean(value);
