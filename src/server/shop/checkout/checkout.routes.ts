import type { FastifyInstance } from 'fastify';
import { cartReviewQuerySchema, cartReviewResponseSchema } from '../../../contracts/checkout';
import { previewInstant } from '../../../domain/store-preview';
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
    handler: async ({ db: trx, actor, now, query, request, reply }) => {
      // A preview of the store (docs/decisions/110-store-preview.md): the previewed client's cart as
      // of the preview's day, never refreshed (a refresh writes); the page asks only when it has items.
      const preview = await app.storePreview(request);
      const client = preview?.clientUserId ?? null;
      if (preview) reply.header('cache-control', 'no-store');
      return reviewCart({
        db: trx, userId: client ?? actor.userId, lang: languageOf(request), now: preview ? previewInstant(preview.day) : now, imagesBaseUrl: config.imagesBaseUrl,
      }, {
        isao: query.isao,
        refresh: preview ? false : query.refresh,
        shippingOptions: query.shippingOptions,
      });
    },
  });
}
