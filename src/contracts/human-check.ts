/**
 * The human check's sandbox answers and the spec's messages (rr §8; cc §4), shared by the server's
 * sandbox verifier and the pages that run the check (registration).
 */
/** The v2 ("I'm not a robot") answer the sandbox accepts. */
export const SANDBOX_V2_PASS = 'sandbox-v2-pass';
/** A v3 token the sandbox rejects. */
export const SANDBOX_V3_FAIL = 'sandbox-fail';

/** rr §8 "Captcha failure": the check said no, or the check could not be asked. */
export const HUMAN_CHECK_FAILED_MESSAGE = 'Recaptcha verification failed.';
export const HUMAN_CHECK_REQUEST_FAILED_MESSAGE = 'Recaptcha verification request failed.';
