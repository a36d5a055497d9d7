import type { FastifyInstance } from 'fastify';
import { favouriteResponseSchema, productIdQuerySchema } from '../../../contracts/catalogue';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { favouritesResponseSchema, type FavouriteProduct } from '../../../contracts/account-favourites';
import { petSpeciesCategory, preselectPet, productSpecies } from '../../../domain/pet-preselection';
import { priceBlock } from '../../../domain/price-display';
import { retailDiscounted } from '../../../domain/pricing';
import { currentRxStatusId } from '../../../domain/prescription-lifecycle';
import { maxProductPageQuantity } from '../../../domain/quantity';
import { isAvailable, stockState } from '../../../domain/stock';
import { accountRouteKit } from '../account-routes';
import { findShopperPolicies } from '../../shop/cart';
import type { PolicyValues } from '../../../domain/clinic-policies';
import {
  addFavourite, listedCategoryIds, listFavouriteRows, listPetsAndPrescriptions, productExists, removeFavourite, type FavouriteRow,
} from './favourites.queries';

type Shoppers = Awaited<ReturnType<typeof listPetsAndPrescriptions>>;

function toFavourite(row: FavouriteRow, categoryIds: readonly number[], own: Shoppers, now: Date, policies: PolicyValues): FavouriteProduct {
  const stock = stockState(
    { isInStock: row.isInStock, stockQuantity: row.stockQuantity, isLongTermBackorder: row.isLongTermBackorder, lastReportedInStockTimestamp: row.lastReportedInStockAt },
    now,
  );
  // cat §9: bulk items add the rxFee to the displayed prices, as on the product page and in the cart,
  // whose price is the clinic's (its retail discount, docs/decisions/106-clinic-retail-discount.md).
  const prices = priceBlock({ unitPrice: retailDiscounted(row.priceCents, policies.retailDiscountPercent), regularUnitPrice: row.regularPriceCents, rxFee: row.rxFeeCents }, { isBulkItem: row.isBulkItem });
  // The product page's preselection (domain/pet-preselection.ts): never a dog for a cat product.
  const preselectedPetId = preselectPet({
    pets: own.pets.map((pet) => ({ id: pet.id, categoryId: petSpeciesCategory(pet.species) })),
    savedPrescriptions: own.prescriptions.map((rx) => ({ petID: rx.petId, masterProductID: rx.familyId, rxStatusID: currentRxStatusId(rx, now) })),
    familyId: row.familyId,
    species: productSpecies(categoryIds),
  });
  return {
    productId: row.productId, familyId: row.familyId, name: { en: row.nameEn, fr: row.nameFr }, format: { en: row.formatEn, fr: row.formatFr },
    image: row.image, priceCents: prices.unitPrice, regularPriceCents: prices.regularPrice ?? prices.unitPrice, stock, isAvailable: isAvailable(stock),
    allowBrowsing: row.allowBrowsing, isPrescriptionProduct: row.isPrescriptionProduct, isApprovalRequired: row.isApprovalRequired,
    maxQuantity: maxProductPageQuantity(row.maxQuantityRestrictionPerOrder, policies.maxQuantityPerOrder), addedAt: row.addedAt,
    preselectedPetId: typeof preselectedPetId === 'number' ? preselectedPetId : null,
  };
}

/**
 * The favourite star (cat §2, cc §7): idempotent add and remove for the signed-in shopper; and
 * "My favourites" (issue 14): the starred products with their current price and stock.
 */
export async function favouritesRoutes(app: FastifyInstance, { db, imagesBaseUrl }: { db: Db; imagesBaseUrl: string }) {
  const { shopper } = accountRouteKit(app, db);
  shopper({
    method: 'GET', url: '/api/account/favourites', summary: "The shopper's favourite products, with current price and stock",
    response: favouritesResponseSchema, errors: [],
    handler: async ({ actor, now }) => {
      const rows = await listFavouriteRows(db, actor.userId);
      const [categories, own, policies] = await Promise.all([
        listedCategoryIds(db, rows.map((r) => r.familyId)), listPetsAndPrescriptions(db, actor.userId), findShopperPolicies(db, actor.userId),
      ]);
      // The clinic's maximum quantity per order and retail discount (issue 25), its own or its master's.
      return { imagesBaseUrl, items: rows.map((row) => toFavourite(row, categories.get(row.familyId) ?? [], own, now, policies)) };
    },
  });

  for (const [action, isFavourite] of [['add', true], ['remove', false]] as const) {
    shopper({
      method: 'POST', url: `/api/account/favourites/${action}/`, tags: ['catalogue'],
      summary: isFavourite ? 'Star a product (query productId)' : 'Unstar a product (query productId)',
      query: productIdQuerySchema, response: favouriteResponseSchema,
      handler: async ({ actor, query: { productId } }) => {
        if (!(await productExists(db, productId))) throw notFound(`Product ${productId} does not exist.`);
        if (isFavourite) await addFavourite(db, actor.userId, productId);
        else await removeFavourite(db, actor.userId, productId);
        return { productId, isFavourite };
      },
    });
  }
}
