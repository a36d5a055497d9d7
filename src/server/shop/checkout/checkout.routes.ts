import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartReviewQuerySchema, cartReviewResponseSchema } from '../../../contracts/checkout';
import { errorResponseSchema } from '../../../contracts/common';
import type { CartContext } from '../cart';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { shopperRouteDoc } from '../../lib/shopper-routes';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const context = (trx: Db, userId: number, lang: CartContext['lang']): CartContext => ({
    db: trx, userId, lang, now: new Date(), imagesBaseUrl: config.imagesBaseUrl,
  });
  const common = { onRequest: app.requireShopper };
  const doc = (summary: string) => shopperRouteDoc('checkout', summary);

  r.get('/api/cart/review/', {
    ...common,
    schema: {
      ...doc('The cart as order groups with delivery options, taxes and totals (cart V4)'),
      querystring: cartReviewQuerySchema,
      response: { 200: cartReviewResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
    },
  }, (request) =>
    db.transaction().execute((trx) =>
      reviewCart(context(trx, request.shopper!.userId, languageOf(request)), {
        isao: request.query.isao,
        refresh: request.query.refresh,
        shippingOptions: request.query.shippingOptions,
      }),
    ));
}
