import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../../contracts/common';
import { ApiError, NetworkError } from '../../api/errors';
import { signInErrorMessageId } from './sign-in.api';

const apiError = (status: number, code: ErrorCode) => new ApiError(status, code, 'server text', 'status text');

describe('signInErrorMessageId (rr §8 sign-in messages)', () => {
  it.each([
    [apiError(401, 'invalid_credentials'), 'account.signIn.error.invalidCredentials'],
    [apiError(403, 'account_disabled'), 'account.signIn.error.disabled'],
    [apiError(403, 'account_locked'), 'account.signIn.error.locked'],
    [apiError(403, 'account_unconfirmed'), 'account.signIn.error.unconfirmed'],
    [apiError(403, 'account_pending'), 'account.signIn.error.pending'],
    [apiError(429, 'rate_limited'), 'account.signIn.error.tooManyAttempts'],
    [apiError(400, 'validation'), 'account.signIn.error.validation'],
    [apiError(401, 'unauthorized'), 'account.signIn.error.invalidCredentials'],
    [apiError(500, 'internal'), 'account.signIn.error.unexpected'],
    [new NetworkError('offline'), 'account.signIn.error.network'],
  ])('%o → %s', (error, id) => {
    expect(signInErrorMessageId(error)).toBe(id);
  });
});
