import type { FastifyInstance } from 'fastify';
import { favouriteResponseSchema, productIdQuerySchema } from '../../../contracts/catalogue';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { favouritesResponseSchema, type FavouriteProduct } from '../../../contracts/account-favourites';
import { maxProductPageQuantity } from '../../../domain/quantity';
import { isAvailable, stockState } from '../../../domain/stock';
import { accountRouteKit } from '../account-routes';
import { addFavourite, listFavouriteRows, productExists, removeFavourite, type FavouriteRow } from './favourites.queries';

function toFavourite(row: FavouriteRow, now: Date): FavouriteProduct {
  const stock = stockState(
    { isInStock: row.isInStock, stockQuantity: row.stockQuantity, isLongTermBackorder: row.isLongTermBackorder, lastReportedInStockTimestamp: row.lastReportedInStockAt },
    now,
  );
  return {
    productId: row.productId, familyId: row.familyId, name: { en: row.nameEn, fr: row.nameFr }, format: { en: row.formatEn, fr: row.formatFr },
    image: row.image, priceCents: row.priceCents, regularPriceCents: row.regularPriceCents, stock, isAvailable: isAvailable(stock),
    allowBrowsing: row.allowBrowsing, isPrescriptionProduct: row.isPrescriptionProduct, isApprovalRequired: row.isApprovalRequired,
    maxQuantity: maxProductPageQuantity(row.maxQuantityRestrictionPerOrder), addedAt: row.addedAt,
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
    handler: async ({ actor, now }) => ({ imagesBaseUrl, items: (await listFavouriteRows(db, actor.userId)).map((row) => toFavourite(row, now)) }),
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
