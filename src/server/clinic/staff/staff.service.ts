import { randomBytes } from 'node:crypto';
import type { StaffStatus, StaffMember, AuditList } from '../../../contracts/staff';
import { AUDIT_LIST_LIMIT, STAFF_INVITATION_PATH, STAFF_INVITATION_TTL_HOURS } from '../../../contracts/staff';
import type { Language } from '../../../domain/constants';
import { HOUR_MS } from '../../../domain/time';
import { hashAccountToken } from '../../account/access';
import { hashPassword } from '../../shared/auth';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { enqueueEmail } from '../../integrations/email/outbox.queries';
import { auditRole, toAuditEvent, writeAudit, type StaffIdentity } from '../../shared/staff-access';
import { staffInvitationEmail } from './staff-emails';
import * as q from './staff.queries';

const statusOf = (row: q.StaffRow): StaffStatus => (row.disabledAt ? 'disabled' : row.status === 'unconfirmed' ? 'invited' : 'active');

const toMember = (row: q.StaffRow): StaffMember => ({
  id: Number(row.id), firstName: row.firstName, lastName: row.lastName, email: row.email, isAdmin: Boolean(Number(row.isAdmin)),
  isVeterinarian: Boolean(Number(row.isVeterinarian)), status: statusOf(row), createdAt: row.createdAt,
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
}

/** Creates the staff member (no password yet) and emails them a single-use link, in one transaction. */
export async function invite(db: Db, staff: StaffIdentity, input: Invitation, baseUrl: string, now = new Date()): Promise<StaffMember> {
  const nowIso = now.toISOString();
  const userId = await db.transaction().execute(async (trx) => {
    if (await q.emailInUse(trx, input.email)) throw new AppError(409, 'email_in_use', 'An account already uses this email address.');
    const clinic = await q.findClinic(trx, staff.clinicId);
    const id = await q.insertInvitedStaff(trx, { clinicId: staff.clinicId, ...input, province: clinic.province, now: nowIso });
    const token = randomBytes(32).toString('base64url');
    await q.insertInvitation(trx, {
      clinicId: staff.clinicId, userId: id, invitedBy: staff.userId, tokenHash: hashAccountToken(token),
      expiresAt: new Date(now.getTime() + STAFF_INVITATION_TTL_HOURS * HOUR_MS).toISOString(), now: nowIso,
    });
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'clinic_admin'), entity: 'staff', entityId: id, action: 'invite',
      before: null, after: { email: input.email, isAdmin: input.isAdmin, isVeterinarian: input.isVeterinarian }, now: nowIso,
    });
    const link = `${baseUrl}${STAFF_INVITATION_PATH}?token=${encodeURIComponent(token)}`;
    await enqueueEmail(trx, staffInvitationEmail(
      { email: input.email, firstName: input.firstName, language: input.language },
      { clinicName: clinic.practice_name, invitedBy: `${staff.firstName} ${staff.lastName}`, link, hours: STAFF_INVITATION_TTL_HOURS },
    ), now);
    return id;
  });
  return toMember(await member(db, staff, userId));
}

/** rr §6 roles; an admin never takes away their own admin role (the clinic always keeps an admin). */
export async function changeRoles(db: Db, staff: StaffIdentity, userId: number, roles: { isAdmin: boolean; isVeterinarian: boolean }, now = new Date()) {
  const row = await member(db, staff, userId);
  if (userId === staff.userId && !roles.isAdmin) {
    throw new AppError(409, 'own_admin_role', 'You cannot remove your own admin role: the clinic must keep an admin.');
  }
  const before = { isAdmin: Boolean(Number(row.isAdmin)), isVeterinarian: Boolean(Number(row.isVeterinarian)) };
  await db.transaction().execute(async (trx) => {
    await q.setRoles(trx, staff.clinicId, userId, roles);
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'clinic_admin'), entity: 'staff', entityId: userId,
      action: 'change_roles', before, after: roles, now: now.toISOString(),
    });
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

export async function auditList(db: Db, staff: StaffIdentity, filters: { entity?: string; actorId?: number; from?: string; to?: string }): Promise<AuditList> {
  const [events, actors] = await Promise.all([q.listAudit(db, staff.clinicId, filters, AUDIT_LIST_LIMIT), q.listAuditActors(db, staff.clinicId)]);
  return {
    events: events.map((e) => ({ ...toAuditEvent(e), actorId: e.actorId === null ? null : Number(e.actorId) })),
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

