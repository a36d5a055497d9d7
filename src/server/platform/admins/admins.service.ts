import type { Db } from '../../db/database';
import { writeAudit } from '../../shared/staff-access';
import * as q from './admins.queries';

/**
 * Site administrators are made from the command line only (issue 25: `npm run platform --
 * add-admin <email>`), never by sign-up: an existing, active account that is not a clinic's staff
 * member (the platform's people and the clinics' stay apart). Each change is audited in the same
 * transaction, with no clinic and no signed-in actor: the command line did it.
 */
export const COMMAND_LINE_ROLE = 'command_line';

export type AddAdminOutcome = 'added' | 'already_admin' | 'not_found' | 'not_active' | 'clinic_staff';
export type RemoveAdminOutcome = 'removed' | 'not_admin' | 'not_found';

export async function addSiteAdmin(db: Db, email: string, now: Date): Promise<AddAdminOutcome> {
  return db.transaction().execute(async (trx) => {
    const account = await q.findAccountByEmail(trx, email);
    if (!account) return 'not_found';
    if (account.adminUserId !== null) return 'already_admin';
    if (account.status !== 'active') return 'not_active';
    if (account.staffUserId !== null) return 'clinic_staff';
    if (!(await q.insertSiteAdmin(trx, Number(account.id), now.toISOString()))) return 'already_admin';
    await writeAudit(trx, {
      clinicId: null, actorUserId: null, actorRole: COMMAND_LINE_ROLE, entity: 'platform_admin', entityId: Number(account.id), action: 'add',
      before: null, after: { email: account.email }, now: now.toISOString(),
    });
    return 'added';
  });
}

/** Takes the role away; the person's sessions stay, but the platform guard refuses them from the next call. */
export async function removeSiteAdmin(db: Db, email: string, now: Date): Promise<RemoveAdminOutcome> {
  return db.transaction().execute(async (trx) => {
    const account = await q.findAccountByEmail(trx, email);
    if (!account) return 'not_found';
    if (!(await q.deleteSiteAdmin(trx, Number(account.id)))) return 'not_admin';
    await writeAudit(trx, {
      clinicId: null, actorUserId: null, actorRole: COMMAND_LINE_ROLE, entity: 'platform_admin', entityId: Number(account.id), action: 'remove',
      before: { email: account.email }, after: null, now: now.toISOString(),
    });
    return 'removed';
  });
}

export const listSiteAdmins = (db: Db) => q.listSiteAdmins(db);
