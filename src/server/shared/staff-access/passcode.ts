import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { passcodeAttemptsLeft, passcodeValidUntil } from '../../../domain/passcode';
import { deleteSession, findPasscodeConfirmedAt, findUserById, recordPasscodeConfirmed, recordPasscodeFailure, verifyPassword } from '../auth';
import { writeAudit } from './audit.queries';
import { auditRole, type StaffIdentity } from './staff-identity';

/**
 * Passcode pages (rr §2, issue 28; docs/decisions/117-passcode-pages.md): a route behind one asks,
 * after the staff guard, that this session's person gave their password again within
 * PASSCODE.validMinutes. Otherwise 403 `passcode_required`, which the portal's page answers by
 * asking for it.
 */
export async function requireRecentPasscode(db: Db, request: FastifyRequest, now = new Date()): Promise<void> {
  const confirmedAt = await findPasscodeConfirmedAt(db, request.shopper!.sessionId);
  if (!passcodeValidUntil(confirmedAt, now)) throw new AppError(403, 'passcode_required', 'This page needs your password again.');
}

/** Until when this session's passcode holds (null: not given, or run out). */
export async function passcodeStatus(db: Db, sessionId: string, now: Date): Promise<{ validUntil: string | null }> {
  return { validUntil: passcodeValidUntil(await findPasscodeConfirmedAt(db, sessionId), now)?.toISOString() ?? null };
}

/**
 * The staff member's password, given again: right, the passcode holds from now; wrong, 400 with
 * the attempts left; the last wrong one ends the session (401). Each outcome is audited.
 */
export async function confirmPasscode(db: Db, staff: StaffIdentity, sessionId: string, password: string, now: Date): Promise<{ validUntil: string }> {
  const user = await findUserById(db, staff.userId);
  const right = Boolean(user?.password_hash) && (await verifyPassword(user!.password_hash!, password));
  const audit = (trx: Transaction<Database>, action: string, after: Record<string, unknown> | null) =>
    writeAudit(trx, { clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff), entity: 'staff', entityId: staff.userId, action, before: null, after, now: now.toISOString() });
  if (right) {
    await db.transaction().execute(async (trx) => {
      await recordPasscodeConfirmed(trx, sessionId, now);
      await audit(trx, 'passcode_confirmed', null);
    });
    return { validUntil: passcodeValidUntil(now.toISOString(), now)!.toISOString() };
  }
  const left = await db.transaction().execute(async (trx) => {
    const attemptsLeft = passcodeAttemptsLeft(await recordPasscodeFailure(trx, sessionId));
    await audit(trx, 'passcode_refused', { attemptsLeft });
    return attemptsLeft;
  });
  if (left === 0) {
    await deleteSession(db, sessionId);
    throw new AppError(401, 'passcode_signed_out', 'Too many wrong passwords: you have been signed out.');
  }
  throw new AppError(400, 'passcode_incorrect', `That is not your password. ${left} ${left === 1 ? 'try' : 'tries'} left before you are signed out.`, { attemptsLeft: left });
}
