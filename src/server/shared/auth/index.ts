/**
 * The auth feature's public module: what other features, app.ts, start.ts and the seed may use
 * (docs/architecture.md "Server features"). Everything else in auth/ is internal.
 */
export { accessTokenIssuer, type AccessTokenIssuer } from './access-token';
export { authRoutes } from './auth.routes';
export { hashPassword, verifyPassword } from './password';
export { requestAuthPlugin } from './request-auth';
export {
  createSession, deleteSession, findPasscodeConfirmedAt, hashSessionSecret, recordPasscodeConfirmed, recordPasscodeFailure,
} from './sessions.queries';
export type { IssuedToken } from './tokens';
export { findUserByEmail, findUserById } from './users.queries';
