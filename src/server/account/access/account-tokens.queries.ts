import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AccountTokenTable, Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;
export type TokenPurpose = AccountTokenTable['purpose'];

/** Tokens are 32 random bytes; the table keeps only their SHA-256, so a database leak opens no link. */
export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function createAccountToken(
  db: Executor,
  { userId, purpose, ttlMs, now, newEmail }: { userId: number; purpose: TokenPurpose; ttlMs: number; now: Date; /** What an 'email_change' link confirms. */ newEmail?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('account_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: hashAccountToken(token),
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
      ...(newEmail !== undefined ? { new_email: newEmail } : {}),
    })
    .execute();
  return token;
}

/** The unused, unexpired token of that purpose with its user; undefined for anything else. */
export function findUsableToken(db: Executor, token: string, purpose: TokenPurpose, now: Date) {
  return db
    .selectFrom('account_tokens')
    .innerJoin('users', 'users.id', 'account_tokens.user_id')
    .select([
      'account_tokens.id as tokenId',
      'users.id as userId',
      'users.email',
      'users.first_name as firstName',
      'users.last_name as lastName',
      'users.language',
      'users.status',
      'users.clinic_id as clinicId',
      'users.password_hash as passwordHash',
      'users.password_changed_at as passwordChangedAt',
      'account_tokens.new_email as newEmail',
    ])
    .where('account_tokens.token_hash', '=', hashAccountToken(token))
    .where('account_tokens.purpose', '=', purpose)
    .where('account_tokens.used_at', 'is', null)
    .where('account_tokens.expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** Marks a token used; false when another request used it first (single use under concurrency). */
export async function useToken(db: Executor, tokenId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: now.toISOString() })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Retires every open token of a purpose, so only the newest link (or none) works. */
export async function retireTokens(db: Executor, userId: number, purpose: TokenPurpose, now: Date): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
