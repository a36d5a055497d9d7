import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { publicGuard, routeKit } from '../http/route-kit';
import { shopperGuard } from '../lib/shopper-routes';

/**
 * The account's routes (issue 23 §3; http/route-kit.ts): the signed-in shopper's own records
 * (400 and 404 besides the guard's 401), and the public calls of registration and the emailed
 * links (400 and 429: they are rate limited), unless a route names its own statuses.
 */
export function accountRouteKit(app: FastifyInstance, db: Db, tag = 'account') {
  return {
    shopper: routeKit(app, { db, tags: [tag], errors: [400, 404], guard: shopperGuard(app) }),
    public: routeKit(app, { db, tags: [tag], errors: [400, 429], guard: publicGuard }),
  };
}
