/**
 * CSV as spreadsheets open it (issue 17 "Reports"): UTF-8 with a byte-order mark (so accents read
 * right in Excel), CRLF line ends, every field quoted (quotes doubled), commas between fields, and
 * numbers with a dot as the decimal separator in both languages
 * (docs/decisions/067-reports-csv.md). A text cell starting with = + - @ (or a tab or carriage
 * return) is a formula to a spreadsheet: it gets a leading apostrophe. Number cells are ours
 * (integers and cents), never guarded.
 */
export type CsvCell = { text: string } | { number: number } | { cents: number };

export const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export const text = (value: string): CsvCell => ({ text: value });
export const num = (value: number): CsvCell => ({ number: value });
export const money = (cents: number): CsvCell => ({ cents });

/** Cents as a plain decimal number with a dot: 123456 → "1234.56", -5 → "-0.05". */
export function centsToDecimal(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function cellText(cell: CsvCell): string {
  if ('cents' in cell) return centsToDecimal(cell.cents);
  if ('number' in cell) return String(cell.number);
  return FORMULA_START.test(cell.text) ? `'${cell.text}` : cell.text;
}

const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header.map((h) => quote(cellText(text(h)))), ...rows.map((row) => row.map((cell) => quote(cellText(cell))))];
  // An empty row stays empty (a blank line between a table and the next).
  return `${BOM}${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
