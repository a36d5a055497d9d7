import type { SnapshotPlacement } from './snapshot';
import type { FamilyEntry } from './types';

/**
 * The cart's "you may also like" order (cc §2), made with the index so a cart answer only walks a
 * few positions: featured first, then the family's sort order, then its id. Families are grouped
 * by the top-level category of their primary placement, the one the suggestion rule matches on.
 * Stock is not part of it: it changes in place and is checked when suggesting.
 */
export interface SuggestionOrder {
  /** Positions of the families whose primary placement is under each top-level category, in order. */
  byTopCategory: Map<number, Int32Array>;
  /** Positions of the featured families, in order (the suggestions of an empty cart). */
  featured: Int32Array;
  /** Every family with a primary placement, listed or not (a cart may hold one): ids ascending, and their top-level category. */
  familyIds: Int32Array;
  familyTopCategory: Int32Array;
}

/** Negative when position a comes first. */
export function compareForSuggestion(families: readonly FamilyEntry[], a: number, b: number): number {
  const fa = families[a]!;
  const fb = families[b]!;
  return Number(fb.product.isFeatured) - Number(fa.product.isFeatured) || fa.family.sortOrder - fb.family.sortOrder || fa.family.id - fb.family.id;
}

export function suggestionOrder(families: readonly FamilyEntry[], placements: readonly SnapshotPlacement[]): SuggestionOrder {
  const topOf = new Map<number, number>();
  for (const p of placements) if (p.isPrimary && !topOf.has(p.familyId)) topOf.set(p.familyId, p.l1);
  const familyIds = Int32Array.from([...topOf.keys()].sort((a, b) => a - b));
  const familyTopCategory = Int32Array.from(familyIds, (id) => topOf.get(id)!);

  const grouped = new Map<number, number[]>();
  const featured: number[] = [];
  for (const f of families) {
    const top = topOf.get(f.family.id);
    if (top === undefined) continue;
    const list = grouped.get(top);
    if (list) list.push(f.position);
    else grouped.set(top, [f.position]);
    if (f.product.isFeatured) featured.push(f.position);
  }
  const byOrder = (a: number, b: number) => compareForSuggestion(families, a, b);
  return {
    byTopCategory: new Map([...grouped].map(([top, list]) => [top, Int32Array.from(list.sort(byOrder))])),
    featured: Int32Array.from(featured.sort(byOrder)),
    familyIds,
    familyTopCategory,
  };
}

/** The top-level category of a family's primary placement, if it has one. */
export function topCategoryOf(order: SuggestionOrder, familyId: number): number | undefined {
  let low = 0;
  let high = order.familyIds.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const id = order.familyIds[mid]!;
    if (id === familyId) return order.familyTopCategory[mid];
    if (id < familyId) low = mid + 1;
    else high = mid - 1;
  }
  return undefined;
}
