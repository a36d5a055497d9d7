import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  accountChangeRequestSchema, clientActionResponseSchema, clientDetailSchema, clientIdParamsSchema, clientListSchema, clientSearchQuerySchema,
  clinicLanguageQuerySchema, declineClientRequestSchema, type ClientAction,
} from '../../../contracts/clinic';
import { linkBaseUrl } from '../../account/access';
import type { Config } from '../../config';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import * as service from './clients.service';
import { errorResponseSchema } from '../../../contracts/common';
import type { Db } from '../../db/database';
import { staffGuard } from '../../shared/staff-access';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const security = [{ bearer: [] }];

/**
 * The clinic's clients (issue 16): search, one client's record, and enabling, declining, deactivating,
 * reactivating or closing an account. Staff only ever reach their own clinic's clients.
 */
export async function clientRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  acceptEmptyJsonBodies(app);
  const baseUrl = linkBaseUrl(config.port, config.publicUrl);
  const { requireStaff, staffOf } = staffGuard(app, db);
  const r = app.withTypeProvider<ZodTypeProvider>();

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
}
