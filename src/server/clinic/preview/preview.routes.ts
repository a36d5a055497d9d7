import type { FastifyInstance } from 'fastify';
import { clinicPreviewRequestSchema, startPreviewResponseSchema } from '../../../contracts/store-preview';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { auditRole } from '../../shared/staff-access';
import { openPreview, previewAuditFacts } from '../../shared/store-preview';
import { clinicRouteKit } from '../clinic-routes';

/**
 * A clinic's staff member opens the store as one of the clinic's clients (or a visitor of its
 * store) would see it, in a language, on a day (issue 26; docs/decisions/110-store-preview.md).
 * Another clinic's client, a staff member's account or an unknown id is a 404.
 */
export async function clinicPreviewRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const { staff } = clinicRouteKit(app, db);

  staff({
    method: 'POST', url: '/api/clinic/preview',
    summary: "Starts a preview of the store as one of the clinic's clients or a visitor, in a language, on a day (audited)",
    body: clinicPreviewRequestSchema, response: startPreviewResponseSchema, errors: [400, 404], transaction: true,
    handler: ({ body, actor, request, reply, now, db: trx, afterCommit }) => openPreview(app, trx, {
      audience: 'clinic', actorUserId: actor.userId, actorRole: auditRole(actor), sessionId: request.shopper!.sessionId,
      clinicId: actor.clinicId, clientId: body.clientId, lang: body.lang, day: body.day, now,
    }, { reply, cookieSecure: config.cookieSecure, afterCommit }),
    audit: ({ preview }) => ({
      entity: 'store_preview', entityId: preview.id, action: 'preview_started', before: null,
      after: previewAuditFacts(preview),
    }),
  });
}
