/**
 * Wellness plans on the client's side and their billing (issue 27). The clinic's feature
 * (clinic/wellness-plans) defines plans and enrols pets, and builds on this one for the
 * enrolment's view and the charges.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import { wellnessAccountRoutes } from './wellness.routes';

export async function wellnessAccountFeature(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  await app.register(wellnessAccountRoutes, { deps: { db, payments: createPaymentProvider(config), baseUrl: config.publicUrl } });
}
export { runDueWellnessPayments, WELLNESS_LEASE_MS, type BillingDeps, type BillingEntry } from './wellness-billing';
export { wellnessJobs, WELLNESS_PASS_JOB } from './wellness.jobs';
export { enrolmentView } from './wellness.service';
export { enrolmentRowsOf, enrolmentViews } from './wellness.queries';
