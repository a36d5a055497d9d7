/**
 * Rows of one shape (the index's family entries) as columns, to cross threads cheaply: a message
 * decodes thousands of small objects slowly (each property on its own), but a typed array at once
 * and an array of strings quickly. Numbers and flags go into typed arrays (moved, not copied),
 * strings into arrays (a column of few distinct strings as those strings and a code per row, so
 * the receiver decodes and keeps each once); lists (a family's promotion ids, SKUs) into one flat
 * array with offsets. The receiver makes the rows again, a slice at a time (family-columns.ts).
 */
type Path = readonly string[];

export type Column =
  | { path: Path; kind: 'number'; values: Float64Array; nulls: Uint8Array | null }
  | { path: Path; kind: 'flag'; values: Uint8Array }
  | { path: Path; kind: 'string'; values: string[] }
  | { path: Path; kind: 'code'; values: string[]; codes: Int32Array }
  | { path: Path; kind: 'list'; offsets: Int32Array; values: unknown[] };

type Kind = Exclude<Column['kind'], 'code'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !ArrayBuffer.isView(value);

function kindOf(value: unknown): Kind | null {
  if (value === null) return null;
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'flag';
  if (typeof value === 'string') return 'string';
  if (Array.isArray(value)) return 'list';
  throw new Error(`columns.ts: cannot put a ${typeof value} in a column`);
}

/** Leaf paths of a row and their kinds, from the first row that has a value at each path. */
function shapeOf(rows: readonly Record<string, unknown>[]): { path: Path; kind: Kind; nullable: boolean }[] {
  const leaves: { path: Path; kind: Kind; nullable: boolean }[] = [];
  const walk = (value: Record<string, unknown>, path: string[]) => {
    for (const [key, item] of Object.entries(value)) {
      if (isRecord(item)) walk(item, [...path, key]);
      else leaves.push({ path: [...path, key], kind: 'number', nullable: false });
    }
  };
  if (rows.length > 0) walk(rows[0]!, []);
  for (const leaf of leaves) {
    const kinds = new Set(rows.map((row) => kindOf(valueAt(row, leaf.path))));
    leaf.nullable = kinds.delete(null);
    if (kinds.size > 1 || (leaf.nullable && !kinds.has('number') && kinds.size > 0)) {
      throw new Error(`columns.ts: ${leaf.path.join('.')} holds ${[...kinds].join(' and ')}${leaf.nullable ? ' and null' : ''}`);
    }
    leaf.kind = [...kinds][0] ?? 'number';
  }
  return leaves;
}

function valueAt(row: Record<string, unknown>, path: Path): unknown {
  let value: unknown = row;
  for (const key of path) value = (value as Record<string, unknown>)[key];
  return value;
}

export function toColumns(rows: readonly object[]): Column[] {
  const records = rows as readonly Record<string, unknown>[];
  return shapeOf(records).map(({ path, kind, nullable }): Column => {
    const values = records.map((row) => valueAt(row, path));
    if (kind === 'flag') return { path, kind, values: Uint8Array.from(values, (v) => (v ? 1 : 0)) };
    if (kind === 'string') return stringColumn(path, values as string[]);
    if (kind === 'list') {
      const offsets = new Int32Array(values.length + 1);
      values.forEach((list, i) => {
        offsets[i + 1] = offsets[i]! + (list as unknown[]).length;
      });
      return { path, kind, offsets, values: (values as unknown[][]).flat() };
    }
    return {
      path, kind, values: Float64Array.from(values, (v) => (v === null ? 0 : (v as number))), nulls: nullable ? Uint8Array.from(values, (v) => (v === null ? 1 : 0)) : null,
    };
  });
}

/** Few distinct strings (brands, product types, formats): each once, and a code per row. */
function stringColumn(path: Path, values: string[]): Column {
  const codeOf = new Map<string, number>();
  for (const value of values) if (!codeOf.has(value)) codeOf.set(value, codeOf.size);
  if (codeOf.size * 4 > values.length) return { path, kind: 'string', values };
  return { path, kind: 'code', values: [...codeOf.keys()], codes: Int32Array.from(values, (v) => codeOf.get(v)!) };
}

function cell(column: Column, i: number): unknown {
  switch (column.kind) {
    case 'flag': return column.values[i] === 1;
    case 'string': return column.values[i];
    case 'code': return column.values[column.codes[i]!];
    case 'list': return column.values.slice(column.offsets[i], column.offsets[i + 1]);
    default: return column.nulls?.[i] ? null : column.values[i];
  }
}

/** Rows start..end-1 made again from the columns. */
export function fromColumns<T>(columns: readonly Column[], start: number, end: number): T[] {
  const rows: T[] = [];
  for (let i = start; i < end; i++) {
    const row: Record<string, unknown> = {};
    for (const column of columns) {
      let target = row;
      const { path } = column;
      for (let k = 0; k < path.length - 1; k++) target = (target[path[k]!] ??= {}) as Record<string, unknown>;
      target[path[path.length - 1]!] = cell(column, i);
    }
    rows.push(row as T);
  }
  return rows;
}
