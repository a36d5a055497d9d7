import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cartReviewQuerySchema, cartReviewResponseSchema, placeOrderErrorSchema, placeOrderRequestSchema, placeOrderResponseSchema,
} from '../../contracts/checkout';
import { errorResponseSchema } from '../../contracts/common';
import type { CartContext } from '../cart/cart-model';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { PaymentProvider } from '../integrations/payment/payment-gateway';
import { acceptEmptyJsonBodies } from '../lib/lenient-json';
import { shopperRouteDoc } from '../lib/shopper-routes';
import { isReloadRefusal } from '../orders/place-order-errors';
import { startPendingCheckoutSweep } from '../orders/pending-checkout-sweep';
import { placeOrder } from '../orders/place-order.service';
import { languageOf } from '../web-shell/page-settings';
import { reviewCart } from './review.service';

export interface CheckoutRoutesOptions {
  db: Db;
  config: Config;
  payments: PaymentProvider;
}

/**
 * The checkout (cc §7; issue 5): the review of the cart as order groups (cart V4) and placing the
 * order. The review is one transaction; placing the order is idempotent by its checkoutId and runs
 * its own two short transactions around the card authorisation (orders/place-order.service.ts).
 * Checkouts a crash left pending are settled at start and every minute (pending-checkout-sweep.ts).
 */
export async function checkoutRoutes(app: FastifyInstance, { db, config, payments }: CheckoutRoutesOptions) {
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

  r.post('/api/cart/placeOrder/', {
    ...common,
    schema: {
      ...doc('Place the order: one order per group; repeats of the same checkoutId answer the first result'),
      body: placeOrderRequestSchema,
      response: {
        200: placeOrderResponseSchema,
        400: placeOrderErrorSchema,
        401: errorResponseSchema,
        402: placeOrderErrorSchema,
        404: placeOrderErrorSchema,
        409: placeOrderErrorSchema,
      },
    },
  }, async (request, reply) => {
    try {
      const shopper = { userId: request.shopper!.userId, lang: languageOf(request), now: new Date(), imagesBaseUrl: config.imagesBaseUrl };
      const result = await placeOrder({ db, payments, publicUrl: config.publicUrl }, shopper, request.body);
      app.deliverEmails(); // the order confirmation, now that the order is committed
      return result;
    } catch (error) {
      if (isReloadRefusal(error)) {
        return reply.status(error.statusCode as 400 | 409).send({ isSuccess: false, code: error.code, message: error.message, returnValue: error.data });
      }
      throw error;
    }
  });

  let stopSweep: (() => void) | null = null;
  app.addHook('onReady', async () => {
    stopSweep = await startPendingCheckoutSweep({ db, payments, publicUrl: config.publicUrl }, { log: app.log, onConfirmed: () => app.deliverEmails() });
  });
  app.addHook('onClose', async () => stopSweep?.());
}
