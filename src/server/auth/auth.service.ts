import { SIGN_IN_LOCK } from '../../domain/constants';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { decoyPasswordHash, verifyPassword } from './password';
import { findUserByEmail, updateUser } from './users.queries';

export interface SignedInUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'Invalid email or password.');

/**
 * Checks a sign-in. A wrong password or unknown email gets the same answer in the same time; the
 * account's state (disabled, unconfirmed, pending) is told only to someone who knows the password.
 * A locked account is told so to anyone, as the spec's message says; the lock itself stops guessing.
 */
export async function signIn(db: Db, email: string, password: string, now = new Date()): Promise<SignedInUser> {
  const user = await findUserByEmail(db, email);
  if (!user || !user.password_hash) {
    await verifyPassword(await decoyPasswordHash(), password);
    throw invalidCredentials();
  }
  if (user.locked_until && user.locked_until > now.toISOString()) {
    throw new AppError(403, 'account_locked', 'Account locked after repeated failed sign-ins.');
  }
  if (!(await verifyPassword(user.password_hash, password))) {
    const failures = user.failed_sign_ins + 1;
    const lock = failures >= SIGN_IN_LOCK.maxFailures;
    await updateUser(db, user.id, {
      failed_sign_ins: lock ? 0 : failures,
      locked_until: lock ? new Date(now.getTime() + SIGN_IN_LOCK.lockMinutes * 60_000).toISOString() : user.locked_until,
    });
    if (lock) throw new AppError(403, 'account_locked', 'Account locked after repeated failed sign-ins.');
    throw invalidCredentials();
  }
  if (user.status === 'disabled' || user.status === 'closed') {
    throw new AppError(403, 'account_disabled', 'This account is disabled.');
  }
  if (user.status === 'unconfirmed') {
    throw new AppError(403, 'account_unconfirmed', 'This account has not been confirmed yet.');
  }
  if (user.status === 'pending') {
    throw new AppError(403, 'account_pending', 'Your clinic has not enabled this account yet.');
  }
  if (user.failed_sign_ins !== 0 || user.locked_until) {
    await updateUser(db, user.id, { failed_sign_ins: 0, locked_until: null });
  }
  return { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name };
}
