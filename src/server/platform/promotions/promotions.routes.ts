import type { FastifyInstance } from 'fastify';
import {
  bannerIdParamsSchema, bannerInputSchema, bannerListSchema, bannerResponseSchema, promotionIdParamsSchema, promotionInputSchema,
  promotionListSchema, promotionResponseSchema,
} from '../../../contracts/platform-promotions';
import type { Db } from '../../db/database';
import { platformRouteKit, writePlatformAudit } from '../platform-routes';
import * as service from './promotions.service';

/**
 * Site administrators create, edit, schedule and end the store's promotions and banners (issue 26),
 * each change audited with what it was before and after.
 */
export async function platformPromotionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const route = platformRouteKit(app, db);

  route({
    method: 'GET', url: '/api/platform/promotions', summary: 'Every promotion, newest first, with where it stands (scheduled, running, ended)',
    response: promotionListSchema,
    handler: ({ now }) => service.listPromotions(db, now),
  });

  route({
    method: 'GET', url: '/api/platform/promotions/:promotionId', summary: 'A promotion with its product groups',
    params: promotionIdParamsSchema, response: promotionResponseSchema, errors: [400, 404],
    handler: async ({ params, now }) => ({ promotion: await service.getPromotion(db, params.promotionId, now) }),
  });

  route({
    method: 'POST', url: '/api/platform/promotions', summary: 'Creates a promotion of any kind the pricing engine knows (audited)',
    body: promotionInputSchema, response: promotionResponseSchema, errors: [400], transaction: true,
    handler: async ({ body, actor, now, db: trx }) => {
      const promotion = await service.createPromotion(trx, body, now);
      await writePlatformAudit(trx, actor, { clinicId: null, entity: 'promotion', entityId: promotion.id, action: 'promotion_created', before: null, after: promotion }, now);
      return { promotion };
    },
  });

  route({
    method: 'PUT', url: '/api/platform/promotions/:promotionId', summary: 'Changes a promotion: texts, terms, dates, product groups (audited)',
    params: promotionIdParamsSchema, body: promotionInputSchema, response: promotionResponseSchema, errors: [400, 404], transaction: true,
    handler: async ({ params, body, actor, now, db: trx }) => {
      const { before, after } = await service.updatePromotion(trx, params.promotionId, body, now);
      await writePlatformAudit(trx, actor, { clinicId: null, entity: 'promotion', entityId: after.id, action: 'promotion_updated', before, after }, now);
      return { promotion: after };
    },
  });

  route({
    method: 'POST', url: '/api/platform/promotions/:promotionId/end', summary: 'Ends a promotion now (audited)',
    params: promotionIdParamsSchema, response: promotionResponseSchema, errors: [400, 404], transaction: true,
    handler: async ({ params, actor, now, db: trx }) => {
      const { before, after } = await service.endPromotion(trx, params.promotionId, now);
      await writePlatformAudit(trx, actor, { clinicId: null, entity: 'promotion', entityId: after.id, action: 'promotion_ended', before, after }, now);
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
      await writePlatformAudit(trx, actor, { clinicId: null, entity: 'banner', entityId: banner.id, action: 'banner_created', before: null, after: banner }, now);
      return { banner };
    },
  });

  route({
    method: 'PUT', url: '/api/platform/banners/:bannerId', summary: 'Changes a banner: texts, category, dates, on or off (audited)',
    params: bannerIdParamsSchema, body: bannerInputSchema, response: bannerResponseSchema, errors: [400, 404], transaction: true,
    handler: async ({ params, body, actor, now, db: trx }) => {
      const { before, after } = await service.updateBanner(trx, params.bannerId, body, now);
      await writePlatformAudit(trx, actor, { clinicId: null, entity: 'banner', entityId: after.id, action: 'banner_updated', before, after }, now);
      return { banner: after };
    },
  });
}
