import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** A user's manufacturer-representative row with their name and manufacturer (brand), or undefined for anyone else. */
export function findManufacturerRep(db: Executor, userId: number) {
  return db
    .selectFrom('manufacturer_reps as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('manufacturers as m', 'm.id', 'r.manufacturer_id')
    .select(['u.id', 'u.first_name as firstName', 'u.last_name as lastName', 'u.email', 'u.status', 'm.id as manufacturerId', 'm.name as manufacturerName'])
    .where('r.user_id', '=', userId)
    .executeTakeFirst();
}

/** A user's site-administrator row with their name, or undefined for anyone else. */
export function findSiteAdmin(db: Executor, userId: number) {
  return db
    .selectFrom('platform_admins as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['u.id', 'u.first_name as firstName', 'u.last_name as lastName', 'u.email', 'u.status'])
    .where('a.user_id', '=', userId)
    .executeTakeFirst();
}
