import { describe, expect, it } from 'vitest';
import { FEED_COLUMNS } from '../../../domain/catalogue-feed/feed-row';
import { AppError } from '../../errors';
import { Readable } from 'node:stream';
import { readFeedStream } from './feed-csv';
import type { Language } from '../../../domain/constants';
import type { FeedRecord } from '../../../domain/catalogue-feed/dry-run';

const HEADER = FEED_COLUMNS.join(',');
const cells = (sku: string, description = 'Plain.') =>
  FEED_COLUMNS.map((c) => (c === 'sku' ? sku : c === 'family_description_en' ? description : 'x')).join(',');

async function readFeed(text: string, lang: Language): Promise<{ headerWidth: number; records: FeedRecord[] }> {
  // Small chunks, so a row's line is counted across chunk boundaries.
  const bytes = Buffer.from(text);
  const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7));
  const feed = await readFeedStream(Readable.from(chunks), lang);
  const records: FeedRecord[] = [];
  for await (const record of feed.records) records.push(record);
  return { headerWidth: feed.headerWidth, records };
}

describe('reading a feed as a stream', () => {
  it('numbers each row by its first line, a quoted cell spanning lines included, past a BOM and empty lines', async () => {
    const text = `\uFEFF${HEADER.toUpperCase()}\r\n${cells('A')}\r\n${cells('B', '"Two\r\nlines, and ""quotes"""')}\r\n\r\n${cells('C')}\n`;
    const feed = await readFeed(text, 'en');
    expect(feed.headerWidth).toBe(FEED_COLUMNS.length);
    expect(feed.records.map((r) => [r.line, r.cells.sku, r.width])).toEqual([[2, 'A', 25], [3, 'B', 25], [6, 'C', 25]]);
    expect(feed.records[1]!.cells.family_description_en).toBe('Two\r\nlines, and "quotes"');
  });

  it('refuses a quote left open from the row it starts on, in the language asked', async () => {
    const attempt = () => readFeed(`${HEADER}\n${cells('A')}\n${cells('B', '"never closed')}\n${cells('C')}\n`, 'fr');
    await expect(attempt()).rejects.toThrow(AppError);
    await expect(attempt()).rejects.toThrow('Le fichier n’est pas un CSV lisible à partir de la ligne 3 (un guillemet non fermé ou mal placé).');
  });
});
