import { z } from 'zod';

/**
 * "My favourites" (issue 14): GET /api/account/favourites lists the starred products with their
 * current price and stock; starring and unstarring stay the spec's
 * POST /api/account/favourites/add/ and /remove/ (?productId=).
 */
const localizedSchema = z.object({ en: z.string(), fr: z.string() });

export const favouriteProductSchema = z.object({
  productId: z.number(),
  familyId: z.number(),
  name: localizedSchema,
  format: localizedSchema,
  image: z.string(),
  /** "Your price" as the product page shows it (bulk items include the rxFee, cat §9). */
  priceCents: z.number(),
  /** The list price, never below priceCents (fee included for bulk items). */
  regularPriceCents: z.number(),
  stock: z.enum(['inStock', 'lowStock', 'temporarilyOutOfStock', 'outOfStock', 'longTermBackorder']),
  /** In stock or low stock: can be added to the cart now. */
  isAvailable: z.boolean(),
  allowBrowsing: z.boolean(),
  isPrescriptionProduct: z.boolean(),
  isApprovalRequired: z.boolean(),
  /** The most one add may ask for (the product's per-order limit, else 25). */
  maxQuantity: z.number(),
  addedAt: z.string(),
  /**
   * The pet "Add to cart" starts with, by the product page's rule (domain/pet-preselection.ts): a
   * pet with a prescription for it, else the only pet of the product's type; null: the shopper chooses.
   */
  preselectedPetId: z.number().nullable(),
});
export type FavouriteProduct = z.infer<typeof favouriteProductSchema>;

export const favouritesResponseSchema = z.object({ imagesBaseUrl: z.string(), items: z.array(favouriteProductSchema) });
