import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ClinicTable, Database, NewClinicRequestTable, UserConsentTable, UserTable } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

const clinicColumns = [
  'id',
  'practice_name',
  'address',
  'city',
  'province',
  'postal_code',
  'latitude',
  'longitude',
  'phone',
  'email',
  'vet_name',
  'subdomain',
  'master_clinic_id',
  'distributor_name',
  'is_live',
  'is_approved',
  'is_automatic_registration',
] as const;

/** Clinics a shopper may choose: only approved ones are offered (issue 6). */
export function listOfferedClinics(db: Executor, filter: { subdomain?: string; province?: string } = {}) {
  let query = db.selectFrom('clinics').select(clinicColumns).where('is_approved', '=', 1);
  if (filter.subdomain) query = query.where('subdomain', '=', filter.subdomain.toLowerCase());
  if (filter.province) query = query.where('province', '=', filter.province);
  return query.execute();
}
export type OfferedClinicRow = Awaited<ReturnType<typeof listOfferedClinics>>[number];

export function findClinicById(db: Executor, id: number) {
  return db.selectFrom('clinics').select(clinicColumns).where('id', '=', id).executeTakeFirst();
}

export async function emailIsRegistered(db: Executor, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  return row !== undefined;
}

export async function insertClinic(db: Executor, clinic: Insertable<ClinicTable>): Promise<number> {
  const row = await db.insertInto('clinics').values(clinic).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertUser(db: Executor, user: Insertable<UserTable>): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertConsents(db: Executor, consents: Insertable<UserConsentTable>[]): Promise<void> {
  await db.insertInto('user_consents').values(consents).execute();
}

export async function insertNewClinicRequest(db: Executor, request: Insertable<NewClinicRequestTable>): Promise<void> {
  await db.insertInto('new_clinic_requests').values(request).execute();
}
