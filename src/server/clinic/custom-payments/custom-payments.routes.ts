import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  clientCardsListSchema, clientSearchQuerySchema, createCustomPaymentSchema, customPaymentDetailSchema, customPaymentIdParamsSchema,
  customPaymentListQuerySchema, customPaymentListSchema, refundCustomPaymentSchema,
} from '../../../contracts/custom-payments';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { clinicRouteKit } from '../clinic-routes';
import { customPaymentsCsv } from './custom-payments-csv';
import * as service from './custom-payments.service';

/**
 * Custom payments and pay-by-link (issue 27): any staff member takes a payment (a saved card, or a
 * link emailed to the client), cancels an open link and reads the report; only the clinic admin
 * refunds. Every id is looked up within the staff member's clinic (another clinic's answers 404).
 */
export async function customPaymentRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  acceptEmptyJsonBodies(app);
  const { staff, admin } = clinicRouteKit(app, db, 'custom-payments');
  const deps = { db, payments: createPaymentProvider(config), publicUrl: config.publicUrl };

  staff({
    method: 'GET', url: '/api/clinic/custom-payments/clients', summary: "The clinic's clients matching a name or email, with their saved cards (the payment form's picker)",
    query: clientSearchQuerySchema, response: clientCardsListSchema,
    handler: ({ actor, query }) => service.clientCards(db, actor, query.q),
  });

  staff({
    method: 'POST', url: '/api/clinic/custom-payments', summary: "Take a payment: charge one of the client's saved cards now, or email a pay-by-link (requestKey: once)",
    body: createCustomPaymentSchema, response: customPaymentDetailSchema,
    handler: async ({ actor, body, now, afterCommit }) => {
      const id = await service.createPayment(deps, actor, body, now);
      afterCommit(() => app.deliverEmails());
      return { payment: await service.paymentDetail(db, actor, id, now) };
    },
  });

  staff({
    method: 'GET', url: '/api/clinic/custom-payments', summary: 'The custom payments report: a period of local days, state, method, client or invoice search; totals; 50 a page',
    query: customPaymentListQuerySchema, response: customPaymentListSchema,
    handler: async ({ actor, query, now }) => {
      const { all: _all, ...list } = await service.listPayments(db, actor, query, now);
      return list;
    },
  });

  staff({
    method: 'GET', url: '/api/clinic/custom-payments.csv', summary: 'The custom payments report as a CSV file (every matching payment, headers in the language asked)',
    query: customPaymentListQuerySchema, response: z.string(), errors: [400],
    handler: async ({ actor, query, now, reply }) => {
      const list = await service.listPayments(db, actor, query, now);
      const file = customPaymentsCsv(list.all, query.lang, list);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store').send(file.body);
    },
  });

  staff({
    method: 'GET', url: '/api/clinic/custom-payments/:paymentId', summary: 'One custom payment with its refunds',
    params: customPaymentIdParamsSchema, response: customPaymentDetailSchema,
    handler: async ({ actor, params, now }) => ({ payment: await service.paymentDetail(db, actor, params.paymentId, now) }),
  });

  staff({
    method: 'POST', url: '/api/clinic/custom-payments/:paymentId/cancel', summary: 'Cancel an unpaid pay-by-link',
    params: customPaymentIdParamsSchema, response: customPaymentDetailSchema, transaction: true,
    handler: async ({ actor, params, now, db: trx }) => {
      await service.cancelPayment(trx, actor, params.paymentId, now);
      return { payment: await service.paymentDetail(trx, actor, params.paymentId, now) };
    },
  });

  admin({
    method: 'POST', url: '/api/clinic/custom-payments/:paymentId/refunds', summary: 'Refund a paid custom payment in full or in part (clinic admin; requestKey: once)',
    params: customPaymentIdParamsSchema, body: refundCustomPaymentSchema, response: customPaymentDetailSchema, errors: [400, 404, 409, 502],
    handler: async ({ actor, params, body, now }) => {
      await service.refundPayment(deps, actor, params.paymentId, body, now);
      return { payment: await service.paymentDetail(db, actor, params.paymentId, now) };
    },
  });
}
