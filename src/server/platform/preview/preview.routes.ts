import type { FastifyInstance } from 'fastify';
import { platformPreviewRequestSchema, startPreviewResponseSchema } from '../../../contracts/store-preview';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { openPreview, previewAuditFacts } from '../../shared/store-preview';
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
    handler: ({ body, actor, request, reply, now, db: trx, afterCommit }) => openPreview(app, trx, {
      audience: 'platform', actorUserId: actor.id, actorRole: SITE_ADMIN_ROLE, sessionId: request.shopper!.sessionId,
      clinicId: body.clinicId, clientId: body.clientId, lang: body.lang, day: body.day, now,
    }, { reply, cookieSecure: config.cookieSecure, afterCommit }),
    audit: ({ preview }) => ({
      clinicId: preview.clinicId, entity: 'store_preview', entityId: preview.id, action: 'preview_started', before: null, after: previewAuditFacts(preview),
    }),
  });
}
