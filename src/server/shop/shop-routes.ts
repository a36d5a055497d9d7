import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { routeKit } from '../http/route-kit';
import { shopperGuard, tokenGuard } from '../lib/shopper-routes';

/**
 * The shop's routes (issue 23 §3; http/route-kit.ts): catalogue and information calls take a
 * visitor's or a shopper's token, the cart, checkout and orders a signed-in shopper. A route
 * answers 400 and 404 besides its guard's 401 unless it names its own statuses.
 */
export function shopRouteKit(app: FastifyInstance, db: Db, tag: string) {
  const common = { db, tags: [tag], errors: [400, 404] } as const;
  return {
    visitor: routeKit(app, { ...common, guard: tokenGuard(app) }),
    shopper: routeKit(app, { ...common, guard: shopperGuard(app) }),
  };
}
