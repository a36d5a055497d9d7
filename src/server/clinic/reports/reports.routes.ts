import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { autoOrdersReportSchema, prescriptionsReportSchema, REPORT_KINDS, reportQuerySchema, salesReportSchema } from '../../../contracts/clinic-reports';
import { errorResponseSchema } from '../../../contracts/common';
import type { Db } from '../../db/database';
import { staffGuard } from '../../shared/staff-access';
import * as service from './reports.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const security = [{ bearer: [] }];
const tags = ['clinic'];

/**
 * The clinic's reports (issue 17), clinic admin only (staff, veterinarians and shoppers get 403):
 * each as JSON for the page and as a CSV file (`.csv`) in the language asked.
 */
export async function reportRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const { requireAdmin, staffOf } = staffGuard(app, db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/clinic/reports/sales', {
    onRequest: requireAdmin,
    schema: {
      tags, summary: 'Sales by day, week or month: orders, items, subtotal, discounts, taxes by label, shipping, refunds, net', security,
      querystring: reportQuerySchema, response: { 200: salesReportSchema, ...errors },
    },
  }, async (request) => service.salesReport(db, staffOf(request), request.query, new Date()));

  r.get('/api/clinic/reports/prescriptions', {
    onRequest: requireAdmin,
    schema: {
      tags, summary: 'Prescriptions approved and denied by period, and those expiring in the next 30 days', security,
      querystring: reportQuerySchema, response: { 200: prescriptionsReportSchema, ...errors },
    },
  }, async (request) => service.prescriptionsReport(db, staffOf(request), request.query, new Date()));

  r.get('/api/clinic/reports/autoorders', {
    onRequest: requireAdmin,
    schema: {
      tags, summary: 'AutoOrders: active, expected in the next 30 days, placed and declined by period', security,
      querystring: reportQuerySchema, response: { 200: autoOrdersReportSchema, ...errors },
    },
  }, async (request) => service.autoOrdersReport(db, staffOf(request), request.query, new Date()));

  for (const kind of REPORT_KINDS) {
    r.get(`/api/clinic/reports/${kind}.csv`, {
      onRequest: requireAdmin,
      schema: {
        tags, summary: `The ${kind} report as a CSV file (UTF-8 with BOM, CRLF, quoted fields, dot decimals)`, security,
        querystring: reportQuerySchema, response: { 200: z.string(), ...errors },
      },
    }, async (request, reply) => {
      const file = await service.reportCsv(db, staffOf(request), kind, request.query, new Date());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    });
  }
}
