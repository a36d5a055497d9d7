import type { ProductListItem } from '../../../../contracts/catalogue';
import { retailDiscounted } from '../../../../domain/pricing';
import type { CatalogueIndex } from './catalogue-index';
import type { FamilyEntry, Lang } from './types';

/** No promotion switched off: a visitor's, and a client whose store switched none off. */
export const NO_SWITCHED_OFF_PROMOTIONS: ReadonlySet<number> = new Set();

/**
 * The product card's data (cat §3 "Product (list item)") for one family, represented by its
 * default child. Outside debug mode only visible promotions (not hidden, qualified, running) count
 * for the badge; in debug mode every running promotion does (cat §4). Only an offer on that child
 * counts: the badge never promises "15 % off" on a format that has none. A promotion the client's
 * store switched off never counts (docs/decisions/111-clinic-promotion-switch.md).
 */
export function listItem(
  index: CatalogueIndex, entry: FamilyEntry, lang: Lang, debug: boolean, retailDiscountPercent = 0,
  switchedOffPromotionIds: ReadonlySet<number> = NO_SWITCHED_OFF_PROMOTIONS,
): Omit<ProductListItem, 'isFavourite' | 'debug'> {
  const { family, product } = entry;
  // The badge is the shown format's offer: a family whose other format is on offer shows none (issue 24 item 17).
  const promotion = entry.promotionIds
    .map((id) => index.promotions.get(id)!)
    .find((p) => (debug || p.isVisible) && !switchedOffPromotionIds.has(p.id) && p.allProductIds.includes(entry.product.id));
  const fr = lang === 'fr';
  return {
    productId: product.id,
    id: family.id,
    name: fr ? family.nameFr : family.nameEn,
    mfgName: entry.manufacturerName,
    mfgId: family.manufacturerId,
    mfgSku: product.mfgSku,
    image: product.image,
    productFormat: fr ? product.formatFr : product.formatEn,
    productTypeName: fr ? family.productTypeNameFr : family.productTypeNameEn,
    isInStock: product.isInStock,
    isFeatured: product.isFeatured,
    isOnPromotion: promotion !== undefined,
    promotionBadgeLabel: promotion ? (fr ? promotion.badgeLabelFr : promotion.badgeLabelEn) || (fr ? promotion.nameFr : promotion.nameEn) : null,
    isTerraCycle: product.isTerraCycle,
    isMadeInCanada: family.isMadeInCanada,
    isPrescriptionProduct: product.isPrescriptionProduct,
    isApprovalRequired: product.isApprovalRequired,
    isRequireVerification: product.isPrescriptionProduct || product.isApprovalRequired,
    isBulkItem: product.isBulkItem,
    numProductsInFamily: entry.numProducts,
    productPrice: {
      unitPrice: retailDiscounted(product.unitPrice, retailDiscountPercent),
      regularUnitPrice: product.regularUnitPrice,
      autoOrderUnitPrice: retailDiscounted(product.autoOrderUnitPrice, retailDiscountPercent),
      rxFee: product.rxFee,
      autoOrderDiscountPercentage: product.autoOrderDiscountPercentage,
      autoOrderDiscountClinicPercentage: product.autoOrderDiscountClinicPercentage,
      autoOrderDiscountSponsoredPercentage: product.autoOrderDiscountSponsoredPercentage,
      columnRegularRetail: product.columnRegularRetail,
    },
    l1CategoryId: entry.primary.l1,
    categoriesCombinedDto: {
      l1Id: entry.primary.l1,
      l1Name: index.categoryName(entry.primary.l1, lang) ?? '',
      l2Id: entry.primary.l2,
      l2Name: index.categoryName(entry.primary.l2, lang),
      l3Id: entry.primary.l3,
      l3Name: index.categoryName(entry.primary.l3, lang),
    },
  };
}

/** The item's JSON without its closing brace, ending in `"isFavourite":`; add `true}` or `false}`. */
export function buildItemJson(
  index: CatalogueIndex, entry: FamilyEntry, lang: Lang, retailDiscountPercent = 0, switchedOffPromotionIds: ReadonlySet<number> = NO_SWITCHED_OFF_PROMOTIONS,
): string {
  const json = JSON.stringify(listItem(index, entry, lang, false, retailDiscountPercent, switchedOffPromotionIds));
  return `${json.slice(0, -1)},"isFavourite":`;
}

/**
 * Whether a family's kept card may name a promotion the client's store switched off: only then is
 * its JSON made again for the call (a few cards of a page at most); every other card is the kept text.
 */
export function showsSwitchedOffPromotion(entry: FamilyEntry, switchedOffPromotionIds: ReadonlySet<number>): boolean {
  if (switchedOffPromotionIds.size === 0) return false;
  for (const id of entry.promotionIds) if (switchedOffPromotionIds.has(id)) return true;
  return false;
}

const PRICES_FROM = '"productPrice":{"unitPrice":';
const PRICES_TO = ',"rxFee":';

/**
 * A family's kept item JSON at a clinic's retail discount (docs/decisions/106-clinic-retail-discount.md):
 * the same text with its unit and AutoOrder prices lowered, cut and joined around the price fields
 * rather than made again, so a client's list costs about what a visitor's does and the index is
 * never built per clinic. The prices written are the product's own, lowered by the one rule.
 */
export function discountedItemJson(json: string, entry: FamilyEntry, retailDiscountPercent: number): string {
  if (retailDiscountPercent === 0) return json;
  const from = json.indexOf(PRICES_FROM);
  const to = json.indexOf(PRICES_TO, from);
  const { product } = entry;
  return `${json.slice(0, from)}${PRICES_FROM}${retailDiscounted(product.unitPrice, retailDiscountPercent)},"regularUnitPrice":${product.regularUnitPrice},` +
    `"autoOrderUnitPrice":${retailDiscounted(product.autoOrderUnitPrice, retailDiscountPercent)}${json.slice(to)}`;
}
