import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../../../contracts/common';
import { ApiError, NetworkError } from '../../../api/errors';
import { signInErrorMessageId } from './sign-in.api';

const apiError = (status: number, code: ErrorCode) => new ApiError(status, code, 'server text', 'status text');

describe('signInErrorMessageId (rr §8 sign-in messages)', () => {
  it.each([
    [apiError(401, 'invalid_credentials'), 'access.signIn.error.invalidCredentials'],
    [apiError(403, 'account_disabled'), 'access.signIn.error.disabled'],
    [apiError(403, 'account_locked'), 'access.signIn.error.locked'],
    [apiError(403, 'account_unconfirmed'), 'access.signIn.error.unconfirmed'],
    [apiError(403, 'account_pending'), 'access.signIn.error.pending'],
    [apiError(429, 'rate_limited'), 'access.signIn.error.tooManyAttempts'],
    [apiError(400, 'validation'), 'access.signIn.error.validation'],
    [apiError(401, 'unauthorized'), 'access.signIn.error.invalidCredentials'],
    [apiError(500, 'internal'), 'access.signIn.error.unexpected'],
    [new NetworkError('offline'), 'access.signIn.error.network'],
  ])('%o → %s', (error, id) => {
    expect(signInErrorMessageId(error)).toBe(id);
  });
});
