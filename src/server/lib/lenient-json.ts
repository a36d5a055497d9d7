import type { FastifyInstance } from 'fastify';

/**
 * Calls without a body (clear cart, remove coupon, switch the free item, the notify toggle) are
 * often sent by browsers' fetch helpers with `content-type: application/json` and nothing after
 * it, which Fastify refuses by default. Within the cart's plugins only, an empty JSON body is read
 * as no body; the route's schema then decides (a route that needs a body answers its own 400).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('The body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });
}
