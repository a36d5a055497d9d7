import { createHmac, timingSafeEqual } from 'node:crypto';
import { HUMAN_CHECK_SCORE_THRESHOLD } from '../../../domain/constants';
import { MINUTE_MS } from '../../../domain/time';

/**
 * The human check before adding a card (cc §4, §9; DESIGN §4): reCAPTCHA v3 gives a score, and
 * below 0.8 the v2 challenge is asked. The sandbox verifier answers with a configured v3 score
 * (HUMAN_CHECK_SANDBOX_SCORE) so tests can force both paths; a real verifier implements the same
 * interface against the provider's siteverify call.
 */
export interface HumanCheckResult {
  success: boolean;
  /** v3 only; null for a v2 answer. */
  score: number | null;
}

export interface HumanVerifier {
  verify(responseToken: string, isV2: boolean): Promise<HumanCheckResult>;
}

import { SANDBOX_V2_PASS, SANDBOX_V3_FAIL } from '../../../contracts/human-check';

/** The v2 answer the sandbox accepts; 'sandbox-fail' is a v3 token it rejects. */
export { SANDBOX_V2_PASS, SANDBOX_V3_FAIL };

export function createSandboxHumanVerifier(score: number): HumanVerifier {
  return {
    async verify(responseToken, isV2) {
      const token = responseToken.trim();
      if (isV2) return { success: token === SANDBOX_V2_PASS, score: null };
      if (token === '' || token === SANDBOX_V3_FAIL) return { success: false, score: 0 };
      return { success: score >= HUMAN_CHECK_SCORE_THRESHOLD, score };
    },
  };
}

/**
 * Proof of a passed check, carried by the add-card call: `hc1.<userId>.<expiresAtMs>.<signature>`,
 * an HMAC-SHA256 with the server's token secret (shared by every server copy). Tied to one shopper
 * and valid for HUMAN_CHECK_TOKEN_TTL_MS; it holds nothing secret.
 */
export const HUMAN_CHECK_TOKEN_TTL_MS = 10 * MINUTE_MS;

const sign = (secret: Uint8Array, payload: string) => createHmac('sha256', secret).update(`human-check:${payload}`).digest('base64url');

export function issueHumanCheckToken(secret: Uint8Array, userId: number, now: Date): string {
  const payload = `${userId}.${now.getTime() + HUMAN_CHECK_TOKEN_TTL_MS}`;
  return `hc1.${payload}.${sign(secret, payload)}`;
}

export function isHumanCheckTokenValid(secret: Uint8Array, token: string | null | undefined, userId: number, now: Date): boolean {
  const parts = (token ?? '').split('.');
  if (parts.length !== 4 || parts[0] !== 'hc1') return false;
  const [, user, expires, signature] = parts as [string, string, string, string];
  if (Number(user) !== userId || !(Number(expires) > now.getTime())) return false;
  const expected = Buffer.from(sign(secret, `${user}.${expires}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
