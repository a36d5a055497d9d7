import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import { autoOrderRoutes } from './autoorders.routes';

/**
 * Issue 15, registered by app.ts in one line: the shopper's AutoOrder API. The engine's passes are
 * jobs (autoorders.jobs.ts), listed in src/server/background-jobs.ts.
 */
export async function autoOrdersFeature(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const deps = { db, payments: createPaymentProvider(config), baseUrl: config.publicUrl.replace(/\/+$/, '') };
  await app.register(autoOrderRoutes, { deps });
}
