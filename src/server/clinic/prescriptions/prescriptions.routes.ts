import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approvePrescriptionRequestSchema, clinicLanguageQuerySchema, denyPrescriptionRequestSchema, prescriptionDecisionResponseSchema,
  prescriptionQueueSchema, prescriptionRequestSchema, rxIdParamsSchema,
} from '../../../contracts/clinic';
import { linkBaseUrl } from '../../account/access';
import type { Config } from '../../config';
import * as service from './prescriptions.service';
import { errorResponseSchema } from '../../../contracts/common';
import type { Db } from '../../db/database';
import { staffGuard } from '../../shared/staff-access';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const security = [{ bearer: [] }];

/** The veterinarian's prescription queue and decisions (issue 16); only a veterinarian may decide. */
export async function prescriptionRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const baseUrl = linkBaseUrl(config.port, config.publicUrl);
  const { requireStaff, staffOf } = staffGuard(app, db);
  const r = app.withTypeProvider<ZodTypeProvider>();

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
