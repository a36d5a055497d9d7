import type { FastifyInstance } from 'fastify';
import {
  cardLinkInfoSchema, cardLinkParamsSchema, cardLinkResultSchema, cardLinkUseSchema, enrolmentListSchema,
} from '../../../contracts/wellness-plans';
import { accountRouteKit } from '../account-routes';
import type { BillingDeps } from './wellness-billing';
import * as service from './wellness.service';

/**
 * The client's wellness plans (issue 27): their enrolments with the schedule, and the card-update
 * link of a declined payment, which works once, for the enrolment's own client (another's: 404).
 */
export async function wellnessAccountRoutes(app: FastifyInstance, { deps }: { deps: BillingDeps }) {
  const { shopper } = accountRouteKit(app, deps.db);

  shopper({
    method: 'GET', url: '/api/account/wellness-plans', summary: "The client's wellness plans, what is used and left, and each payment's state",
    response: enrolmentListSchema,
    handler: async ({ actor }) => ({ enrolments: await service.enrolmentsOfClient(deps.db, actor.userId) }),
  });

  shopper({
    method: 'GET', url: '/api/account/wellness-plans/card/:token', summary: 'What a card-update link is for (404 once used, expired or not yours)',
    params: cardLinkParamsSchema, response: cardLinkInfoSchema,
    handler: ({ actor, params, now }) => service.cardLinkInfo(deps.db, actor.userId, params.token, now),
  });

  shopper({
    method: 'POST', url: '/api/account/wellness-plans/card/:token', summary: 'Charge the plan to one of my saved cards from now on, and its declined payments at once',
    params: cardLinkParamsSchema, body: cardLinkUseSchema, response: cardLinkResultSchema,
    handler: ({ actor, params, body, now }) => service.useCardLink(deps, actor.userId, params.token, body.paymentMethodId, now),
  });
}
