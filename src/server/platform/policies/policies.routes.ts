import type { FastifyInstance } from 'fastify';
import {
  clinicPoliciesSchema, platformPolicyClearParamsSchema, platformPolicyParamsSchema, policyClearQuerySchema, policySetSchema,
} from '../../../contracts/clinic-policies';
import type { Db } from '../../db/database';
import { clearPolicy, policiesView, setPolicy } from '../../shared/clinic-policies';
import { platformRouteKit } from '../platform-routes';

/**
 * A site administrator acts on any clinic's policies (issue 25 "Master clinics"): the same view and
 * changes as the clinic's own admin, audited in that clinic's log with the site administrator's role.
 */
export async function platformPolicyRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const route = platformRouteKit(app, db);
  const actorOf = (admin: { id: number }) => ({ userId: admin.id, role: 'site_admin' });

  route({
    method: 'GET', url: '/api/platform/clinics/:clinicId/policies', summary: "A clinic's policies with their sources, and a master clinic's children",
    params: platformPolicyParamsSchema, response: clinicPoliciesSchema, errors: [400, 404],
    handler: ({ params }) => policiesView(db, params.clinicId),
  });

  route({
    method: 'PUT', url: '/api/platform/clinics/:clinicId/policies', summary: "Sets a clinic's policy as its admin would (audited)",
    params: platformPolicyParamsSchema, body: policySetSchema, response: clinicPoliciesSchema, errors: [400, 403, 404], transaction: true,
    handler: async ({ params, body, actor, now, db: trx }) => {
      await setPolicy(trx, actorOf(actor), params.clinicId, body, now);
      return policiesView(trx, params.clinicId);
    },
  });

  route({
    method: 'DELETE', url: '/api/platform/clinics/:clinicId/policies/:policy', summary: "Removes a clinic's override or a master's value (audited)",
    params: platformPolicyClearParamsSchema, query: policyClearQuerySchema, response: clinicPoliciesSchema, errors: [400, 404], transaction: true,
    handler: async ({ params, query, actor, now, db: trx }) => {
      await clearPolicy(trx, actorOf(actor), params.clinicId, params.policy, query.target, now);
      return policiesView(trx, params.clinicId);
    },
  });
}
