import { DatabaseSync, type StatementSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Lets Kysely's SqliteDialect drive Node's built-in `node:sqlite`, so the store needs no native
 * module build (docs/decisions/001-sqlite-through-node-sqlite.md).
 */
export function openNodeSqlite(path: string): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(path);
  raw.exec('PRAGMA foreign_keys = ON');
  if (path !== ':memory:') {
    raw.exec('PRAGMA journal_mode = WAL');
    raw.exec('PRAGMA synchronous = NORMAL');
    raw.exec('PRAGMA busy_timeout = 5000');
  }
  const statements = new Map<string, SqliteStatement>();
  return {
    raw,
    close: () => raw.close(),
    prepare(text: string): SqliteStatement {
      const sql = text === 'begin' ? BEGIN_IMMEDIATE : text;
      let statement = statements.get(sql);
      if (!statement) {
        statement = wrap(raw.prepare(sql));
        if (statements.size > 500) statements.clear();
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * Kysely opens every SQLite transaction with a plain (deferred) `begin`: it takes the write lock only
 * at its first write, and when another process wrote since the transaction's first read SQLite
 * answers "database is locked" at once, without waiting out the busy timeout (a read lock cannot be
 * upgraded). Two processes on one file (a server and `npm run autoorders`, two workers) then failed
 * within seconds (issue 30). `begin immediate` takes the write lock first, so the other process waits
 * for it (busy_timeout) instead. Inside one process Kysely already runs one transaction at a time.
 */
const BEGIN_IMMEDIATE = 'begin immediate';

function wrap(statement: StatementSync): SqliteStatement {
  const reader = statement.columns().length > 0;
  return {
    reader,
    all: (parameters) => statement.all(...bind(parameters)) as unknown[],
    run: (parameters) => {
      const { changes, lastInsertRowid } = statement.run(...bind(parameters));
      return { changes: Number(changes), lastInsertRowid: Number(lastInsertRowid) };
    },
    iterate: (parameters) => statement.iterate(...bind(parameters)) as IterableIterator<unknown>,
  };
}

function bind(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : (value as SQLInputValue)));
}
