import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, StorePreviewTable } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A preview that still runs: not ended, not expired, and its session still live (signing out ends
 * it). Read by the hash of the cookie's secret; the caller checks the request's own session.
 */
export function findLivePreview(db: Executor, secretHash: string, now: Date) {
  const at = now.toISOString();
  return db.selectFrom('store_previews as p')
    .innerJoin('sessions as s', 's.id', 'p.session_id')
    .innerJoin('clinics as c', 'c.id', 'p.clinic_id')
    .leftJoin('users as u', 'u.id', 'p.client_user_id')
    .select([
      'p.id', 'p.started_by_user_id as startedByUserId', 'p.session_id as sessionId', 'p.audience', 'p.actor_role as actorRole', 'p.clinic_id as clinicId',
      'c.practice_name as clinicName', 'p.client_user_id as clientUserId', 'p.lang', 'p.as_of_day as day', 'p.expires_at as expiresAt',
      'u.first_name as clientFirstName', 'u.last_name as clientLastName', 'u.email as clientEmail',
    ])
    .where('p.secret_hash', '=', secretHash)
    .where('p.ended_at', 'is', null)
    .where('p.expires_at', '>', at)
    .where('s.expires_at', '>', at)
    .executeTakeFirst();
}

export type LivePreviewRow = NonNullable<Awaited<ReturnType<typeof findLivePreview>>>;

/** A client of the clinic (an account of it that is not its staff), or undefined. */
export function findClinicClient(db: Executor, clinicId: number, clientId: number) {
  return db.selectFrom('users as u')
    .leftJoin('staff_members as s', 's.user_id', 'u.id')
    .select(['u.id', 'u.first_name as firstName', 'u.last_name as lastName', 'u.email'])
    .where('u.id', '=', clientId)
    .where('u.clinic_id', '=', clinicId)
    .where('s.user_id', 'is', null)
    .executeTakeFirst();
}

export function findClinicName(db: Executor, clinicId: number) {
  return db.selectFrom('clinics').select('practice_name as name').where('id', '=', clinicId).executeTakeFirst();
}

export async function insertPreview(trx: Transaction<Database>, row: Insertable<StorePreviewTable>): Promise<number> {
  const inserted = await trx.insertInto('store_previews').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Ends a preview now; true when it was still running. */
export async function endPreviewRow(trx: Transaction<Database>, id: number, now: Date): Promise<boolean> {
  const result = await trx.updateTable('store_previews').set({ ended_at: now.toISOString() }).where('id', '=', id).where('ended_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
