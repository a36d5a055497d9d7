import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DistributorMe } from '../../../contracts/distributor';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { routeKit } from '../../http/route-kit';
import { findDistributorUser } from './distributor.queries';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the distributor guard on the sandbox distributor's portal routes. */
    distributorUser?: DistributorMe;
  }
}

/**
 * The sandbox distributor's portal routes (issue 25): the spec's distributor role only, a person of
 * one distributor (distributor_users) with a live session; a visitor gets 401, anyone else
 * (shopper, clinic staff, site administrator) 403. Each query then takes the person's distributor,
 * so another distributor's order answers 404.
 */
export function distributorRouteKit(app: FastifyInstance, db: Db) {
  async function requireDistributorUser(request: FastifyRequest): Promise<void> {
    await app.requireShopper(request);
    const row = await findDistributorUser(db, request.shopper!.userId);
    if (!row || row.status !== 'active') throw new AppError(403, 'not_distributor', "This page is for the distributor's people.");
    request.distributorUser = {
      id: Number(row.id), firstName: row.firstName, lastName: row.lastName, email: row.email,
      distributor: { id: Number(row.distributorId), name: row.distributorName },
    };
  }
  return routeKit(app, {
    db, tags: ['distributor'], errors: [],
    guard: { check: requireDistributorUser, statuses: [401, 403], actorOf: (request) => request.distributorUser! },
  });
}
