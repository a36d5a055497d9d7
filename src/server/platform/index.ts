import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { platformHomeRoutes } from './home';

/**
 * The platform that runs the clinics (`/platform`, `/api/platform/...`): site administrators, behind
 * the platform guard (platform-guard.ts). Issue 23 wires it; the clinics and the catalogue come next.
 */
export const platformAudience = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  await app.register(platformHomeRoutes, { db });
}, { name: 'platform' });
