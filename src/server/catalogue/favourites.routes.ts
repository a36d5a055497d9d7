import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { favouriteResponseSchema, productIdQuerySchema } from '../../contracts/catalogue';
import { errorResponseSchema } from '../../contracts/common';
import type { Db } from '../db/database';
import { notFound, unauthorized } from '../errors';
import { addFavourite, productExists, removeFavourite } from './catalogue.queries';

/** The favourite star (cat §2, cc §7): idempotent add and remove for the signed-in shopper. */
export async function favouritesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
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
