import { z } from 'zod';
import { productListItemSchema, productPriceSchema } from './catalogue';

/**
 * GET /api/prods/details/{id}/ (cc §3 "Product details response"). `id` is a child product id.
 * Money is integer cents. Texts are in the request's language; property names and values carry
 * both languages (cc §2: properties in French when the language is fr-CA).
 */
export const specialOfferSchema = z.object({
  id: z.number(),
  promoTypeID: z.number(),
  name: z.string(),
  /** Badge label. */
  description1: z.string(),
  /** Summary (sanitised HTML). */
  description2: z.string(),
  /** Fine print (sanitised HTML). */
  description3: z.string(),
  isNotQualified: z.boolean(),
  isInstantRebate: z.boolean(),
  isForSubscriptionsOnly: z.boolean(),
  hidePromoInfoInWebstore: z.boolean(),
  isAutoOrderOnlyOffer: z.boolean(),
  isPercentageDiscount: z.boolean(),
  discountPercent: z.number(),
  endDate: z.string(),
  allProductIds: z.array(z.number()),
  /** Products of the 'get' group of a buy-one-get-one offer (types 5 and 30). */
  bogoGetOneProductIds: z.array(z.number()),
  /** Number of product groups; more than one gets the 'shop promotion' button (cat §4). */
  groupCount: z.number().int(),
});
export type SpecialOffer = z.infer<typeof specialOfferSchema>;

export const detailProductPriceSchema = productPriceSchema.extend({
  /** unitPrice − autoOrderUnitPrice, never below 0. */
  autoOrderDiscount: z.number().int(),
  /** The sponsored share of the auto-order discount (counted as a rebate, cc §9). */
  autoOrderDiscountSponsored: z.number().int(),
  /** The clinic's share of the auto-order discount. */
  autoOrderDiscountClinic: z.number().int(),
});

export const detailProductSchema = z.object({
  /** Family id. */
  id: z.number(),
  productId: z.number(),
  name: z.string(),
  mfgName: z.string(),
  mfgId: z.number(),
  mfgSku: z.string(),
  productFormat: z.string(),
  image: z.string(),
  isInStock: z.boolean(),
  stockQuantity: z.number().int(),
  frequentlyLowStock: z.boolean(),
  isLongTermBackorder: z.boolean(),
  lastReportedInStockTimestamp: z.string().nullable(),
  isTrackingAvailability: z.boolean(),
  isFavourite: z.boolean(),
  maxQuantityRestrictionPerOrder: z.number().int(),
  isSubscription: z.boolean(),
  isPrescriptionProduct: z.boolean(),
  isApprovalRequired: z.boolean(),
  isRequireVerification: z.boolean(),
  allowBrowsing: z.boolean(),
  isBulkItem: z.boolean(),
  isClinicPickupOnly: z.boolean(),
  isDiscontinuedFormula: z.boolean(),
  isFeatured: z.boolean(),
  isTerraCycle: z.boolean(),
  isDefault: z.boolean(),
  numProductsInFamily: z.number().int(),
  productPrice: detailProductPriceSchema,
  specialOffers: z.array(specialOfferSchema),
  dateCreated: z.string(),
  dateLastUpdated: z.string(),
});
export type DetailProduct = z.infer<typeof detailProductSchema>;

const idName = z.object({ id: z.number(), name: z.string() });

export const productFamilyInfoSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  benefits: z.string(),
  ingredients: z.string(),
  guaranteedAnalysis: z.string(),
  feedingInstructions: z.string(),
  productImages: z.array(z.object({ imageSmall: z.string(), imageLarge: z.string() })),
  /** The primary place in the tree: l1, l2, l3 (l2 / l3 may be absent). */
  categories: z.array(idName.extend({ level: z.number().int() })),
  /**
   * Every category the family is listed in (each place in the tree, l1 to l3): what the product is
   * for, e.g. a seasonal product also listed under Cats (issue 24 item 10; domain/pet-preselection.ts).
   */
  listedCategoryIds: z.array(z.number()),
  properties: z.array(z.object({
    propertyId: z.number(),
    propertyName: z.string(),
    propertyNameFr: z.string(),
    propertyValue: z.string(),
    propertyValueFr: z.string(),
    filterName: z.string(),
    queryValue: z.string(),
  })),
  manufacturerName: z.string(),
  manufacturerId: z.number(),
  /** Child product ids of discontinued formulas (the notice for manufacturer 235, cat §2). */
  discontinuedProductIds: z.array(z.number()),
  isMadeInCanada: z.boolean(),
  isSubscriptionable: z.boolean(),
  isAddToExistingSubscriptionPossible: z.boolean(),
  productType: z.string(),
  productTypeId: z.number(),
  suggestionKeywords: z.string(),
});
export type ProductFamilyInfo = z.infer<typeof productFamilyInfoSchema>;

export const detailPetSchema = z.object({ id: z.number(), petName: z.string(), species: z.string(), categoryId: z.number().nullable() });

export const savedPrescriptionSchema = z.object({
  rxId: z.number(),
  /** Family id. */
  masterProductID: z.number(),
  petID: z.number(),
  petName: z.string(),
  rxStatusID: z.number(),
  rxStatusName: z.string(),
  quantity: z.number().int(),
  refillQuantity: z.number().int(),
  refillQuantityRemaining: z.number().int(),
});
export type SavedPrescription = z.infer<typeof savedPrescriptionSchema>;

export const productDetailsResponseSchema = z.object({
  viewModel: z.object({
    /** Every browsable child of the family, by sort order. */
    products: z.array(detailProductSchema),
    productFamilyInfo: productFamilyInfoSchema,
    /** The signed-in shopper's pets; empty for a visitor. */
    pets: z.array(detailPetSchema),
    /** The child asked for. */
    selectedProductId: z.number(),
  }),
  suggestedProds: z.array(productListItemSchema),
  suggestedProdsAlgo: z.string(),
  /** The signed-in shopper's saved prescriptions (every family); empty for a visitor. */
  savedPrescriptions: z.array(savedPrescriptionSchema),
  /** Null until AutoOrders exist. */
  nextValidSubscriptionInfo: z.object({ nextOrderDate: z.string() }).nullable(),
});
export type ProductDetailsResponse = z.infer<typeof productDetailsResponseSchema>;
