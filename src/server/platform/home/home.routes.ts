import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contracts/common';
import { platformMeSchema } from '../../../contracts/platform';
import type { Db } from '../../db/database';
import { platformGuard } from '../platform-guard';

/** The platform portal's first page (issue 23): who the site administrator is. Issue 25 adds the clinics. */
export async function platformHomeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const { requireSiteAdmin, siteAdminOf } = platformGuard(app, db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/platform/me', {
    onRequest: requireSiteAdmin,
    schema: {
      tags: ['platform'], summary: 'The signed-in site administrator and their roles', security: [{ bearer: [] }],
      response: { 200: platformMeSchema, 401: errorResponseSchema, 403: errorResponseSchema },
    },
  }, async (request) => siteAdminOf(request));
}
