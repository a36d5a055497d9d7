import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmAccountRequestSchema,
  confirmAccountResponseSchema,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  simpleResultSchema,
  tokenStatusQuerySchema,
  tokenStatusResponseSchema,
} from '../../../contracts/account-flows';
import { errorResponseSchema } from '../../../contracts/common';
import { SESSION_COOKIE } from '../../../contracts/page-settings';
import { createSession, deleteSession, hashSessionSecret } from '../../shared/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { ACCOUNT_RATE_LIMITS } from './rate-limits';
import { confirmAccount, inspectToken, requestPasswordReset, resetPassword } from './account.service';

export interface AccountRoutesOptions {
  db: Db;
  config: Config;
  baseUrl: string;
  /** Delivers queued emails after the transaction that queued them has committed. */
  deliverEmails: () => void;
}

const errors = { 400: errorResponseSchema, 429: errorResponseSchema };

/** Confirm account, forgot password and reset password (issue 6). */
export async function accountRoutes(app: FastifyInstance, { db, config, baseUrl, deliverEmails }: AccountRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The same cookie the sign-in route sets (auth.routes.ts), so a confirmed shopper is signed in alike.
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.cookieSecure };

  r.get('/api/account/token', {
    config: { rateLimit: ACCOUNT_RATE_LIMITS.tokenStatus },
    schema: {
      tags: ['account'],
      summary: 'Whether a confirm or reset link still works, and whose it is',
      querystring: tokenStatusQuerySchema,
      response: { 200: tokenStatusResponseSchema, ...errors },
    },
  }, async (request) => {
    try {
      const owner = await inspectToken(db, request.query.token, request.query.purpose);
      return { isSuccess: true, returnValue: owner, message: '' };
    } catch (error) {
      if (error instanceof AppError) return { isSuccess: false, returnValue: null, message: error.message, code: error.code };
      throw error;
    }
  });

  r.post('/api/account/confirmAccount', {
    config: { rateLimit: ACCOUNT_RATE_LIMITS.confirm },
    schema: {
      tags: ['account'],
      summary: 'Confirms the email with the link token and sets the password; signs in when the account is active',
      body: confirmAccountRequestSchema,
      response: { 200: confirmAccountResponseSchema, ...errors },
    },
  }, async (request, reply) => {
    const confirmed = await confirmAccount(db, request.body.token, request.body.password);
    deliverEmails();
    if (confirmed.status !== 'active') {
      return { isSuccess: true, returnValue: { status: confirmed.status, signedIn: false, shopper: null }, message: 'Your clinic will enable your account.' };
    }
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await deleteSession(db, hashSessionSecret(previous));
    const session = await createSession(db, confirmed.shopper.id, config.sessionDays);
    reply.setCookie(SESSION_COOKIE, session.secret, cookieOptions);
    return { isSuccess: true, returnValue: { status: confirmed.status, signedIn: true, shopper: confirmed.shopper }, message: 'Your account is confirmed.' };
  });

  r.post('/api/account/forgotPassword', {
    config: { rateLimit: ACCOUNT_RATE_LIMITS.forgotPassword },
    schema: {
      tags: ['account'],
      summary: 'Emails a reset link when an account uses the address; the answer is the same either way',
      body: forgotPasswordRequestSchema,
      response: { 200: simpleResultSchema, ...errors },
    },
  }, async (request) => {
    if (await requestPasswordReset(db, request.body.email, request.body.language, baseUrl)) deliverEmails();
    return { isSuccess: true, returnValue: null, message: FORGOT_PASSWORD_MESSAGE };
  });

  r.post('/api/account/resetPassword', {
    config: { rateLimit: ACCOUNT_RATE_LIMITS.resetPassword },
    schema: {
      tags: ['account'],
      summary: 'Sets a new password with a reset link (single use, expires; once a day); signs out every session',
      body: resetPasswordRequestSchema,
      response: { 200: simpleResultSchema, ...errors },
    },
  }, async (request) => {
    await resetPassword(db, request.body.token, request.body.password);
    return { isSuccess: true, returnValue: null, message: 'Your password has been changed. You can sign in now.' };
  });
}
