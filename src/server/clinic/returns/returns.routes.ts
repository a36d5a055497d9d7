import type { FastifyInstance } from 'fastify';
import {
  cancelReturnRequestSchema, returnDetailSchema, returnFormSchema, returnIdParamsSchema, returnListQuerySchema, returnListSchema,
  returnOrderParamsSchema, returnQuoteSchema, returnRequestSchema,
} from '../../../contracts/returns';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { clinicRouteKit } from '../clinic-routes';
import * as service from './returns.service';

/**
 * Returns and refunds (issue 17): the clinic's routes behind the staff guard (another clinic's
 * order or return answers 404) and the shopper's view of their order's returns.
 */
export async function returnsRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  acceptEmptyJsonBodies(app);
  const { staff } = clinicRouteKit(app, db);
  const deps = { db, payments: createPaymentProvider(config), publicUrl: config.publicUrl };

  staff({
    method: 'GET', url: '/api/clinic/orders/:orderId/return', summary: "An order's return form: items with what is left to return, and whether a return can be made now",
    params: returnOrderParamsSchema, response: returnFormSchema,
    handler: ({ actor, params, now }) => service.returnForm(db, actor, params.orderId, now),
  });

  staff({
    method: 'POST', url: '/api/clinic/orders/:orderId/return/quote', summary: 'What a return would refund, to the cent, without saving it',
    params: returnOrderParamsSchema, body: returnRequestSchema, response: returnQuoteSchema,
    handler: ({ actor, params, body }) => service.quoteReturn(db, actor, params.orderId, body),
  });

  staff({
    method: 'POST', url: '/api/clinic/orders/:orderId/returns', summary: 'Create a pending return on a shipped or picked-up order',
    params: returnOrderParamsSchema, body: returnRequestSchema, response: returnDetailSchema, transaction: true,
    handler: async ({ actor, params, body, now, db: trx }) => {
      const id = await service.createReturn(trx, actor, params.orderId, body, now).catch((error: unknown) => {
        // Two staff members at once: both saw no pending return; the one-pending-per-order index refused the second.
        throw isUniqueViolation(error) ? service.refuseReturn('return_pending_exists') : error;
      });
      return service.returnDetail(trx, actor, id);
    },
  });

  staff({
    method: 'GET', url: '/api/clinic/returns', summary: "The clinic's returns, newest first, by status", query: returnListQuerySchema, response: returnListSchema,
    handler: ({ actor, query }) => service.listReturns(db, actor, query),
  });

  staff({
    method: 'GET', url: '/api/clinic/returns/:returnId', summary: 'One return with its items and amounts', params: returnIdParamsSchema, response: returnDetailSchema,
    handler: ({ actor, params }) => service.returnDetail(db, actor, params.returnId),
  });

  staff({
    method: 'POST', url: '/api/clinic/returns/:returnId/complete', summary: 'Complete a pending return: refund to the card or as account credit, and email the client',
    params: returnIdParamsSchema, response: returnDetailSchema, errors: [400, 404, 409, 502],
    handler: async ({ actor, params, now }) => {
      // No route transaction: the card is refunded outside any, before the service's own (returns.service.ts).
      await service.completeReturn(deps, actor, params.returnId, now);
      app.deliverEmails();
      return service.returnDetail(db, actor, params.returnId);
    },
  });

  staff({
    method: 'POST', url: '/api/clinic/returns/:returnId/cancel', summary: 'Cancel a pending return, with a reason',
    params: returnIdParamsSchema, body: cancelReturnRequestSchema, response: returnDetailSchema, transaction: true,
    handler: async ({ actor, params, body, now, db: trx }) => {
      await service.cancelReturn(trx, actor, params.returnId, body, now);
      return service.returnDetail(trx, actor, params.returnId);
    },
  });
}
