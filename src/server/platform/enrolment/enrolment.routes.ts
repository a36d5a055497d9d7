import type { FastifyInstance } from 'fastify';
import {
  clinicApplicationResultSchema, clinicApplicationSchema, ENROLMENT_KIND_SEGMENTS, ENROLMENT_KINDS, enrolmentApprovalSchema, enrolmentDecisionSchema, enrolmentParamsSchema,
  enrolmentPinListSchema, enrolmentPinRequestSchema, enrolmentPinSchema, enrolmentQueueQuerySchema, enrolmentQueueSchema, enrolmentRefusalSchema,
  goLiveParamsSchema, goLiveResultSchema,
} from '../../../contracts/platform-enrolment';
import { linkBaseUrl } from '../../account/access';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { publicGuard, routeKit } from '../../http/route-kit';
import { platformRouteKit } from '../platform-routes';
import * as service from './enrolment.service';

/** Per address, like registration's (account/registration/rate-limits.ts): a clinic applies once, a robot is slowed down. */
export const APPLICATION_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/**
 * Clinics join (issue 25): the public application, and for site administrators only the queue
 * (applications and clinics typed in at registration), approval, refusal, going live and the PINs.
 */
export async function enrolmentRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const baseUrl = linkBaseUrl(config.port, config.publicUrl);
  const route = platformRouteKit(app, db);
  const visitor = routeKit(app, { db, tags: ['platform'], errors: [400, 429], guard: publicGuard });

  visitor({
    method: 'POST', url: '/api/enrol/apply', summary: "A clinic applies to open its store: practice, veterinarian and licence, distributor and account or an enrolment PIN",
    config: { rateLimit: APPLICATION_RATE_LIMIT }, body: clinicApplicationSchema, response: clinicApplicationResultSchema,
    handler: async ({ body, now }) => ({ applicationId: await service.apply(db, body, now) }),
  });

  route({
    method: 'GET', url: '/api/platform/enrolment', summary: 'Applications and clinics typed in at registration, pending (or decided), oldest first',
    query: enrolmentQueueQuerySchema, response: enrolmentQueueSchema, errors: [400],
    handler: ({ query }) => service.queue(db, query.status),
  });

  for (const kind of ENROLMENT_KINDS) {
    const segment = ENROLMENT_KIND_SEGMENTS[kind];
    route({
      method: 'GET', url: `/api/platform/enrolment/${segment}/:id`, summary: `One ${kind === 'application' ? 'application' : 'clinic typed in at registration'}`,
      params: enrolmentParamsSchema, response: enrolmentDecisionSchema, errors: [400, 404],
      handler: async ({ params }) => ({ item: await service.item(db, kind, params.id) }),
    });

    route({
      method: 'POST', url: `/api/platform/enrolment/${segment}/:id/approve`,
      summary: 'Approves: creates the clinic with its subdomain (live now or later) and invites its first admin by email (audited)',
      params: enrolmentParamsSchema, body: enrolmentApprovalSchema, response: enrolmentDecisionSchema, errors: [400, 404, 409], transaction: true,
      handler: async ({ params, body, actor, now, db: trx, afterCommit }) => {
        await service.approve(trx, actor, kind, params.id, body, baseUrl, now);
        afterCommit(() => app.deliverEmails());
        return { item: await service.item(trx, kind, params.id) };
      },
    });

    route({
      method: 'POST', url: `/api/platform/enrolment/${segment}/:id/refuse`, summary: 'Refuses with a reason, emailed to the applicant (audited)',
      params: enrolmentParamsSchema, body: enrolmentRefusalSchema, response: enrolmentDecisionSchema, errors: [400, 404, 409], transaction: true,
      handler: async ({ params, body, actor, now, db: trx, afterCommit }) => {
        await service.refuse(trx, actor, kind, params.id, body.reason, now);
        afterCommit(() => app.deliverEmails());
        return { item: await service.item(trx, kind, params.id) };
      },
    });
  }

  route({
    method: 'POST', url: '/api/platform/clinics/:clinicId/go-live', summary: 'An approved clinic goes live: it takes registrations, its waiting clients are emailed (audited)',
    params: goLiveParamsSchema, response: goLiveResultSchema, errors: [400, 404, 409], transaction: true,
    handler: async ({ params, actor, now, db: trx, afterCommit }) => {
      const clientsTold = await service.goLive(trx, actor, params.clinicId, baseUrl, now);
      afterCommit(() => app.deliverEmails());
      return { clinicId: params.clinicId, clientsTold };
    },
  });

  route({
    method: 'GET', url: '/api/platform/enrolment/pins', summary: 'The enrolment PINs, newest first, with their uses and expiry',
    response: enrolmentPinListSchema, handler: () => service.listPins(db),
  });

  route({
    method: 'POST', url: '/api/platform/enrolment/pins', summary: 'Makes an enrolment PIN for a clinic or a purchasing group: its uses, days of validity and what it pre-fills (audited)',
    body: enrolmentPinRequestSchema, response: enrolmentPinSchema, errors: [400], transaction: true,
    handler: ({ body, actor, now, db: trx }) => service.createPin(trx, actor, body, now),
  });
}
