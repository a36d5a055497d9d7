import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import { startAutoOrderScheduler } from './autoorder-scheduler';
import { autoOrderRoutes } from './autoorders.routes';

/** Issue 15, registered by app.ts in one line: the shopper's AutoOrder API and the engine's schedule. */
export async function autoOrdersFeature(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const deps = { db, payments: createPaymentProvider(config), baseUrl: config.publicUrl.replace(/\/+$/, '') };
  await app.register(autoOrderRoutes, { deps });
  let stop: (() => void) | null = null;
  app.addHook('onReady', async () => {
    stop = startAutoOrderScheduler(deps, { minutes: config.autoOrderIntervalMinutes, log: app.log, onEmails: () => app.deliverEmails() });
  });
  app.addHook('onClose', async () => stop?.());
}
