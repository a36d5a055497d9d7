import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contracts/common';
import {
  cancelReturnRequestSchema, returnDetailSchema, returnFormSchema, returnIdParamsSchema, returnListQuerySchema, returnListSchema,
  returnOrderParamsSchema, returnQuoteSchema, returnRequestSchema,
} from '../../../contracts/returns';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { staffGuard } from '../../shared/staff-access';
import * as service from './returns.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const security = [{ bearer: [] }];
const doc = (summary: string) => ({ tags: ['clinic'], summary, security });

/**
 * Returns and refunds (issue 17): the clinic's routes behind the staff guard (another clinic's
 * order or return answers 404) and the shopper's view of their order's returns.
 */
export async function returnsRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  acceptEmptyJsonBodies(app);
  const { requireStaff, staffOf } = staffGuard(app, db);
  const deps = { db, payments: createPaymentProvider(config), publicUrl: config.publicUrl };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/clinic/orders/:orderId/return', {
    onRequest: requireStaff,
    schema: { ...doc("An order's return form: items with what is left to return, and whether a return can be made now"), params: returnOrderParamsSchema, response: { 200: returnFormSchema, ...errors } },
  }, (request) => service.returnForm(db, staffOf(request), request.params.orderId, new Date()));

  r.post('/api/clinic/orders/:orderId/return/quote', {
    onRequest: requireStaff,
    schema: { ...doc('What a return would refund, to the cent, without saving it'), params: returnOrderParamsSchema, body: returnRequestSchema, response: { 200: returnQuoteSchema, ...errors } },
  }, (request) => service.quoteReturn(db, staffOf(request), request.params.orderId, request.body));

  r.post('/api/clinic/orders/:orderId/returns', {
    onRequest: requireStaff,
    schema: { ...doc('Create a pending return on a shipped or picked-up order'), params: returnOrderParamsSchema, body: returnRequestSchema, response: { 200: returnDetailSchema, ...errors } },
  }, async (request) => {
    const staff = staffOf(request);
    const id = await db.transaction().execute((trx) => service.createReturn(trx, staff, request.params.orderId, request.body, new Date()))
      .catch((error: unknown) => {
        // Two staff members at once: both saw no pending return; the one-pending-per-order index refused the second.
        throw isUniqueViolation(error) ? service.refuseReturn('return_pending_exists') : error;
      });
    return service.returnDetail(db, staff, id);
  });

  r.get('/api/clinic/returns', {
    onRequest: requireStaff,
    schema: { ...doc("The clinic's returns, newest first, by status"), querystring: returnListQuerySchema, response: { 200: returnListSchema, ...errors } },
  }, (request) => service.listReturns(db, staffOf(request), request.query.status));

  r.get('/api/clinic/returns/:returnId', {
    onRequest: requireStaff,
    schema: { ...doc('One return with its items and amounts'), params: returnIdParamsSchema, response: { 200: returnDetailSchema, ...errors } },
  }, (request) => service.returnDetail(db, staffOf(request), request.params.returnId));

  r.post('/api/clinic/returns/:returnId/complete', {
    onRequest: requireStaff,
    schema: { ...doc('Complete a pending return: refund to the card or as account credit, and email the client'), params: returnIdParamsSchema, response: { 200: returnDetailSchema, ...errors, 502: errorResponseSchema } },
  }, async (request) => {
    const staff = staffOf(request);
    await service.completeReturn(deps, staff, request.params.returnId, new Date());
    app.deliverEmails();
    return service.returnDetail(db, staff, request.params.returnId);
  });

  r.post('/api/clinic/returns/:returnId/cancel', {
    onRequest: requireStaff,
    schema: { ...doc('Cancel a pending return, with a reason'), params: returnIdParamsSchema, body: cancelReturnRequestSchema, response: { 200: returnDetailSchema, ...errors } },
  }, async (request) => {
    const staff = staffOf(request);
    await db.transaction().execute((trx) => service.cancelReturn(trx, staff, request.params.returnId, request.body, new Date()));
    return service.returnDetail(db, staff, request.params.returnId);
  });
}
