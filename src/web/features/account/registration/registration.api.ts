import { ACCOUNT_FLOW_PATHS } from '../../../../contracts/account-flows';
import { SANDBOX_V2_PASS } from '../../../../contracts/human-check';
import {
  checkEmailResponseSchema,
  REGISTRATION_ERROR,
  clinicSearchResponseSchema,
  registrationResultSchema,
  type ClinicSearchQuery,
  type RegistrationRequest,
} from '../../../../contracts/registration';
import { apiGet, apiPost } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { COMMON_ERROR } from '../../../../contracts/codes';

/**
 * One client function per registration call (rr §7; STYLE §5). Failures come back to the page
 * (handleErrors: false): each one is said in place, in the shopper's language.
 */
export function checkEmail(email: string, signal?: AbortSignal) {
  return apiGet('/api/account/register/checkEmail/', { query: { e: email }, schema: checkEmailResponseSchema, handleErrors: false, signal });
}

export function searchClinics(query: ClinicSearchQuery, signal?: AbortSignal) {
  return apiGet('/api/account/register/clinicSearch/', {
    query: { ...query },
    schema: clinicSearchResponseSchema,
    handleErrors: false,
    signal,
  });
}

/**
 * The human check's answer for the registration call. The sandbox verifier (DESIGN §4) accepts any
 * v3 token, so the page makes one up where a reCAPTCHA widget would hand one out; the v2 answer is
 * the sandbox's passing token, given once the shopper ticks "I'm not a robot".
 */
export function humanCheckAnswer(challengePassed: boolean): { recaptchaResponse: string; recaptchaIsV2: boolean } {
  return challengePassed
    ? { recaptchaResponse: SANDBOX_V2_PASS, recaptchaIsV2: true }
    : { recaptchaResponse: `sandbox-v3-register-${globalThis.crypto.randomUUID()}`, recaptchaIsV2: false };
}

export const isHumanCheckFailure = (error: unknown): boolean => error instanceof ApiError && error.code === REGISTRATION_ERROR.human_check_failed;

export function submitRegistration(request: RegistrationRequest) {
  return apiPost('/api/account/register/', { body: request, schema: registrationResultSchema, handleErrors: false });
}

/** Clears the remembered webstore (consumer cookie) on the server, signs out, and comes back here. */
export const FORGET_WEBSTORE_HREF = '/api/account/register/forgetWebstore';

export const FORGOT_PASSWORD_PATH = ACCOUNT_FLOW_PATHS.forgotPassword;

/** The message id of a failed registration call: known codes in the shopper's language, else null. */
export function registrationFailureMessageId(error: unknown): string | null {
  if (!(error instanceof ApiError)) return 'registration.error.network';
  if (error.status === 429) return 'registration.error.tooManyAttempts';
  switch (error.code) {
    case REGISTRATION_ERROR.email_in_use:
      return 'registration.error.emailInUse';
    case REGISTRATION_ERROR.clinic_not_found:
      return 'registration.error.clinicNotFound';
    case REGISTRATION_ERROR.clinic_not_approved:
      return 'registration.error.clinicNotApproved';
    case REGISTRATION_ERROR.clinic_not_activated:
      return 'registration.error.clinicNotActivated';
    case COMMON_ERROR.validation:
      return 'registration.error.correctErrors';
    case REGISTRATION_ERROR.human_check_failed:
      return 'registration.error.humanCheckFailed';
    case REGISTRATION_ERROR.human_check_unavailable:
      return 'registration.error.humanCheckUnavailable';
    default:
      return error.status >= 500 ? 'registration.error.unexpected' : null;
  }
}
