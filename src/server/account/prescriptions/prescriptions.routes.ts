import type { FastifyInstance } from 'fastify';
import {
  accountPrescriptionsResponseSchema, accountRenewalSchema, prescriptionIdParamsSchema, renewalIdParamsSchema, requestRenewalRequestSchema, requestRenewalResponseSchema,
} from '../../../contracts/account-prescriptions';
import type { Db } from '../../db/database';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { shopperContext } from '../../lib/shopper-routes';
import { accountRouteKit } from '../account-routes';
import { listAccountPrescriptions, requestRenewal } from './prescriptions.service';
import { ownRenewal, requestOwnRenewal } from './renewals.service';

/** "My prescriptions" (issue 14): the list per pet and a renewal request. Thin: rules in the service. */
export async function prescriptionsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  acceptEmptyJsonBodies(app);
  const { shopper } = accountRouteKit(app, db);

  shopper({
    method: 'GET', url: '/api/account/prescriptions', summary: "The shopper's prescriptions, per pet", response: accountPrescriptionsResponseSchema, transaction: true,
    handler: (input) => listAccountPrescriptions(shopperContext(input)),
  });

  shopper({
    method: 'POST', url: '/api/account/prescriptions/:id/renewal', summary: 'Ask the clinic to renew an expired or used-up prescription (a note is optional)',
    params: prescriptionIdParamsSchema, body: requestRenewalRequestSchema, response: requestRenewalResponseSchema, errors: [400, 404, 409], transaction: true,
    handler: async (input) => ({ prescription: await requestRenewal(shopperContext(input), input.params.id, input.body.note) }),
  });

  shopper({
    method: 'GET', url: '/api/account/renewals/:renewalId', summary: "A renewal reminder of the shopper's prescription (issue 28: the email's link)",
    params: renewalIdParamsSchema, response: accountRenewalSchema, errors: [404],
    handler: (input) => ownRenewal(shopperContext(input), input.params.renewalId),
  });

  shopper({
    method: 'POST', url: '/api/account/renewals/:renewalId/request', summary: 'Ask the veterinarian to renew it (once: a second request changes nothing)',
    params: renewalIdParamsSchema, response: accountRenewalSchema, errors: [404], transaction: true,
    handler: (input) => requestOwnRenewal(shopperContext(input), input.params.renewalId),
  });
}
