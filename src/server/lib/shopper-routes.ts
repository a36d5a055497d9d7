import type { FastifyRequest } from 'fastify';
import { errorResponseSchema } from '../../contracts/common';
import type { Db } from '../db/database';

/** What a signed-in shopper's call works with: one transaction, the shopper, the time of the call. */
export interface ShopperContext {
  db: Db;
  userId: number;
  now: Date;
}

/** The failures any shopper route may answer besides its own: bad input, no session, not theirs. */
export const shopperRouteErrors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** OpenAPI text of a route that needs the shopper's bearer token. */
export function shopperRouteDoc(tag: string, summary: string) {
  return { tags: [tag], summary, security: [{ bearer: [] }] };
}

/**
 * Runs a shopper route's work in one transaction, with the signed-in shopper (the route's `onRequest:
 * requireShopper` has checked the session before the input was even read): a change and the answer
 * it gives are one unit.
 */
export function shopperTransaction(db: Db) {
  return <T>(request: FastifyRequest, work: (ctx: ShopperContext) => Promise<T>): Promise<T> =>
    db.transaction().execute((trx) => work({ db: trx, userId: request.shopper!.userId, now: new Date() }));
}
