import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { devMailRoutes } from './dev-mail.routes';
import { requestEmailDelivery } from './outbox.jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends queued emails now (after the transaction that queued them committed). */
    deliverEmails(): void;
  }
}

/**
 * The email outbox (DESIGN §4): features queue emails in their own transaction; after the commit a
 * route calls `app.deliverEmails()`, which queues the delivery job (outbox.jobs.ts, run by the job
 * runner, which also runs it each minute); `/dev/mail` lists them outside production.
 */
export const emailPlugin = fp(async (app: FastifyInstance, { db, config }: { db: Db; config: Config }) => {
  // A delivery failure is logged and retried by the job, never the shopper's problem.
  app.decorate('deliverEmails', () => {
    requestEmailDelivery(app.jobs).catch((error: unknown) => app.log.error({ err: error }, 'could not queue the email delivery; the next minute sends them'));
  });
  if (config.env !== 'production') await app.register(devMailRoutes, { db });
});
