import { IMPORT_HISTORY_LIMIT, type CatalogueImport } from '../../../contracts/catalogue-feed';
import { startDryRun, type DryRun } from '../../../domain/catalogue-feed/dry-run';
import type { Language } from '../../../domain/constants';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { SiteAdmin } from '../platform-guard';
import { writePlatformAudit } from '../platform-routes';
import { applyFeed } from './catalogue-apply.queries';
import { finishImport, findImport, insertRunningImport, listImports } from './catalogue-imports.queries';
import { catalogueSnapshot } from './catalogue-snapshot.queries';
import { readFeedStream, type SpooledFeed } from './feed-csv';
import { FEED_ERRORS } from './feed-words';

/**
 * The catalogue import (issue 26): the dry run and the apply over a spooled feed, and the history.
 * One import at a time per server process; its progress (rows written) is known to the process
 * doing it, which the history answers while it runs.
 */

/** Rows written so far by the imports running in this process. */
const progress = new Map<number, number>();
let running = false;

/** The dry run over the spooled file, streamed. */
export async function dryRunFeed(db: Db, feed: SpooledFeed, lang: Language, limit: number): Promise<DryRun> {
  const stream = await readFeedStream(feed.open(), lang);
  const { catalogue, reference } = await catalogueSnapshot(db);
  const runner = startDryRun(stream.headerWidth, catalogue, reference, limit);
  for await (const record of stream.records) runner.add(record);
  return runner.finish();
}

export interface ImportInput {
  admin: SiteAdmin;
  fileName: string;
  lang: Language;
  now: Date;
  /** After each batch written (tests fail an import midway through it). */
  onProgress?: (processedRows: number) => Promise<void> | void;
}

/**
 * Applies a feed all or nothing: a feed with any refused row is refused (409) before anything is
 * written; otherwise its history row is written ('running'), the feed applied in one transaction
 * with its audit event, and the row finished as 'applied', or 'failed' with the reason when the
 * transaction was rolled back.
 */
export async function importFeed(db: Db, feed: SpooledFeed, input: ImportInput): Promise<CatalogueImport> {
  if (running) throw new AppError(409, 'import_running', FEED_ERRORS[input.lang].running);
  running = true;
  try {
    const checked = await dryRunFeed(db, feed, input.lang, 0);
    if (checked.counts.refusedRows > 0) {
      throw new AppError(409, 'feed_has_refusals', FEED_ERRORS[input.lang].hasRefusals(checked.counts.refusedRows));
    }
    const started = performance.now();
    const id = await insertRunningImport(db, {
      userId: input.admin.id, fileName: input.fileName, bytes: feed.bytes, rows: checked.rows, startedAt: input.now.toISOString(),
    });
    progress.set(id, 0);
    try {
      await db.transaction().execute(async (trx) => {
        const counts = await applyFeed(trx, feed, {
          lang: input.lang, now: input.now,
          onProgress: async (rows) => {
            progress.set(id, rows);
            await input.onProgress?.(rows);
          },
        });
        await writePlatformAudit(trx, input.admin, {
          clinicId: null, entity: 'catalogue_import', entityId: id, action: 'apply', before: null,
          after: { fileName: input.fileName, bytes: feed.bytes, ...counts },
        }, input.now);
        await finishImport(trx, id, { status: 'applied', counts }, new Date(), performance.now() - started);
      });
    } catch (error) {
      await finishImport(db, id, { status: 'failed', error: error instanceof Error ? error.message : String(error) }, new Date(), performance.now() - started);
      throw error;
    } finally {
      progress.delete(id);
    }
    return (await findImport(db, id, new Date()))!;
  } finally {
    running = false;
  }
}

export function importHistory(db: Db, now: Date): Promise<CatalogueImport[]> {
  return listImports(db, IMPORT_HISTORY_LIMIT, (id) => progress.get(id) ?? null, now);
}
