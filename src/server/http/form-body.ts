import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route also takes an `application/x-www-form-urlencoded` body (as the spec sends it). */
    formBody?: boolean;
  }
}

/**
 * Form bodies only where a route asks for them. A browser posts a form across sites without asking
 * the server first (JSON needs a preflight), so a route that never expects one refuses it outright.
 */
export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    if (request.routeOptions.config.formBody !== true) {
      done(new AppError(415, 'bad_request', 'This address takes a JSON body.'));
      return;
    }
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
