import type { FastifyInstance } from 'fastify';
import {
  accountChangeRequestSchema, clientActionResponseSchema, clientDetailSchema, clientIdParamsSchema, clientListSchema, clientSearchQuerySchema,
  clinicLanguageQuerySchema, declineClientRequestSchema, type ClientAction,
} from '../../../contracts/clinic';
import { clinicCreditSchema, goodwillCreditRequestSchema, staffCreditResultSchema, takeBackCreditRequestSchema } from '../../../contracts/credit';
import { clientOrderingResultSchema, clientOrderingSchema } from '../../../contracts/platform-enrolment';
import { linkBaseUrl } from '../../account/access';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { clinicRouteKit } from '../clinic-routes';
import * as credit from './client-credit.service';
import * as service from './clients.service';

/**
 * The clinic's clients (issue 16): search, one client's record, and enabling, declining, deactivating,
 * reactivating or closing an account. Staff only ever reach their own clinic's clients.
 */
export async function clientRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  acceptEmptyJsonBodies(app);
  const baseUrl = linkBaseUrl(config.port, config.publicUrl);
  const { staff, admin } = clinicRouteKit(app, db);

  staff({
    method: 'GET', url: '/api/clinic/clients', summary: "Search the clinic's clients by name, email, phone or pet (pending first)",
    query: clientSearchQuerySchema, response: clientListSchema,
    handler: ({ actor, query }) => service.searchClients(db, actor, query),
  });

  staff({
    method: 'GET', url: '/api/clinic/clients/:clientId', summary: "A client's account, pets, prescriptions, orders, AutoOrders and the staff actions on them",
    params: clientIdParamsSchema, query: clinicLanguageQuerySchema, response: clientDetailSchema,
    handler: ({ actor, params, query }) => service.clientDetail(db, actor, params.clientId, query.lang),
  });

  const clientAction = (action: ClientAction, summary: string, body: typeof accountChangeRequestSchema | typeof declineClientRequestSchema) =>
    staff({
      method: 'POST', url: `/api/clinic/clients/:clientId/${action}`, summary, params: clientIdParamsSchema, body, response: clientActionResponseSchema,
      handler: async ({ actor, params, body: input }) => {
        const status = await service.changeClientAccount(db, actor, params.clientId, action, { ...input, baseUrl });
        app.deliverEmails(); // the welcome or decline email, now that it is committed
        return { status };
      },
    });
  clientAction('enable', 'Enable a pending client (the welcome email goes out)', accountChangeRequestSchema);
  clientAction('decline', 'Decline a pending registration, with a reason emailed to the client', declineClientRequestSchema);
  clientAction('deactivate', "Deactivate a client's account at their request (they can no longer sign in)", accountChangeRequestSchema);
  clientAction('reactivate', 'Reactivate a deactivated account', accountChangeRequestSchema);
  clientAction('close', "Close a client's account at their request", accountChangeRequestSchema);

  admin({
    method: 'PUT', url: '/api/clinic/clients/:clientId/ordering', summary: 'Sets whether this client account may not place orders (rr §6; admin only, audited)',
    params: clientIdParamsSchema, body: clientOrderingSchema, response: clientOrderingResultSchema,
    handler: async ({ actor, params, body }) => ({ userId: params.clientId, mayNotOrder: await service.setClientOrdering(db, actor, params.clientId, body.mayNotOrder) }),
  });

  // Account credit from the clinic (issue 27): every staff member sees it; the clinic admin and the
  // veterinarians move it (checked in the service), once per idempotency key, audited on the client.
  staff({
    method: 'GET', url: '/api/clinic/clients/:clientId/credit', summary: "A client's account-credit balance and ledger, with who wrote each entry",
    params: clientIdParamsSchema, response: clinicCreditSchema,
    handler: ({ actor, params, now }) => credit.clientCredit(db, actor, params.clientId, now),
  });
  staff({
    method: 'POST', url: '/api/clinic/clients/:clientId/credit/goodwill',
    summary: 'Give a client goodwill credit: amount, reason, optional last day (clinic admin or veterinarian; once per idempotency key; audited)',
    params: clientIdParamsSchema, body: goodwillCreditRequestSchema, response: staffCreditResultSchema, errors: [400, 403, 404, 409], transaction: true,
    handler: ({ db: trx, actor, params, body, now }) => credit.giveClientCredit(trx, actor, params.clientId, body, now),
    audit: (answer, { params, body }) => answer.created ? {
      entity: 'client', entityId: params.clientId, action: 'credit_goodwill', before: null,
      after: { creditCents: body.amountCents, reason: body.reason, expiresOn: body.expiresOn ?? null, balanceCents: answer.balanceCents },
    } : null,
  });
  staff({
    method: 'POST', url: '/api/clinic/clients/:clientId/credit/take-back',
    summary: "Take back a client's unused credit, never below a zero balance (clinic admin or veterinarian; once per idempotency key; audited)",
    params: clientIdParamsSchema, body: takeBackCreditRequestSchema, response: staffCreditResultSchema, errors: [400, 403, 404, 409], transaction: true,
    handler: ({ db: trx, actor, params, body, now }) => credit.takeBackClientCredit(trx, actor, params.clientId, body, now),
    audit: (answer, { params, body }) => answer.created ? {
      entity: 'client', entityId: params.clientId, action: 'credit_take_back', before: null,
      after: { creditCents: body.amountCents, reason: body.reason, balanceCents: answer.balanceCents },
    } : null,
  });
}
