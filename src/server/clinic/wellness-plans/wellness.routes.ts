import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import {
  cancelInputSchema, clientIdParamsSchema, declinedListSchema, enrolInputSchema, enrolmentIdParamsSchema, enrolmentListSchema, enrolmentResponseSchema,
  enrolOptionsSchema, holdInputSchema, okSchema, paymentIdParamsSchema, planIdParamsSchema, planInputSchema, planListSchema, planResponseSchema,
  serviceUseInputSchema,
} from '../../../contracts/wellness-plans';
import type { BillingDeps } from '../../account/wellness-plans';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { auditRole, writeAudit, type StaffIdentity } from '../../shared/staff-access';
import { clinicRouteKit, type ClinicAuditEvent } from '../clinic-routes';
import * as enrolments from './enrolments.service';
import * as plans from './plans.service';

/**
 * The clinic's wellness plans (issue 27). The clinic admin defines, retires and deletes plans and
 * refunds a paid month; every staff member reads the plans, enrols a client's pet and manages the
 * enrolment. Another clinic's plan, client, pet, card, enrolment or payment is a 404. Every write is
 * audited in its transaction.
 */
export async function wellnessPlanRoutes(app: FastifyInstance, { deps }: { deps: BillingDeps }) {
  acceptEmptyJsonBodies(app);
  const { db } = deps;
  const { admin, staff } = clinicRouteKit(app, db, 'clinic wellness plans');
  /** The audit event of a change whose "before" the service read (the kit's `audit` sees only the answer). */
  const record = (trx: Transaction<Database>, actor: StaffIdentity, event: ClinicAuditEvent, now: Date) =>
    writeAudit(trx, { ...event, clinicId: actor.clinicId, actorUserId: actor.userId, actorRole: auditRole(actor), now: now.toISOString() });

  staff({
    method: 'GET', url: '/api/clinic/wellness-plans', summary: "The clinic's wellness plans, newest first", response: planListSchema,
    handler: async ({ actor }) => ({ plans: await plans.listPlans(db, actor) }),
  });
  staff({
    method: 'GET', url: '/api/clinic/wellness-plans/:planId', summary: 'One wellness plan', params: planIdParamsSchema, response: planResponseSchema,
    handler: async ({ actor, params }) => ({ plan: await plans.getPlan(db, actor, params.planId) }),
  });
  admin({
    method: 'POST', url: '/api/clinic/wellness-plans', summary: 'Define a wellness plan', body: planInputSchema, response: planResponseSchema, transaction: true,
    handler: async ({ db: trx, actor, body, now }) => ({ plan: await plans.createPlan(trx, actor, body, now) }),
    audit: ({ plan }) => ({ entity: 'wellness_plan', entityId: plan.id, action: 'wellness_plan_created', before: null, after: plan }),
  });
  admin({
    method: 'PUT', url: '/api/clinic/wellness-plans/:planId', summary: "Change a plan (a plan in use keeps its prices, term and services)",
    params: planIdParamsSchema, body: planInputSchema, response: planResponseSchema, transaction: true,
    handler: async ({ db: trx, actor, params, body, now }) => {
      const { before, plan } = await plans.updatePlan(trx, actor, params.planId, body, now);
      await record(trx, actor, { entity: 'wellness_plan', entityId: plan.id, action: 'wellness_plan_updated', before, after: plan }, now);
      return { plan };
    },
  });
  for (const [path, retired] of [['retire', true], ['reinstate', false]] as const) {
    admin({
      method: 'POST', url: `/api/clinic/wellness-plans/:planId/${path}`, summary: retired ? 'Retire a plan: no new enrolment' : 'Take new enrolments again',
      params: planIdParamsSchema, response: planResponseSchema, transaction: true,
      handler: async ({ db: trx, actor, params, now }) => {
        const { before, plan } = await plans.retirePlan(trx, actor, params.planId, retired, now);
        await record(trx, actor, { entity: 'wellness_plan', entityId: plan.id, action: `wellness_plan_${path}d`, before: { status: before.status }, after: { status: plan.status } }, now);
        return { plan };
      },
    });
  }
  admin({
    method: 'DELETE', url: '/api/clinic/wellness-plans/:planId', summary: 'Delete a plan (rr §4: refused while active enrolments or declined payments exist)',
    params: planIdParamsSchema, response: okSchema, transaction: true,
    handler: async ({ db: trx, actor, params, now }) => {
      const deleted = await plans.deletePlan(trx, actor, params.planId, now);
      await record(trx, actor, { entity: 'wellness_plan', entityId: deleted.id, action: 'wellness_plan_deleted', before: deleted, after: null }, now);
      return {};
    },
  });

  staff({
    method: 'GET', url: '/api/clinic/wellness-plans/enrol-options/:clientId', summary: "A client's pets and saved cards, to enrol a pet",
    params: clientIdParamsSchema, response: enrolOptionsSchema,
    handler: ({ actor, params }) => enrolments.enrolOptions(db, actor, params.clientId),
  });
  staff({
    method: 'GET', url: '/api/clinic/wellness-enrolments', summary: "The clinic's enrolments", response: enrolmentListSchema,
    handler: async ({ actor }) => ({ enrolments: await enrolments.listEnrolments(db, actor) }),
  });
  staff({
    method: 'POST', url: '/api/clinic/wellness-enrolments', summary: "Enrol a client's pet, with the card to charge and the client's consent",
    body: enrolInputSchema, response: enrolmentResponseSchema, transaction: true,
    handler: async ({ db: trx, actor, body, now }) => {
      try {
        return { enrolment: await enrolments.enrol(trx, actor, body, now) };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'wellness_pet_enrolled', 'This pet is already on a wellness plan.');
        throw error;
      }
    },
    audit: ({ enrolment }) => ({ entity: 'wellness_enrolment', entityId: enrolment.id, action: 'wellness_enrolled', before: null, after: { planId: enrolment.plan.id, petId: enrolment.pet.id, cardId: enrolment.card.id, consent: enrolment.consent } }),
  });
  staff({
    method: 'GET', url: '/api/clinic/wellness-enrolments/:enrolmentId', summary: 'One enrolment with its services and payment schedule',
    params: enrolmentIdParamsSchema, response: enrolmentResponseSchema,
    handler: async ({ actor, params }) => ({ enrolment: await enrolments.getEnrolment(db, actor, params.enrolmentId) }),
  });
  staff({
    method: 'POST', url: '/api/clinic/wellness-enrolments/:enrolmentId/service-uses', summary: 'Record a use of an included service',
    params: enrolmentIdParamsSchema, body: serviceUseInputSchema, response: enrolmentResponseSchema, transaction: true,
    handler: async ({ db: trx, actor, params, body, now }) => {
      const { before, enrolment } = await enrolments.recordServiceUse(trx, actor, params.enrolmentId, body.planServiceId, body.usedOn, now);
      await record(trx, actor, { entity: 'wellness_enrolment', entityId: enrolment.id, action: 'wellness_service_used', before: { used: before.services.find((x) => x.planServiceId === body.planServiceId)?.used ?? 0 }, after: { ...body } }, now);
      return { enrolment };
    },
  });
  staff({
    method: 'POST', url: '/api/clinic/wellness-enrolments/:enrolmentId/hold', summary: 'Put the plan on hold, with a reason: no charge while on hold',
    params: enrolmentIdParamsSchema, body: holdInputSchema, response: enrolmentResponseSchema, transaction: true,
    handler: async ({ db: trx, actor, params, body, now }) => {
      const { before, enrolment } = await enrolments.setHold(trx, actor, params.enrolmentId, body);
      await record(trx, actor, { entity: 'wellness_enrolment', entityId: enrolment.id, action: 'wellness_enrolment_held', before: { status: before.status }, after: { status: enrolment.status, reason: enrolment.holdReason } }, now);
      return { enrolment };
    },
  });
  staff({
    method: 'POST', url: '/api/clinic/wellness-enrolments/:enrolmentId/resume', summary: 'Resume a plan on hold',
    params: enrolmentIdParamsSchema, response: enrolmentResponseSchema, transaction: true,
    handler: async ({ db: trx, actor, params, now }) => {
      const { before, enrolment } = await enrolments.setHold(trx, actor, params.enrolmentId, null);
      await record(trx, actor, { entity: 'wellness_enrolment', entityId: enrolment.id, action: 'wellness_enrolment_resumed', before: { status: before.status }, after: { status: enrolment.status } }, now);
      return { enrolment };
    },
  });
  staff({
    method: 'POST', url: '/api/clinic/wellness-enrolments/:enrolmentId/deceased', summary: 'The pet died: charges end today (the payments left become void)',
    params: enrolmentIdParamsSchema, response: enrolmentResponseSchema, transaction: true,
    handler: async ({ db: trx, actor, params, now }) => {
      const { before, enrolment } = await enrolments.markDeceased(trx, actor, params.enrolmentId, now);
      await record(trx, actor, { entity: 'wellness_enrolment', entityId: enrolment.id, action: 'wellness_pet_deceased', before: { status: before.status }, after: { status: enrolment.status, endedOn: enrolment.endedOn } }, now);
      return { enrolment };
    },
  });
  staff({
    method: 'POST', url: '/api/clinic/wellness-enrolments/:enrolmentId/cancel', summary: 'Cancel: pay the remaining balance, the difference for what was used, or nothing further',
    params: enrolmentIdParamsSchema, body: cancelInputSchema, response: enrolmentResponseSchema, errors: [400, 404, 409],
    handler: async ({ actor, params, body, now }) => ({ enrolment: await enrolments.cancelEnrolment(deps, actor, params.enrolmentId, body.option, now) }),
  });
  staff({
    method: 'GET', url: '/api/clinic/wellness-payments/declined', summary: 'Plan payments declined, waiting for a retry or a new card', response: declinedListSchema,
    handler: async ({ actor }) => ({ payments: await enrolments.listDeclined(db, actor) }),
  });
  admin({
    method: 'POST', url: '/api/clinic/wellness-payments/:paymentId/refund', summary: 'Refund a paid plan payment in full (clinic admin)',
    params: paymentIdParamsSchema, response: enrolmentResponseSchema, errors: [400, 404, 409, 502],
    handler: async ({ actor, params, now }) => ({ enrolment: await enrolments.refundPayment(deps, actor, params.paymentId, now) }),
  });
}
