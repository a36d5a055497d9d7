import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderDetailSchema, orderIdParamsSchema, orderListQuerySchema, orderListSchema, orderMoveRequestSchema, orderMoveResponseSchema } from '../../../contracts/clinic';
import { linkBaseUrl } from '../../account/access';
import type { Config } from '../../config';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import * as service from './orders.service';
import { errorResponseSchema } from '../../../contracts/common';
import type { Db } from '../../db/database';
import { staffGuard } from '../../shared/staff-access';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const security = [{ bearer: [] }];

/** The clinic's orders (issue 16): the list with its filters, one order, and the staff's moves on it. */
export async function clinicOrderRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const baseUrl = linkBaseUrl(config.port, config.publicUrl);
  const payments = createPaymentProvider(config);
  const { requireStaff, staffOf } = staffGuard(app, db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/clinic/orders', {
    onRequest: requireStaff,
    schema: {
      tags: ['clinic'], summary: "The clinic's orders, newest first, by status, date, pickup or delivery, number or client", security,
      querystring: orderListQuerySchema, response: { 200: orderListSchema, ...errors },
    },
  }, async (request) => service.searchOrders(db, staffOf(request), request.query));

  r.get('/api/clinic/orders/:orderId', {
    onRequest: requireStaff,
    schema: {
      tags: ['clinic'], summary: 'One order with its items, history, the moves it allows now and the staff actions on it', security,
      params: orderIdParamsSchema, response: { 200: orderDetailSchema, ...errors },
    },
  }, async (request) => service.orderDetail(db, staffOf(request), request.params.orderId));

  r.post('/api/clinic/orders/:orderId/move', {
    onRequest: requireStaff,
    schema: {
      tags: ['clinic'], summary: 'Move an order: validate, send to distributor, ship (carrier, tracking), send the ready items first (split shipping), ready for pickup, picked up, back to validated, lost, backordered, cancel (reason)', security,
      params: orderIdParamsSchema, body: orderMoveRequestSchema, response: { 200: orderMoveResponseSchema, ...errors },
    },
  }, async (request) => {
    const deps = {
      db, payments, baseUrl,
      onVoidFailed: (err: unknown, authorizationId: string) => request.log.error({ err, authorizationId }, "voiding a cancelled order's authorisation failed"),
    };
    const status = await service.moveOrder(deps, staffOf(request), request.params.orderId, request.body);
    app.deliverEmails(); // the shopper's email, now that it is committed
    return { isSuccess: true as const, status };
  });
}
