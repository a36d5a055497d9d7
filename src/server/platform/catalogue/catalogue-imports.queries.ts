import type { Kysely, Transaction } from 'kysely';
import type { CatalogueImport } from '../../../contracts/catalogue-feed';
import type { Database } from '../../db/schema';
import type { ApplyCounts } from './catalogue-apply.queries';
import { HOUR_MS } from '../../../domain/time';

type Executor = Kysely<Database> | Transaction<Database>;

/** The kept import history (catalogue_imports): a row per feed applied or being applied. */

export async function insertRunningImport(db: Executor, row: { userId: number; fileName: string; bytes: number; rows: number; startedAt: string }): Promise<number> {
  const inserted = await db.insertInto('catalogue_imports').values({
    user_id: row.userId, file_name: row.fileName, bytes: row.bytes, status: 'running', rows: row.rows, started_at: row.startedAt,
  }).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function finishImport(
  db: Executor, id: number, outcome: { status: 'applied'; counts: ApplyCounts } | { status: 'failed'; error: string }, finishedAt: Date, durationMs: number,
): Promise<void> {
  const counts = outcome.status === 'applied'
    ? {
      rows: outcome.counts.rows, added: outcome.counts.added, changed: outcome.counts.changed, unchanged: outcome.counts.unchanged,
      discontinued: outcome.counts.discontinued, new_families: outcome.counts.newFamilies,
    }
    : { error: outcome.error.slice(0, 500) };
  await db.updateTable('catalogue_imports')
    .set({ status: outcome.status, ...counts, finished_at: finishedAt.toISOString(), duration_ms: Math.round(durationMs) })
    .where('id', '=', id).execute();
}

function selectImports(db: Executor) {
  return db.selectFrom('catalogue_imports as i').innerJoin('users as u', 'u.id', 'i.user_id')
    .select([
      'i.id', 'i.file_name', 'i.bytes', 'i.status', 'i.rows', 'i.added', 'i.changed', 'i.unchanged', 'i.discontinued', 'i.refused', 'i.new_families',
      'i.error', 'i.started_at', 'i.finished_at', 'i.duration_ms', 'u.first_name', 'u.last_name',
    ]);
}

type ImportRow = Awaited<ReturnType<ReturnType<typeof selectImports>['executeTakeFirstOrThrow']>>;

/**
 * An import is applied in one transaction, so one whose process stopped left nothing behind but its
 * history row saying 'running'. A row no server here is applying (no progress known) that started
 * longer ago than any import takes (100,000 rows: under 2 minutes, bench:catalogue-import) was
 * interrupted. Another instance's import in progress is younger than that.
 */
export const INTERRUPTED_AFTER_MS = HOUR_MS;

function statusOf(row: ImportRow, processedRows: number | null, now: Date): CatalogueImport['status'] {
  if (row.status !== 'running' || processedRows !== null) return row.status;
  return now.getTime() - Date.parse(row.started_at) > INTERRUPTED_AFTER_MS ? 'interrupted' : 'running';
}

function toImport(row: ImportRow, processedRows: number | null, now: Date): CatalogueImport {
  const status = statusOf(row, processedRows, now);
  return {
    id: Number(row.id), fileName: row.file_name, bytes: Number(row.bytes), status,
    byName: `${row.first_name} ${row.last_name}`.trim(), startedAt: row.started_at, finishedAt: row.finished_at,
    durationMs: row.duration_ms === null ? null : Number(row.duration_ms), rows: Number(row.rows),
    counts: {
      added: Number(row.added), changed: Number(row.changed), unchanged: Number(row.unchanged), discontinued: Number(row.discontinued),
      refused: Number(row.refused), newFamilies: Number(row.new_families),
    },
    processedRows: status === 'running' ? processedRows : null, error: row.error,
  };
}

/** The newest imports first; `progressOf` tells the rows written so far of one running here. */
export async function listImports(db: Executor, limit: number, progressOf: (id: number) => number | null, now: Date): Promise<CatalogueImport[]> {
  const rows = await selectImports(db).orderBy('i.id', 'desc').limit(limit).execute();
  return rows.map((row) => toImport(row, progressOf(Number(row.id)), now));
}

export async function findImport(db: Executor, id: number, now: Date): Promise<CatalogueImport | null> {
  const row = await selectImports(db).where('i.id', '=', id).executeTakeFirst();
  return row ? toImport(row, null, now) : null;
}
