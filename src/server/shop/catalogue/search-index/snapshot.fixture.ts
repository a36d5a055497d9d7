import type { CatalogueSnapshot, SnapshotProduct } from './snapshot';

/** Small in-memory catalogues for unit tests (no database). */
export interface FamilySpec {
  name: string;
  nameFr?: string;
  description?: string;
  l1?: number;
  l2?: number | null;
  l3?: number | null;
  featured?: boolean;
  inStock?: boolean;
  sortOrder?: number;
  sku?: string;
  values?: number[];
  manufacturerId?: number;
  children?: number;
}

export function makeSnapshot(specs: readonly FamilySpec[], extra: Partial<CatalogueSnapshot> = {}): CatalogueSnapshot {
  const products: SnapshotProduct[] = [];
  specs.forEach((s, i) => {
    for (let c = 0; c < (s.children ?? 1); c++) {
      const id = 10_000 + i * 10 + c;
      products.push({
        id, familyId: i + 1, nameEn: s.name, nameFr: s.nameFr ?? s.name, mfgSku: c === 0 ? s.sku ?? `SKU-${id}` : `SKU-${id}`,
        formatEn: `${c + 1} kg`, formatFr: `${c + 1} kg`, image: `p/${id}.svg`, isDefault: c === 0, sortOrder: c,
        unitPrice: 1000, regularUnitPrice: 1200, autoOrderUnitPrice: 900, rxFee: 0, columnRegularRetail: 1200,
        autoOrderDiscountPercentage: 5, autoOrderDiscountClinicPercentage: 5, autoOrderDiscountSponsoredPercentage: 0,
        isInStock: s.inStock ?? true, isLongTermBackorder: false, isFeatured: s.featured ?? false, isTerraCycle: false, isPrescriptionProduct: false,
        isApprovalRequired: false, isBulkItem: false, allowBrowsing: true,
      });
    }
  });
  return {
    version: 1,
    changeSeq: 0,
    categories: [
      { id: 10, parentId: null, level: 1, nameEn: 'Dogs', nameFr: 'Chiens', sortOrder: 1, icon: null },
      { id: 20, parentId: null, level: 1, nameEn: 'Cats', nameFr: 'Chats', sortOrder: 2, icon: null },
      { id: 1100, parentId: 10, level: 2, nameEn: 'Food', nameFr: 'Nourriture', sortOrder: 1, icon: null },
      { id: 1120, parentId: 10, level: 2, nameEn: 'Toys', nameFr: 'Jouets', sortOrder: 2, icon: null },
      { id: 11001, parentId: 1100, level: 3, nameEn: 'Dry food', nameFr: 'Nourriture sèche', sortOrder: 1, icon: null },
      { id: 2100, parentId: 20, level: 2, nameEn: 'Food', nameFr: 'Nourriture', sortOrder: 1, icon: null },
    ],
    manufacturers: [{ id: 1, name: 'Acme Pet Co.' }, { id: 2, name: 'Boreal Labs' }],
    families: specs.map((s, i) => ({
      id: i + 1, manufacturerId: s.manufacturerId ?? 1, nameEn: s.name, nameFr: s.nameFr ?? s.name, descriptionEn: s.description ?? '',
      descriptionFr: '', productTypeId: 1, productTypeNameEn: '', productTypeNameFr: '', isMadeInCanada: false, suggestionKeywords: '',
      sortOrder: s.sortOrder ?? 0,
    })),
    placements: specs.map((s, i) => ({ familyId: i + 1, l1: s.l1 ?? 10, l2: s.l2 ?? null, l3: s.l3 ?? null, isPrimary: true })),
    properties: [{ id: 1, filterName: 'lifestage', nameEn: 'Life stage', nameFr: 'Stade de vie', sortOrder: 1 }],
    propertyValues: [
      { id: 101, propertyId: 1, queryValue: 'adult', valueEn: 'Adult', valueFr: 'Adulte', sortOrder: 1 },
      { id: 102, propertyId: 1, queryValue: 'senior', valueEn: 'Senior', valueFr: 'Âgé', sortOrder: 2 },
    ],
    familyPropertyValues: specs.flatMap((s, i) => (s.values ?? []).map((v) => ({ familyId: i + 1, propertyValueId: v }))),
    products,
    promotions: [],
    promotionGroups: [],
    banners: [],
    ...extra,
  };
}
