import type { FastifyInstance } from 'fastify';
import { accountRoutes } from '../account/account.routes';
import { linkBaseUrl } from '../account/account.service';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { devMailRoutes } from '../integrations/email/dev-mail.routes';
import { createMailer } from '../integrations/email/mailer';
import { createOutboxWorker } from '../integrations/email/outbox-worker';
import { registrationRoutes } from './registration.routes';

export interface RegistrationPluginOptions {
  db: Db;
  config: Config;
  /** Origin written into email links (see linkBaseUrl). */
  publicUrl?: string;
}

/**
 * Registration through a clinic, confirm account, forgot and reset password, and the email outbox
 * that carries their links (issue 6). One plugin so app.ts registers it in one line.
 */
export async function registrationPlugin(app: FastifyInstance, { db, config, publicUrl }: RegistrationPluginOptions) {
  const baseUrl = linkBaseUrl(config.port, publicUrl);
  const outbox = createOutboxWorker({ db, mailer: createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, log: app.log }), log: app.log });
  outbox.start();
  app.addHook('onClose', () => outbox.stop());
  // After commit: a delivery failure is logged and retried by the worker, never the shopper's problem.
  const deliverEmails = () => void outbox.kick();

  await app.register(registrationRoutes, { db, baseUrl, deliverEmails });
  await app.register(accountRoutes, { db, config, baseUrl, deliverEmails });
  if (config.env !== 'production') await app.register(devMailRoutes, { db });
}
