import type { FastifyInstance } from 'fastify';
import { couponIdParamsSchema, couponInputSchema, couponListSchema, couponResponseSchema } from '../../../contracts/clinic-coupons';
import type { Db } from '../../db/database';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { clinicRouteKit } from '../clinic-routes';
import * as service from './coupons.service';

/**
 * The clinic's coupons (issue 17), clinic admin only: staff, veterinarians and shoppers get 403,
 * another clinic's coupon 404. Each change is audited in its transaction: a new coupon by the route
 * kit (`audit`), a change or an end by the service, which reads the coupon before it.
 */
export async function couponRoutes(app: FastifyInstance, { db }: { db: Db }) {
  acceptEmptyJsonBodies(app);
  const { admin } = clinicRouteKit(app, db);

  admin({
    method: 'GET', url: '/api/clinic/coupons', summary: "The clinic's coupon codes, newest first, with their rules, state and uses",
    response: couponListSchema,
    handler: ({ actor, now }) => service.listCoupons(db, actor, now),
  });

  admin({
    method: 'GET', url: '/api/clinic/coupons/:couponId', summary: 'One coupon', params: couponIdParamsSchema, response: couponResponseSchema,
    handler: async ({ actor, params, now }) => ({ coupon: await service.getCoupon(db, actor, params.couponId, now) }),
  });

  admin({
    method: 'POST', url: '/api/clinic/coupons', summary: 'Create a coupon code (unique in the clinic whatever its case)',
    body: couponInputSchema, response: couponResponseSchema, transaction: true,
    handler: async ({ db: trx, actor, body, now }) => ({ coupon: await service.createCoupon(trx, actor, body, now) }),
    audit: ({ coupon }) => ({ entity: 'coupon', entityId: coupon.id, action: 'coupon_created', before: null, after: coupon }),
  });

  admin({
    method: 'PUT', url: '/api/clinic/coupons/:couponId', summary: "Change a coupon's code or rules",
    params: couponIdParamsSchema, body: couponInputSchema, response: couponResponseSchema,
    handler: async ({ actor, params, body, now }) => ({ coupon: await service.updateCoupon(db, actor, params.couponId, body, now) }),
  });

  admin({
    method: 'POST', url: '/api/clinic/coupons/:couponId/end', summary: 'End a coupon now', params: couponIdParamsSchema, response: couponResponseSchema,
    handler: async ({ actor, params, now }) => ({ coupon: await service.endCoupon(db, actor, params.couponId, now) }),
  });
}
