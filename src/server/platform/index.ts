import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { platformClinicRoutes } from './clinics';
import { platformHomeRoutes } from './home';

/**
 * The platform that runs the clinics (`/platform`, `/api/platform/...`): site administrators, behind
 * the platform guard (platform-guard.ts). Issue 23 wires it; issue 25 adds the clinics
 * and the site administrators' command line; the catalogue comes next.
 */
export const platformAudience = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  await app.register(platformHomeRoutes, { db });
  await app.register(platformClinicRoutes, { db });
}, { name: 'platform' });
