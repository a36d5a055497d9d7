import { describe, expect, it } from 'vitest';
import { FEED_COLUMNS } from '../../../domain/catalogue-feed/feed-row';
import { AppError } from '../../errors';
import { readFeed } from './feed-csv';

const HEADER = FEED_COLUMNS.join(',');
const cells = (sku: string, description = 'Plain.') =>
  FEED_COLUMNS.map((c) => (c === 'sku' ? sku : c === 'family_description_en' ? description : 'x')).join(',');

describe('reading a feed', () => {
  it('numbers each row by its first line, a quoted cell spanning lines included, past a BOM and empty lines', () => {
    const text = `\uFEFF${HEADER.toUpperCase()}\r\n${cells('A')}\r\n${cells('B', '"Two\r\nlines, and ""quotes"""')}\r\n\r\n${cells('C')}\n`;
    const feed = readFeed(text, 'en');
    expect(feed.headerWidth).toBe(FEED_COLUMNS.length);
    expect(feed.records.map((r) => [r.line, r.cells.sku, r.width])).toEqual([[2, 'A', 25], [3, 'B', 25], [6, 'C', 25]]);
    expect(feed.records[1]!.cells.family_description_en).toBe('Two\r\nlines, and "quotes"');
  });

  it('refuses a quote left open from the row it starts on, in the language asked', () => {
    const attempt = () => readFeed(`${HEADER}\n${cells('A')}\n${cells('B', '"never closed')}\n${cells('C')}\n`, 'fr');
    expect(attempt).toThrow(AppError);
    expect(attempt).toThrow('Le fichier n’est pas un CSV lisible à partir de la ligne 3 (un guillemet non fermé ou mal placé).');
  });
});
