import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountPrescriptionsResponseSchema, prescriptionIdParamsSchema, requestRenewalRequestSchema, requestRenewalResponseSchema,
} from '../../../contracts/account-prescriptions';
import { errorResponseSchema } from '../../../contracts/common';
import type { Db } from '../../db/database';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { shopperRouteDoc, shopperRouteErrors, shopperTransaction } from '../../lib/shopper-routes';
import { listAccountPrescriptions, requestRenewal } from './prescriptions.service';

/** "My prescriptions" (issue 14): the list per pet and a renewal request. Thin: rules in the service. */
export async function prescriptionsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  acceptEmptyJsonBodies(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTransaction = shopperTransaction(db);

  r.get('/api/account/prescriptions', {
    onRequest: app.requireShopper,
    schema: { ...shopperRouteDoc('account', "The shopper's prescriptions, per pet"), response: { 200: accountPrescriptionsResponseSchema, ...shopperRouteErrors } },
  }, (request) => inTransaction(request, (ctx) => listAccountPrescriptions(ctx)));

  r.post('/api/account/prescriptions/:id/renewal', {
    onRequest: app.requireShopper,
    schema: {
      ...shopperRouteDoc('account', 'Ask the clinic to renew an expired or used-up prescription (a note is optional)'),
      params: prescriptionIdParamsSchema,
      body: requestRenewalRequestSchema,
      response: { 200: requestRenewalResponseSchema, ...shopperRouteErrors, 409: errorResponseSchema },
    },
  }, async (request) => {
    const prescription = await inTransaction(request, (ctx) => requestRenewal(ctx, request.params.id, request.body.note));
    return { isSuccess: true as const, prescription };
  });
}
