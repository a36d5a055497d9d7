import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { placeOrderErrorSchema, placeOrderRequestSchema, placeOrderResponseSchema } from '../../../contracts/checkout';
import { errorResponseSchema } from '../../../contracts/common';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { shopperRouteDoc } from '../../lib/shopper-routes';
import { languageOf } from '../../shared/web-shell';
import { isReloadRefusal } from './place-order-errors';
import { placeOrder } from './place-order.service';

export interface OrderRoutesOptions {
  db: Db;
  config: Config;
}

/**
 * Placing the order (cc §7; issue 5), registered by app.ts right after the checkout's review: it is
 * idempotent by its checkoutId and runs its own two short transactions around the card authorisation
 * (place-order.service.ts). Checkouts a crash left pending are settled by a job at start and every
 * minute (pending-checkout-sweep.ts). Moved here from checkout.routes.ts so checkout never imports orders.
 */
export async function orderRoutes(app: FastifyInstance, { db, config }: OrderRoutesOptions) {
  acceptEmptyJsonBodies(app);
  const payments = createPaymentProvider(config);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: app.requireShopper };
  const doc = (summary: string) => shopperRouteDoc('checkout', summary);

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
}
