import type { FastifyInstance } from 'fastify';
import { parseUploadedImagePath } from '../../../domain/raster-images';
import type { Db } from '../../db/database';
import { uploadedImage } from './images.queries';
import { renderImage } from './packshot';

const NOT_FOUND = { isSuccess: false, code: 'not_found', message: 'No such image.' } as const;

/**
 * Product pictures: the ones uploaded in the product editor (`u/<sha256>.<ext>`, read from the
 * database so every server instance serves them; the address names the bytes, so browsers keep
 * them for good), and the demo's packshots and placeholders, drawn on request and kept for a day.
 */
export async function imageRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/images/*', { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const uploaded = parseUploadedImagePath(path);
    if (uploaded) {
      const etag = `"${uploaded.sha256}"`;
      const immutable = 'public, max-age=31536000, immutable';
      if (request.headers['if-none-match'] === etag) return reply.status(304).header('etag', etag).header('cache-control', immutable).send();
      const image = await uploadedImage(db, uploaded.sha256);
      if (!image || image.content_type !== uploaded.type) return reply.status(404).send(NOT_FOUND);
      return reply.header('cache-control', immutable).header('etag', etag).header('x-content-type-options', 'nosniff')
        .type(image.content_type).send(Buffer.from(image.bytes));
    }
    const svg = renderImage(path);
    if (!svg) return reply.status(404).send(NOT_FOUND);
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(svg);
  });
}
