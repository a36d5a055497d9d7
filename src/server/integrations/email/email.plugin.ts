import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { devMailRoutes } from './dev-mail.routes';
import { storeOutboxWorker } from './store-outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends queued emails now (after the transaction that queued them committed). */
    deliverEmails(): void;
  }
}

/**
 * The email outbox (DESIGN §4): features queue emails in their own transaction; this worker sends
 * them after commit and every 30 s, and `/dev/mail` lists them outside production.
 */
export const emailPlugin = fp(async (app: FastifyInstance, { db, config }: { db: Db; config: Config }) => {
  const outbox = storeOutboxWorker(db, config, app.log);
  outbox.start();
  app.addHook('onClose', () => outbox.stop());
  // A delivery failure is logged and retried by the worker, never the shopper's problem.
  app.decorate('deliverEmails', () => void outbox.kick());
  if (config.env !== 'production') await app.register(devMailRoutes, { db });
});
