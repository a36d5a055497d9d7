import type { FastifyInstance } from 'fastify';
import { cartReviewQuerySchema, cartReviewResponseSchema } from '../../../contracts/checkout';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { shopRouteKit } from '../shop-routes';
import { languageOf } from '../../shared/web-shell';
import { reviewCart } from './review.service';

export interface CheckoutRoutesOptions {
  db: Db;
  config: Config;
}

/**
 * The checkout (cc §7; issue 5): the review of the cart as order groups (cart V4), one transaction.
 * Placing the order is served by orders/ (orders.routes.ts), which sits above checkout.
 */
export async function checkoutRoutes(app: FastifyInstance, { db, config }: CheckoutRoutesOptions) {
  acceptEmptyJsonBodies(app);
  const { shopper } = shopRouteKit(app, db, 'checkout');

  shopper({
    method: 'GET', url: '/api/cart/review/', summary: 'The cart as order groups with delivery options, taxes and totals (cart V4)',
    query: cartReviewQuerySchema, response: cartReviewResponseSchema, errors: [400], transaction: true,
    handler: ({ db: trx, actor, now, query, request }) =>
      reviewCart({ db: trx, userId: actor.userId, lang: languageOf(request), now, imagesBaseUrl: config.imagesBaseUrl }, {
        isao: query.isao,
        refresh: query.refresh,
        shippingOptions: query.shippingOptions,
      }),
  });
}
