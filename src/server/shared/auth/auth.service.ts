import { SIGN_IN_LOCK } from '../../../domain/constants';
import { MINUTE_MS } from '../../../domain/time';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { decoyPasswordHash, verifyPassword } from './password';
import { isDisabledStaffMember, isDistributorUser, isEnabledStaffMember, isManufacturerRep, isSiteAdmin } from './staff-members.queries';
import { claimSignInCheck, clearSignInChecks, findUserByEmail, lockWhenChecksUsedUp } from './users.queries';

export interface SignedInUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** The portal a signed-in user lands on: the platform's for a site administrator (issue 23), the clinic's for its staff (issue 16). */
  portal: 'platform' | 'clinic' | 'distributor' | 'promotions' | null;
}

const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'Invalid email or password.');
const accountLocked = () => new AppError(403, 'account_locked', 'Account locked after repeated failed sign-ins.');

/**
 * Checks a sign-in. A wrong password or unknown email gets the same answer in the same time; the
 * account's state (disabled, unconfirmed, pending) is told only to someone who knows the password.
 * A locked account is told so to anyone, as the spec's message says; the lock itself stops guessing.
 *
 * The lock holds under concurrent guesses: each check is claimed in the database before the
 * password is verified (at most SIGN_IN_LOCK.maxFailures at a time or in a row), and a right
 * password whose check was in flight when the lock was set is refused too.
 */
export async function signIn(db: Db, email: string, password: string, now = new Date()): Promise<SignedInUser> {
  const user = await findUserByEmail(db, email);
  if (!user || !user.password_hash) {
    await verifyPassword(await decoyPasswordHash(), password);
    throw invalidCredentials();
  }
  const lockUntil = new Date(now.getTime() + SIGN_IN_LOCK.lockMinutes * MINUTE_MS);
  if (!(await claimSignInCheck(db, user.id, SIGN_IN_LOCK.maxFailures, now))) {
    // Locked, or every check is taken by guesses in flight: that is a lock too (and sets it, so a
    // count left behind by a crash mid-check cannot refuse the account forever).
    await lockWhenChecksUsedUp(db, user.id, SIGN_IN_LOCK.maxFailures, now, lockUntil);
    throw accountLocked();
  }
  if (!(await verifyPassword(user.password_hash, password))) {
    if (await lockWhenChecksUsedUp(db, user.id, SIGN_IN_LOCK.maxFailures, now, lockUntil)) throw accountLocked();
    throw invalidCredentials();
  }
  if (!(await clearSignInChecks(db, user.id, now))) throw accountLocked();
  if (user.status === 'disabled' || user.status === 'closed' || (await isDisabledStaffMember(db, user.id))) {
    throw new AppError(403, 'account_disabled', 'This account is disabled.');
  }
  if (user.status === 'unconfirmed') {
    throw new AppError(403, 'account_unconfirmed', 'This account has not been confirmed yet.');
  }
  if (user.status === 'pending') {
    throw new AppError(403, 'account_pending', 'Your clinic has not enabled this account yet.');
  }
  const portal = (await isSiteAdmin(db, user.id)) ? 'platform'
    : (await isEnabledStaffMember(db, user.id)) ? 'clinic'
      // The sandbox distributor's people (issue 25).
      : (await isDistributorUser(db, user.id)) ? 'distributor'
        // A manufacturer representative (issue 26) lands on the platform's promotions, its only area.
        : (await isManufacturerRep(db, user.id)) ? 'promotions' : null;
  return { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name, portal };
}
