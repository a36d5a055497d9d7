import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { DAY_MS } from '../../../domain/time';

/** The cookie holds a random value; the table holds only its hash (schema.ts SessionTable). */
export function hashSessionSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export async function createSession(db: Db, userId: number, days: number, now = new Date()) {
  const secret = randomBytes(32).toString('base64url');
  const id = hashSessionSecret(secret);
  const expiresAt = new Date(now.getTime() + days * DAY_MS).toISOString();
  await db.insertInto('sessions').values({ id, user_id: userId, created_at: now.toISOString(), expires_at: expiresAt }).execute();
  return { secret, id, expiresAt };
}

export async function findLiveSession(db: Db, id: string, now = new Date()) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.user_id as userId', 'sessions.expires_at as expiresAt', 'users.status'])
    .where('sessions.id', '=', id)
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

export async function deleteSession(db: Db, id: string) {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** When the session's person last gave their password again for a passcode page (issue 28), or null. */
export async function findPasscodeConfirmedAt(db: Db, id: string): Promise<string | null> {
  const row = await db.selectFrom('sessions').select('passcode_confirmed_at').where('id', '=', id).executeTakeFirst();
  return row?.passcode_confirmed_at ?? null;
}

/** A right password: the session's passcode holds from `now`, and the wrong ones are forgotten. */
export async function recordPasscodeConfirmed(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ passcode_confirmed_at: now.toISOString(), passcode_failures: 0 }).where('id', '=', id).execute();
}

/** A wrong password: counted in one statement (two tabs cannot both read the old count); the count after it. */
export async function recordPasscodeFailure(db: Db, id: string): Promise<number> {
  await db.updateTable('sessions').set((eb) => ({ passcode_failures: eb('passcode_failures', '+', 1), passcode_confirmed_at: null })).where('id', '=', id).execute();
  const row = await db.selectFrom('sessions').select('passcode_failures').where('id', '=', id).executeTakeFirst();
  return Number(row?.passcode_failures ?? 0);
}
