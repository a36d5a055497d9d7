import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { CLINIC_ROUTES } from '../../../contracts/clinic';
import type { StaffStatus, StaffMember, AuditList } from '../../../contracts/staff';
import { AUDIT_LIST_LIMIT, STAFF_INVITATION_PATH, STAFF_INVITATION_TTL_HOURS } from '../../../contracts/staff';
import type { Language } from '../../../domain/constants';
import { HOUR_MS } from '../../../domain/time';
import { asLanguage, hashAccountToken } from '../../account/access';
import { hashPassword } from '../../shared/auth';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { enqueueEmail } from '../../integrations/email/outbox.queries';
import { auditRole, toAuditEvent, writeAudit, type StaffIdentity } from '../../shared/staff-access';
import type { Database } from '../../db/schema';
import { auditSubjects } from './audit-subjects';
import { staffInvitationEmail, staffRolesChangedEmail, type RoleChange } from './staff-emails';
import * as q from './staff.queries';

const statusOf = (row: q.StaffRow): StaffStatus => (row.disabledAt ? 'disabled' : row.status === 'unconfirmed' ? 'invited' : 'active');

const toMember = (row: q.StaffRow): StaffMember => ({
  id: Number(row.id), firstName: row.firstName, lastName: row.lastName, email: row.email, isAdmin: Boolean(Number(row.isAdmin)),
  isVeterinarian: Boolean(Number(row.isVeterinarian)), licenceNumber: row.licenceNumber, licenceProvince: row.licenceProvince,
  status: statusOf(row), invitationExpiresAt: row.status === 'unconfirmed' ? (row.invitationExpiresAt ?? null) : null, createdAt: row.createdAt,
});

const notFound = () => new AppError(404, 'staff_not_found', 'This staff member does not exist.');
const invalidInvitation = () => new AppError(400, 'invitation_invalid', 'This invitation link is invalid, expired or already used.');

export async function listStaff(db: Db, staff: StaffIdentity) {
  return { staff: (await q.listStaff(db, staff.clinicId)).map(toMember) };
}

async function member(db: Db, staff: StaffIdentity, userId: number): Promise<q.StaffRow> {
  const row = await q.findStaff(db, staff.clinicId, userId);
  if (!row) throw notFound();
  return row;
}

export interface Invitation {
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
  isAdmin: boolean;
  isVeterinarian: boolean;
  licenceNumber?: string;
  licenceProvince?: string;
}

/** A new single-use link for an invited person, with its email, in the caller's transaction; the older links stop working. */
async function sendInvitation(
  trx: Transaction<Database>,
  staff: Pick<StaffIdentity, 'clinicId' | 'userId' | 'firstName' | 'lastName'>,
  to: { userId: number; email: string; firstName: string; language: Language },
  baseUrl: string,
  now: Date,
) {
  const nowIso = now.toISOString();
  const clinic = await q.findClinic(trx, staff.clinicId);
  await q.retireInvitations(trx, to.userId, nowIso);
  const token = randomBytes(32).toString('base64url');
  await q.insertInvitation(trx, {
    clinicId: staff.clinicId, userId: to.userId, invitedBy: staff.userId, tokenHash: hashAccountToken(token),
    expiresAt: new Date(now.getTime() + STAFF_INVITATION_TTL_HOURS * HOUR_MS).toISOString(), now: nowIso,
  });
  const link = `${baseUrl}${STAFF_INVITATION_PATH}?token=${encodeURIComponent(token)}`;
  await enqueueEmail(trx, staffInvitationEmail(
    { email: to.email, firstName: to.firstName, language: to.language },
    { clinicName: clinic.practice_name, invitedBy: `${staff.firstName} ${staff.lastName}`, link, hours: STAFF_INVITATION_TTL_HOURS },
  ), now);
}

type Roles = { isAdmin: boolean; isVeterinarian: boolean; licenceNumber: string; licenceProvince: string };
const rolesOf = (row: q.StaffRow): Roles => ({
  isAdmin: Boolean(Number(row.isAdmin)), isVeterinarian: Boolean(Number(row.isVeterinarian)), licenceNumber: row.licenceNumber, licenceProvince: row.licenceProvince,
});

/**
 * Emails the clinic's other admins what changed in someone's roles (issue 24), in the transaction
 * of the change; nothing when no role changed.
 */
async function tellOtherAdmins(trx: Transaction<Database>, staff: StaffIdentity, member: string, before: Roles, after: Roles, baseUrl: string, now: Date) {
  const role = (r: Roles) => [...(r.isAdmin ? ['admin' as const] : []), ...(r.isVeterinarian ? ['veterinarian' as const] : [])];
  const change: RoleChange = {
    given: role(after).filter((r) => !role(before).includes(r)),
    removed: role(before).filter((r) => !role(after).includes(r)),
    licence: after.isVeterinarian ? { number: after.licenceNumber, province: after.licenceProvince } : null,
  };
  const licenceChanged = after.isVeterinarian && (after.licenceNumber !== before.licenceNumber || after.licenceProvince !== before.licenceProvince);
  if (change.given.length === 0 && change.removed.length === 0 && !licenceChanged) return;
  for (const admin of await q.otherAdmins(trx, staff.clinicId, staff.userId)) {
    await enqueueEmail(trx, staffRolesChangedEmail(
      { email: admin.email, firstName: admin.firstName, language: asLanguage(admin.language) },
      { clinicName: staff.clinicName, changedBy: `${staff.firstName} ${staff.lastName}`, member, change, link: `${baseUrl}${CLINIC_ROUTES.staff}` },
    ), now);
  }
}

const NO_ROLES: Roles = { isAdmin: false, isVeterinarian: false, licenceNumber: '', licenceProvince: '' };

/**
 * Creates the staff member (no password yet) and emails them a single-use link, in one transaction.
 * An address already invited to this clinic is told to resend instead; any other account: 409.
 */
export async function invite(db: Db, staff: StaffIdentity, input: Invitation, baseUrl: string, now = new Date()): Promise<StaffMember> {
  const nowIso = now.toISOString();
  const roles: Roles = {
    isAdmin: input.isAdmin, isVeterinarian: input.isVeterinarian,
    licenceNumber: input.isVeterinarian ? input.licenceNumber ?? '' : '', licenceProvince: input.isVeterinarian ? input.licenceProvince ?? '' : '',
  };
  if (roles.isVeterinarian && (!roles.licenceNumber || !roles.licenceProvince)) throw licenceRequired();
  const userId = await db.transaction().execute(async (trx) => {
    const existing = await q.accountOfEmail(trx, input.email);
    if (existing && existing.status === 'unconfirmed' && Number(existing.staffClinicId) === staff.clinicId) {
      throw new AppError(409, 'already_invited', 'This person is already invited: resend the invitation from the staff list.');
    }
    if (existing) throw new AppError(409, 'email_in_use', 'An account already uses this email address.');
    const clinic = await q.findClinic(trx, staff.clinicId);
    const id = await q.insertInvitedStaff(trx, { clinicId: staff.clinicId, ...input, ...roles, province: clinic.province, now: nowIso });
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'clinic_admin'), entity: 'staff', entityId: id, action: 'invite',
      before: null, now: nowIso,
      after: { email: input.email, isAdmin: roles.isAdmin, isVeterinarian: roles.isVeterinarian, ...(roles.isVeterinarian ? { licenceNumber: roles.licenceNumber, licenceProvince: roles.licenceProvince } : {}) },
    });
    await sendInvitation(trx, staff, { userId: id, email: input.email, firstName: input.firstName, language: input.language }, baseUrl, now);
    await tellOtherAdmins(trx, staff, `${input.firstName} ${input.lastName}`, NO_ROLES, roles, baseUrl, now);
    return id;
  });
  return toMember(await member(db, staff, userId));
}

/**
 * A new clinic's first admin (issue 25, the platform's approval): the same invitation as a clinic
 * admin's (a staff row, no password yet, a single-use link by email), in the approval's transaction,
 * invited by the site administrator. The caller checks the address is free.
 */
export async function inviteFirstAdmin(
  trx: Transaction<Database>,
  clinicId: number,
  invitedBy: { userId: number; firstName: string; lastName: string },
  to: { email: string; firstName: string; lastName: string; language: Language },
  baseUrl: string,
  now: Date,
): Promise<number> {
  const clinic = await q.findClinic(trx, clinicId);
  const id = await q.insertInvitedStaff(trx, { clinicId, ...to, ...NO_ROLES, isAdmin: true, province: clinic.province, now: now.toISOString() });
  await sendInvitation(trx, { clinicId, ...invitedBy }, { userId: id, email: to.email, firstName: to.firstName, language: to.language }, baseUrl, now);
  return id;
}

/**
 * A new invitation link for someone who has not set a password yet (issue 24: a lost or expired
 * link); the older links stop working at once. A disabled invitee is enabled first.
 */
export async function resendInvitation(db: Db, staff: StaffIdentity, userId: number, baseUrl: string, now = new Date()): Promise<StaffMember> {
  const row = await member(db, staff, userId);
  if (row.status !== 'unconfirmed') throw new AppError(409, 'not_invited', 'This person has already set a password: there is no invitation to resend.');
  if (row.disabledAt) throw new AppError(409, 'invitee_disabled', 'This account is disabled: enable it before resending the invitation.');
  await db.transaction().execute(async (trx) => {
    await sendInvitation(trx, staff, { userId, email: row.email, firstName: row.firstName, language: asLanguage(row.language) }, baseUrl, now);
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'clinic_admin'), entity: 'staff', entityId: userId,
      action: 'resend_invitation', before: null, after: null, now: now.toISOString(),
    });
  });
  return toMember(await member(db, staff, userId));
}

const licenceRequired = () =>
  new AppError(400, 'licence_required', 'The veterinarian role needs the licence number and the province of licence (licenceNumber, licenceProvince).');

/**
 * rr §6 roles, given and removed by an admin for someone else (issue 24: nobody changes their own,
 * so no admin makes themselves the veterinarian). The veterinarian role needs a licence: given with
 * it, or kept from the one on file; removing the role clears it. The other admins are emailed.
 */
export async function changeRoles(
  db: Db,
  staff: StaffIdentity,
  userId: number,
  request: { isAdmin: boolean; isVeterinarian: boolean; licenceNumber?: string; licenceProvince?: string },
  baseUrl: string,
  now = new Date(),
) {
  const row = await member(db, staff, userId);
  if (userId === staff.userId) throw new AppError(403, 'own_roles', 'You cannot change your own roles: another clinic admin does.');
  const before = rolesOf(row);
  const after: Roles = { isAdmin: request.isAdmin, isVeterinarian: request.isVeterinarian, licenceNumber: '', licenceProvince: '' };
  if (request.isVeterinarian) {
    after.licenceNumber = request.licenceNumber ?? (before.isVeterinarian ? before.licenceNumber : '');
    after.licenceProvince = request.licenceProvince ?? (before.isVeterinarian ? before.licenceProvince : '');
    if (!after.licenceNumber || !after.licenceProvince) throw licenceRequired();
  }
  await db.transaction().execute(async (trx) => {
    await q.setRoles(trx, staff.clinicId, userId, after);
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'clinic_admin'), entity: 'staff', entityId: userId,
      action: 'change_roles', before, after, now: now.toISOString(),
    });
    await tellOtherAdmins(trx, staff, `${row.firstName} ${row.lastName}`, before, after, baseUrl, now);
  });
  return toMember(await member(db, staff, userId));
}

/** Disabling ends every session of the account at once; sign-in refuses it from then on. */
export async function setEnabled(db: Db, staff: StaffIdentity, userId: number, enabled: boolean, now = new Date()) {
  const row = await member(db, staff, userId);
  if (userId === staff.userId) throw new AppError(409, 'own_account', 'You cannot disable your own account.');
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await q.setDisabled(trx, staff.clinicId, userId, enabled ? null : nowIso);
    if (!enabled) await q.deleteSessionsOf(trx, userId);
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'clinic_admin'), entity: 'staff', entityId: userId,
      action: enabled ? 'enable' : 'disable', before: { status: statusOf(row) }, after: { status: enabled ? (row.status === 'unconfirmed' ? 'invited' : 'active') : 'disabled' },
      now: nowIso,
    });
  });
  return toMember(await member(db, staff, userId));
}

export async function auditList(
  db: Db,
  staff: StaffIdentity,
  { lang, ...filters }: { entity?: string; actorId?: number; from?: string; to?: string; lang: Language },
): Promise<AuditList> {
  const [rows, actors] = await Promise.all([q.listAudit(db, staff.clinicId, filters, AUDIT_LIST_LIMIT), q.listAuditActors(db, staff.clinicId)]);
  const events = rows.map((e) => ({ ...toAuditEvent(e), actorId: e.actorId === null ? null : Number(e.actorId) }));
  const subjectOf = await auditSubjects(db, staff.clinicId, events, lang);
  return {
    events: events.map((e) => ({ ...e, subject: subjectOf(e) })),
    actors: actors.map((a) => ({ id: Number(a.id), name: `${a.firstName} ${a.lastName}` })),
  };
}

export async function inspectInvitation(db: Db, token: string, now = new Date()) {
  const found = await q.findUsableInvitation(db, hashAccountToken(token.trim()), now.toISOString());
  if (!found) throw invalidInvitation();
  return { firstName: found.firstName, email: found.email, clinicName: found.clinicName };
}

/** Sets the invited staff member's password once (the link is single use) and activates the account. */
export async function acceptInvitation(db: Db, token: string, password: string, now = new Date()) {
  const nowIso = now.toISOString();
  const found = await q.findUsableInvitation(db, hashAccountToken(token.trim()), nowIso);
  if (!found) throw invalidInvitation();
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    if (!(await q.useInvitation(trx, Number(found.id), nowIso))) throw invalidInvitation();
    await q.activateWithPassword(trx, Number(found.userId), passwordHash, nowIso);
    await writeAudit(trx, {
      clinicId: Number(found.clinicId), actorUserId: Number(found.userId), actorRole: 'clinic_staff', entity: 'staff', entityId: Number(found.userId),
      action: 'accept_invitation', before: { status: 'invited' }, after: { status: 'active' }, now: nowIso,
    });
  });
  return { email: found.email };
}

