import type { FastifyInstance } from 'fastify';
import { trackAvailabilityQuerySchema, trackAvailabilityResponseSchema } from '../../../contracts/cart-account';
import type { Db } from '../../db/database';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { shopRouteKit } from '../shop-routes';
import { isTrackingAvailability, productExists, setAvailabilityTracking } from './availability.queries';
import { productNotFound } from './cart-errors';

/** POST /api/account/trackproductavailability?productId=&trackProduct=true|false (cc §7). */
export async function availabilityRoutes(app: FastifyInstance, { db }: { db: Db }) {
  acceptEmptyJsonBodies(app);
  const { shopper } = shopRouteKit(app, db, 'account');
  shopper({
    method: 'POST', url: '/api/account/trackproductavailability', summary: 'Ask (or stop asking) to be told when a product is back in stock',
    query: trackAvailabilityQuerySchema, response: trackAvailabilityResponseSchema, transaction: true,
    handler: async ({ db: trx, actor: { userId }, query: { productId, trackProduct }, now }) => {
      if (!(await productExists(trx, productId))) throw productNotFound();
      await setAvailabilityTracking(trx, userId, productId, trackProduct, now);
      return { productId, isTrackingAvailability: await isTrackingAvailability(trx, userId, productId) };
    },
  });
}
