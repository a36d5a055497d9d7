import { HUMAN_CHECK_SCORE_THRESHOLD } from '../../../domain/constants';

/**
 * The human check's browser side (cc §4, DESIGN §4). A real reCAPTCHA v3 widget would hand out the
 * token; the sandbox verifier accepts any token, so the sandbox widget makes one up. The v2
 * challenge is our own "I'm not a robot" dialog whose answer is the sandbox's passing v2 token.
 */
export const SANDBOX_V2_PASS = 'sandbox-v2-pass';

export function sandboxV3Token(action: string): string {
  return `sandbox-v3-${action}-${globalThis.crypto.randomUUID()}`;
}

/**
 * cc §4, §9: a v3 score of 0.8 or more passes silently. The server decides `success` with the same
 * threshold; the score is checked here too so a verifier that answers only a score still works.
 */
export function passesV3(result: { success: boolean; score: number | null }): boolean {
  return result.success && (result.score === null || result.score >= HUMAN_CHECK_SCORE_THRESHOLD);
}
