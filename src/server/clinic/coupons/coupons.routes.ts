import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { couponIdParamsSchema, couponInputSchema, couponListSchema, couponResponseSchema } from '../../../contracts/clinic-coupons';
import { errorResponseSchema } from '../../../contracts/common';
import type { Db } from '../../db/database';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { staffGuard } from '../../shared/staff-access';
import * as service from './coupons.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const security = [{ bearer: [] }];
const tags = ['clinic'];

/**
 * The clinic's coupons (issue 17), clinic admin only: staff, veterinarians and shoppers get 403,
 * another clinic's coupon 404. Each change is audited in its transaction.
 */
export async function couponRoutes(app: FastifyInstance, { db }: { db: Db }) {
  acceptEmptyJsonBodies(app);
  const { requireAdmin, staffOf } = staffGuard(app, db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/clinic/coupons', {
    onRequest: requireAdmin,
    schema: { tags, summary: "The clinic's coupon codes, newest first, with their rules, state and uses", security, response: { 200: couponListSchema, ...errors } },
  }, async (request) => service.listCoupons(db, staffOf(request), new Date()));

  r.get('/api/clinic/coupons/:couponId', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'One coupon', security, params: couponIdParamsSchema, response: { 200: couponResponseSchema, ...errors } },
  }, async (request) => ({ isSuccess: true as const, coupon: await service.getCoupon(db, staffOf(request), request.params.couponId, new Date()) }));

  r.post('/api/clinic/coupons', {
    onRequest: requireAdmin,
    schema: {
      tags, summary: 'Create a coupon code (unique in the clinic whatever its case)', security, body: couponInputSchema,
      response: { 200: couponResponseSchema, ...errors },
    },
  }, async (request) => ({ isSuccess: true as const, coupon: await service.createCoupon(db, staffOf(request), request.body, new Date()) }));

  r.put('/api/clinic/coupons/:couponId', {
    onRequest: requireAdmin,
    schema: {
      tags, summary: "Change a coupon's code or rules", security, params: couponIdParamsSchema, body: couponInputSchema,
      response: { 200: couponResponseSchema, ...errors },
    },
  }, async (request) => ({
    isSuccess: true as const, coupon: await service.updateCoupon(db, staffOf(request), request.params.couponId, request.body, new Date()),
  }));

  r.post('/api/clinic/coupons/:couponId/end', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'End a coupon now', security, params: couponIdParamsSchema, response: { 200: couponResponseSchema, ...errors } },
  }, async (request) => ({ isSuccess: true as const, coupon: await service.endCoupon(db, staffOf(request), request.params.couponId, new Date()) }));
}
