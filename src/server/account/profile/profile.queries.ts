import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** The shopper's profile, password and email settings (issue 14). */

export function findSettingsUser(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'id', 'email', 'first_name as firstName', 'last_name as lastName', 'phone', 'language', 'status',
      'password_hash as passwordHash', 'password_change_counted_at as passwordChangeCountedAt',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function latestConsent(db: Executor, userId: number, kind: 'casl' | 'terms') {
  return db
    .selectFrom('user_consents')
    .select(['granted', 'recorded_at as recordedAt'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('recorded_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Whether the shopper ever gave this consent (a "no" after it is a withdrawal, a "no" alone is not). */
export async function everGranted(db: Executor, userId: number, kind: 'casl' | 'terms'): Promise<boolean> {
  const row = await db
    .selectFrom('user_consents')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('granted', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertConsent(db: Executor, row: { userId: number; kind: 'casl'; granted: boolean; source: string; textVersion: string; now: Date }) {
  await db
    .insertInto('user_consents')
    .values({ user_id: row.userId, kind: row.kind, granted: row.granted ? 1 : 0, source: row.source, text_version: row.textVersion, recorded_at: row.now.toISOString() })
    .execute();
}

/** The address an unused, unexpired email-change link of the shopper would confirm. */
export async function pendingEmailOf(db: Executor, userId: number, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('account_tokens')
    .select('new_email')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'email_change')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.new_email ?? null;
}

/** True when another account uses the address. */
export async function emailTakenByOther(db: Executor, email: string, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Ends every session of a user except one (the one that changed the password stays signed in). */
export async function deleteOtherSessions(db: Executor, userId: number, keepSessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keepSessionId).execute();
}
