import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storeClinicQuerySchema, storeClinicResponseSchema } from '../../../contracts/clinic-info';
import { errorResponseSchema } from '../../../contracts/common';
import { CONSUMER_COOKIE } from '../../../contracts/page-settings';
import type { Db } from '../../db/database';
import { decodeConsumerCookie } from '../../shared/web-shell';
import { storeClinicInfo } from './clinic-info.service';

/**
 * The clinic behind the shop's contact and policy pages (issue 11 §8). Public like the catalogue
 * (a visitor's token is enough): a visitor sees the remembered webstore's clinic or the defaults.
 * Deliberately outside /api/clinic/..., which the clinic portal (issue 16) keeps for staff.
 */
export async function clinicInfoRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/store/clinic', {
    onRequest: app.requireToken,
    schema: {
      tags: ['clinic-info'],
      summary: "The store's clinic (the shopper's, else the remembered webstore's), its hours, policies and own policy texts",
      security: [{ bearer: [] }],
      querystring: storeClinicQuerySchema,
      response: { 200: storeClinicResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
    },
  }, async (request) => {
    const shopper = await app.optionalShopper(request);
    const remembered = decodeConsumerCookie(request.cookies[CONSUMER_COOKIE])?.subdomain;
    return {
      isSuccess: true as const,
      returnValue: await storeClinicInfo(db, {
        userId: shopper?.userId ?? null,
        rememberedSubdomain: typeof remembered === 'string' ? remembered : null,
        language: request.query.lang,
      }),
    };
  });
}
