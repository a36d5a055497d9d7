import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CsvError, parse } from 'csv-parse';
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
const notUtf8 = (lang: Language) => new AppError(400, 'feed_not_utf8', FEED_ERRORS[lang].notUtf8);

/** A feed body written to a file of its own as it arrived: read again as a stream, once per pass. */
export interface SpooledFeed {
  path: string;
  bytes: number;
  open(): Readable;
  remove(): Promise<void>;
}

/**
 * Writes the body to a temporary file as it arrives, counting its bytes (beyond FEED_MAX_BYTES: a
 * 400 with a message, not Fastify's 413) and checking it is UTF-8 on the way. A 100,000-row feed
 * (about 108 MB) is never one string in memory: the dry run and the apply read the file as a stream.
 */
export async function spoolFeed(payload: Readable, lang: Language, maxBytes = FEED_MAX_BYTES): Promise<SpooledFeed> {
  const dir = await mkdtemp(join(tmpdir(), 'catalogue-feed-'));
  const path = join(dir, 'feed.csv');
  const remove = () => rm(dir, { recursive: true, force: true });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const file = createWriteStream(path);
  let bytes = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      let failed = false;
      // A refused body is read to its end and dropped (not destroyed), so the client reads the 400.
      const fail = (error: Error) => {
        if (failed) return;
        failed = true;
        payload.removeAllListeners('data');
        payload.on('data', () => {});
        payload.resume();
        reject(error);
      };
      payload.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > maxBytes) return fail(tooLarge(lang));
        try {
          decoder.decode(chunk, { stream: true });
        } catch {
          return fail(notUtf8(lang));
        }
        if (!file.write(chunk)) {
          payload.pause();
          file.once('drain', () => payload.resume());
        }
      });
      payload.on('error', fail);
      file.on('error', fail);
      payload.on('end', () => {
        if (failed) return;
        try {
          decoder.decode();
        } catch {
          return fail(notUtf8(lang));
        }
        file.end(() => resolve());
      });
    });
  } catch (error) {
    file.destroy();
    await remove();
    throw error;
  }
  return { path, bytes, open: () => createReadStream(path, { highWaterMark: 1024 * 1024 }), remove };
}

const SPOOLED = Symbol('spooled feed');

/**
 * Reads a CSV body (`text/csv` or `text/plain`) into a spooled file (spoolFeed), removed once the
 * answer is sent. Registered in the feed routes' plugin only; the app's JSON body limit stays as it is.
 */
export function acceptCsvBodies(app: FastifyInstance): void {
  app.addContentTypeParser(['text/csv', 'text/plain'], (request, payload, done) => {
    const lang = languageOf(request);
    if (Number(request.headers['content-length'] ?? 0) > FEED_MAX_BYTES) {
      payload.resume();
      done(tooLarge(lang), undefined);
      return;
    }
    spoolFeed(payload, lang).then((feed) => {
      (request as FastifyRequest & { [SPOOLED]?: SpooledFeed })[SPOOLED] = feed;
      done(null, feed);
    }, (error: Error) => done(error, undefined));
  });
  app.addHook('onResponse', async (request) => {
    await (request as FastifyRequest & { [SPOOLED]?: SpooledFeed })[SPOOLED]?.remove();
  });
}

/** The spooled feed of a request, or a 400 when its body was not CSV. */
export function spooledFeedOf(request: FastifyRequest): SpooledFeed {
  const feed = (request as FastifyRequest & { [SPOOLED]?: SpooledFeed })[SPOOLED];
  if (!feed) throw new AppError(400, 'bad_request', 'The body must be the feed as CSV text (Content-Type: text/csv).');
  return feed;
}

const LF = 0x0a;
const CR = 0x0d;

/**
 * The line a row starting at a byte offset is on (empty lines before it skipped), for offsets asked
 * in increasing order, over the chunks as they stream by (each kept until every offset in it was
 * asked). csv-parse's own line count is off after a CRLF inside a quoted cell; its byte offsets are not.
 */
class LineCounter {
  private chunks: Buffer[] = [];
  /** The file offset of chunks[0][0]. */
  private base = 0;
  private cursor = 0;
  private line = 1;

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
  }

  private byteAt(offset: number): number | undefined {
    let at = offset - this.base;
    for (const chunk of this.chunks) {
      if (at < chunk.length) return chunk[at];
      at -= chunk.length;
    }
    return undefined;
  }

  lineAt(offset: number): number {
    let at = offset;
    for (let byte = this.byteAt(at); byte === LF || byte === CR; byte = this.byteAt(at)) at += 1;
    while (this.cursor < at && this.chunks.length > 0) {
      const chunk = this.chunks[0]!;
      const end = Math.min(chunk.length, at - this.base);
      for (let i = this.cursor - this.base; i < end; i += 1) if (chunk[i] === LF) this.line += 1;
      this.cursor = this.base + end;
      if (end === chunk.length) {
        this.chunks.shift();
        this.base += chunk.length;
      }
    }
    return this.line;
  }
}

export interface FeedStream {
  headerWidth: number;
  /** The rows, each with its first line in the file; a feed with none throws feed_empty once read through. */
  records: AsyncGenerator<FeedRecord>;
}

interface ParsedRow {
  record: string[];
  info: { bytes: number };
}

/**
 * The feed's header and its rows as they stream, each row with its first line in the file (a quoted
 * cell may span lines). A feed that is not CSV, lacks a required column or has no rows is refused
 * whole (400): a missing column before any row is read, the others when the rows reach them.
 */
export async function readFeedStream(source: Readable, lang: Language): Promise<FeedStream> {
  const lines = new LineCounter();
  // Where the last row parsed ends (the parser runs ahead of the rows consumed): a row it cannot read starts after it.
  let lastEnd = 0;
  const parser = parse({
    bom: true, relax_column_count: true, skip_empty_lines: true, info: true,
    on_record: (record: ParsedRow) => { lastEnd = record.info.bytes; return record; },
  });
  source.on('data', (chunk: Buffer) => lines.push(chunk));
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  const rows = parser[Symbol.asyncIterator]() as AsyncIterator<ParsedRow>;
  const next = async (): Promise<ParsedRow | null> => {
    try {
      const step = await rows.next();
      return step.done ? null : step.value;
    } catch (error) {
      source.destroy();
      if (error instanceof CsvError) throw new AppError(400, 'feed_malformed', FEED_ERRORS[lang].malformed(lines.lineAt(lastEnd)));
      throw error;
    }
  };

  const head = await next();
  const header = (head?.record ?? []).map((name) => name.trim().toLowerCase());
  const missing = missingColumns(header);
  if (header.length === 0 || missing.length > 0) {
    source.destroy();
    throw new AppError(400, 'feed_missing_columns', FEED_ERRORS[lang].missingColumns(missing.join(', ')));
  }

  async function* records(): AsyncGenerator<FeedRecord> {
    let start = head!.info.bytes;
    let count = 0;
    for (let row = await next(); row !== null; row = await next()) {
      const line = lines.lineAt(start);
      start = row.info.bytes;
      const cells: Record<string, string> = {};
      header.forEach((name, i) => { if (row.record[i] !== undefined) cells[name] = row.record[i]; });
      count += 1;
      yield { line, cells, width: row.record.length };
    }
    if (count === 0) throw new AppError(400, 'feed_empty', FEED_ERRORS[lang].empty);
  }
  return { headerWidth: header.length, records: records() };
}
