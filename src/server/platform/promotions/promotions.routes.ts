import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import {
  bannerIdParamsSchema, bannerInputSchema, bannerListSchema, bannerResponseSchema, promotionIdParamsSchema, promotionInputSchema,
  promotionListSchema, promotionResponseSchema,
} from '../../../contracts/platform-promotions';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { SiteAdmin } from '../platform-guard';
import { platformRouteKit, writePlatformAudit } from '../platform-routes';
import * as service from './promotions.service';

/**
 * Site administrators create, edit, schedule and end the store's promotions and banners (issue 26),
 * each change audited with what it was before and after.
 */
export async function platformPromotionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const route = platformRouteKit(app, db);
  // Promotions: site administrators, and manufacturer representatives for their own brand's products only (issue 26).
  const promotionRoute = platformRouteKit(app, db, { manufacturerReps: true });
  /** A change's audit event: the whole store's (no clinic), with what it was before and after. */
  const audit = (trx: Transaction<Database>, actor: SiteAdmin, now: Date, entity: 'promotion' | 'banner', action: string, before: { id: number } | null, after: { id: number }) =>
    writePlatformAudit(trx, actor, { clinicId: null, entity, entityId: after.id, action, before, after }, now);

  promotionRoute({
    method: 'GET', url: '/api/platform/promotions', summary: "Every promotion (a manufacturer representative's: its brand's), newest first, with where it stands",
    response: promotionListSchema,
    handler: ({ actor, now }) => service.listPromotions(db, now, actor),
  });

  promotionRoute({
    method: 'GET', url: '/api/platform/promotions/:promotionId', summary: 'A promotion with its product groups',
    params: promotionIdParamsSchema, response: promotionResponseSchema, errors: [400, 404],
    handler: async ({ actor, params, now }) => ({ promotion: await service.getPromotion(db, params.promotionId, now, actor) }),
  });

  promotionRoute({
    method: 'POST', url: '/api/platform/promotions', summary: "Creates a promotion of any kind the pricing engine knows (a representative: of its brand's products only; audited)",
    body: promotionInputSchema, response: promotionResponseSchema, errors: [400, 403], transaction: true,
    handler: async ({ body, actor, now, db: trx }) => {
      const promotion = await service.createPromotion(trx, body, now, actor);
      await audit(trx, actor, now, 'promotion', 'promotion_created', null, promotion);
      return { promotion };
    },
  });

  promotionRoute({
    method: 'PUT', url: '/api/platform/promotions/:promotionId', summary: 'Changes a promotion: texts, terms, dates, product groups (audited)',
    params: promotionIdParamsSchema, body: promotionInputSchema, response: promotionResponseSchema, errors: [400, 403, 404], transaction: true,
    handler: async ({ params, body, actor, now, db: trx }) => {
      const { before, after } = await service.updatePromotion(trx, params.promotionId, body, now, actor);
      await audit(trx, actor, now, 'promotion', 'promotion_updated', before, after);
      return { promotion: after };
    },
  });

  promotionRoute({
    method: 'POST', url: '/api/platform/promotions/:promotionId/end', summary: 'Ends a promotion now (audited)',
    params: promotionIdParamsSchema, response: promotionResponseSchema, errors: [400, 404], transaction: true,
    handler: async ({ params, actor, now, db: trx }) => {
      const { before, after } = await service.endPromotion(trx, params.promotionId, now, actor);
      await audit(trx, actor, now, 'promotion', 'promotion_ended', before, after);
      return { promotion: after };
    },
  });

  route({
    method: 'GET', url: '/api/platform/banners', summary: 'Every banner with its dates and category, and the categories a banner may target',
    response: bannerListSchema,
    handler: ({ now }) => service.listBanners(db, now),
  });

  route({
    method: 'POST', url: '/api/platform/banners', summary: 'Creates a banner (audited)',
    body: bannerInputSchema, response: bannerResponseSchema, errors: [400], transaction: true,
    handler: async ({ body, actor, now, db: trx }) => {
      const banner = await service.createBanner(trx, body, now);
      await audit(trx, actor, now, 'banner', 'banner_created', null, banner);
      return { banner };
    },
  });

  route({
    method: 'PUT', url: '/api/platform/banners/:bannerId', summary: 'Changes a banner: texts, category, dates, on or off (audited)',
    params: bannerIdParamsSchema, body: bannerInputSchema, response: bannerResponseSchema, errors: [400, 404], transaction: true,
    handler: async ({ params, body, actor, now, db: trx }) => {
      const { before, after } = await service.updateBanner(trx, params.bannerId, body, now);
      await audit(trx, actor, now, 'banner', 'banner_updated', before, after);
      return { banner: after };
    },
  });
}
