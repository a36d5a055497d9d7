import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeEmailRequestSchema, changePasswordRequestSchema, confirmEmailRequestSchema, confirmEmailResponseSchema, profileResponseSchema,
  simpleAnswerSchema, updateProfileRequestSchema,
} from '../../../contracts/account-settings';
import { errorResponseSchema } from '../../../contracts/common';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { shopperRouteDoc, shopperRouteErrors, shopperTransaction } from '../../lib/shopper-routes';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTransaction = shopperTransaction(db);
  const common = { onRequest: app.requireShopper };
  const errors = shopperRouteErrors;
  const doc = shopperRouteDoc;

  r.get('/api/account/profile', {
    ...common,
    schema: { ...doc('account', 'The shopper\'s profile, CASL consent and any email change waiting for its link'), response: { 200: profileResponseSchema, ...errors } },
  }, async (request) => ({ isSuccess: true as const, message: '', returnValue: await inTransaction(request, readProfile) }));

  r.put('/api/account/profile', {
    ...common,
    schema: {
      ...doc('account', 'Save name, phone, language and the CASL consent (recorded with its time when it changes)'),
      body: updateProfileRequestSchema,
      response: { 200: profileResponseSchema, ...errors },
    },
  }, async (request) => ({
    isSuccess: true as const,
    message: 'profile saved',
    returnValue: await inTransaction(request, (ctx) => saveProfile(ctx, request.body)),
  }));

  r.post('/api/account/profile/email', {
    ...common,
    config: { rateLimit: SENSITIVE_RATE_LIMIT },
    schema: {
      ...doc('account', 'Ask to change the email: a confirmation link goes to the new address; nothing changes until it is used'),
      body: changeEmailRequestSchema,
      response: { 200: profileResponseSchema, 429: errorResponseSchema, ...errors },
    },
  }, async (request) => {
    const profile = await inTransaction(request, (ctx) => requestEmailChange(ctx, request.body, baseUrl));
    deliverEmails();
    return { isSuccess: true as const, message: 'confirmation link sent', returnValue: profile };
  });

  r.post('/api/account/confirmEmail', {
    config: { rateLimit: SENSITIVE_RATE_LIMIT },
    schema: {
      tags: ['account'],
      summary: 'Confirms a new email address with the link sent to it; the account uses it from now on',
      body: confirmEmailRequestSchema,
      response: { 200: confirmEmailResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
    },
  }, async (request) => {
    const email = await confirmEmailChange(db, request.body.token);
    deliverEmails();
    return { isSuccess: true, returnValue: { email }, message: 'Your new email address is confirmed.' };
  });

  r.put('/api/account/password', {
    ...common,
    config: { rateLimit: SENSITIVE_RATE_LIMIT },
    schema: {
      ...doc('account', 'Change the password (current one required; not one of the last five; once a day); signs out the other sessions'),
      body: changePasswordRequestSchema,
      response: { 200: simpleAnswerSchema, 429: errorResponseSchema, ...errors },
    },
  }, async (request) => {
    const sessionId = request.shopper?.sessionId;
    if (!sessionId) throw new AppError(401, 'unauthorized', 'Sign-in required.');
    await inTransaction(request, (ctx) => changePassword(ctx, request.body, sessionId));
    return { isSuccess: true as const, message: 'password changed' };
  });
}
