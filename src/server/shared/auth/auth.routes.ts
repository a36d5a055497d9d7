import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PAGE_ROUTES } from '../../../contracts/routes';
import {
  meResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
  signOutResponseSchema,
  tokenResponseSchema,
} from '../../../contracts/auth';
import { CLINIC_ROUTES } from '../../../contracts/clinic';
import { PLATFORM_ROUTES } from '../../../contracts/platform';
import { sameOriginPath } from '../../../domain/return-path';
import { SESSION_COOKIE } from '../../../contracts/page-settings';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { comesFromAnotherSite, trustedOriginsOf } from '../../http/cross-site-guard';
import { publicGuard, routeKit } from '../../http/route-kit';
import { tokenGuard } from '../../lib/shopper-routes';
import { accessTokenIssuer } from './access-token';
import { signIn } from './auth.service';
import { createSession, deleteSession, hashSessionSecret } from './sessions.queries';
import { findUserById } from './users.queries';

/** Where a portal's people land after signing in, unless they were on their way somewhere. */
const PORTAL_HOMES = { clinic: CLINIC_ROUTES.dashboard, platform: PLATFORM_ROUTES.home, distributor: PAGE_ROUTES.distributorOrders,
  promotions: PLATFORM_ROUTES.promotions,
} as const;

export interface AuthRoutesOptions {
  db: Db;
  config: Config;
}

export async function authRoutes(app: FastifyInstance, { db, config }: AuthRoutesOptions) {
  const tokenFor = accessTokenIssuer(db, config);
  const trustedOrigins = trustedOriginsOf(config.publicUrl);
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.cookieSecure,
  };
  // Below the audiences, auth declares its routes with the kit itself: sign-in is public, "me" takes any token.
  const anyone = routeKit(app, { db, guard: publicGuard, tags: ['auth'], errors: [] });
  const tokenHolder = routeKit(app, { db, guard: tokenGuard(app), tags: ['auth'], errors: [] });

  async function endSession(request: FastifyRequest, reply: FastifyReply) {
    const secret = request.cookies[SESSION_COOKIE];
    if (secret) await deleteSession(db, hashSessionSecret(secret));
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
  }

  anyone({
    method: 'POST', url: '/Account/GetToken', summary: 'A short-lived access token for the visitor, or for the signed-in shopper from the session cookie',
    config: { rateLimit: { max: config.rateLimits.tokenPerMinute, timeWindow: '1 minute' } }, response: tokenResponseSchema,
    handler: ({ request }) => tokenFor(request),
  });

  anyone({
    method: 'POST', url: '/Account/Logon', summary: 'Sign in with email and password; sets the HttpOnly session cookie',
    config: { rateLimit: { max: config.rateLimits.signInPerMinute, timeWindow: '1 minute' } },
    body: signInRequestSchema, response: signInResponseSchema, errors: [400, 401, 403],
    handler: async ({ body, request, reply }) => {
      const user = await signIn(db, body.email, body.password);
      await endSession(request, reply);
      const session = await createSession(db, user.id, config.sessionDays);
      reply.setCookie(SESSION_COOKIE, session.secret, {
        ...cookieOptions,
        ...(body.rememberMe ? { expires: new Date(session.expiresAt) } : {}),
      });
      const { portal, ...shopper } = user;
      return { shopper, ...(portal ? { home: PORTAL_HOMES[portal] } : {}) };
    },
  });

  anyone({
    method: 'POST', url: '/Account/Logoff', summary: 'Sign out: ends the session', response: signOutResponseSchema,
    handler: async ({ request, reply }) => {
      await endSession(request, reply);
      return {};
    },
  });

  anyone({
    method: 'GET', url: '/logout', summary: 'Sign out from a link, then go to a local page (returnUrl) or the sign-in page',
    query: z.object({ returnUrl: z.string().max(200).optional() }),
    handler: async ({ query, request, reply }) => {
      // A link on another site's page (or its redirect) must not sign a shopper out: that navigation
      // still lands where it asked, signed in as before.
      if (!comesFromAnotherSite(request, trustedOrigins)) await endSession(request, reply);
      // Only paths of this site: an open redirect would let a phishing link borrow our domain.
      return reply.redirect(sameOriginPath(query.returnUrl) ?? '/Account/Logon');
    },
  });

  tokenHolder({
    method: 'GET', url: '/api/account/me', summary: 'The signed-in shopper, or null for a visitor', response: meResponseSchema,
    handler: async ({ request }) => {
      const shopper = await app.optionalShopper(request);
      if (!shopper) return { shopper: null };
      const user = await findUserById(db, shopper.userId);
      return {
        shopper: user ? { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name } : null,
      };
    },
  });
}
