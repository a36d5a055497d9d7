import type { FastifyInstance } from 'fastify';
import {
  approvePrescriptionRequestSchema, clinicLanguageQuerySchema, denyPrescriptionRequestSchema, prescriptionDecisionResponseSchema,
  prescriptionQueueSchema, prescriptionRequestSchema, rxIdParamsSchema,
} from '../../../contracts/clinic';
import { linkBaseUrl } from '../../account/access';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { clinicRouteKit } from '../clinic-routes';
import * as service from './prescriptions.service';

/** The veterinarian's prescription queue and decisions (issue 16); only a veterinarian may decide. */
export async function prescriptionRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const baseUrl = linkBaseUrl(config.port, config.publicUrl);
  const { staff } = clinicRouteKit(app, db);

  staff({
    method: 'GET', url: '/api/clinic/prescriptions', summary: "The veterinarian's queue: prescription requests not yet decided, oldest first",
    query: clinicLanguageQuerySchema, response: prescriptionQueueSchema,
    handler: ({ actor, query }) => service.prescriptionQueue(db, actor, query.lang),
  });

  staff({
    method: 'GET', url: '/api/clinic/prescriptions/:rxId', summary: 'One prescription with its pet, product and the pet\'s prescription history',
    params: rxIdParamsSchema, query: clinicLanguageQuerySchema, response: prescriptionRequestSchema,
    handler: ({ actor, params, query }) => service.prescriptionRequest(db, actor, params.rxId, query.lang),
  });

  staff({
    method: 'POST', url: '/api/clinic/prescriptions/:rxId/approve', summary: 'Approve a request (veterinarian only): expiry, quantity, refills, instructions',
    params: rxIdParamsSchema, body: approvePrescriptionRequestSchema, response: prescriptionDecisionResponseSchema,
    handler: async ({ actor, params, body }) => {
      const decided = await service.decidePrescription(db, actor, params.rxId, { kind: 'approve', ...body }, baseUrl);
      app.deliverEmails(); // the client's email, now that the decision is committed
      return decided;
    },
  });

  staff({
    method: 'POST', url: '/api/clinic/prescriptions/:rxId/deny', summary: 'Deny a request with a reason (veterinarian only)',
    params: rxIdParamsSchema, body: denyPrescriptionRequestSchema, response: prescriptionDecisionResponseSchema,
    handler: async ({ actor, params, body }) => {
      const decided = await service.decidePrescription(db, actor, params.rxId, { kind: 'deny', reason: body.reason }, baseUrl);
      app.deliverEmails(); // the client's email, now that the decision is committed
      return decided;
    },
  });
}
