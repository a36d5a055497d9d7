import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request that changes something came from a page of another site. Browsers say where a
 * request comes from (`Sec-Fetch-Site`, and `Origin` on every cross-origin POST); a client that
 * sends neither is not a browser acting for a signed-in shopper, so it has no cookie to abuse.
 * `same-site` is refused too: the clinics' subdomains are other sites' pages as far as we know.
 */
export function isCrossSiteWrite(request: FastifyRequest, trustedOrigins: ReadonlySet<string>): boolean {
  return !SAFE_METHODS.has(request.method) && comesFromAnotherSite(request, trustedOrigins);
}

/** Whether the browser says another site's page sent this request (any method; a navigation sends no Origin). */
export function comesFromAnotherSite(request: FastifyRequest, trustedOrigins: ReadonlySet<string>): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  if (trustedOrigins.has(origin)) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** The origins our own pages are served from besides the request's host: the public address behind a proxy. */
export const trustedOriginsOf = (publicUrl: string): ReadonlySet<string> => new Set([new URL(publicUrl).origin]);

/**
 * Refuses state-changing requests sent by another site's page: a form on another site could
 * otherwise sign a visitor into the attacker's account (sign-in CSRF), sign them out, or post
 * anything that relies on the session cookie. Our own pages call the API from the same origin.
 */
export function registerCrossSiteGuard(app: FastifyInstance, publicUrl: string): void {
  const trusted = trustedOriginsOf(publicUrl);
  app.addHook('onRequest', async (request) => {
    if (isCrossSiteWrite(request, trusted)) {
      throw forbidden('Cross-site request refused.');
    }
  });
}
