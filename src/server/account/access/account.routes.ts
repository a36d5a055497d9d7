import type { FastifyInstance } from 'fastify';
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
import { SESSION_COOKIE } from '../../../contracts/page-settings';
import { createSession, deleteSession, hashSessionSecret } from '../../shared/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { accountRouteKit } from '../account-routes';
import { ACCOUNT_RATE_LIMITS } from './rate-limits';
import { confirmAccount, inspectToken, requestPasswordReset, resetPassword } from './account.service';

export interface AccountRoutesOptions {
  db: Db;
  config: Config;
  baseUrl: string;
  /** Delivers queued emails after the transaction that queued them has committed. */
  deliverEmails: () => void;
}

/** Confirm account, forgot password and reset password (issue 6). */
export async function accountRoutes(app: FastifyInstance, { db, config, baseUrl, deliverEmails }: AccountRoutesOptions) {
  const { public: linkHolder } = accountRouteKit(app, db);
  // The same cookie the sign-in route sets (auth.routes.ts), so a confirmed shopper is signed in alike.
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.cookieSecure };

  linkHolder({
    method: 'GET', url: '/api/account/token', summary: 'Whether a confirm or reset link still works, and whose it is',
    config: { rateLimit: ACCOUNT_RATE_LIMITS.tokenStatus }, query: tokenStatusQuerySchema, response: tokenStatusResponseSchema,
    handler: async ({ query }) => {
      try {
        const owner = await inspectToken(db, query.token, query.purpose);
        return { isSuccess: true, returnValue: owner, message: '' };
      } catch (error) {
        if (error instanceof AppError) return { isSuccess: false, returnValue: null, message: error.message, code: error.code };
        throw error;
      }
    },
  });

  linkHolder({
    method: 'POST', url: '/api/account/confirmAccount', summary: 'Confirms the email with the link token and sets the password; signs in when the account is active',
    config: { rateLimit: ACCOUNT_RATE_LIMITS.confirm }, body: confirmAccountRequestSchema, response: confirmAccountResponseSchema,
    handler: async ({ body, request, reply }) => {
      const confirmed = await confirmAccount(db, body.token, body.password);
      deliverEmails();
      if (confirmed.status !== 'active') {
        return { isSuccess: true, returnValue: { status: confirmed.status, signedIn: false, shopper: null }, message: 'Your clinic will enable your account.' };
      }
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(db, hashSessionSecret(previous));
      const session = await createSession(db, confirmed.shopper.id, config.sessionDays);
      reply.setCookie(SESSION_COOKIE, session.secret, cookieOptions);
      return { isSuccess: true, returnValue: { status: confirmed.status, signedIn: true, shopper: confirmed.shopper }, message: 'Your account is confirmed.' };
    },
  });

  linkHolder({
    method: 'POST', url: '/api/account/forgotPassword', summary: 'Emails a reset link when an account uses the address; the answer is the same either way',
    config: { rateLimit: ACCOUNT_RATE_LIMITS.forgotPassword }, body: forgotPasswordRequestSchema, response: simpleResultSchema,
    handler: async ({ body }) => {
      if (await requestPasswordReset(db, body.email, body.language, baseUrl)) deliverEmails();
      return { isSuccess: true, returnValue: null, message: FORGOT_PASSWORD_MESSAGE };
    },
  });

  linkHolder({
    method: 'POST', url: '/api/account/resetPassword', summary: 'Sets a new password with a reset link (single use, expires; once a day); signs out every session',
    config: { rateLimit: ACCOUNT_RATE_LIMITS.resetPassword }, body: resetPasswordRequestSchema, response: simpleResultSchema,
    handler: async ({ body }) => {
      await resetPassword(db, body.token, body.password);
      return { isSuccess: true, returnValue: null, message: 'Your password has been changed. You can sign in now.' };
    },
  });
}
