import type { FastifyInstance } from 'fastify';
import { currentPreviewResponseSchema, endPreviewResponseSchema } from '../../../contracts/store-preview';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { clearPreviewCookie, endPreview, previewDto } from '../../shared/store-preview';
import { shopRouteKit } from '../shop-routes';

/**
 * The shop's side of a preview of the store (docs/decisions/110-store-preview.md): whether this
 * browser is in one (the banner every shop page shows while it is), and its exit. Starting one is
 * the clinic portal's and the platform's (`POST /api/clinic/preview`, `POST /api/platform/preview`).
 */
export async function storePreviewRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const { visitor } = shopRouteKit(app, db, 'preview');

  visitor({
    method: 'GET', url: '/api/preview', summary: 'The preview of the store this browser is in (who, which day, which language), or null',
    response: currentPreviewResponseSchema, errors: [],
    handler: async ({ request, reply, now }) => {
      reply.header('cache-control', 'no-store');
      const preview = await app.storePreview(request);
      return { preview: preview ? previewDto(preview, now) : null };
    },
  });

  visitor({
    method: 'POST', url: '/api/preview/end', summary: 'Ends the preview of the store (audited); the browser is back to itself',
    response: endPreviewResponseSchema, errors: [], transaction: true,
    handler: async ({ request, reply, now, db: trx }) => {
      const preview = await app.storePreview(request);
      if (preview) await endPreview(trx, preview, now);
      clearPreviewCookie(reply, config.cookieSecure);
      return {};
    },
  });
}
