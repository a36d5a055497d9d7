import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountOverviewSchema, buyAgainResponseSchema, cancelOrderRequestSchema, orderDetailSchema, orderListQuerySchema,
  orderListResponseSchema, orderParamsSchema,
} from '../../../contracts/account-orders';
import { shopperOrderReturnsSchema } from '../../../contracts/returns';
import { errorResponseSchema } from '../../../contracts/common';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { shopperRouteDoc, shopperRouteErrors } from '../../lib/shopper-routes';
import { languageOf } from '../../shared/web-shell';
import { accountOverview, listOrders, orderDetail, shopperOrderReturns, type AccountOrdersContext } from './account-orders.service';
import { buyAgain } from './buy-again.service';
import { cancelOrder } from '../../shop/orders';

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const payments = createPaymentProvider(config);
  const common = { onRequest: app.requireShopper };
  const doc = (summary: string) => shopperRouteDoc('account', summary);
  const inTransaction = <T>(request: FastifyRequest, work: (ctx: AccountOrdersContext) => Promise<T>): Promise<T> =>
    db.transaction().execute((trx) =>
      work({ db: trx, userId: request.shopper!.userId, now: new Date(), lang: languageOf(request), imagesBaseUrl: config.imagesBaseUrl }));

  r.get('/api/account/overview', {
    ...common,
    schema: { ...doc('The account\'s overview: name, clinic, latest orders, pets'), response: { 200: accountOverviewSchema, ...shopperRouteErrors } },
  }, (request) => inTransaction(request, accountOverview));

  r.get('/api/account/orders', {
    ...common,
    schema: {
      ...doc('The shopper\'s past orders, newest first, paged, by period'),
      querystring: orderListQuerySchema,
      response: { 200: orderListResponseSchema, ...shopperRouteErrors },
    },
  }, (request) => inTransaction(request, (ctx) => listOrders(ctx, request.query)));

  r.get('/api/account/orders/:orderId', {
    ...common,
    schema: {
      ...doc('One of the shopper\'s orders as it was charged, with its history'),
      params: orderParamsSchema,
      response: { 200: orderDetailSchema, ...shopperRouteErrors },
    },
  }, (request) => inTransaction(request, (ctx) => orderDetail(ctx, request.params.orderId)));

  r.post('/api/account/orders/:orderId/buyAgain', {
    ...common,
    schema: {
      ...doc('Put the order\'s items back in the cart for the same pets; says which could not be added and why'),
      params: orderParamsSchema,
      response: { 200: buyAgainResponseSchema, ...shopperRouteErrors },
    },
  }, (request) => inTransaction(request, (ctx) => buyAgain(ctx, request.params.orderId)));

  r.post('/api/account/orders/:orderId/cancel', {
    ...common,
    schema: {
      ...doc('Cancel the order while it has not gone to the distributor (stock returned, card hold released)'),
      params: orderParamsSchema,
      body: cancelOrderRequestSchema,
      response: { 200: orderDetailSchema, ...shopperRouteErrors, 409: errorResponseSchema },
    },
  }, async (request) => {
    const userId = request.shopper!.userId;
    await cancelOrder(
      { db, payments, publicUrl: config.publicUrl, onVoidFailed: (err, authorizationId) => request.log.error({ err, authorizationId }, 'voiding a cancelled order\'s authorisation failed') },
      { orderId: request.params.orderId, scope: { userId }, actor: 'shopper', actorUserId: userId, reason: request.body?.reason ?? '', now: new Date() },
    );
    app.deliverEmails(); // the cancellation email, now that it is committed
    return inTransaction(request, (ctx) => orderDetail(ctx, request.params.orderId));
  });

  r.get('/api/account/orders/:orderId/returns', {
    onRequest: app.requireShopper,
    schema: { ...shopperRouteDoc('account', "The returns and refunds of one of the shopper's orders"), params: orderParamsSchema, response: { 200: shopperOrderReturnsSchema, ...shopperRouteErrors } },
  }, (request) => inTransaction(request, (ctx) => shopperOrderReturns(ctx.db, ctx.userId, request.params.orderId)));
}
