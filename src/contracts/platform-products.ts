import { z } from 'zod';
import { LANGUAGES } from '../domain/constants';
import { priceRuleBreaks } from '../domain/product-prices';
import { RASTER_IMAGE_TYPES } from '../domain/raster-images';
import { idParam, idSchema, MULTI_LINE, pageFields, pageParam, text } from './fields';
import { PAGE_ROUTES } from './routes';

/**
 * The product editor (issue 26 "Product editor"), for the site administrators: find a family
 * (`GET /api/platform/products`), read it with its child products (`GET …/families/:familyId`),
 * save the family's words, categories and properties (`PUT …/families/:familyId`) and a child's
 * names, prices, stock, flags and pictures (`PUT …/products/:productId`). Pictures are uploaded
 * first (`POST /api/images/upload`, rr §7: the body is the file's bytes, its type read from them)
 * and a child then lists their paths in order. Money is integer cents.
 */
export const platformProductPath = (familyId: number | string) => PAGE_ROUTES.platformProduct.replace(':familyId', String(familyId));

/** The largest picture an upload takes. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The pictures a child product may have. */
export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_SEARCH_MAX = 100;
/** A price the editor takes, in cents ($100,000.00). */
const PRICE_MAX_CENTS = 10_000_000;
/** rr §5 "max quantity per order/fill 1 to 1000"; 0 is no limit. */
export const PRODUCT_MAX_QUANTITY_LIMIT = 1000;

export const platformProductErrorCodes = [
  /** The upload is not a PNG, JPEG or WebP picture (read from its bytes), is empty or is too large. */
  'image_type_not_allowed', 'image_empty', 'image_too_large',
  /** A child lists a picture that was never uploaded (nor is already its own). */
  'image_unknown',
  /** Someone saved the family since the page read it. */
  'product_edit_conflict',
  /** A category or property value that does not exist. */
  'unknown_category', 'unknown_property_value',
] as const;

export const editorLangQuerySchema = z.object({
  /** The language of a refusal's message (the upload's and the saves'). */
  lang: z.enum(LANGUAGES).default('en'),
});

export const uploadedImageSchema = z.object({
  isSuccess: z.literal(true),
  /** The path a child's pictures list (under the images base: `u/<sha256>.png`). */
  path: z.string(),
  contentType: z.enum(RASTER_IMAGE_TYPES),
  byteSize: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const productSearchQuerySchema = z.object({
  /** Part of a family's or child's name (English or French) or a SKU, any case. */
  q: text().trim().max(PRODUCT_SEARCH_MAX, { error: `q must be at most ${PRODUCT_SEARCH_MAX} characters` }).optional(),
  page: pageParam(),
});

export const productFamilySummarySchema = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameFr: z.string(),
  manufacturerName: z.string(),
  childCount: z.number().int(),
  /** The first child's SKU and picture. */
  sku: z.string(),
  image: z.string(),
});
export type ProductFamilySummary = z.infer<typeof productFamilySummarySchema>;

export const productFamilyListSchema = z.object({ families: z.array(productFamilySummarySchema), ...pageFields });

export const familyIdParamsSchema = z.object({ familyId: idParam('familyId') });
export const productIdParamsSchema = z.object({ productId: idParam('productId') });

const name = (field: string) => text({ missing: `${field} is required` }).trim().min(1, { error: `${field} is required` }).max(200, { error: `${field} must be at most 200 characters` });
const words = (field: string) => text({ multiLine: true }).max(10_000, { error: `${field} must be at most 10,000 characters` }).meta(MULTI_LINE);
const cents = (field: string) => z.number({ error: `${field} must be a whole number of cents` }).int({ error: `${field} must be a whole number of cents` })
  .min(0, { error: `${field} must not be negative` }).max(PRICE_MAX_CENTS, { error: `${field} is too large` });
/** The version the page read (edit_version): a save from an older copy is a 409. */
const version = z.number().int().nonnegative();

/** The family's fields, both languages; categories by their deepest category (the first is the primary placement). */
export const familyEditSchema = z.object({
  version,
  nameEn: name('nameEn'), nameFr: name('nameFr'),
  descriptionEn: words('descriptionEn'), descriptionFr: words('descriptionFr'),
  benefitsEn: words('benefitsEn'), benefitsFr: words('benefitsFr'),
  ingredientsEn: words('ingredientsEn'), ingredientsFr: words('ingredientsFr'),
  guaranteedAnalysisEn: words('guaranteedAnalysisEn'), guaranteedAnalysisFr: words('guaranteedAnalysisFr'),
  feedingInstructionsEn: words('feedingInstructionsEn'), feedingInstructionsFr: words('feedingInstructionsFr'),
  isMadeInCanada: z.boolean(),
  categoryIds: z.array(idSchema).min(1, { error: 'at least one category is required' }).max(10, { error: 'at most 10 categories' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'a category is listed twice' }),
  propertyValueIds: z.array(idSchema).max(50, { error: 'at most 50 property values' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'a property value is listed twice' }),
});
export type FamilyEdit = z.infer<typeof familyEditSchema>;

/** An image path a child may list: an uploaded picture or a path it already has. */
const imagePath = text().trim().min(1).max(300, { error: 'an image path must be at most 300 characters' });

export const PRICE_RULE_MESSAGES = {
  unit_not_positive: 'unitPriceCents must be above 0',
  regular_below_unit: 'regularUnitPriceCents must not be below unitPriceCents',
  auto_order_above_unit: 'autoOrderUnitPriceCents must not be above unitPriceCents',
} as const;

export const childEditSchema = z.object({
  version,
  nameEn: name('nameEn'), nameFr: name('nameFr'),
  formatEn: name('formatEn'), formatFr: name('formatFr'),
  unitPriceCents: cents('unitPriceCents'),
  regularUnitPriceCents: cents('regularUnitPriceCents'),
  autoOrderUnitPriceCents: cents('autoOrderUnitPriceCents'),
  rxFeeCents: cents('rxFeeCents'),
  isInStock: z.boolean(),
  stockQuantity: z.number().int().min(0).max(1_000_000),
  isLongTermBackorder: z.boolean(),
  isPrescriptionProduct: z.boolean(),
  isApprovalRequired: z.boolean(),
  isBulkItem: z.boolean(),
  isClinicPickupOnly: z.boolean(),
  isTerraCycle: z.boolean(),
  /** Discontinued formula: the product page's notice (cat §2, manufacturer 235) and the format pill say so. */
  isDiscontinuedFormula: z.boolean(),
  maxQuantityPerOrder: z.number().int().min(0).max(PRODUCT_MAX_QUANTITY_LIMIT, { error: `maxQuantityPerOrder must be between 0 and ${PRODUCT_MAX_QUANTITY_LIMIT}` }),
  // rr §5: "image must be uploaded before continuing".
  images: z.array(imagePath).min(1, { error: 'An image must be uploaded before continuing' }).max(PRODUCT_IMAGES_MAX, { error: `at most ${PRODUCT_IMAGES_MAX} images` }),
}).superRefine((child, ctx) => {
  const breaks = priceRuleBreaks({ unitCents: child.unitPriceCents, regularCents: child.regularUnitPriceCents, autoOrderCents: child.autoOrderUnitPriceCents });
  for (const broken of breaks) {
    const path = broken === 'unit_not_positive' ? 'unitPriceCents' : broken === 'regular_below_unit' ? 'regularUnitPriceCents' : 'autoOrderUnitPriceCents';
    ctx.addIssue({ code: 'custom', path: [path], message: PRICE_RULE_MESSAGES[broken] });
  }
});
export type ChildEdit = z.infer<typeof childEditSchema>;

const editedChildSchema = z.object({
  id: z.number().int(),
  mfgSku: z.string(),
  nameEn: z.string(), nameFr: z.string(),
  formatEn: z.string(), formatFr: z.string(),
  unitPriceCents: z.number().int(), regularUnitPriceCents: z.number().int(), autoOrderUnitPriceCents: z.number().int(), rxFeeCents: z.number().int(),
  isInStock: z.boolean(), stockQuantity: z.number().int(), isLongTermBackorder: z.boolean(),
  isPrescriptionProduct: z.boolean(), isApprovalRequired: z.boolean(), isBulkItem: z.boolean(), isClinicPickupOnly: z.boolean(),
  isTerraCycle: z.boolean(), isDiscontinuedFormula: z.boolean(),
  maxQuantityPerOrder: z.number().int(),
  images: z.array(z.string()),
});
export type EditedChild = z.infer<typeof editedChildSchema>;

export const productEditorSchema = z.object({
  isSuccess: z.literal(true),
  family: familyEditSchema.extend({
    id: z.number().int(),
    manufacturerId: z.number().int(),
    manufacturerName: z.string(),
    categoryIds: z.array(z.number().int()),
    propertyValueIds: z.array(z.number().int()),
  }),
  children: z.array(editedChildSchema),
  /** What the family's categories and properties may be. */
  categories: z.array(z.object({ id: z.number().int(), level: z.number().int(), nameEn: z.string(), nameFr: z.string(), parentId: z.number().int().nullable() })),
  propertyValues: z.array(z.object({ id: z.number().int(), propertyEn: z.string(), propertyFr: z.string(), valueEn: z.string(), valueFr: z.string() })),
});
export type ProductEditor = z.infer<typeof productEditorSchema>;
