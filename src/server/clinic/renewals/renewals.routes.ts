import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { approvePrescriptionRequestSchema, clinicLanguageQuerySchema, denyPrescriptionRequestSchema } from '../../../contracts/clinic';
import { renewalDecisionResponseSchema, renewalReportSchema, renewalTaskIdParamsSchema, renewalTasksSchema } from '../../../contracts/clinic-renewals';
import { linkBaseUrl } from '../../account/access';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { clinicRouteKit } from '../clinic-routes';
import * as service from './renewals.service';

/**
 * Prescription renewals in the clinic portal (issue 28): the tasks (any staff member reads them, a
 * veterinarian decides) and the prescriptions report. Another clinic's task is 404.
 */
export async function renewalRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const baseUrl = linkBaseUrl(config.port, config.publicUrl);
  const { staff } = clinicRouteKit(app, db);

  staff({
    method: 'GET', url: '/api/clinic/renewals', summary: 'Renewal tasks: requested and open first, then the last decided',
    query: clinicLanguageQuerySchema, response: renewalTasksSchema,
    handler: ({ actor, query }) => service.renewalTasks(db, actor, query.lang),
  });

  staff({
    method: 'GET', url: '/api/clinic/renewals/report', summary: 'The prescriptions report: expired in the last 30 days and expiring in the next 30',
    query: clinicLanguageQuerySchema, response: renewalReportSchema,
    handler: ({ actor, query, now }) => service.renewalReport(db, actor, query.lang, now),
  });

  staff({
    method: 'GET', url: '/api/clinic/renewals/report.csv', summary: 'The prescriptions report as a CSV file (UTF-8 with BOM, CRLF, quoted fields)',
    query: clinicLanguageQuerySchema, response: z.string(),
    handler: async ({ actor, query, now, reply }) => {
      const file = await service.renewalReportCsv(db, actor, query.lang, now);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });

  staff({
    method: 'POST', url: '/api/clinic/renewals/:renewalId/approve', summary: 'Approve a renewal (veterinarian only): a new validated prescription with its expiry and refills',
    params: renewalTaskIdParamsSchema, query: clinicLanguageQuerySchema, body: approvePrescriptionRequestSchema, response: renewalDecisionResponseSchema, errors: [400, 403, 404, 409],
    handler: async ({ actor, params, query, body }) => {
      const result = await service.decideRenewal(db, actor, params.renewalId, { kind: 'approve', ...body }, query.lang, baseUrl);
      app.deliverEmails();
      return result;
    },
  });

  staff({
    method: 'POST', url: '/api/clinic/renewals/:renewalId/decline', summary: 'Decline a renewal with a reason (veterinarian only)',
    params: renewalTaskIdParamsSchema, query: clinicLanguageQuerySchema, body: denyPrescriptionRequestSchema, response: renewalDecisionResponseSchema, errors: [400, 403, 404, 409],
    handler: async ({ actor, params, query, body }) => {
      const result = await service.decideRenewal(db, actor, params.renewalId, { kind: 'decline', reason: body.reason }, query.lang, baseUrl);
      app.deliverEmails();
      return result;
    },
  });
}
