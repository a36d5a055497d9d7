import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { settlementDayCsvQuerySchema, settlementQuerySchema, settlementReportSchema } from '../../../contracts/clinic-statements';
import type { Db } from '../../db/database';
import { clinicRouteKit } from '../clinic-routes';
import { settlementDayCsv, settlementReport } from './settlement.service';

/**
 * The transaction settlement report (issue 27), clinic admin only (staff and veterinarians get
 * 403): JSON by payout day for the page, and one payout day as a CSV file.
 */
export async function settlementRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // A passcode page (rr §2, issue 28): the admin gives their password again every ten minutes.
  const { adminWithPasscode: admin } = clinicRouteKit(app, db);

  admin({
    method: 'GET', url: '/api/clinic/settlement', errors: [400],
    summary: 'Settlement by payout day: every capture, refund and chargeback with the platform fee and the net deposited; day and period totals',
    query: settlementQuerySchema, response: settlementReportSchema,
    handler: ({ actor, query, now }) => settlementReport(db, actor.clinicId, query, now),
  });

  admin({
    method: 'GET', url: '/api/clinic/settlement/day.csv', errors: [400],
    summary: "One payout day's settlement lines and total as a CSV file (UTF-8 with BOM, CRLF, quoted fields, dot decimals)",
    query: settlementDayCsvQuerySchema, response: z.string(),
    handler: async ({ actor, query, reply }) => {
      const file = await settlementDayCsv(db, actor.clinicId, query.day, query.lang);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });
}
