import type { FastifyInstance } from 'fastify';
import { storeClinicQuerySchema, storeClinicResponseSchema } from '../../../contracts/clinic-info';
import { CONSUMER_COOKIE } from '../../../contracts/page-settings';
import type { Db } from '../../db/database';
import { decodeConsumerCookie } from '../../shared/web-shell';
import { shopRouteKit } from '../shop-routes';
import { storeClinicInfo } from './clinic-info.service';

/**
 * The clinic behind the shop's contact and policy pages (issue 11 §8). Public like the catalogue
 * (a visitor's token is enough): a visitor sees the remembered webstore's clinic or the defaults.
 * Deliberately outside /api/clinic/..., which the clinic portal (issue 16) keeps for staff.
 */
export async function clinicInfoRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const { visitor } = shopRouteKit(app, db, 'clinic-info');
  visitor({
    method: 'GET', url: '/api/store/clinic', errors: [400],
    summary: "The store's clinic (the shopper's, else the remembered webstore's), its hours, policies and own policy texts",
    query: storeClinicQuerySchema, response: storeClinicResponseSchema,
    handler: async ({ query, request }) => {
      const shopper = await app.optionalShopper(request);
      const remembered = decodeConsumerCookie(request.cookies[CONSUMER_COOKIE])?.subdomain;
      return {
        returnValue: await storeClinicInfo(db, {
          userId: shopper?.userId ?? null,
          rememberedSubdomain: typeof remembered === 'string' ? remembered : null,
          language: query.lang,
        }),
      };
    },
  });
}
