import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { selectAudit } from '../../shared/staff-access';

type Executor = Kysely<Database> | Transaction<Database>;

function staffRows(db: Executor, clinicId: number) {
  return db.selectFrom('staff_members as s').innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.user_id as id', 'u.first_name as firstName', 'u.last_name as lastName', 'u.email', 'u.status', 'u.language',
      's.is_admin as isAdmin', 's.is_veterinarian as isVeterinarian', 's.licence_number as licenceNumber', 's.licence_province as licenceProvince',
      's.disabled_at as disabledAt', 's.created_at as createdAt'])
    // The newest invitation link still open (resending retires the older ones).
    .select((eb) => eb.selectFrom('staff_invitations as i').select((ib) => ib.fn.max('i.expires_at').as('x'))
      .whereRef('i.user_id', '=', 's.user_id').where('i.used_at', 'is', null).as('invitationExpiresAt'))
    .where('s.clinic_id', '=', clinicId);
}

export const listStaff = (db: Executor, clinicId: number) => staffRows(db, clinicId).orderBy('u.last_name').orderBy('u.first_name').execute();
/** One of the clinic's staff; undefined for anyone else (another clinic's staff included). */
export const findStaff = (db: Executor, clinicId: number, userId: number) => staffRows(db, clinicId).where('s.user_id', '=', userId).executeTakeFirst();
export type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaff>>>;

/** Who already uses an email address: their id, status and the clinic they are staff of (null for a shopper). */
export function accountOfEmail(db: Executor, email: string) {
  return db.selectFrom('users as u').leftJoin('staff_members as s', 's.user_id', 'u.id')
    .select(['u.id', 'u.status', 's.clinic_id as staffClinicId']).where('u.email', '=', email).executeTakeFirst();
}

export function findClinic(db: Executor, clinicId: number) {
  return db.selectFrom('clinics').select(['province', 'phone', 'practice_name']).where('id', '=', clinicId).executeTakeFirstOrThrow();
}

/** An invited staff member: a user without a password ('unconfirmed') and their staff row. */
export async function insertInvitedStaff(trx: Transaction<Database>, values: {
  clinicId: number; email: string; firstName: string; lastName: string; language: string; province: string; isAdmin: boolean; isVeterinarian: boolean;
  licenceNumber: string; licenceProvince: string; now: string;
}): Promise<number> {
  const user = await trx.insertInto('users').values({
    email: values.email, password_hash: null, first_name: values.firstName, last_name: values.lastName, phone: '', province: values.province,
    language: values.language, clinic_id: values.clinicId, status: 'unconfirmed', failed_sign_ins: 0, locked_until: null, password_changed_at: null,
    account_credit_cents: 0, created_at: values.now,
  }).returning('id').executeTakeFirstOrThrow();
  await trx.insertInto('staff_members').values({
    user_id: user.id, clinic_id: values.clinicId, is_admin: values.isAdmin ? 1 : 0, is_veterinarian: values.isVeterinarian ? 1 : 0,
    licence_number: values.licenceNumber, licence_province: values.licenceProvince, disabled_at: null, created_at: values.now,
  }).execute();
  return Number(user.id);
}

export async function insertInvitation(trx: Transaction<Database>, values: { clinicId: number; userId: number; invitedBy: number; tokenHash: string; expiresAt: string; now: string }) {
  await trx.insertInto('staff_invitations').values({
    clinic_id: values.clinicId, user_id: values.userId, invited_by: values.invitedBy, token_hash: values.tokenHash, expires_at: values.expiresAt,
    used_at: null, created_at: values.now,
  }).execute();
}

/** Retires every open invitation of a person: only the newest link (or none) works. */
export async function retireInvitations(trx: Transaction<Database>, userId: number, now: string) {
  await trx.updateTable('staff_invitations').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export async function setRoles(trx: Transaction<Database>, clinicId: number, userId: number, roles: {
  isAdmin: boolean; isVeterinarian: boolean; licenceNumber: string; licenceProvince: string;
}) {
  await trx.updateTable('staff_members').set({
    is_admin: roles.isAdmin ? 1 : 0, is_veterinarian: roles.isVeterinarian ? 1 : 0, licence_number: roles.licenceNumber, licence_province: roles.licenceProvince,
  }).where('user_id', '=', userId).where('clinic_id', '=', clinicId).execute();
}

/** The clinic's enabled admins who have an account, but for one person: those a role change is told to. */
export function otherAdmins(db: Executor, clinicId: number, exceptUserId: number) {
  return db.selectFrom('staff_members as s').innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.email', 'u.first_name as firstName', 'u.language'])
    .where('s.clinic_id', '=', clinicId).where('s.is_admin', '=', 1).where('s.disabled_at', 'is', null).where('u.status', '=', 'active')
    .where('s.user_id', '!=', exceptUserId).orderBy('u.id').execute();
}

export async function setDisabled(trx: Transaction<Database>, clinicId: number, userId: number, disabledAt: string | null) {
  await trx.updateTable('staff_members').set({ disabled_at: disabledAt }).where('user_id', '=', userId).where('clinic_id', '=', clinicId).execute();
}

/** Signs the user out everywhere: their sessions end, so their tokens stop working at once. */
export async function deleteSessionsOf(trx: Transaction<Database>, userId: number) {
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** An unused, unexpired invitation with its staff member, whose account is still waiting for a password. */
export function findUsableInvitation(db: Executor, tokenHash: string, now: string) {
  return db.selectFrom('staff_invitations as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .innerJoin('staff_members as s', 's.user_id', 'i.user_id')
    .innerJoin('clinics as c', 'c.id', 'i.clinic_id')
    .select(['i.id', 'i.user_id as userId', 'i.clinic_id as clinicId', 'u.first_name as firstName', 'u.email', 'c.practice_name as clinicName'])
    .where('i.token_hash', '=', tokenHash)
    .where('i.used_at', 'is', null)
    .where('i.expires_at', '>', now)
    .where('u.status', '=', 'unconfirmed')
    .where('s.disabled_at', 'is', null)
    .executeTakeFirst();
}

/** Marks the invitation used; false when another request used it first. */
export async function useInvitation(trx: Transaction<Database>, id: number, now: string): Promise<boolean> {
  const result = await trx.updateTable('staff_invitations').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function activateWithPassword(trx: Transaction<Database>, userId: number, passwordHash: string, now: string) {
  await trx.updateTable('users').set({ password_hash: passwordHash, status: 'active', password_changed_at: now }).where('id', '=', userId).execute();
}

/** The clinic's audit events, newest first, narrowed by the filters. */
export function listAudit(db: Executor, clinicId: number, f: { entity?: string; actorId?: number; from?: string; to?: string }, limit: number) {
  let query = selectAudit(db, clinicId).select('e.actor_user_id as actorId');
  if (f.entity) query = query.where('e.entity', '=', f.entity);
  if (f.actorId) query = query.where('e.actor_user_id', '=', f.actorId);
  if (f.from) query = query.where('e.created_at', '>=', f.from);
  if (f.to) query = query.where('e.created_at', '<', `${f.to}T99`);
  return query.limit(limit).execute();
}

/** Everyone who acted in the clinic's audit log. */
export function listAuditActors(db: Executor, clinicId: number) {
  return db.selectFrom('audit_events as e').innerJoin('users as u', 'u.id', 'e.actor_user_id')
    .select(['u.id', 'u.first_name as firstName', 'u.last_name as lastName'])
    .where('e.clinic_id', '=', clinicId).distinct().orderBy('u.last_name').orderBy('u.first_name').orderBy('u.id').execute();
}
