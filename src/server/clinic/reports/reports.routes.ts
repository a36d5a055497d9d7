import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { autoOrdersReportSchema, groupReportSchema, prescriptionsReportSchema, REPORT_KINDS, reportQuerySchema, salesReportSchema } from '../../../contracts/clinic-reports';
import type { Db } from '../../db/database';
import { clinicRouteKit } from '../clinic-routes';
import * as service from './reports.service';

/**
 * The clinic's reports (issue 17), clinic admin only (staff, veterinarians and shoppers get 403):
 * each as JSON for the page and as a CSV file (`.csv`) in the language asked. They answer 400 for a
 * bad period besides the guard's statuses.
 */
export async function reportRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const { admin } = clinicRouteKit(app, db);
  const errors = [400] as const;

  admin({
    method: 'GET', url: '/api/clinic/reports/sales', errors,
    summary: 'Sales by day, week or month: orders, items, subtotal, discounts, taxes by label, shipping, refunds, net',
    query: reportQuerySchema, response: salesReportSchema,
    handler: ({ actor, query, now }) => service.salesReport(db, service.clinicScope(actor), query, now),
  });

  admin({
    method: 'GET', url: '/api/clinic/reports/prescriptions', errors,
    summary: 'Prescriptions approved and denied by period, and those expiring in the next 30 days',
    query: reportQuerySchema, response: prescriptionsReportSchema,
    handler: ({ actor, query, now }) => service.prescriptionsReport(db, service.clinicScope(actor), query, now),
  });

  admin({
    method: 'GET', url: '/api/clinic/reports/autoorders', errors,
    summary: 'AutoOrders: active, expected in the next 30 days, placed and declined by period',
    query: reportQuerySchema, response: autoOrdersReportSchema,
    handler: ({ actor, query, now }) => service.autoOrdersReport(db, service.clinicScope(actor), query, now),
  });

  admin({
    method: 'GET', url: '/api/clinic/reports/group', errors: [400, 403],
    summary: "A master clinic's group: sales, prescriptions and AutoOrders of the master and each child clinic, and the group's totals",
    query: reportQuerySchema, response: groupReportSchema,
    handler: ({ actor, query, now }) => service.groupReport(db, actor, query, now),
  });

  for (const kind of REPORT_KINDS) {
    admin({
      method: 'GET', url: `/api/clinic/reports/${kind}.csv`, errors,
      summary: `The ${kind} report as a CSV file (UTF-8 with BOM, CRLF, quoted fields, dot decimals)`,
      query: reportQuerySchema, response: z.string(),
      handler: async ({ actor, query, now, reply }) => {
        const file = await service.reportCsv(db, service.clinicScope(actor), kind, query, now);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    });
  }
}
