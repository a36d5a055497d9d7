import type { FastifyInstance } from 'fastify';
import { renderImage } from './packshot';

/** Product packshots and placeholders, drawn on request and cached by browsers for a day. */
export async function imageRoutes(app: FastifyInstance) {
  app.get('/images/*', { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const svg = renderImage(path);
    if (!svg) return reply.status(404).send({ isSuccess: false, code: 'not_found', message: 'No such image.' });
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(svg);
  });
}
