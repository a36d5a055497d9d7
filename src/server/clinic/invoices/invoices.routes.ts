import type { FastifyInstance } from 'fastify';
import {
  invoiceDetailSchema, invoiceIdParamsSchema, invoiceListSchema, invoicePaymentResultSchema, payInvoiceByCardSchema, payInvoiceByChequeSchema,
} from '../../../contracts/clinic-statements';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import { auditRole } from '../../shared/staff-access';
import { clinicRouteKit } from '../clinic-routes';
import * as service from './invoices.service';

/**
 * The platform's invoices to the clinic (issue 27; rr §2 "invoices, make a payment"), clinic admin
 * only (staff and veterinarians get 403): the list, one invoice, paying it by card or choosing to
 * pay by cheque. Another clinic's invoice is not found. Each payment is audited in its service.
 */
export async function clinicInvoiceRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  // A passcode page (rr §2, issue 28): the admin gives their password again every ten minutes.
  const { adminWithPasscode: admin } = clinicRouteKit(app, db);
  const deps = { db, payments: createPaymentProvider(config) };

  admin({
    method: 'GET', url: '/api/clinic/invoices', errors: [],
    summary: "The platform's invoices to the clinic, newest month first, with their balance and state",
    response: invoiceListSchema,
    handler: async ({ actor, now }) => ({ invoices: await service.listInvoices(db, { clinicId: actor.clinicId }, now) }),
  });

  admin({
    method: 'GET', url: '/api/clinic/invoices/:id', errors: [400, 404],
    summary: 'One invoice: its lines, payments, balance and state',
    params: invoiceIdParamsSchema, response: invoiceDetailSchema,
    handler: ({ actor, params, now }) => service.invoiceDetail(db, params.id, now, actor.clinicId),
  });

  admin({
    method: 'POST', url: '/api/clinic/invoices/:id/pay-by-card', errors: [400, 402, 404, 409, 502],
    summary: 'Make a payment by card (a token from the provider), any amount up to the balance; the idempotency key makes a repeat charge once',
    params: invoiceIdParamsSchema, body: payInvoiceByCardSchema, response: invoicePaymentResultSchema,
    handler: ({ actor, params, body, now }) => service.payByCard(deps, actor.clinicId, { userId: actor.userId, role: auditRole(actor) }, params.id, body, now),
  });

  admin({
    method: 'POST', url: '/api/clinic/invoices/:id/pay-by-cheque', errors: [400, 404],
    summary: 'Choose to pay by cheque: the amount plus the 2 % service charge (rr §9), counted once the platform receives it',
    params: invoiceIdParamsSchema, body: payInvoiceByChequeSchema, response: invoicePaymentResultSchema,
    handler: ({ actor, params, body, now }) => service.payByCheque(db, actor.clinicId, { userId: actor.userId, role: auditRole(actor) }, params.id, body, now),
  });
}
