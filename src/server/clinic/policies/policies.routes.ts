import type { FastifyInstance } from 'fastify';
import { clinicPoliciesSchema, policyClearQuerySchema, policyParamsSchema, policySetSchema } from '../../../contracts/clinic-policies';
import type { Db } from '../../db/database';
import { clearPolicy, policiesView, setPolicy } from '../../shared/clinic-policies';
import { clinicRouteKit } from '../clinic-routes';

/**
 * The clinic admin's policies (issue 25 "Master clinics"): admin only, on the server, scoped to the
 * admin's clinic; a master clinic's admin also reads and sets its children's (a clinic of another
 * group answers 404). Each change is audited in its transaction (shared/clinic-policies).
 */
export async function clinicPolicyRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const { admin } = clinicRouteKit(app, db, 'policies');
  const actorOf = (staff: { userId: number }) => ({ userId: staff.userId, role: 'clinic_admin' });

  admin({
    method: 'GET', url: '/api/clinic/policies', summary: "The clinic's policies, where each value comes from, and a master clinic's children",
    response: clinicPoliciesSchema,
    handler: ({ actor }) => policiesView(db, actor.clinicId),
  });

  admin({
    method: 'PUT', url: '/api/clinic/policies', errors: [400, 403, 404],
    summary: 'Sets a policy for the clinic itself (an override where the master allows it), all its children or one child',
    body: policySetSchema, response: clinicPoliciesSchema, transaction: true,
    handler: async ({ actor, body, now, db: trx }) => {
      await setPolicy(trx, actorOf(actor), actor.clinicId, body, now);
      return policiesView(trx, actor.clinicId);
    },
  });

  admin({
    method: 'DELETE', url: '/api/clinic/policies/:policy', errors: [400, 404],
    summary: "Ends the clinic's override (self), or removes the master's value for all children or one child",
    params: policyParamsSchema, query: policyClearQuerySchema, response: clinicPoliciesSchema, transaction: true,
    handler: async ({ actor, params, query, now, db: trx }) => {
      await clearPolicy(trx, actorOf(actor), actor.clinicId, params.policy, query.target, now);
      return policiesView(trx, actor.clinicId);
    },
  });
}
