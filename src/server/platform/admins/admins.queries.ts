import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** The account an email names, with whether it is a clinic's staff member or already a site administrator. */
export function findAccountByEmail(db: Executor, email: string) {
  return db.selectFrom('users as u')
    .leftJoin('staff_members as s', 's.user_id', 'u.id')
    .leftJoin('platform_admins as a', 'a.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.status', 's.user_id as staffUserId', 'a.user_id as adminUserId'])
    .where('u.email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** Adds the row unless it is there (two commands at once add it once); true when this call added it. */
export async function insertSiteAdmin(trx: Transaction<Database>, userId: number, now: string): Promise<boolean> {
  const result = await trx.insertInto('platform_admins').values({ user_id: userId, created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteSiteAdmin(trx: Transaction<Database>, userId: number): Promise<boolean> {
  const result = await trx.deleteFrom('platform_admins').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listSiteAdmins(db: Executor) {
  return db.selectFrom('platform_admins as a').innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['u.id', 'u.email', 'u.first_name as firstName', 'u.last_name as lastName', 'u.status', 'a.created_at as since'])
    .orderBy('u.email').execute();
}
