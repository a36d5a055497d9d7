import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import { unauthorized } from '../../errors';
import { LruCache } from '../../lib/lru';
import { findLiveSession } from './sessions.queries';
import { verifyAccessToken, type TokenSubject } from './tokens';

export interface ShopperIdentity {
  userId: number;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireToken` / `requireShopper`. */
    subject?: TokenSubject;
    shopper?: ShopperIdentity;
  }
  interface FastifyInstance {
    /**
     * A valid bearer token for a visitor or a shopper (catalogue calls). Attach it as `onRequest`,
     * so an anonymous request is refused before its input is parsed or validated.
     */
    requireToken(request: FastifyRequest): Promise<void>;
    /** A valid bearer token of a signed-in shopper whose session is still live; `onRequest` too. */
    requireShopper(request: FastifyRequest): Promise<void>;
    /** The shopper behind the token, when there is one, without failing for visitors. */
    optionalShopper(request: FastifyRequest): Promise<ShopperIdentity | null>;
  }
}

const VERIFIED_TOKENS_KEPT = 20_000;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

export const requestAuthPlugin = fp(async (app: FastifyInstance, options: { db: Db; secret: Uint8Array }) => {
  // Checking an HS256 signature was the largest cost of a catalogue call under load. A token that
  // verified stays valid until its expiry, so its subject is remembered until then, never longer.
  // Only the signature check is skipped: shopper calls still check the session every time.
  const verified = new LruCache<string, { subject: TokenSubject; expiresAtMs: number }>(VERIFIED_TOKENS_KEPT);

  async function subjectOf(request: FastifyRequest): Promise<TokenSubject | null> {
    if (request.subject) return request.subject;
    const token = bearerToken(request);
    if (!token) return null;
    const known = verified.get(token);
    if (known && known.expiresAtMs > Date.now()) {
      request.subject = known.subject;
      return known.subject;
    }
    const result = await verifyAccessToken(options.secret, token);
    if (!result) return null;
    verified.set(token, result);
    request.subject = result.subject;
    return result.subject;
  }

  async function shopperOf(request: FastifyRequest): Promise<ShopperIdentity | null> {
    if (request.shopper) return request.shopper;
    const subject = await subjectOf(request);
    if (subject?.kind !== 'shopper') return null;
    // Signing out deletes the session, so a still-unexpired token stops working at once.
    const session = await findLiveSession(options.db, subject.sessionId);
    if (!session || session.userId !== subject.userId || session.status !== 'active') return null;
    request.shopper = { userId: subject.userId, sessionId: subject.sessionId };
    return request.shopper;
  }

  app.decorate('requireToken', async (request: FastifyRequest) => {
    if (!(await subjectOf(request))) throw unauthorized('A valid access token is required.');
  });
  app.decorate('requireShopper', async (request: FastifyRequest) => {
    if (!(await shopperOf(request))) throw unauthorized('Sign-in required.');
  });
  app.decorate('optionalShopper', shopperOf);
});
