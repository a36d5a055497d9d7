import { type Kysely, type CreateTableBuilder, PostgresAdapter } from 'kysely';

/**
 * Column helpers shared by migrations only (migrations never import app code). The two engines
 * differ in how they spell an auto-increment key and a double; everything else is portable.
 */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function withSerialId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, any>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export function doubleType(db: Kysely<any>): 'double precision' | 'real' {
  return isPostgres(db) ? 'double precision' : 'real';
}
