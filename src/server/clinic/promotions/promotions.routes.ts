import type { FastifyInstance } from 'fastify';
import {
  clinicPromotionListSchema, clinicPromotionParamsSchema, clinicPromotionSwitchSchema,
} from '../../../contracts/clinic-promotions';
import type { Db } from '../../db/database';
import { auditRole, writeAudit } from '../../shared/staff-access';
import { clinicRouteKit } from '../clinic-routes';
import * as service from './promotions.service';

/**
 * The platform's promotions in the clinic portal (issue 26): the clinic admin only, on the server
 * (staff, veterinarians and shoppers 403), for the admin's own clinic; each switch audited in its
 * transaction with the promotion's state before and after. The clinic comes from the admin's
 * session, never from the request, so no call can touch another clinic's switches.
 */
export async function clinicPromotionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const { admin } = clinicRouteKit(app, db, 'promotions');

  admin({
    method: 'GET', url: '/api/clinic/promotions', summary: "The platform's running and scheduled promotions, each on or off for the clinic's store",
    response: clinicPromotionListSchema,
    handler: ({ actor, now }) => service.listClinicPromotions(db, actor.clinicId, now),
  });

  admin({
    method: 'PUT', url: '/api/clinic/promotions/:promotionId', errors: [400, 404, 409],
    summary: "Switches a platform promotion off for the clinic's store (and its children's, for a master clinic), or on again (audited)",
    params: clinicPromotionParamsSchema, body: clinicPromotionSwitchSchema, response: clinicPromotionListSchema, transaction: true,
    handler: async ({ actor, params, body, now, db: trx }) => {
      const { before, after, list } = await service.switchPromotion(trx, actor, params.promotionId, body.switchedOff, now);
      await writeAudit(trx, {
        clinicId: actor.clinicId, actorUserId: actor.userId, actorRole: auditRole(actor), now: now.toISOString(),
        entity: 'promotion', entityId: params.promotionId, action: body.switchedOff ? 'promotion_switched_off' : 'promotion_switched_on', before, after,
      });
      return list;
    },
  });
}
