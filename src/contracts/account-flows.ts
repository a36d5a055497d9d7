import { z } from 'zod';
import { LANGUAGES } from '../domain/constants';
import { shopperSchema } from './auth';
import { text } from './fields';
import { apiResultSchema, englishMessage, newPasswordFields, passwordsMatch, personFields, type MessageOf } from './registration';
import { codesByName } from './codes';

/**
 * Confirm account, forgot password and reset password (rr §4 "unconfirmed until the email link is
 * used", §5 password rules, §8 catalogue messages). Tokens travel in the link's query string.
 */
/** Pages of these flows: the links in emails point at the first and the last (rr §2 names them by title). */
export const ACCOUNT_FLOW_PATHS = {
  confirmAccount: '/Account/ConfirmAccount',
  forgotPassword: '/Account/ForgotPassword',
  resetPassword: '/Account/ResetPassword',
} as const;

export const accountTokenPurposes = ['confirm', 'reset'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/** A malformed token gets the same 'invalid or expired link' answer as an unknown one, from the service. */
const tokenSchema = text().trim().max(200);

// GET /api/account/token?token=&purpose= — lets a page say at once that its link is no good.
export const tokenStatusQuerySchema = z.object({ token: text().max(200), purpose: z.enum(accountTokenPurposes) });
export const tokenStatusResponseSchema = apiResultSchema(z.object({ firstName: z.string(), email: z.string() }).nullable());

export function setPasswordSchemaOf(m: MessageOf = englishMessage) {
  return z.object({ token: tokenSchema, ...newPasswordFields(m) }).refine(...passwordsMatch(m));
}

// POST /api/account/confirmAccount
export const confirmAccountRequestSchema = setPasswordSchemaOf();
export type ConfirmAccountRequest = z.input<typeof confirmAccountRequestSchema>;
export const confirmAccountResponseSchema = apiResultSchema(
  z.object({
    /** active: signed in now; pending: the clinic enables the account first (then a welcome email). */
    status: z.enum(['active', 'pending']),
    signedIn: z.boolean(),
    /** The signed-in shopper (as the sign-in answer gives it), or null while pending. */
    shopper: shopperSchema.nullable(),
  }),
);

// POST /api/account/forgotPassword — the same answer whether or not an account exists
// (docs/decisions/020-registration-and-account-links.md).
export function forgotPasswordSchemaOf(m: MessageOf = englishMessage) {
  return z.object({ email: personFields(m).email, language: z.enum(LANGUAGES).optional() });
}
export const forgotPasswordRequestSchema = forgotPasswordSchemaOf();
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;
export const FORGOT_PASSWORD_MESSAGE = 'If an account uses this email, we have sent it a link to reset the password.';

// POST /api/account/resetPassword
export const resetPasswordRequestSchema = setPasswordSchemaOf();
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const simpleResultSchema = apiResultSchema(z.null());

/** Stable codes of these flows' failures; the web translates each (STYLE §10). */
export const accountFlowErrorCodes = ['token_invalid', 'password_change_too_soon', 'password_reused'] as const;
export const ACCOUNT_FLOW_ERROR = codesByName(accountFlowErrorCodes);
