import type { FastifyInstance } from 'fastify';
import {
  clinicAreaParamsSchema, clinicCapabilitiesUpdateSchema, clinicIdParamsSchema, platformClinicClientListSchema, platformClinicClientsQuerySchema,
  platformClinicDetailSchema, platformClinicListQuerySchema, platformClinicListSchema, restrictedAreaAddSchema,
} from '../../../contracts/platform-clinics';
import { clientOrderingParamsSchema, clientOrderingResultSchema, clientOrderingSchema } from '../../../contracts/platform-enrolment';
import type { Db } from '../../db/database';
import { platformRouteKit } from '../platform-routes';
import * as service from './clinics.service';

/** The platform's clinics (issue 25): the list, one clinic, and the capabilities a site administrator sets. */
export async function platformClinicRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const route = platformRouteKit(app, db);

  route({
    method: 'GET', url: '/api/platform/clinics', summary: 'Every clinic with its state, staff, clients, orders and last activity; search, state filter, pages',
    query: platformClinicListQuerySchema, response: platformClinicListSchema, errors: [400],
    handler: ({ query }) => service.listClinics(db, query),
  });

  route({
    method: 'GET', url: '/api/platform/clinics/:clinicId', summary: 'One clinic: details, state, capabilities, child clinics and the platform’s changes to it',
    params: clinicIdParamsSchema, response: platformClinicDetailSchema, errors: [400, 404],
    handler: ({ params }) => service.clinicDetail(db, params.clinicId),
  });

  route({
    method: 'GET', url: '/api/platform/clinics/:clinicId/clients',
    summary: 'The clinic’s client accounts by name with their pets, orders and whether each may not place orders; search, pages',
    params: clinicIdParamsSchema, query: platformClinicClientsQuerySchema, response: platformClinicClientListSchema, errors: [400, 404],
    handler: ({ params, query }) => service.listClinicClients(db, params.clinicId, query),
  });

  route({
    method: 'PUT', url: '/api/platform/clinics/:clinicId/capabilities',
    summary: 'Set whether the clinic is authorised to order and approved to create returns (audited)',
    params: clinicIdParamsSchema, body: clinicCapabilitiesUpdateSchema, response: platformClinicDetailSchema, errors: [400, 404], transaction: true,
    handler: async ({ params, body, actor, now, db: trx }) => {
      await service.setCapabilities(trx, actor, params.clinicId, body, now);
      return service.clinicDetail(trx, params.clinicId);
    },
  });

  route({
    method: 'PUT', url: '/api/platform/clients/:userId/ordering',
    summary: 'Sets whether a client account may not place orders (rr §6), at any clinic (audited in the clinic’s log)',
    params: clientOrderingParamsSchema, body: clientOrderingSchema, response: clientOrderingResultSchema, errors: [400, 404], transaction: true,
    handler: async ({ params, body, actor, now, db: trx }) => {
      await service.setClientOrdering(trx, actor, params.userId, body.mayNotOrder, now);
      return { userId: params.userId, mayNotOrder: body.mayNotOrder };
    },
  });

  route({
    method: 'POST', url: '/api/platform/clinics/:clinicId/restricted-areas',
    summary: 'Add a postal code, prefix or province home delivery from the clinic does not go to (audited)',
    params: clinicIdParamsSchema, body: restrictedAreaAddSchema, response: platformClinicDetailSchema, errors: [400, 404], transaction: true,
    handler: async ({ params, body, actor, now, db: trx }) => {
      await service.addRestrictedArea(trx, actor, params.clinicId, body, now);
      return service.clinicDetail(trx, params.clinicId);
    },
  });

  route({
    method: 'DELETE', url: '/api/platform/clinics/:clinicId/restricted-areas/:areaId', summary: 'Remove one of the clinic\'s restricted areas (audited)',
    params: clinicAreaParamsSchema, response: platformClinicDetailSchema, errors: [400, 404], transaction: true,
    handler: async ({ params, actor, now, db: trx }) => {
      await service.removeRestrictedArea(trx, actor, params.clinicId, params.areaId, now);
      return service.clinicDetail(trx, params.clinicId);
    },
  });
}
