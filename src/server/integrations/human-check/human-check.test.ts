import { describe, expect, it } from 'vitest';
import {
  createSandboxHumanVerifier, HUMAN_CHECK_TOKEN_TTL_MS, isHumanCheckTokenValid, issueHumanCheckToken, SANDBOX_V2_PASS, SANDBOX_V3_FAIL,
} from './human-check';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-characters!');
const now = new Date('2026-11-21T12:00:00Z');

describe('sandbox human verifier', () => {
  it('passes v3 at the threshold 0.8 and above, not below (cc §9)', async () => {
    expect(await createSandboxHumanVerifier(0.8).verify('any-v3-token', false)).toEqual({ success: true, score: 0.8 });
    expect(await createSandboxHumanVerifier(0.79).verify('any-v3-token', false)).toEqual({ success: false, score: 0.79 });
  });

  it('rejects an empty or failing v3 token whatever the score', async () => {
    const verifier = createSandboxHumanVerifier(1);
    expect((await verifier.verify('', false)).success).toBe(false);
    expect((await verifier.verify(SANDBOX_V3_FAIL, false)).success).toBe(false);
  });

  it('passes only the documented v2 answer', async () => {
    const verifier = createSandboxHumanVerifier(0.1);
    expect(await verifier.verify(SANDBOX_V2_PASS, true)).toEqual({ success: true, score: null });
    expect((await verifier.verify('wrong', true)).success).toBe(false);
  });
});

describe('human check token', () => {
  it('is valid for its shopper until it expires', () => {
    const token = issueHumanCheckToken(secret, 7, now);
    expect(isHumanCheckTokenValid(secret, token, 7, now)).toBe(true);
    expect(isHumanCheckTokenValid(secret, token, 8, now)).toBe(false);
    expect(isHumanCheckTokenValid(secret, token, 7, new Date(now.getTime() + HUMAN_CHECK_TOKEN_TTL_MS + 1))).toBe(false);
  });

  it('refuses a forged, altered or missing token', () => {
    const token = issueHumanCheckToken(secret, 7, now);
    const other = new TextEncoder().encode('another-secret-of-at-least-32-characters');
    expect(isHumanCheckTokenValid(other, token, 7, now)).toBe(false);
    const [a, , c, d] = token.split('.');
    expect(isHumanCheckTokenValid(secret, `${a}.9.${c}.${d}`, 9, now)).toBe(false);
    expect(isHumanCheckTokenValid(secret, null, 7, now)).toBe(false);
    expect(isHumanCheckTokenValid(secret, 'hc1.7.x', 7, now)).toBe(false);
  });
});
