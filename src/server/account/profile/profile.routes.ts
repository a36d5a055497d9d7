import type { FastifyInstance } from 'fastify';
import {
  changeEmailRequestSchema, changePasswordRequestSchema, confirmEmailRequestSchema, confirmEmailResponseSchema, profileResponseSchema,
  simpleAnswerSchema, updateProfileRequestSchema,
} from '../../../contracts/account-settings';
import type { Db } from '../../db/database';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { shopperContext } from '../../lib/shopper-routes';
import { accountRouteKit } from '../account-routes';
import { changePassword, confirmEmailChange, readProfile, requestEmailChange, saveProfile } from './profile.service';

export interface AccountSettingsRoutesOptions {
  db: Db;
  baseUrl: string;
  /** Delivers queued emails after the transaction that queued them has committed. */
  deliverEmails: () => void;
}

/** Guessing the current password or flooding an inbox is slowed down like sign-in is. */
const SENSITIVE_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' };

/** The shopper's profile, email change and password change (issue 14). */
export async function profileRoutes(app: FastifyInstance, { db, baseUrl, deliverEmails }: AccountSettingsRoutesOptions) {
  acceptEmptyJsonBodies(app);
  const { shopper, public: linkHolder } = accountRouteKit(app, db);
  const sensitive = { config: { rateLimit: SENSITIVE_RATE_LIMIT }, errors: [400, 404, 429] } as const;

  shopper({
    method: 'GET', url: '/api/account/profile', summary: 'The shopper\'s profile, CASL consent and any email change waiting for its link',
    response: profileResponseSchema, transaction: true,
    handler: async (input) => ({ message: '', returnValue: await readProfile(shopperContext(input)) }),
  });

  shopper({
    method: 'PUT', url: '/api/account/profile', summary: 'Save name, phone, language and the CASL consent (recorded with its time when it changes)',
    body: updateProfileRequestSchema, response: profileResponseSchema, transaction: true,
    handler: async (input) => ({ message: 'profile saved', returnValue: await saveProfile(shopperContext(input), input.body) }),
  });

  shopper({
    ...sensitive, method: 'POST', url: '/api/account/profile/email',
    summary: 'Ask to change the email: a confirmation link goes to the new address; nothing changes until it is used',
    body: changeEmailRequestSchema, response: profileResponseSchema, transaction: true,
    handler: async (input) => {
      const profile = await requestEmailChange(shopperContext(input), input.body, baseUrl);
      input.afterCommit(deliverEmails);
      return { message: 'confirmation link sent', returnValue: profile };
    },
  });

  linkHolder({
    method: 'POST', url: '/api/account/confirmEmail', summary: 'Confirms a new email address with the link sent to it; the account uses it from now on',
    config: { rateLimit: SENSITIVE_RATE_LIMIT }, body: confirmEmailRequestSchema, response: confirmEmailResponseSchema,
    handler: async ({ body }) => {
      const email = await confirmEmailChange(db, body.token);
      deliverEmails();
      return { isSuccess: true, returnValue: { email }, message: 'Your new email address is confirmed.' };
    },
  });

  shopper({
    ...sensitive, method: 'PUT', url: '/api/account/password',
    summary: 'Change the password (current one required; not one of the last five; once a day); signs out the other sessions',
    body: changePasswordRequestSchema, response: simpleAnswerSchema, transaction: true,
    handler: async (input) => {
      await changePassword(shopperContext(input), input.body, input.actor.sessionId);
      return { message: 'password changed' };
    },
  });
}
