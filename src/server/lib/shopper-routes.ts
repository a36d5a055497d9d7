import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { Guard } from '../http/route-kit';

/** What a signed-in shopper's call works with: one transaction, the shopper, the time of the call. */
export interface ShopperContext {
  db: Db;
  userId: number;
  now: Date;
}

/** The signed-in shopper the guard let through (shared/auth's request-auth sets it). */
export type SignedInShopper = NonNullable<FastifyRequest['shopper']>;

/** The caller of a catalogue call: a visitor's or a shopper's token (shared/auth's request-auth reads it). */
export type TokenHolder = NonNullable<FastifyRequest['subject']>;

/**
 * A valid bearer token, a visitor's will do (catalogue and information calls): 401 otherwise,
 * before the input is even read.
 */
export const tokenGuard = (app: FastifyInstance): Guard<TokenHolder> => ({
  check: app.requireToken, statuses: [401], actorOf: (request) => request.subject!,
});

/** A signed-in shopper whose session is still live: 401 otherwise, before the input is even read. */
export const shopperGuard = (app: FastifyInstance): Guard<SignedInShopper> => ({
  check: app.requireShopper, statuses: [401], actorOf: (request) => request.shopper!,
});

/** The context a shopper's service works with, from a route's input (its transaction when it has one). */
export const shopperContext = ({ db, actor, now }: { db: Db; actor: SignedInShopper; now: Date }): ShopperContext => ({ db, userId: actor.userId, now });

