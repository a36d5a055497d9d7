import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  accountChangeRequestSchema,
  approvePrescriptionRequestSchema,
  clientActionResponseSchema,
  clientDetailSchema,
  clientIdParamsSchema,
  clientListSchema,
  clientSearchQuerySchema,
  clinicLanguageQuerySchema,
  dashboardSchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderMoveRequestSchema,
  orderMoveResponseSchema,
  declineClientRequestSchema,
  denyPrescriptionRequestSchema,
  prescriptionDecisionResponseSchema,
  prescriptionQueueSchema,
  prescriptionRequestSchema,
  rxIdParamsSchema,
  staffMeSchema,
  type ClientAction,
} from '../../contracts/clinic';
import { errorResponseSchema } from '../../contracts/common';
import { linkBaseUrl } from '../account';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { createPaymentProvider } from '../integrations/payment/payment-gateway';
import { acceptEmptyJsonBodies } from '../lib/lenient-json';
import * as service from './clinic.service';
import { staffGuard } from '../staff-access';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const security = [{ bearer: [] }];

/**
 * The clinic portal's API (issue 16). Every route sits behind one guard, on the server: a signed-in
 * user who is an enabled staff member of a clinic, with a live session. A visitor gets 401, a
 * shopper 403, and staff only ever reach their own clinic's rows (another clinic's ids answer 404).
 */
export async function clinicRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  acceptEmptyJsonBodies(app);
  const baseUrl = linkBaseUrl(config.port, config.publicUrl);

  const { requireStaff, staffOf } = staffGuard(app, db);
  const payments = createPaymentProvider(config);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/clinic/me', {
    onRequest: requireStaff,
    schema: { tags: ['clinic'], summary: 'The signed-in staff member, their roles and clinic', security, response: { 200: staffMeSchema, ...errors } },
  }, async (request) => service.staffMe(staffOf(request)));

  r.get('/api/clinic/dashboard', {
    onRequest: requireStaff,
    schema: { tags: ['clinic'], summary: "What needs the clinic's attention: counts per queue", security, response: { 200: dashboardSchema, ...errors } },
  }, async (request) => service.dashboard(db, staffOf(request)));

  r.get('/api/clinic/clients', {
    onRequest: requireStaff,
    schema: {
      tags: ['clinic'], summary: "Search the clinic's clients by name, email, phone or pet (pending first)", security,
      querystring: clientSearchQuerySchema, response: { 200: clientListSchema, ...errors },
    },
  }, async (request) => service.searchClients(db, staffOf(request), request.query));

  r.get('/api/clinic/clients/:clientId', {
    onRequest: requireStaff,
    schema: {
      tags: ['clinic'], summary: "A client's account, pets, prescriptions, orders, AutoOrders and the staff actions on them", security,
      params: clientIdParamsSchema, querystring: clinicLanguageQuerySchema, response: { 200: clientDetailSchema, ...errors },
    },
  }, async (request) => service.clientDetail(db, staffOf(request), request.params.clientId, request.query.lang));

  const clientAction = (action: ClientAction, summary: string, body: z.ZodType) =>
    r.post(`/api/clinic/clients/:clientId/${action}`, {
      onRequest: requireStaff,
      schema: { tags: ['clinic'], summary, security, params: clientIdParamsSchema, body, response: { 200: clientActionResponseSchema, ...errors } },
    }, async (request) => {
      const input = (request.body ?? {}) as { reason?: string; note?: string };
      const status = await service.changeClientAccount(db, staffOf(request), request.params.clientId, action, { ...input, baseUrl });
      app.deliverEmails(); // the welcome or decline email, now that it is committed
      return { isSuccess: true as const, status };
    });
  clientAction('enable', 'Enable a pending client (the welcome email goes out)', accountChangeRequestSchema);
  clientAction('decline', 'Decline a pending registration, with a reason emailed to the client', declineClientRequestSchema);
  clientAction('deactivate', "Deactivate a client's account at their request (they can no longer sign in)", accountChangeRequestSchema);
  clientAction('reactivate', 'Reactivate a deactivated account', accountChangeRequestSchema);
  clientAction('close', "Close a client's account at their request", accountChangeRequestSchema);

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

  r.get('/api/clinic/prescriptions', {
    onRequest: requireStaff,
    schema: {
      tags: ['clinic'], summary: "The veterinarian's queue: prescription requests not yet decided, oldest first", security,
      querystring: clinicLanguageQuerySchema, response: { 200: prescriptionQueueSchema, ...errors },
    },
  }, async (request) => service.prescriptionQueue(db, staffOf(request), request.query.lang));

  r.get('/api/clinic/prescriptions/:rxId', {
    onRequest: requireStaff,
    schema: {
      tags: ['clinic'], summary: 'One prescription with its pet, product and the pet\'s prescription history', security,
      params: rxIdParamsSchema, querystring: clinicLanguageQuerySchema, response: { 200: prescriptionRequestSchema, ...errors },
    },
  }, async (request) => service.prescriptionRequest(db, staffOf(request), request.params.rxId, request.query.lang));

  r.post('/api/clinic/prescriptions/:rxId/approve', {
    onRequest: requireStaff,
    schema: {
      tags: ['clinic'], summary: 'Approve a request (veterinarian only): expiry, quantity, refills, instructions', security,
      params: rxIdParamsSchema, body: approvePrescriptionRequestSchema, response: { 200: prescriptionDecisionResponseSchema, ...errors },
    },
  }, async (request) => {
    const decided = await service.decidePrescription(db, staffOf(request), request.params.rxId, { kind: 'approve', ...request.body }, baseUrl);
    app.deliverEmails(); // the client's email, now that the decision is committed
    return { isSuccess: true as const, ...decided };
  });

  r.post('/api/clinic/prescriptions/:rxId/deny', {
    onRequest: requireStaff,
    schema: {
      tags: ['clinic'], summary: 'Deny a request with a reason (veterinarian only)', security,
      params: rxIdParamsSchema, body: denyPrescriptionRequestSchema, response: { 200: prescriptionDecisionResponseSchema, ...errors },
    },
  }, async (request) => {
    const decided = await service.decidePrescription(db, staffOf(request), request.params.rxId, { kind: 'deny', reason: request.body.reason }, baseUrl);
    app.deliverEmails(); // the client's email, now that the decision is committed
    return { isSuccess: true as const, ...decided };
  });
}
