import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  meResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
  signOutResponseSchema,
  tokenResponseSchema,
} from '../../../contracts/auth';
import { CLINIC_ROUTES } from '../../../contracts/clinic';
import { PLATFORM_ROUTES } from '../../../contracts/platform';
import { errorResponseSchema } from '../../../contracts/common';
import { sameOriginPath } from '../../../domain/return-path';
import { SESSION_COOKIE } from '../../../contracts/page-settings';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { comesFromAnotherSite, trustedOriginsOf } from '../../http/cross-site-guard';
import { accessTokenIssuer } from './access-token';
import { signIn } from './auth.service';
import { createSession, deleteSession, hashSessionSecret } from './sessions.queries';
import { findUserById } from './users.queries';

/** Where a portal's people land after signing in, unless they were on their way somewhere. */
const PORTAL_HOMES = { clinic: CLINIC_ROUTES.dashboard, platform: PLATFORM_ROUTES.home } as const;

export interface AuthRoutesOptions {
  db: Db;
  config: Config;
}

export async function authRoutes(app: FastifyInstance, { db, config }: AuthRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tokenFor = accessTokenIssuer(db, config);
  const trustedOrigins = trustedOriginsOf(config.publicUrl);
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.cookieSecure,
  };

  async function endSession(request: FastifyRequest, reply: FastifyReply) {
    const secret = request.cookies[SESSION_COOKIE];
    if (secret) await deleteSession(db, hashSessionSecret(secret));
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
  }

  r.post('/Account/GetToken', {
    config: { rateLimit: { max: config.rateLimits.tokenPerMinute, timeWindow: '1 minute' } },
    schema: {
      tags: ['auth'],
      summary: 'A short-lived access token for the visitor, or for the signed-in shopper from the session cookie',
      response: { 200: tokenResponseSchema },
    },
  }, async (request) => tokenFor(request));

  r.post('/Account/Logon', {
    config: { rateLimit: { max: config.rateLimits.signInPerMinute, timeWindow: '1 minute' } },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with email and password; sets the HttpOnly session cookie',
      body: signInRequestSchema,
      response: { 200: signInResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
    },
  }, async (request, reply) => {
    const user = await signIn(db, request.body.email, request.body.password);
    await endSession(request, reply);
    const session = await createSession(db, user.id, config.sessionDays);
    reply.setCookie(SESSION_COOKIE, session.secret, {
      ...cookieOptions,
      ...(request.body.rememberMe ? { expires: new Date(session.expiresAt) } : {}),
    });
    const { portal, ...shopper } = user;
    return { isSuccess: true as const, shopper, ...(portal ? { home: PORTAL_HOMES[portal] } : {}) };
  });

  r.post('/Account/Logoff', {
    schema: { tags: ['auth'], summary: 'Sign out: ends the session', response: { 200: signOutResponseSchema } },
  }, async (request, reply) => {
    await endSession(request, reply);
    return { isSuccess: true as const };
  });

  r.get('/logout', {
    schema: {
      tags: ['auth'],
      summary: 'Sign out from a link, then go to a local page (returnUrl) or the sign-in page',
      querystring: z.object({ returnUrl: z.string().max(200).optional() }),
    },
  }, async (request, reply) => {
    // A link on another site's page (or its redirect) must not sign a shopper out: that navigation
    // still lands where it asked, signed in as before.
    if (!comesFromAnotherSite(request, trustedOrigins)) await endSession(request, reply);
    // Only paths of this site: an open redirect would let a phishing link borrow our domain.
    return reply.redirect(sameOriginPath(request.query.returnUrl) ?? '/Account/Logon');
  });

  r.get('/api/account/me', {
    onRequest: app.requireToken,
    schema: {
      tags: ['auth'],
      summary: 'The signed-in shopper, or null for a visitor',
      security: [{ bearer: [] }],
      response: { 200: meResponseSchema, 401: errorResponseSchema },
    },
  }, async (request) => {
    const shopper = await app.optionalShopper(request);
    if (!shopper) return { shopper: null };
    const user = await findUserById(db, shopper.userId);
    return {
      shopper: user ? { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name } : null,
    };
  });
}
