import type { Kysely, Transaction } from 'kysely';
import type { Database, UserStatus, UserUpdate } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export function findAccountByEmail(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('clinics', 'clinics.id', 'users.clinic_id')
    .select([
      'users.id',
      'users.email',
      'users.first_name as firstName',
      'users.last_name as lastName',
      'users.language',
      'users.status',
      'users.clinic_id as clinicId',
      'clinics.practice_name as clinicName',
    ])
    .where('users.email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/**
 * Whether the account is a clinic's staff member (issue 24): an invited one, still without a
 * password, sets it only through the invitation (single use, 72 hours), never by a shopper's link.
 */
export async function isStaffMember(db: Executor, userId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('staff_members').select('user_id').where('user_id', '=', userId).executeTakeFirst());
}

export function findClinicOfUser(db: Executor, clinicId: number) {
  return db
    .selectFrom('clinics')
    .select(['id', 'practice_name as practiceName', 'email', 'is_automatic_registration as isAutomaticRegistration', 'is_approved as isApproved'])
    .where('id', '=', clinicId)
    .executeTakeFirstOrThrow();
}

export async function updateAccount(db: Executor, userId: number, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** Moves an account from one status to another; false when it was not in `from` any more. */
export async function changeStatus(db: Executor, userId: number, from: UserStatus, to: UserStatus): Promise<boolean> {
  const result = await db.updateTable('users').set({ status: to }).where('id', '=', userId).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every session of a user: after a password reset, whoever held the old password is signed out. */
export async function deleteSessionsOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export function listPendingAccounts(db: Executor) {
  return db
    .selectFrom('users')
    .innerJoin('clinics', 'clinics.id', 'users.clinic_id')
    .leftJoin('new_clinic_requests', 'new_clinic_requests.user_id', 'users.id')
    .select([
      'users.email',
      'users.first_name as firstName',
      'users.last_name as lastName',
      'users.status',
      'users.created_at as createdAt',
      'clinics.practice_name as clinicName',
      'clinics.subdomain',
      'new_clinic_requests.city as requestedCity',
      'new_clinic_requests.phone as requestedPhone',
      'new_clinic_requests.vet_name as requestedVet',
    ])
    .where('users.status', 'in', ['pending', 'unconfirmed'])
    .orderBy('users.id')
    .execute();
}
