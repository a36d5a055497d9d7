import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accountOverviewSchema, buyAgainResponseSchema, cancelOrderRequestSchema, orderDetailSchema, orderListQuerySchema,
  orderListResponseSchema, orderParamsSchema,
} from '../../../contracts/account-orders';
import { shopperOrderReturnsSchema } from '../../../contracts/returns';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import type { SignedInShopper } from '../../lib/shopper-routes';
import { languageOf } from '../../shared/web-shell';
import { accountOverview, listOrders, orderDetail, shopperOrderReturns, type AccountOrdersContext } from './account-orders.service';
import { buyAgain } from './buy-again.service';
import { cancelOrder } from '../../shop/orders';
import { accountRouteKit } from '../account-routes';

export interface AccountOrdersRoutesOptions {
  db: Db;
  config: Config;
}

/**
 * The shopper's past orders and account overview (issue 14), under /api/account/. Thin: reads run
 * in one transaction each; buy-again in one (through the cart's rules); the cancellation opens its
 * own, since the card's authorisation is voided after it commits (cancel-order.service.ts).
 */
export async function accountOrdersRoutes(app: FastifyInstance, { db, config }: AccountOrdersRoutesOptions) {
  acceptEmptyJsonBodies(app);
  const payments = createPaymentProvider(config);
  const { shopper } = accountRouteKit(app, db);
  const context = ({ db: trx, actor, now, request }: { db: Db; actor: SignedInShopper; now: Date; request: FastifyRequest }): AccountOrdersContext =>
    ({ db: trx, userId: actor.userId, now, lang: languageOf(request), imagesBaseUrl: config.imagesBaseUrl });

  shopper({
    method: 'GET', url: '/api/account/overview', summary: 'The account\'s overview: name, clinic, latest orders, pets', response: accountOverviewSchema, transaction: true,
    handler: (input) => accountOverview(context(input)),
  });

  shopper({
    method: 'GET', url: '/api/account/orders', summary: 'The shopper\'s past orders, newest first, paged, by period',
    query: orderListQuerySchema, response: orderListResponseSchema, transaction: true,
    handler: (input) => listOrders(context(input), input.query),
  });

  shopper({
    method: 'GET', url: '/api/account/orders/:orderId', summary: 'One of the shopper\'s orders as it was charged, with its history',
    params: orderParamsSchema, response: orderDetailSchema, transaction: true,
    handler: (input) => orderDetail(context(input), input.params.orderId),
  });

  shopper({
    method: 'POST', url: '/api/account/orders/:orderId/buyAgain', summary: 'Put the order\'s items back in the cart for the same pets; says which could not be added and why',
    params: orderParamsSchema, response: buyAgainResponseSchema, transaction: true,
    handler: (input) => buyAgain(context(input), input.params.orderId),
  });

  // No route transaction: the cancellation opens its own, and the card's hold is voided after it commits.
  shopper({
    method: 'POST', url: '/api/account/orders/:orderId/cancel', summary: 'Cancel the order while it has not gone to the distributor (stock returned, card hold released)',
    params: orderParamsSchema, body: cancelOrderRequestSchema, response: orderDetailSchema, errors: [400, 404, 409],
    handler: async (input) => {
      const { actor, params, body, request, now } = input;
      await cancelOrder(
        { db, payments, publicUrl: config.publicUrl, onVoidFailed: (err, authorizationId) => request.log.error({ err, authorizationId }, 'voiding a cancelled order\'s authorisation failed') },
        { orderId: params.orderId, scope: { userId: actor.userId }, actor: 'shopper', actorUserId: actor.userId, reason: body?.reason ?? '', now },
      );
      app.deliverEmails(); // the cancellation email, now that it is committed
      return db.transaction().execute((trx) => orderDetail(context({ ...input, db: trx }), params.orderId));
    },
  });

  shopper({
    method: 'GET', url: '/api/account/orders/:orderId/returns', summary: "The returns and refunds of one of the shopper's orders",
    params: orderParamsSchema, response: shopperOrderReturnsSchema, transaction: true,
    handler: ({ db: trx, actor, params }) => shopperOrderReturns(trx, actor.userId, params.orderId),
  });
}
