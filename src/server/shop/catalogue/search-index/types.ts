import type { Bitset } from './bitset';
import type { SnapshotCategory, SnapshotFamily, SnapshotProduct, SnapshotPromotion, SnapshotProperty } from './snapshot';

/** A family as the index keeps it: its descriptions served the search words only. */
export type IndexedFamily = Omit<SnapshotFamily, 'descriptionEn' | 'descriptionFr'>;

export type Lang = 'en' | 'fr';

export interface CategoryNode extends SnapshotCategory {
  bits: Bitset;
  slot: number;
  children: CategoryNode[];
}

export interface PropertyValueNode {
  id: number;
  queryValue: string;
  valueEn: string;
  valueFr: string;
  sortOrder: number;
  bits: Bitset;
  slot: number;
  property: PropertyNode;
}

export interface PropertyNode extends SnapshotProperty {
  /** Position among properties (facet group number). */
  index: number;
  values: PropertyValueNode[];
  byQueryValue: Map<string, PropertyValueNode>;
  byId: Map<number, PropertyValueNode>;
}

export interface PromotionGroupNode {
  groupId: number;
  kind: 'buy' | 'get';
  minQuantity: number;
  productIds: number[];
}

/** A promotion with its texts already sanitised. */
export interface PromotionNode extends SnapshotPromotion {
  bits: Bitset;
  groups: PromotionGroupNode[];
  allProductIds: number[];
  /** Running now (start ≤ now < end) when the index was built. */
  isLive: boolean;
  /** Shown outside debug mode (cat §4): live, not hidden, not "not qualified". */
  isVisible: boolean;
  finePrintTextEn: string;
  finePrintTextFr: string;
}

/** One listed family: the child that represents it and what the card needs. */
export interface FamilyEntry {
  position: number;
  family: IndexedFamily;
  /** The child that represents the family; its stock state and prices change in place. */
  product: SnapshotProduct;
  manufacturerName: string;
  numProducts: number;
  primary: { l1: number; l2: number | null; l3: number | null };
  /** Live promotions of any browsable child, visible ones first, by id. */
  promotionIds: number[];
  /** Lower-case SKUs of the browsable children. */
  skus: string[];
}
