/**
 * Everything the catalogue index is built from, as plain data: loaded from the database by a few
 * bulk queries (catalogue.queries.ts), or made in memory by tests. Flags are booleans, money cents.
 */
export interface SnapshotCategory {
  id: number;
  parentId: number | null;
  level: number;
  nameEn: string;
  nameFr: string;
  sortOrder: number;
  icon: string | null;
}

export interface SnapshotFamily {
  id: number;
  manufacturerId: number;
  nameEn: string;
  nameFr: string;
  /** Plain text used for search only (the details call reads the full texts). */
  descriptionEn: string;
  descriptionFr: string;
  productTypeId: number;
  productTypeNameEn: string;
  productTypeNameFr: string;
  isMadeInCanada: boolean;
  suggestionKeywords: string;
  sortOrder: number;
}

export interface SnapshotPlacement {
  familyId: number;
  l1: number;
  l2: number | null;
  l3: number | null;
  isPrimary: boolean;
}

export interface SnapshotProperty {
  id: number;
  filterName: string;
  nameEn: string;
  nameFr: string;
  sortOrder: number;
}

export interface SnapshotPropertyValue {
  id: number;
  propertyId: number;
  queryValue: string;
  valueEn: string;
  valueFr: string;
  sortOrder: number;
}

export interface SnapshotProduct {
  id: number;
  familyId: number;
  nameEn: string;
  nameFr: string;
  mfgSku: string;
  formatEn: string;
  formatFr: string;
  image: string;
  isDefault: boolean;
  sortOrder: number;
  unitPrice: number;
  regularUnitPrice: number;
  autoOrderUnitPrice: number;
  rxFee: number;
  columnRegularRetail: number;
  autoOrderDiscountPercentage: number;
  autoOrderDiscountClinicPercentage: number;
  autoOrderDiscountSponsoredPercentage: number;
  isInStock: boolean;
  /** Out of stock for a long time: never suggested (the cart's "you may also like"). */
  isLongTermBackorder: boolean;
  isFeatured: boolean;
  isTerraCycle: boolean;
  isPrescriptionProduct: boolean;
  isApprovalRequired: boolean;
  isBulkItem: boolean;
  allowBrowsing: boolean;
}

export interface SnapshotPromotion {
  id: number;
  nameEn: string;
  nameFr: string;
  descriptionEn: string;
  descriptionFr: string;
  finePrintEn: string;
  finePrintFr: string;
  badgeLabelEn: string;
  badgeLabelFr: string;
  promoTypeId: number;
  startDate: string;
  endDate: string;
  isInstantRebate: boolean;
  isForSubscriptionsOnly: boolean;
  isAutoOrderOnlyOffer: boolean;
  isPercentageDiscount: boolean;
  discountPercent: number;
  hidePromoInfoInWebstore: boolean;
  isNotQualified: boolean;
  qualificationReason: string | null;
}

export interface SnapshotPromotionGroup {
  id: number;
  promotionId: number;
  kind: 'buy' | 'get';
  minQuantity: number;
  productIds: number[];
}

export interface SnapshotBanner {
  id: number;
  name: string;
  contentEn: string;
  contentFr: string;
  l1CategoryId: number | null;
  isActive: boolean;
  /** When it starts and stops showing (ISO instants), null for always. */
  startsAt: string | null;
  endsAt: string | null;
}

export interface CatalogueSnapshot {
  version: number;
  /** Last change-log sequence number already reflected in the rows below. */
  changeSeq: number;
  categories: SnapshotCategory[];
  manufacturers: { id: number; name: string }[];
  families: SnapshotFamily[];
  placements: SnapshotPlacement[];
  properties: SnapshotProperty[];
  propertyValues: SnapshotPropertyValue[];
  familyPropertyValues: { familyId: number; propertyValueId: number }[];
  products: SnapshotProduct[];
  promotions: SnapshotPromotion[];
  promotionGroups: SnapshotPromotionGroup[];
  banners: SnapshotBanner[];
}
