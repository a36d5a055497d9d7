import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

const notLockedAt = (now: Date) => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now.toISOString())]);

/**
 * Takes one of the account's sign-in checks before the password is verified. `failed_sign_ins`
 * counts failures and checks still in flight; the increment and the test are one statement, so
 * concurrent guesses cannot all read the same count. False when the account is locked or every
 * check is taken: the guess is refused without verifying anything.
 */
export async function claimSignInCheck(db: Db, userId: number, maxChecks: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ failed_sign_ins: eb('failed_sign_ins', '+', 1) }))
    .where('id', '=', userId)
    .where('failed_sign_ins', '<', maxChecks)
    .where(notLockedAt(now))
    .returning('failed_sign_ins')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Sets the lock when every check is used up (and starts the count over for after it), unless a lock
 * is already on. Returns whether the account is locked now, by this statement or an earlier one.
 */
export async function lockWhenChecksUsedUp(db: Db, userId: number, maxChecks: number, now: Date, lockUntil: Date): Promise<boolean> {
  await db
    .updateTable('users')
    .set({ failed_sign_ins: 0, locked_until: lockUntil.toISOString() })
    .where('id', '=', userId)
    .where('failed_sign_ins', '>=', maxChecks)
    .where(notLockedAt(now))
    .execute();
  const row = await db.selectFrom('users').select('locked_until').where('id', '=', userId).executeTakeFirst();
  return Boolean(row?.locked_until && row.locked_until > now.toISOString());
}

/**
 * After a right password: clears the count, but only while no lock is on. False when a lock was set
 * while this check was in flight, so the guess is refused like any other during the lock.
 */
export async function clearSignInChecks(db: Db, userId: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ failed_sign_ins: 0, locked_until: null })
    .where('id', '=', userId)
    .where(notLockedAt(now))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
