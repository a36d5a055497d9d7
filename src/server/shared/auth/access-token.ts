import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../../contracts/page-settings';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { findLiveSession, hashSessionSecret } from './sessions.queries';
import { issueAccessToken, type IssuedToken } from './tokens';

export type AccessTokenIssuer = (request: FastifyRequest) => Promise<IssuedToken>;

/**
 * The access token for whoever sent the request: the signed-in shopper when the session cookie
 * names a live, active session, else a visitor. POST /Account/GetToken answers with it, and the
 * server-rendered page carries one so the browser's first calls need no extra round trip.
 */
export function accessTokenIssuer(db: Db, config: Pick<Config, 'tokenSecret'>): AccessTokenIssuer {
  return async (request) => {
    const secret = request.cookies[SESSION_COOKIE];
    const session = secret ? await findLiveSession(db, hashSessionSecret(secret)) : undefined;
    const subject = session && session.status === 'active'
      ? { kind: 'shopper' as const, userId: session.userId, sessionId: session.id }
      : { kind: 'visitor' as const, visitorId: '' };
    return issueAccessToken(config.tokenSecret, subject);
  };
}
