/**
 * Whether a write failed on a unique index, on either engine (PostgreSQL's 23505, SQLite's
 * "UNIQUE constraint failed"): the database refusing the second of two racing writes.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '');
}
