import type { FastifyInstance } from 'fastify';
import { dashboardSchema, staffMeSchema } from '../../../contracts/clinic';
import type { Db } from '../../db/database';
import { clinicRouteKit } from '../clinic-routes';
import * as service from './dashboard.service';

/** The portal's first page (issue 16): who the staff member is, and what needs the clinic's attention. */
export async function dashboardRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const { staff } = clinicRouteKit(app, db);

  staff({
    method: 'GET', url: '/api/clinic/me', summary: 'The signed-in staff member, their roles and clinic', response: staffMeSchema,
    handler: async ({ actor }) => service.staffMe(actor),
  });

  staff({
    method: 'GET', url: '/api/clinic/dashboard', summary: "What needs the clinic's attention: counts per queue", response: dashboardSchema,
    handler: ({ actor }) => service.dashboard(db, actor),
  });
}
