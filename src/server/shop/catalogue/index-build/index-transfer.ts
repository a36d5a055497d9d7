import { LruCache } from '../../../lib/lru';
import { CatalogueIndex } from '../search-index/catalogue-index';
import { TextIndex } from '../search-index/text-index';
import { TypoMatcher } from '../search-index/typo';
import type { FamilyEntry } from '../search-index/types';
import { toColumns, type Column } from './columns';
import { familyDecoder } from './family-columns';

/**
 * Moves an index built in a worker thread to the main thread in pieces. A message is copied
 * (structured clone) and decoded on the receiving thread in one go, so no piece holds more than a
 * few milliseconds of decoding: typed arrays are moved (not copied), the family entries travel as
 * columns (columns.ts) and are made again a slice at a time, as is the SKU map, the receiver
 * letting waiting requests run in between. A clone keeps data, not classes: each piece lists where
 * instances of the classes below sit, and the receiver gives them their prototypes back.
 */
const TRANSFERRED_CLASSES = { TextIndex, TypoMatcher, LruCache } as const;
type ClassName = keyof typeof TRANSFERRED_CLASSES;

/** A step from a value to a part of it: a property name, an array index, or `[key]` for a Map entry. */
type Step = string | number | [unknown];
type Kind = 'core' | 'text' | 'foldedNames' | 'familyColumns' | 'skus';

export interface IndexPiece {
  kind: Kind;
  value: unknown;
  classes: [Step[], ClassName][];
  /** Buffers moved with the piece (postMessage's transfer list). */
  buffers: ArrayBuffer[];
}

const ROWS_PER_SLICE = 2000;
const SKUS_PER_SLICE = 20_000;

/** Instances of the transferred classes, and the buffers of typed arrays, inside a value. */
function inventory(root: unknown): Pick<IndexPiece, 'classes' | 'buffers'> {
  const classes: [Step[], ClassName][] = [];
  const buffers = new Set<ArrayBuffer>();
  const seen = new Set<object>();
  const visit = (value: unknown, path: Step[]) => {
    if (value === null || typeof value !== 'object' || seen.has(value) || value instanceof Date) return;
    seen.add(value);
    if (ArrayBuffer.isView(value)) {
      if (value.buffer instanceof ArrayBuffer) buffers.add(value.buffer);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (item !== null && typeof item === 'object') visit(item, [...path, i]);
      });
    } else if (value instanceof Map) {
      for (const [key, item] of value) visit(item, [...path, [key]]);
    } else if (value instanceof Set) {
      for (const item of value) if (item !== null && typeof item === 'object') throw new Error('index-transfer.ts: a Set of objects cannot be located');
    } else {
      const prototype = Object.getPrototypeOf(value) as object | null;
      if (prototype !== Object.prototype && prototype !== null) {
        const name = (Object.keys(TRANSFERRED_CLASSES) as ClassName[]).find((n) => TRANSFERRED_CLASSES[n].prototype === prototype);
        if (!name) throw new Error(`index-transfer.ts: the index holds a ${prototype.constructor.name}; add its class to TRANSFERRED_CLASSES`);
        classes.push([path, name]);
      }
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    }
  };
  visit(root, []);
  return { classes, buffers: [...buffers] };
}

/** The pieces of an index, in the order the receiver expects them. The index is unusable after. */
export function* indexPieces(index: CatalogueIndex): Generator<IndexPiece> {
  const moved = new Set<ArrayBuffer>();
  const piece = (kind: Kind, value: unknown): IndexPiece => {
    const found = inventory(value);
    for (const buffer of found.buffers) {
      // A buffer moves once: one that two pieces share would arrive detached in the second.
      if (moved.has(buffer)) throw new Error(`index-transfer.ts: a ${kind} piece shares a buffer with an earlier piece`);
      moved.add(buffer);
    }
    return { kind, value, ...found };
  };
  const { families, skus, text, foldedNames, ...core } = index.transferableFields() as {
    families: FamilyEntry[]; skus: Map<string, number[]>; text: TextIndex; foldedNames: unknown;
  };
  yield piece('core', core);
  yield piece('text', text);
  yield piece('foldedNames', foldedNames);
  const columns = toColumns(families);
  // Typed-array columns together (moved, little to decode); each long array column alone.
  const long = (c: Column) => c.kind === 'string' || c.kind === 'list';
  yield piece('familyColumns', columns.filter((c) => !long(c)));
  for (const column of columns.filter(long)) yield piece('familyColumns', [column]);
  const keys = [...skus.keys()];
  const offsets = new Int32Array(keys.length + 1);
  keys.forEach((key, i) => {
    offsets[i + 1] = offsets[i]! + skus.get(key)!.length;
  });
  yield piece('skus', { keys, offsets, positions: Int32Array.from([...skus.values()].flat()) });
}

function restoreClasses(root: unknown, classes: IndexPiece['classes']): void {
  for (const [path, name] of classes) {
    let value = root;
    for (const step of path) {
      value = Array.isArray(step) ? (value as Map<unknown, unknown>).get(step[0]) : (value as Record<string | number, unknown>)[step];
    }
    Object.setPrototypeOf(value as object, TRANSFERRED_CLASSES[name].prototype);
  }
}

/** Puts the pieces back together on the receiving thread. */
export class IndexAssembler {
  private core: Record<string, unknown> | null = null;
  private readonly parts: Record<string, unknown> = {};
  private readonly columns: Column[] = [];
  private skus: { keys: string[]; offsets: Int32Array; positions: Int32Array } | null = null;

  accept({ kind, value, classes }: IndexPiece): void {
    restoreClasses(value, classes);
    if (kind === 'core') this.core = value as Record<string, unknown>;
    else if (kind === 'familyColumns') this.columns.push(...(value as Column[]));
    else if (kind === 'skus') this.skus = value as IndexAssembler['skus'];
    else this.parts[kind] = value;
  }

  /** Makes the index, yielding between slices of work so the caller can let requests run. */
  *assemble(): Generator<void, CatalogueIndex> {
    const { core, skus } = this;
    if (!core || !skus || !('text' in this.parts) || !('foldedNames' in this.parts)) throw new Error('index transfer ended before the index was whole');
    const size = core.size as number;
    const decode = familyDecoder(this.columns);
    const families: FamilyEntry[] = [];
    for (let start = 0; start < size; start += ROWS_PER_SLICE) {
      for (const family of decode(start, Math.min(size, start + ROWS_PER_SLICE))) families.push(family);
      yield;
    }
    const skuMap = new Map<string, number[]>();
    for (let start = 0; start < skus.keys.length; start += SKUS_PER_SLICE) {
      const end = Math.min(skus.keys.length, start + SKUS_PER_SLICE);
      for (let i = start; i < end; i++) skuMap.set(skus.keys[i]!, Array.from(skus.positions.subarray(skus.offsets[i], skus.offsets[i + 1])));
      yield;
    }
    return CatalogueIndex.fromFields({ ...core, ...this.parts, families, skus: skuMap });
  }
}
