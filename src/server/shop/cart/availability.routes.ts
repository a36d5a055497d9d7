import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { trackAvailabilityQuerySchema, trackAvailabilityResponseSchema } from '../../../contracts/cart-account';
import { errorResponseSchema } from '../../../contracts/common';
import type { Db } from '../../db/database';
import { isTrackingAvailability, productExists, setAvailabilityTracking } from './availability.queries';
import { productNotFound } from './cart-errors';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';

/** POST /api/account/trackproductavailability?productId=&trackProduct=true|false (cc §7). */
export async function availabilityRoutes(app: FastifyInstance, { db }: { db: Db }) {
  acceptEmptyJsonBodies(app);
  app.withTypeProvider<ZodTypeProvider>().post('/api/account/trackproductavailability', {
    onRequest: app.requireShopper,
    schema: {
      tags: ['account'],
      summary: 'Ask (or stop asking) to be told when a product is back in stock',
      security: [{ bearer: [] }],
      querystring: trackAvailabilityQuerySchema,
      response: { 200: trackAvailabilityResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
    },
  }, async (request) => {
    const userId = request.shopper!.userId;
    const { productId, trackProduct } = request.query;
    return db.transaction().execute(async (trx) => {
      if (!(await productExists(trx, productId))) throw productNotFound();
      await setAvailabilityTracking(trx, userId, productId, trackProduct, new Date());
      return { isSuccess: true as const, productId, isTrackingAvailability: await isTrackingAvailability(trx, userId, productId) };
    });
  });
}
