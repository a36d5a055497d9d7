import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CsvError, parse } from 'csv-parse/sync';
import { dryRunQuerySchema, FEED_MAX_BYTES } from '../../../contracts/catalogue-feed';
import type { FeedRecord } from '../../../domain/catalogue-feed/dry-run';
import { missingColumns } from '../../../domain/catalogue-feed/feed-row';
import type { Language } from '../../../domain/constants';
import { AppError } from '../../errors';
import { FEED_ERRORS } from './feed-words';

/** The language a feed request asked for (its `lang` query), for the refusals given before the route runs. */
function languageOf(request: FastifyRequest): Language {
  const parsed = dryRunQuerySchema.safeParse(request.query);
  return parsed.success ? parsed.data.lang : 'en';
}

const tooLarge = (lang: Language) => new AppError(400, 'feed_too_large', FEED_ERRORS[lang].tooLarge(FEED_MAX_BYTES / 1024 / 1024));

/**
 * Reads a CSV body (`text/csv` or `text/plain`) as UTF-8 text, up to FEED_MAX_BYTES: a larger one is
 * a 400 with a message (not Fastify's 413), so is one that is not UTF-8. Registered in the feed
 * routes' plugin only; the app's JSON body limit stays as it is.
 */
export function acceptCsvBodies(app: FastifyInstance): void {
  app.addContentTypeParser(['text/csv', 'text/plain'], (request, payload, done) => {
    const lang = languageOf(request);
    if (Number(request.headers['content-length'] ?? 0) > FEED_MAX_BYTES) {
      payload.resume();
      done(tooLarge(lang), undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = (error: Error | null, body?: string) => {
      if (finished) return;
      finished = true;
      done(error, body);
    };
    payload.on('data', (chunk: Buffer) => {
      if (finished) return;
      size += chunk.length;
      if (size > FEED_MAX_BYTES) {
        chunks.length = 0;
        payload.resume();
        finish(tooLarge(lang));
      } else chunks.push(chunk);
    });
    payload.on('error', (error: Error) => finish(error));
    payload.on('end', () => {
      try {
        finish(null, new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)));
      } catch {
        finish(new AppError(400, 'feed_not_utf8', FEED_ERRORS[lang].notUtf8));
      }
    });
  });
}

const LF = 0x0a;
const CR = 0x0d;

/**
 * The line a row starting at a byte offset is on (empty lines before it skipped), for offsets asked
 * in increasing order. csv-parse's own line count is off after a CRLF inside a quoted cell; its
 * byte offsets are not.
 */
function lineCounter(bytes: Buffer): (offset: number) => number {
  let cursor = 0;
  let line = 1;
  return (offset) => {
    let at = offset;
    while (at < bytes.length && (bytes[at] === LF || bytes[at] === CR)) at += 1;
    for (; cursor < at; cursor += 1) if (bytes[cursor] === LF) line += 1;
    return line;
  };
}

export interface ReadFeed {
  headerWidth: number;
  records: FeedRecord[];
}

/**
 * The feed's header and rows, each row with its first line in the file (a quoted cell may span
 * lines). A feed that is not CSV, lacks a required column or has no rows is refused whole (400).
 */
export function readFeed(text: string, lang: Language): ReadFeed {
  let parsed: { record: string[]; info: { bytes: number } }[];
  // Where the last row read ends: a row the parser cannot read starts after it.
  let lastEnd = 0;
  try {
    parsed = parse(text, {
      bom: true, relax_column_count: true, skip_empty_lines: true, info: true,
      on_record: (record: { info: { bytes: number } }) => { lastEnd = record.info.bytes; return record; },
    });
  } catch (error) {
    if (error instanceof CsvError) throw new AppError(400, 'feed_malformed', FEED_ERRORS[lang].malformed(lineCounter(Buffer.from(text))(lastEnd)));
    throw error;
  }
  const [head, ...rows] = parsed;
  const header = (head?.record ?? []).map((name) => name.trim().toLowerCase());
  const missing = missingColumns(header);
  if (header.length === 0 || missing.length > 0) {
    throw new AppError(400, 'feed_missing_columns', FEED_ERRORS[lang].missingColumns(missing.join(', ')));
  }
  if (rows.length === 0) throw new AppError(400, 'feed_empty', FEED_ERRORS[lang].empty);
  const lineAt = lineCounter(Buffer.from(text));
  let start = head!.info.bytes;
  const records = rows.map(({ record, info }) => {
    const line = lineAt(start);
    start = info.bytes;
    const cells: Record<string, string> = {};
    header.forEach((name, i) => { if (record[i] !== undefined) cells[name] = record[i]; });
    return { line, cells, width: record.length };
  });
  return { headerWidth: header.length, records };
}
