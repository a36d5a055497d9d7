import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Multi-row inserts in chunks. PostgreSQL allows 65,535 bind parameters per statement and SQLite
 * 32,766, so a chunk holds at most 500 rows and at most 30,000 parameters.
 */
const MAX_ROWS = 500;
const MAX_PARAMETERS = 30_000;

export async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns)));
  for (let start = 0; start < rows.length; start += size) {
    // Kysely cannot type a table chosen at run time; the row type above keeps callers honest.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + size) as never)
      .execute();
  }
}
