import type { FastifyInstance } from 'fastify';
import { platformMeSchema } from '../../../contracts/platform';
import type { Db } from '../../db/database';
import { platformRouteKit } from '../platform-routes';

/** The platform portal's first page (issue 23): who the site administrator is. Issue 25 adds the clinics. */
export async function platformHomeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // A manufacturer representative is a person of the platform too: the portal shows it the promotions area only.
  const route = platformRouteKit(app, db, { manufacturerReps: true });
  route({
    method: 'GET', url: '/api/platform/me', summary: 'The signed-in site administrator or manufacturer representative, their roles and brand', response: platformMeSchema,
    handler: async ({ actor }) => actor,
  });
}
