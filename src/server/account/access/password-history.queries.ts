import type { Kysely, Transaction } from 'kysely';
import { PASSWORD_HISTORY_SIZE } from '../../../contracts/account-settings';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** The newest previous password hashes, newest first. */
export async function previousPasswordHashes(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PASSWORD_HISTORY_SIZE)
    .execute();
  return rows.map((row) => row.password_hash);
}

/** Keeps a replaced password's hash, and only the newest PASSWORD_HISTORY_SIZE of them. */
export async function rememberPassword(db: Executor, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.insertInto('password_history').values({ user_id: userId, password_hash: passwordHash, created_at: now.toISOString() }).execute();
  const kept = await db
    .selectFrom('password_history')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PASSWORD_HISTORY_SIZE)
    .execute();
  await db
    .deleteFrom('password_history')
    .where('user_id', '=', userId)
    .where('id', 'not in', kept.map((row) => Number(row.id)))
    .execute();
}
