/**
 * The clinic's wellness plans (issue 27): plans defined by the clinic admin, pets enrolled by staff,
 * the declined payments list, refunds; and the settlement source of plan payments for the clinic's
 * settlement report. Billing itself is account/wellness-plans (the client's card, their link).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import { wellnessPlanRoutes } from './wellness.routes';

export async function wellnessPlansClinicFeature(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  await app.register(wellnessPlanRoutes, { deps: { db, payments: createPaymentProvider(config), baseUrl: config.publicUrl } });
}
export { planPaymentSettlementLines } from './settlement';
