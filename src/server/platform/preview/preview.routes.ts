import type { FastifyInstance } from 'fastify';
import { PREVIEW_SHOP_URL, platformPreviewRequestSchema, startPreviewResponseSchema } from '../../../contracts/store-preview';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { previewAuditFacts, previewDto, setPreviewCookie, startPreview } from '../../shared/store-preview';
import { SITE_ADMIN_ROLE, platformRouteKit } from '../platform-routes';

/**
 * A site administrator opens the store as any clinic's client (or a visitor of a chosen clinic's
 * store) would see it, in a language, on a day (issue 26; docs/decisions/110-store-preview.md). The
 * audit event names the clinic, so the clinic's own "who did what" shows it too.
 */
export async function platformPreviewRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const route = platformRouteKit(app, db);

  route({
    method: 'POST', url: '/api/platform/preview',
    summary: "Starts a preview of the store as a clinic's client or a visitor of its store, in a language, on a day (audited)",
    body: platformPreviewRequestSchema, response: startPreviewResponseSchema, errors: [400, 404], transaction: true,
    handler: async ({ body, actor, request, reply, now, db: trx, afterCommit }) => {
      const { secret, preview } = await startPreview(trx, {
        audience: 'platform', actorUserId: actor.id, actorRole: SITE_ADMIN_ROLE, sessionId: request.shopper!.sessionId,
        clinicId: body.clinicId, clientId: body.clientId, lang: body.lang, day: body.day, now,
      });
      setPreviewCookie(reply, secret, preview.expiresAt, config.cookieSecure);
      // The day's catalogue starts building now, off this request, so the shop's first page finds it ready.
      afterCommit(() => { app.catalogue.at(preview.day).catch((error: unknown) => app.log.error({ err: error }, 'preview catalogue build failed')); });
      return { preview: previewDto(preview, now), shopUrl: PREVIEW_SHOP_URL };
    },
    audit: ({ preview }) => ({
      clinicId: preview.clinicId, entity: 'store_preview', entityId: preview.id, action: 'preview_started', before: null, after: previewAuditFacts(preview),
    }),
  });
}
