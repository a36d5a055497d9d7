import type { DetailProduct, ProductDetailsResponse, SpecialOffer } from '../../../contracts/catalogue-details';
import type { ProductListItem } from '../../../contracts/catalogue';
import { CATEGORY_IDS, RX_STATUS } from '../../../domain/constants';
import { percentOf } from '../../../domain/money';
import { retailDiscounted } from '../../../domain/pricing';
import { currentRxStatusId } from '../../../domain/prescription-lifecycle';
import type { Db } from '../../db/database';
import { flag } from '../../db/database';
import { notFound } from '../../errors';
import { clientRetailDiscountPercent, clientSwitchedOffPromotionIds } from '../../shared/clinic-policies';
import type { LiveCatalogue } from './catalogue-index-holder';
import {
  findProductFamilyId,
  listFavouriteProductIds,
  listShopperPets,
  listShopperPrescriptions,
  nextValidSubscriptionDate,
  loadFamilyDetails,
  loadShopperProductState,
} from './catalogue.queries';
import { plainParagraphs } from './sanitize';
import { listItem } from './search-index/items';
import type { Lang, PromotionNode } from './search-index/types';

/**
 * GET /api/prods/details/{id}/ (cc §3, §7). Not the hot path: the family's texts, children and
 * the shopper's own state come from the database; promotions and suggestions from the index.
 */
const SUGGESTIONS = 8;
const SUGGESTION_ALGO = 'same-l2-category-default-order';

const RX_STATUS_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(RX_STATUS).map(([name, id]) => [id, name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase())]),
);

function petCategory(species: string): number | null {
  const s = species.toLowerCase();
  if (s.startsWith('dog') || s.startsWith('chien')) return CATEGORY_IDS.dogs;
  if (s.startsWith('cat') || s.startsWith('chat')) return CATEGORY_IDS.cats;
  return s ? CATEGORY_IDS.smallAnimals : null;
}

function specialOffer(p: PromotionNode, lang: Lang): SpecialOffer {
  const fr = lang === 'fr';
  return {
    id: p.id,
    promoTypeID: p.promoTypeId,
    name: fr ? p.nameFr : p.nameEn,
    description1: fr ? p.badgeLabelFr : p.badgeLabelEn,
    description2: fr ? p.descriptionFr : p.descriptionEn,
    description3: fr ? p.finePrintFr : p.finePrintEn,
    isNotQualified: p.isNotQualified,
    isInstantRebate: p.isInstantRebate,
    isForSubscriptionsOnly: p.isForSubscriptionsOnly,
    hidePromoInfoInWebstore: p.hidePromoInfoInWebstore,
    isAutoOrderOnlyOffer: p.isAutoOrderOnlyOffer,
    isPercentageDiscount: p.isPercentageDiscount,
    discountPercent: p.discountPercent,
    endDate: p.endDate,
    allProductIds: p.allProductIds,
    bogoGetOneProductIds: [...new Set(p.groups.filter((g) => g.kind === 'get').flatMap((g) => g.productIds))],
    groupCount: p.groups.length,
  };
}

/** Families of the same second-level category (else top-level), in stock first, in the default order. */
function suggestions(
  live: LiveCatalogue, familyId: number, lang: Lang, favourites: ReadonlySet<number>, retailDiscountPercent: number, switchedOff: ReadonlySet<number>,
): ProductListItem[] {
  const { index } = live;
  const ownPosition = index.positionOfFamily(familyId);
  if (ownPosition === undefined) return [];
  const own = index.families[ownPosition]!;
  const category = index.categories.get(own.primary.l2 ?? own.primary.l1);
  if (!category) return [];
  const picked: number[] = [];
  for (const wantInStock of [1, 0]) {
    for (const position of index.order[lang]) {
      if (picked.length >= SUGGESTIONS) break;
      if (position === own.position || index.inStock[position] !== wantInStock) continue;
      if ((category.bits[position >>> 5]! & (1 << (position & 31))) !== 0) picked.push(position);
    }
  }
  return picked.map((position) => {
    const entry = index.families[position]!;
    return { ...listItem(index, entry, lang, false, retailDiscountPercent, switchedOff), isFavourite: favourites.has(entry.product.id) };
  });
}

export async function productDetails(
  db: Db,
  live: LiveCatalogue,
  productId: number,
  context: { lang: Lang; debug: boolean; userId: number | null },
): Promise<ProductDetailsResponse> {
  const { lang, debug, userId } = context;
  const fr = lang === 'fr';
  const found = await findProductFamilyId(db, productId);
  // allowBrowsing false: the product has no details page (cc §2).
  if (!found || !flag(found.allow_browsing)) throw notFound(`Product ${productId} does not exist.`);
  const details = await loadFamilyDetails(db, found.family_id);
  if (!details) throw notFound(`Product ${productId} does not exist.`);
  const { family, images, placements, properties } = details;
  const browsable = details.products.filter((p) => flag(p.allow_browsing));
  const ids = browsable.map((p) => p.id);
  const [state, pets, prescriptions, allFavourites, retailDiscountPercent, switchedOff] = userId === null
    ? [{ favourites: new Set<number>(), tracking: new Set<number>() }, [], [], new Set<number>(), 0, new Set<number>() as ReadonlySet<number>]
    : await Promise.all([
      loadShopperProductState(db, userId, ids),
      listShopperPets(db, userId),
      listShopperPrescriptions(db, userId),
      listFavouriteProductIds(db, userId),
      clientRetailDiscountPercent(db, userId),
      clientSwitchedOffPromotionIds(db, userId),
    ]);
  const nextOrderDate = userId === null ? null : await nextValidSubscriptionDate(db, userId);

  const products: DetailProduct[] = browsable.map((p) => {
    // The client's clinic retail discount lowers the selling and AutoOrder prices (docs/decisions/106-clinic-retail-discount.md).
    const unitPrice = retailDiscounted(p.unit_price_cents, retailDiscountPercent);
    const autoOrderUnitPrice = retailDiscounted(p.auto_order_unit_price_cents, retailDiscountPercent);
    const autoOrderDiscount = autoOrderUnitPrice > 0 ? Math.max(0, unitPrice - autoOrderUnitPrice) : 0;
    const sponsored = Math.min(autoOrderDiscount, percentOf(unitPrice, Number(p.auto_order_discount_sponsored_percentage)));
    const offers = (live.index.promotionsByProduct.get(p.id) ?? [])
      .map((id) => live.index.promotions.get(id)!)
      // A promotion the client's store switched off is not offered (docs/decisions/111-clinic-promotion-switch.md).
      .filter((promo) => promo.isLive && (debug || promo.isVisible) && !switchedOff.has(promo.id))
      .map((promo) => specialOffer(promo, lang));
    return {
      id: family.id,
      productId: p.id,
      name: fr ? p.name_fr : p.name_en,
      mfgName: family.manufacturer_name,
      mfgId: family.manufacturer_id,
      mfgSku: p.mfg_sku,
      productFormat: fr ? p.product_format_fr : p.product_format_en,
      image: p.image,
      isInStock: flag(p.is_in_stock),
      stockQuantity: p.stock_quantity,
      frequentlyLowStock: flag(p.frequently_low_stock),
      isLongTermBackorder: flag(p.is_long_term_backorder),
      lastReportedInStockTimestamp: p.last_reported_in_stock_at,
      isTrackingAvailability: state.tracking.has(p.id),
      isFavourite: state.favourites.has(p.id),
      maxQuantityRestrictionPerOrder: p.max_quantity_restriction_per_order,
      isSubscription: flag(p.is_subscription),
      isPrescriptionProduct: flag(p.is_prescription_product),
      isApprovalRequired: flag(p.is_approval_required),
      isRequireVerification: flag(p.is_prescription_product) || flag(p.is_approval_required),
      allowBrowsing: true,
      isBulkItem: flag(p.is_bulk_item),
      isClinicPickupOnly: flag(p.is_clinic_pickup_only),
      isDiscontinuedFormula: flag(p.is_discontinued_formula),
      isFeatured: flag(p.is_featured),
      isTerraCycle: flag(p.is_terra_cycle),
      isDefault: flag(p.is_default),
      numProductsInFamily: browsable.length,
      productPrice: {
        unitPrice,
        regularUnitPrice: p.regular_unit_price_cents,
        autoOrderUnitPrice,
        rxFee: p.rx_fee_cents,
        autoOrderDiscountPercentage: Number(p.auto_order_discount_percentage),
        autoOrderDiscountClinicPercentage: Number(p.auto_order_discount_clinic_percentage),
        autoOrderDiscountSponsoredPercentage: Number(p.auto_order_discount_sponsored_percentage),
        columnRegularRetail: p.column_regular_retail_cents,
        autoOrderDiscount,
        autoOrderDiscountSponsored: sponsored,
        autoOrderDiscountClinic: autoOrderDiscount - sponsored,
      },
      specialOffers: offers,
      dateCreated: p.date_created,
      dateLastUpdated: p.date_last_updated,
    };
  });

  const primary = placements[0];
  const categories = primary
    ? ([[primary.l1_id, 1], [primary.l2_id, 2], [primary.l3_id, 3]] as const)
      .filter((pair): pair is readonly [number, 1 | 2 | 3] => pair[0] !== null)
      .map(([id, level]) => ({ id, level, name: live.index.categoryName(id, lang) ?? '' }))
    : [];

  return {
    viewModel: {
      products,
      productFamilyInfo: {
        id: family.id,
        name: fr ? family.name_fr : family.name_en,
        // The page shows the description as text paragraphs, never as HTML.
        description: plainParagraphs(fr ? family.description_fr : family.description_en),
        benefits: fr ? family.benefits_fr : family.benefits_en,
        ingredients: fr ? family.ingredients_fr : family.ingredients_en,
        guaranteedAnalysis: fr ? family.guaranteed_analysis_fr : family.guaranteed_analysis_en,
        feedingInstructions: fr ? family.feeding_instructions_fr : family.feeding_instructions_en,
        productImages: images.map((i) => ({ imageSmall: i.image_small, imageLarge: i.image_large })),
        categories,
        listedCategoryIds: [...new Set(placements.flatMap((p) => [p.l1_id, p.l2_id, p.l3_id]).filter((id): id is number => id !== null))],
        properties: properties.map((p) => ({
          propertyId: p.property_id,
          propertyName: p.property_name_en,
          propertyNameFr: p.property_name_fr,
          propertyValue: p.value_en,
          propertyValueFr: p.value_fr,
          filterName: p.filter_name,
          queryValue: p.query_value,
        })),
        manufacturerName: family.manufacturer_name,
        manufacturerId: family.manufacturer_id,
        discontinuedProductIds: details.products.filter((p) => flag(p.is_discontinued_formula)).map((p) => p.id),
        isMadeInCanada: flag(family.is_made_in_canada),
        isSubscriptionable: flag(family.is_subscriptionable),
        isAddToExistingSubscriptionPossible: false,
        productType: fr ? family.product_type_name_fr : family.product_type_name_en,
        productTypeId: family.product_type_id,
        suggestionKeywords: family.suggestion_keywords,
      },
      pets: pets.map((pet) => ({ id: pet.id, petName: pet.name, species: pet.species, categoryId: petCategory(pet.species) })),
      selectedProductId: productId,
    },
    suggestedProds: suggestions(live, family.id, lang, allFavourites, retailDiscountPercent, switchedOff),
    suggestedProdsAlgo: SUGGESTION_ALGO,
    savedPrescriptions: prescriptions.map((rx) => {
      const status = currentRxStatusId({
        rxStatusId: rx.rx_status_id, expiresAt: rx.expires_at, refillQuantity: rx.refill_quantity, refillQuantityRemaining: rx.refill_quantity_remaining,
      }, new Date());
      return {
        rxId: rx.id,
        masterProductID: rx.family_id,
        petID: rx.pet_id,
        petName: rx.pet_name,
        rxStatusID: status,
        rxStatusName: RX_STATUS_NAMES[status] ?? 'Unknown',
        quantity: rx.quantity,
        refillQuantity: rx.refill_quantity,
        refillQuantityRemaining: rx.refill_quantity_remaining,
      };
    }),
    nextValidSubscriptionInfo: nextOrderDate === null ? null : { nextOrderDate },
  };
}
