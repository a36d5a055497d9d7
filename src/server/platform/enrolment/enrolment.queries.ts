import { PostgresAdapter, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { ClinicApplicationTable, ClinicTable, Database, EnrolmentPinTable, EnrolmentStatus } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

const forUpdate = <Q extends { forUpdate: () => Q }>(trx: Transaction<Database>, query: Q): Q =>
  trx.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query;

/** A clinic's client accounts that are not closed: its users who are neither its staff nor the platform's. */
export function waitingClientsOf(db: Executor, clinicId: number) {
  return db.selectFrom('users as u').where('u.clinic_id', '=', clinicId).where('u.status', '<>', 'closed')
    .where((w) => w.not(w.exists(w.selectFrom('staff_members as s').select('s.user_id').whereRef('s.user_id', '=', 'u.id'))))
    .where((w) => w.not(w.exists(w.selectFrom('platform_admins as a').select('a.user_id').whereRef('a.user_id', '=', 'u.id'))));
}

export function applications(db: Executor, status: EnrolmentStatus) {
  return db.selectFrom('clinic_applications as a').leftJoin('enrolment_pins as p', 'p.id', 'a.pin_id')
    .selectAll('a').select('p.code as pinCode')
    .where('a.status', '=', status).orderBy('a.created_at').orderBy('a.id').execute();
}
export type ApplicationRow = Awaited<ReturnType<typeof applications>>[number];

export function findApplication(db: Executor, id: number) {
  return db.selectFrom('clinic_applications as a').leftJoin('enrolment_pins as p', 'p.id', 'a.pin_id')
    .selectAll('a').select('p.code as pinCode').where('a.id', '=', id).executeTakeFirst();
}

/** Clinics typed in at registration, with the registering client and how many clients wait on the clinic. */
export function registrationRequests(db: Executor, filter: { status?: EnrolmentStatus; id?: number }) {
  let query = db.selectFrom('new_clinic_requests as r').innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id', 'r.clinic_id', 'r.practice_name', 'r.city', 'r.province', 'r.vet_name', 'r.phone', 'r.status', 'r.refusal_reason', 'r.decided_at', 'r.created_at',
      'u.email', 'u.first_name', 'u.last_name', 'u.language',
    ]);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  if (filter.id !== undefined) query = query.where('r.id', '=', filter.id);
  return query.orderBy('r.created_at').orderBy('r.id').execute();
}
export type RequestRow = Awaited<ReturnType<typeof registrationRequests>>[number];

export async function countWaitingClients(db: Executor, clinicIds: number[]): Promise<Map<number, number>> {
  if (clinicIds.length === 0) return new Map();
  const rows = await db.selectFrom('users as u').select(['u.clinic_id', (eb) => eb.fn.countAll().as('n')]).where('u.clinic_id', 'in', clinicIds)
    .where('u.status', '<>', 'closed')
    .where((w) => w.not(w.exists(w.selectFrom('staff_members as s').select('s.user_id').whereRef('s.user_id', '=', 'u.id'))))
    .where((w) => w.not(w.exists(w.selectFrom('platform_admins as a').select('a.user_id').whereRef('a.user_id', '=', 'u.id'))))
    .groupBy('u.clinic_id').execute();
  return new Map(rows.map((r) => [Number(r.clinic_id), Number(r.n)]));
}

export function lockApplication(trx: Transaction<Database>, id: number) {
  return forUpdate(trx, trx.selectFrom('clinic_applications').select(['id', 'status']).where('id', '=', id)).executeTakeFirst();
}
export function lockRequest(trx: Transaction<Database>, id: number) {
  return forUpdate(trx, trx.selectFrom('new_clinic_requests').select(['id', 'status', 'clinic_id']).where('id', '=', id)).executeTakeFirst();
}

export async function decideApplication(trx: Transaction<Database>, id: number, values: { status: EnrolmentStatus; clinicId?: number; reason?: string; now: string }) {
  await trx.updateTable('clinic_applications')
    .set({ status: values.status, clinic_id: values.clinicId ?? null, refusal_reason: values.reason ?? '', decided_at: values.now }).where('id', '=', id).execute();
}
export async function decideRequest(trx: Transaction<Database>, id: number, values: { status: EnrolmentStatus; reason?: string; now: string }) {
  await trx.updateTable('new_clinic_requests').set({ status: values.status, refusal_reason: values.reason ?? '', decided_at: values.now }).where('id', '=', id).execute();
}

export async function insertApplication(db: Executor, values: Insertable<ClinicApplicationTable>): Promise<number> {
  const row = await db.insertInto('clinic_applications').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertClinic(trx: Transaction<Database>, values: Insertable<ClinicTable>): Promise<number> {
  const row = await trx.insertInto('clinics').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function subdomainTaken(db: Executor, subdomain: string, exceptClinicId: number | null): Promise<boolean> {
  let query = db.selectFrom('clinics').select('id').where('subdomain', '=', subdomain);
  if (exceptClinicId !== null) query = query.where('id', '<>', exceptClinicId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function emailInUse(db: Executor, email: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

export function lockClinic(trx: Transaction<Database>, clinicId: number) {
  return forUpdate(trx, trx.selectFrom('clinics').select(['id', 'practice_name', 'is_approved', 'is_live']).where('id', '=', clinicId)).executeTakeFirst();
}

// PINs

export function findPinByCode(db: Executor, code: string) {
  return db.selectFrom('enrolment_pins').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Takes one use of the PIN if it still has one and has not expired; false when another use got there first. */
export async function takePinUse(db: Executor, id: number, now: string): Promise<boolean> {
  const result = await db.updateTable('enrolment_pins').set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', id).where((eb) => eb('uses', '<', eb.ref('max_uses'))).where('expires_at', '>', now).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back the use a refused application took: the clinic may apply again with the PIN it was handed. */
export async function releasePinUse(db: Executor, id: number): Promise<void> {
  await db.updateTable('enrolment_pins').set((eb) => ({ uses: eb('uses', '-', 1) })).where('id', '=', id).where('uses', '>', 0).execute();
}

export async function insertPin(trx: Transaction<Database>, values: Insertable<EnrolmentPinTable>): Promise<number> {
  const row = await trx.insertInto('enrolment_pins').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export function listPins(db: Executor) {
  return db.selectFrom('enrolment_pins').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200).execute();
}
export type PinRow = Awaited<ReturnType<typeof listPins>>[number];

export async function setLive(trx: Transaction<Database>, clinicId: number) {
  await trx.updateTable('clinics').set({ is_live: 1 }).where('id', '=', clinicId).execute();
}

export async function approvePlaceholderClinic(trx: Transaction<Database>, clinicId: number, values: { subdomain: string; live: boolean }) {
  await trx.updateTable('clinics').set({ subdomain: values.subdomain, is_approved: 1, is_live: values.live ? 1 : 0 }).where('id', '=', clinicId).execute();
}
