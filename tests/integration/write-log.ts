import { sql } from 'kysely';
import type { Db, Engine } from '../../src/server/db/database';

/**
 * Records every row a statement inserts, updates or deletes, in any table, through triggers the
 * test adds to its own scratch database: `count()` before and after a request tells whether it
 * wrote anything that was committed (a rolled-back transaction takes its log rows with it).
 */
export interface WriteLog {
  count(): Promise<number>;
  /** The tables written since `from` (a count() taken earlier). */
  tablesSince(from: number): Promise<string[]>;
}

const LOG = 'test_write_log';

async function tableNames(db: Db, engine: Engine): Promise<string[]> {
  const { rows } = engine === 'sqlite'
    ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
    : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return rows.map((r) => r.name).filter((name) => name !== LOG && !name.startsWith('kysely_'));
}

/**
 * Installs the log. `ignoreUpdates` lists tables whose updates are background bookkeeping (the
 * email worker marking an email sent) rather than the effect of a request.
 */
export async function installWriteLog(db: Db, engine: Engine, { ignoreUpdates = [] as string[] } = {}): Promise<WriteLog> {
  const tables = await tableNames(db, engine);
  if (engine === 'sqlite') {
    await sql`create table ${sql.id(LOG)} (id integer primary key autoincrement, table_name text not null, operation text not null)`.execute(db);
    for (const table of tables) {
      for (const operation of ['insert', 'update', 'delete'] as const) {
        if (operation === 'update' && ignoreUpdates.includes(table)) continue;
        await sql.raw(
          `create trigger "${LOG}_${table}_${operation}" after ${operation} on "${table}" ` +
          `begin insert into ${LOG} (table_name, operation) values ('${table}', '${operation}'); end`,
        ).execute(db);
      }
    }
  } else {
    await sql`create table ${sql.id(LOG)} (id serial primary key, table_name text not null, operation text not null)`.execute(db);
    await sql.raw(
      `create function ${LOG}_row() returns trigger language plpgsql as $$ begin ` +
      `insert into ${LOG} (table_name, operation) values (TG_TABLE_NAME, lower(TG_OP)); return null; end $$`,
    ).execute(db);
    for (const table of tables) {
      const operations = ignoreUpdates.includes(table) ? 'insert or delete' : 'insert or update or delete';
      await sql.raw(`create trigger ${LOG}_${table} after ${operations} on "${table}" for each row execute function ${LOG}_row()`).execute(db);
    }
  }
  return {
    async count() {
      const row = await db.selectFrom(LOG as never).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      return Number((row as { n: number }).n);
    },
    async tablesSince(from) {
      const rows = await sql<{ t: string }>`select table_name || ' ' || operation as t from ${sql.id(LOG)} order by id`.execute(db);
      return [...new Set(rows.rows.slice(from).map((r) => r.t))];
    },
  };
}
