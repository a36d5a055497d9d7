import { LruCache } from '../../lib/lru';
import { CatalogueIndex } from '../search-index/catalogue-index';
import { TextIndex } from '../search-index/text-index';
import { TypoMatcher } from '../search-index/typo';
import type { FamilyEntry } from '../search-index/types';

/**
 * Moves an index built in a worker thread to the main thread in pieces. A message is copied
 * (structured clone) and decoded on the receiving thread in one go, so the big parts (families,
 * SKUs) go in chunks of a few milliseconds each, the receiver asking for the next one when it has
 * let waiting requests run. A clone keeps data, not classes: each message lists where instances of
 * the classes below sit, and the receiver gives them their prototypes back.
 */
const TRANSFERRED_CLASSES = { TextIndex, TypoMatcher, LruCache } as const;
type ClassName = keyof typeof TRANSFERRED_CLASSES;

/** A step from a value to a part of it: a property name, an array index, or `[key]` for a Map entry. */
type Step = string | number | [unknown];
type Kind = 'core' | 'text' | 'foldedNames' | 'families' | 'skus';

export interface IndexPiece {
  kind: Kind;
  value: unknown;
  classes: [Step[], ClassName][];
}

const FAMILIES_PER_PIECE = 1000;
const SKUS_PER_PIECE = 5000;

function classInstances(root: unknown): [Step[], ClassName][] {
  const found: [Step[], ClassName][] = [];
  const seen = new Set<object>();
  const visit = (value: unknown, path: Step[]) => {
    if (value === null || typeof value !== 'object' || seen.has(value) || ArrayBuffer.isView(value) || value instanceof Date) return;
    seen.add(value);
    if (Array.isArray(value)) {
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
        found.push([path, name]);
      }
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    }
  };
  visit(root, []);
  return found;
}

function piece(kind: Kind, value: unknown): IndexPiece {
  return { kind, value, classes: classInstances(value) };
}

/** The pieces of an index, in the order the receiver expects them. */
export function* indexPieces(index: CatalogueIndex): Generator<IndexPiece> {
  const { families, skus, text, foldedNames, ...core } = index.transferableFields() as {
    families: FamilyEntry[]; skus: Map<string, number[]>; text: TextIndex; foldedNames: unknown;
  };
  yield piece('core', core);
  yield piece('text', text);
  yield piece('foldedNames', foldedNames);
  for (let i = 0; i < families.length; i += FAMILIES_PER_PIECE) yield piece('families', families.slice(i, i + FAMILIES_PER_PIECE));
  const entries = [...skus];
  for (let i = 0; i < entries.length; i += SKUS_PER_PIECE) yield piece('skus', entries.slice(i, i + SKUS_PER_PIECE));
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
  private readonly families: FamilyEntry[] = [];
  private readonly skus = new Map<string, number[]>();

  accept({ kind, value, classes }: IndexPiece): void {
    restoreClasses(value, classes);
    if (kind === 'core') this.core = value as Record<string, unknown>;
    else if (kind === 'families') for (const family of value as FamilyEntry[]) this.families.push(family);
    else if (kind === 'skus') for (const [sku, positions] of value as [string, number[]][]) this.skus.set(sku, positions);
    else this.parts[kind] = value;
  }

  finish(): CatalogueIndex {
    if (!this.core || !('text' in this.parts) || !('foldedNames' in this.parts)) throw new Error('index transfer ended before the index was whole');
    return CatalogueIndex.fromFields({ ...this.core, ...this.parts, families: this.families, skus: this.skus });
  }
}
