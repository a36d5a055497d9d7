import type { ClinicCredit, GoodwillCreditRequest, TakeBackCreditRequest } from '../../../contracts/credit';
import { toIsoDate } from '../../../domain/time';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { clinicCreditHistory, giveGoodwillCredit, takeBackCredit, type StaffCreditResult } from '../../shared/credit';
import type { StaffIdentity } from '../../shared/staff-access';
import * as q from './clients.queries';
import { notFoundClient } from './clients.service';

/**
 * A client's account credit from the clinic (issue 27; docs/decisions/112-clinic-goodwill-credit.md):
 * every staff member sees the balance and the ledger; the clinic admin and the veterinarians give
 * goodwill credit or take unused credit back. Always the staff member's own clinic's client (else 404).
 */
async function ownClient(db: Db, staff: StaffIdentity, clientId: number): Promise<void> {
  if (!(await q.findClient(db, staff.clinicId, clientId))) throw notFoundClient();
}

export async function clientCredit(db: Db, staff: StaffIdentity, clientId: number, now: Date): Promise<ClinicCredit> {
  await ownClient(db, staff, clientId);
  return clinicCreditHistory(db, clientId, now);
}

/** Who may move a client's credit: the clinic admin or a veterinarian; front-desk staff only see it. */
export const mayMoveCredit = (staff: StaffIdentity) => staff.isAdmin || staff.isVeterinarian;

function mustMoveCredit(staff: StaffIdentity): void {
  if (!mayMoveCredit(staff)) throw new AppError(403, 'credit_role_required', 'Only the clinic admin or a veterinarian can give or take back account credit.');
}

export async function giveClientCredit(db: Db, staff: StaffIdentity, clientId: number, input: GoodwillCreditRequest, now: Date): Promise<StaffCreditResult> {
  mustMoveCredit(staff);
  await ownClient(db, staff, clientId);
  const expiresOn = input.expiresOn ?? null;
  if (expiresOn !== null && expiresOn <= toIsoDate(now)) {
    throw new AppError(400, 'credit_expiry_not_future', 'The expiry must be a date after today.');
  }
  return giveGoodwillCredit(db, { userId: clientId, byUserId: staff.userId, cents: input.amountCents, reason: input.reason, idempotencyKey: input.idempotencyKey, expiresOn }, now);
}

export async function takeBackClientCredit(db: Db, staff: StaffIdentity, clientId: number, input: TakeBackCreditRequest, now: Date): Promise<StaffCreditResult> {
  mustMoveCredit(staff);
  await ownClient(db, staff, clientId);
  return takeBackCredit(db, { userId: clientId, byUserId: staff.userId, cents: input.amountCents, reason: input.reason, idempotencyKey: input.idempotencyKey }, now);
}
