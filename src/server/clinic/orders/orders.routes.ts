import type { FastifyInstance } from 'fastify';
import {
  orderDetailSchema, orderIdParamsSchema, orderListQuerySchema, orderListSchema, orderMoveRequestSchema, orderMoveResponseSchema, reinstateOrderResponseSchema,
} from '../../../contracts/clinic';
import { linkBaseUrl } from '../../account/access';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { DISTRIBUTOR_SEND_JOB, distributorSendJobKey } from '../../integrations/distributor/distributor-gateway';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import { clinicRouteKit } from '../clinic-routes';
import * as service from './orders.service';

/** The clinic's orders (issue 16): the list with its filters, one order, and the staff's moves on it. */
export async function clinicOrderRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const baseUrl = linkBaseUrl(config.port, config.publicUrl);
  const payments = createPaymentProvider(config);
  const { staff } = clinicRouteKit(app, db);

  staff({
    method: 'GET', url: '/api/clinic/orders', summary: "The clinic's orders, newest first, by status, date, pickup or delivery, number or client",
    query: orderListQuerySchema, response: orderListSchema,
    handler: ({ actor, query }) => service.searchOrders(db, actor, query),
  });

  staff({
    method: 'GET', url: '/api/clinic/orders/:orderId', summary: 'One order with its items, history, the moves it allows now and the staff actions on it',
    params: orderIdParamsSchema, response: orderDetailSchema,
    handler: ({ actor, params }) => service.orderDetail(db, actor, params.orderId),
  });

  staff({
    method: 'POST', url: '/api/clinic/orders/:orderId/move',
    summary: 'Move an order: validate, send to distributor, ship (carrier, tracking), send the ready items first (split shipping), ready for pickup, picked up, back to validated, lost, backordered, cancel (reason)',
    params: orderIdParamsSchema, body: orderMoveRequestSchema, response: orderMoveResponseSchema,
    handler: async ({ actor, params, body, request }) => {
      const deps = {
        db, payments, baseUrl,
        onVoidFailed: (err: unknown, authorizationId: string) => request.log.error({ err, authorizationId }, "voiding a cancelled order's authorisation failed"),
      };
      const status = await service.moveOrder(deps, actor, params.orderId, body);
      app.deliverEmails(); // the shopper's email, now that it is committed
      // Issue 25: the distributor integration's job sends it (the sweep finds it again if this is lost).
      if (status === 'waiting_to_send_to_distributor') {
        await app.jobs.add(DISTRIBUTOR_SEND_JOB, { orderId: params.orderId }, { jobKey: distributorSendJobKey(params.orderId) });
      }
      return { status };
    },
  });

  staff({
    method: 'POST', url: '/api/clinic/orders/:orderId/reinstate',
    summary: 'Reinstate a cancelled order as a new order (same client, delivery, lines and prices; stock, limits and a new card hold); a repeat answers the same order',
    params: orderIdParamsSchema, response: reinstateOrderResponseSchema,
    handler: async ({ actor, params }) => {
      const reinstated = await service.reinstate({ db, payments, baseUrl }, actor, params.orderId);
      app.deliverEmails(); // the client's email, now that it is committed
      return reinstated;
    },
  });
}
