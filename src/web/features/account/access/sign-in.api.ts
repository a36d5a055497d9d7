import { signInResponseSchema, type SignInRequest } from '../../../../contracts/auth';
import { apiPost } from '../../../api/client';
import { ApiError } from '../../../api/errors';

/** Built by a later issue; linked from the sign-in page and its locked-account message. */
export const FORGOT_PASSWORD_PATH = '/Account/ForgotPassword';

/** POST /Account/Logon; failures come back to the form (handleErrors: false) to be said in place. */
export function requestSignIn(request: SignInRequest) {
  return apiPost('/Account/Logon', { body: request, schema: signInResponseSchema, handleErrors: false, auth: false });
}

/** rr §8 sign-in messages: the message id for each way a sign-in can fail. */
export function signInErrorMessageId(error: unknown): string {
  if (!(error instanceof ApiError)) return 'access.signIn.error.network';
  if (error.status === 429) return 'access.signIn.error.tooManyAttempts';
  switch (error.code) {
    case 'invalid_credentials':
      return 'access.signIn.error.invalidCredentials';
    case 'account_disabled':
      return 'access.signIn.error.disabled';
    case 'account_locked':
      return 'access.signIn.error.locked';
    case 'account_unconfirmed':
      return 'access.signIn.error.unconfirmed';
    case 'account_pending':
      return 'access.signIn.error.pending';
    case 'validation':
    case 'bad_request':
      return 'access.signIn.error.validation';
    default:
      return error.status === 401 ? 'access.signIn.error.invalidCredentials' : 'access.signIn.error.unexpected';
  }
}
