import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { favouriteResponseSchema, productIdQuerySchema } from '../../../contracts/catalogue';
import { errorResponseSchema } from '../../../contracts/common';
import type { Db } from '../../db/database';
import { notFound, unauthorized } from '../../errors';
import { favouritesResponseSchema, type FavouriteProduct } from '../../../contracts/account-favourites';
import { maxProductPageQuantity } from '../../../domain/quantity';
import { isAvailable, stockState } from '../../../domain/stock';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/account/favourites', {
    onRequest: app.requireShopper,
    schema: {
      tags: ['account'],
      summary: "The shopper's favourite products, with current price and stock",
      security: [{ bearer: [] }],
      response: { 200: favouritesResponseSchema, 401: errorResponseSchema },
    },
  }, async (request) => {
    const userId = request.shopper?.userId;
    if (userId === undefined) throw unauthorized();
    const now = new Date();
    return { imagesBaseUrl, items: (await listFavouriteRows(db, userId)).map((row) => toFavourite(row, now)) };
  });

  const schema = (summary: string) => ({
    tags: ['catalogue'],
    summary,
    security: [{ bearer: [] }],
    querystring: productIdQuerySchema,
    response: { 200: favouriteResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
  });

  for (const [action, isFavourite] of [['add', true], ['remove', false]] as const) {
    r.post(`/api/account/favourites/${action}/`, {
      onRequest: app.requireShopper,
      schema: schema(isFavourite ? 'Star a product (query productId)' : 'Unstar a product (query productId)'),
    }, async (request) => {
      const userId = request.shopper?.userId;
      if (userId === undefined) throw unauthorized();
      const { productId } = request.query;
      if (!(await productExists(db, productId))) throw notFound(`Product ${productId} does not exist.`);
      if (isFavourite) await addFavourite(db, userId, productId);
      else await removeFavourite(db, userId, productId);
      return { isSuccess: true as const, productId, isFavourite };
    });
  }
}
