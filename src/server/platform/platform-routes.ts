import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { routeKit } from '../http/route-kit';
import { platformGuard } from './platform-guard';

/**
 * The platform's routes (issue 23 §3; http/route-kit.ts): site administrators only (401 / 403),
 * with the site administrator as the route's actor; a route names any other status it answers.
 */
export function platformRouteKit(app: FastifyInstance, db: Db) {
  const { requireSiteAdmin, siteAdminOf } = platformGuard(app, db);
  return routeKit(app, { db, tags: ['platform'], errors: [], guard: { check: requireSiteAdmin, statuses: [401, 403], actorOf: siteAdminOf } });
}
