import type { FastifyInstance } from 'fastify';
import { placeOrderErrorSchema, placeOrderRequestSchema, placeOrderResponseSchema } from '../../../contracts/checkout';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { shopRouteKit } from '../shop-routes';
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
  const { shopper } = shopRouteKit(app, db, 'checkout');

  // A refusal carries the cart's state (placeOrderErrorSchema), so only the guard's 401 is the app's error body.
  shopper({
    method: 'POST', url: '/api/cart/placeOrder/', summary: 'Place the order: one order per group; repeats of the same checkoutId answer the first result',
    body: placeOrderRequestSchema, response: placeOrderResponseSchema, errors: [],
    responses: { 400: placeOrderErrorSchema, 402: placeOrderErrorSchema, 403: placeOrderErrorSchema, 404: placeOrderErrorSchema, 409: placeOrderErrorSchema },
    handler: async ({ actor, body, now, request, reply }) => {
      try {
        const buyer = { userId: actor.userId, lang: languageOf(request), now, imagesBaseUrl: config.imagesBaseUrl };
        const result = await placeOrder({ db, payments, publicUrl: config.publicUrl }, buyer, body);
        app.deliverEmails(); // the order confirmation, now that the order is committed
        return result;
      } catch (error) {
        if (isReloadRefusal(error)) {
          return reply.status(error.statusCode as 400 | 409).send({ isSuccess: false, code: error.code, message: error.message, returnValue: error.data });
        }
        throw error;
      }
    },
  });
}
