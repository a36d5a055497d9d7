import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema, staffMeSchema } from '../../../contracts/clinic';
import * as service from './dashboard.service';
import { errorResponseSchema } from '../../../contracts/common';
import type { Db } from '../../db/database';
import { staffGuard } from '../../shared/staff-access';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const security = [{ bearer: [] }];

/** The portal's first page (issue 16): who the staff member is, and what needs the clinic's attention. */
export async function dashboardRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const { requireStaff, staffOf } = staffGuard(app, db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/clinic/me', {
    onRequest: requireStaff,
    schema: { tags: ['clinic'], summary: 'The signed-in staff member, their roles and clinic', security, response: { 200: staffMeSchema, ...errors } },
  }, async (request) => service.staffMe(staffOf(request)));

  r.get('/api/clinic/dashboard', {
    onRequest: requireStaff,
    schema: { tags: ['clinic'], summary: "What needs the clinic's attention: counts per queue", security, response: { 200: dashboardSchema, ...errors } },
  }, async (request) => service.dashboard(db, staffOf(request)));
}
