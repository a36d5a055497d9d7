import {
  ACCOUNT_FLOW_ERROR,
  confirmAccountResponseSchema,
  simpleResultSchema,
  tokenStatusResponseSchema,
  type AccountTokenPurpose,
  type ConfirmAccountRequest,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '../../../../contracts/account-flows';
import { apiGet, apiPost } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { COMMON_ERROR } from '../../../../contracts/codes';

/** One client function per call of the confirm, forgot and reset flows (STYLE §5); pages say failures. */
export function fetchTokenStatus(token: string, purpose: AccountTokenPurpose, signal?: AbortSignal) {
  return apiGet('/api/account/token', { query: { token, purpose }, schema: tokenStatusResponseSchema, handleErrors: false, signal });
}

export function confirmAccount(request: ConfirmAccountRequest) {
  return apiPost('/api/account/confirmAccount', { body: request, schema: confirmAccountResponseSchema, handleErrors: false });
}

export function forgotPassword(request: ForgotPasswordRequest) {
  return apiPost('/api/account/forgotPassword', { body: request, schema: simpleResultSchema, handleErrors: false });
}

export function resetPassword(request: ResetPasswordRequest) {
  return apiPost('/api/account/resetPassword', { body: request, schema: simpleResultSchema, handleErrors: false });
}

export interface FlowFailure {
  id: string;
  values?: Record<string, string>;
}

/** The message of a failed call, in the shopper's language (rr §8 catalogue messages). */
export function flowFailure(error: unknown): FlowFailure {
  if (!(error instanceof ApiError)) return { id: 'access.error.network' };
  if (error.status === 429) return { id: 'access.error.tooManyAttempts' };
  switch (error.code) {
    case ACCOUNT_FLOW_ERROR.token_invalid:
      return { id: 'access.error.linkInvalid' };
    case ACCOUNT_FLOW_ERROR.password_reused:
      return { id: 'access.error.passwordReused' };
    case ACCOUNT_FLOW_ERROR.password_change_too_soon: {
      const next = (error.data as { nextChangeAt?: unknown } | undefined)?.nextChangeAt;
      return { id: 'access.error.changeTooSoon', values: { nextChangeAt: typeof next === 'string' ? next : '' } };
    }
    case COMMON_ERROR.validation:
      return { id: 'access.error.correctErrors' };
    default:
      return { id: 'access.error.unexpected' };
  }
}
