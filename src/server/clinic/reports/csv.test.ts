import { describe, expect, it } from 'vitest';
import { BOM, centsToDecimal, money, num, text, toCsv } from './csv';

describe('CSV for spreadsheets', () => {
  it('writes UTF-8 with a BOM, CRLF line ends, every field quoted, quotes doubled', () => {
    const csv = toCsv(['Période', 'Note'], [[text('2026-11-01'), text('un "beau" jour, vraiment')], [num(3), money(123456)]]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1)).toBe('"Période","Note"\r\n"2026-11-01","un ""beau"" jour, vraiment"\r\n"3","1234.56"\r\n');
    expect(csv.replaceAll('\r\n', '')).not.toContain('\n');
  });

  it('writes money with a dot as the decimal separator, negatives included', () => {
    expect([0, 5, 99, 100, 123456, -5, -12345].map(centsToDecimal)).toEqual(['0.00', '0.05', '0.99', '1.00', '1234.56', '-0.05', '-123.45']);
  });

  it('guards text cells that a spreadsheet would run as a formula, never our numbers', () => {
    const csv = toCsv(['h'], [[text('=HYPERLINK("http://x")')], [text('+1')], [text('-2')], [text('@SUM(A1)')], [text('\tx')], [money(-250)], [text('Ok-=')]]);
    expect(csv.slice(1).split('\r\n').slice(1, -1)).toEqual([
      '"\'=HYPERLINK(""http://x"")"', '"\'+1"', '"\'-2"', '"\'@SUM(A1)"', '"\'\tx"', '"-2.50"', '"Ok-="',
    ]);
  });
});
