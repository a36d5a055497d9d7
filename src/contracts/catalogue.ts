import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../domain/constants';
import { FILTER_LIMITS } from './catalogue-filter';
import { idParam, MAX_DB_ID, text } from './fields';

/**
 * Requests and responses of the catalogue API (cat §3, §7; cc §3, §7). Field names are the spec's.
 * Money fields are integer cents (docs/decisions/003-prices-as-cents-in-the-api.md).
 * Ids: `productId` is always a child product id (what details, cart and favourites take); `id` on
 * a list item is the product family id.
 */
export * from './catalogue-filter';

// ---------------------------------------------------------------- requests

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const positiveInt = (name: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `${name} must be a positive whole number` })
      .int({ error: `${name} must be a positive whole number` })
      .positive({ error: `${name} must be a positive whole number` })
      .max(MAX_DB_ID, { error: `${name} is too large` })
      .optional(),
  );

/** A huge page size is clamped to MAX_PAGE_SIZE rather than refused (issue: "a clamped value"). */
const pageSize = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{4,}$/.test(value.trim()) ? String(MAX_PAGE_SIZE) : emptyToUndefined(value)),
  z.coerce
    .number({ error: 'pgSize must be a positive whole number' })
    .int({ error: 'pgSize must be a positive whole number' })
    .positive({ error: 'pgSize must be a positive whole number' })
    .transform((value) => Math.min(value, MAX_PAGE_SIZE))
    .optional(),
);

const flagParam = z
  .enum(['1', '0', 'true', 'false', ''])
  .transform((value) => value === '1' || value === 'true')
  .optional();

/** Query parameters every catalogue read accepts: language and debug mode. */
export const catalogueCommonQuerySchema = z.object({
  /** en or fr (cut to two letters); else the `lang` cookie; else en. */
  lang: text().max(10).optional(),
  /** 1 turns on debug data (hidden promotions, scores and ranks). */
  debug: flagParam,
});

/**
 * GET /api/prods/list and GET /api/prods/promo/{promoId}: `sf` and/or the filter keys as plain
 * parameters; any other parameter is a property filter (cat §2).
 */
export const productListQuerySchema = catalogueCommonQuerySchema
  .extend({
    sf: text().max(FILTER_LIMITS.sfMax).optional(),
    pg: positiveInt('pg'),
    pgSize: pageSize,
    l1: positiveInt('l1'),
    l2: positiveInt('l2'),
    l3: positiveInt('l3'),
    q: text().max(FILTER_LIMITS.qMax).optional(),
    promoId: positiveInt('promoId'),
    mfgId: positiveInt('mfgId'),
    bid: positiveInt('bid'),
    /** Debug: re-randomise the banner (cat §2). */
    rnd: text().max(50).optional(),
  })
  .catchall(z.union([text().max(FILTER_LIMITS.valueMax), z.array(text().max(FILTER_LIMITS.valueMax)).max(FILTER_LIMITS.propertyValuesMax)]));
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const promoParamsSchema = z.object({ promoId: idParam('promoId') });

export const productIdQuerySchema = z.object({ productId: idParam('productId') });

// ---------------------------------------------------------------- list items

export const productPriceSchema = z.object({
  unitPrice: z.number().int(),
  regularUnitPrice: z.number().int(),
  autoOrderUnitPrice: z.number().int(),
  rxFee: z.number().int(),
  autoOrderDiscountPercentage: z.number(),
  autoOrderDiscountClinicPercentage: z.number(),
  autoOrderDiscountSponsoredPercentage: z.number(),
  columnRegularRetail: z.number().int(),
});

/** The family's primary place in the tree, named in the request's language (analytics item_category 1-3). */
export const categoriesCombinedSchema = z.object({
  l1Id: z.number(),
  l1Name: z.string(),
  l2Id: z.number().nullable(),
  l2Name: z.string().nullable(),
  l3Id: z.number().nullable(),
  l3Name: z.string().nullable(),
});

/** Only in debug mode: how the result was scored and ranked. */
export const resultDebugSchema = z.object({
  score: z.number(),
  rank: z.number().int(),
  textScore: z.number(),
  featuredBoost: z.number(),
  inStockBoost: z.number(),
  phraseBoost: z.number(),
  /** Position in the no-search-term order (featured, sort order, name). */
  defaultOrder: z.number().int(),
  familyId: z.number(),
  /** 'word→indexed term (kind, field)' for each query word. */
  matches: z.array(z.string()),
  promotions: z.array(z.object({ id: z.number(), name: z.string(), hidden: z.boolean(), notQualified: z.boolean() })),
});

export const productListItemSchema = z.object({
  productId: z.number(),
  id: z.number(),
  name: z.string(),
  mfgName: z.string(),
  mfgId: z.number(),
  mfgSku: z.string(),
  /** Path below the image host (config imagesBaseUrl). */
  image: z.string(),
  productFormat: z.string(),
  productTypeName: z.string(),
  isInStock: z.boolean(),
  isFeatured: z.boolean(),
  isOnPromotion: z.boolean(),
  promotionBadgeLabel: z.string().nullable(),
  isFavourite: z.boolean(),
  isTerraCycle: z.boolean(),
  isMadeInCanada: z.boolean(),
  isPrescriptionProduct: z.boolean(),
  isApprovalRequired: z.boolean(),
  isRequireVerification: z.boolean(),
  isBulkItem: z.boolean(),
  numProductsInFamily: z.number().int(),
  productPrice: productPriceSchema,
  l1CategoryId: z.number(),
  categoriesCombinedDto: categoriesCombinedSchema,
  debug: resultDebugSchema.optional(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

// ---------------------------------------------------------------- facets, banner, promotion

export const categoryRefSchema = z.object({ categoryId: z.number(), name: z.string(), icon: z.string().nullable() });

export const categoryFacetSchema = z.object({
  id: z.number(),
  facetValue: z.string(),
  facetValueFr: z.string(),
  count: z.number().int(),
  sortOrder: z.number(),
  parentId: z.number().nullable(),
  iconUrl: z.string().nullable(),
});
export type CategoryFacet = z.infer<typeof categoryFacetSchema>;

export const categFacetsSchema = z.object({
  /** Every top-level category, by sortOrder. */
  l1Categories: z.array(categoryFacetSchema),
  /** Children of the selected l1 (empty when none is selected). */
  l2Categories: z.array(categoryFacetSchema),
  /** Children of the selected l2 (empty when none is selected). */
  l3Categories: z.array(categoryFacetSchema),
});

/** One value of a property facet; the widget groups values by filterName. */
export const propertyFacetSchema = z.object({
  filterName: z.string(),
  /** The property's name in the request's language. */
  displayName: z.string(),
  /** The value's name in the request's language. */
  facetValue: z.string(),
  count: z.number().int(),
  id: z.number(),
  queryValue: z.string(),
  isSelected: z.boolean(),
});
export type PropertyFacet = z.infer<typeof propertyFacetSchema>;

/** content / contentFr are sanitised HTML (simple formatting and links only). */
export const bannerSchema = z.object({ id: z.number(), name: z.string(), content: z.string(), contentFr: z.string() });
export type Banner = z.infer<typeof bannerSchema>;

export const promoProductGroupSchema = z.object({
  groupId: z.number(),
  minQuantity: z.number().int(),
  groupProductIds: z.array(z.number()),
  /** 'buy' groups qualify; the 'get' group holds the free or discounted products. */
  kind: z.enum(['buy', 'get']),
});

/**
 * A promotion (cat §3). Texts are in the request's language: description = summary (sanitised
 * HTML), description1 = badge label, description3 = fine print (sanitised HTML), description4 =
 * the fine print as plain text (for the 100-character collapse rule, cat §4).
 */
export const promotionSchema = z.object({
  specialOfferId: z.number(),
  id: z.number(),
  name: z.string(),
  description: z.string(),
  description1: z.string(),
  description3: z.string(),
  description4: z.string(),
  /** Stored end date (exclusive); the page shows it minus one day (cat §2). */
  endDate: z.string(),
  promoTypeID: z.number(),
  isInstantRebate: z.boolean(),
  isForSubscriptionsOnly: z.boolean(),
  isAutoOrderOnlyOffer: z.boolean(),
  isPercentageDiscount: z.boolean(),
  discountPercent: z.number(),
  hidePromoInfoInWebstore: z.boolean(),
  isNotQualified: z.boolean(),
  qualificationReason: z.string().nullable(),
  allProductIds: z.array(z.number()),
  promoProductGroups: z.array(promoProductGroupSchema),
});
export type Promotion = z.infer<typeof promotionSchema>;

// ---------------------------------------------------------------- responses

const facetDataShape = {
  count: z.number().int(),
  title: z.string().nullable(),
  l1Category: categoryRefSchema.nullable(),
  l2Category: categoryRefSchema.nullable(),
  l3Category: categoryRefSchema.nullable(),
  categFacets: categFacetsSchema,
  propFacets: z.array(propertyFacetSchema),
};

/** Present with debug=1 only. */
export const listDebugInfoSchema = z.object({
  totalMatches: z.number().int(),
  indexVersion: z.number(),
  tookMs: z.number(),
  queryTokens: z.array(z.string()),
});

/**
 * GET /api/prods/list. count is capped at RESULT_COUNT_CAP (1000 means "over 1000", cat §9);
 * only the first 1000 results can be paged to. title = the deepest selected category's name, else
 * null; the web composes "Results for '{q}'" from q.
 */
export const productListResponseSchema = z.object({
  results: z.array(productListItemSchema),
  ...facetDataShape,
  q: z.string().nullable(),
  pg: z.number().int(),
  pgSize: z.number().int(),
  siteBanner: bannerSchema.nullable(),
  debugInfo: listDebugInfoSchema.optional(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** GET /api/prods/promo/{promoId}: the promotion and its products with facets; title = promo name. */
export const promoResponseSchema = z.object({
  promos: z.array(promotionSchema),
  products: z.array(productListItemSchema),
  ...facetDataShape,
  q: z.string().nullable(),
  pg: z.number().int(),
  pgSize: z.number().int(),
  siteBanner: bannerSchema.nullable(),
  debugInfo: listDebugInfoSchema.optional(),
});

/** GET /api/prods/banner (not called when a promo id is set, cat §2). */
export const bannerResponseSchema = z.object({ siteBanner: bannerSchema.nullable() });
export type BannerResponse = z.infer<typeof bannerResponseSchema>;

/** POST /api/account/favourites/add/ and /remove/. */
export const favouriteResponseSchema = z.object({ isSuccess: z.literal(true), productId: z.number(), isFavourite: z.boolean() });
