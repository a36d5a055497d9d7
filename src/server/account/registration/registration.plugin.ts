import type { FastifyInstance } from 'fastify';
import { accountRoutes, linkBaseUrl } from '../access';
import { profileRoutes } from '../profile';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createSandboxHumanVerifier } from '../../integrations/human-check/human-check';
import { registrationRoutes } from './registration.routes';

export interface RegistrationPluginOptions {
  db: Db;
  config: Config;
  /** Origin written into email links (see linkBaseUrl). */
  publicUrl?: string;
}

/**
 * Registration through a clinic, confirm account, forgot and reset password, and the email outbox
 * their emails go through the outbox plugin (issue 6). One plugin so app.ts registers it in one line.
 */
export async function registrationPlugin(app: FastifyInstance, { db, config, publicUrl }: RegistrationPluginOptions) {
  const baseUrl = linkBaseUrl(config.port, publicUrl);
  const deliverEmails = () => app.deliverEmails();

  // The same sandbox human check as adding a card at checkout (DESIGN §4), asked before registering.
  const humanVerifier = createSandboxHumanVerifier(config.humanCheckSandboxScore);
  await app.register(registrationRoutes, { db, baseUrl, deliverEmails, humanVerifier });
  await app.register(accountRoutes, { db, config, baseUrl, deliverEmails });
  await app.register(profileRoutes, { db, baseUrl, deliverEmails });
}
