import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../domain/constants';

/** Who a bearer token speaks for: an anonymous visitor, or a shopper within one session. */
export type TokenSubject = { kind: 'visitor'; visitorId: string } | { kind: 'shopper'; userId: number; sessionId: string };

export interface IssuedToken {
  accessToken: string;
  expiresUtc: string;
}

const ISSUER = 'vet-store';

export async function issueAccessToken(secret: Uint8Array, subject: TokenSubject, now = new Date()): Promise<IssuedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
  const claims = subject.kind === 'shopper' ? { sid: subject.sessionId } : {};
  const accessToken = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(subject.kind === 'shopper' ? `user:${subject.userId}` : `visitor:${randomUUID()}`)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(secret);
  return { accessToken, expiresUtc: new Date(expiresAt * 1000).toISOString() };
}

/** The subject of a valid token and when it expires, or null for a missing, forged or expired one. */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  now = new Date(),
): Promise<{ subject: TokenSubject; expiresAtMs: number } | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const expiresAtMs = (payload.exp ?? 0) * 1000;
    const [kind, id] = (payload.sub ?? '').split(':');
    if (kind === 'user' && typeof payload.sid === 'string' && /^\d+$/.test(id ?? '')) {
      return { subject: { kind: 'shopper', userId: Number(id), sessionId: payload.sid }, expiresAtMs };
    }
    if (kind === 'visitor' && id) return { subject: { kind: 'visitor', visitorId: id }, expiresAtMs };
    return null;
  } catch {
    return null;
  }
}
