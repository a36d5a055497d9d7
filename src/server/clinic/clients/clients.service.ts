import type { ClientAction, ClinicErrorCode, ClientDetail, ClientStatus } from '../../../contracts/clinic';
import type { Language } from '../../../domain/constants';
import { asLanguage, enablePendingAccountIn } from '../../account/access';
import type { Db } from '../../db/database';
import type { UserStatus } from '../../db/schema';
import { AppError } from '../../errors';
import { enqueueEmail } from '../../integrations/email/outbox.queries';
import { auditRole, toAuditEvent, writeAudit, type StaffIdentity } from '../../shared/staff-access';
import { registrationDeclinedEmail } from '../clinic-emails';
import { nameIn, toOrderSummary, toPetInfo, toPrescriptionInfo } from '../clinic-records';
import { petsOf, prescriptionsOfClient } from '../clinic-records.queries';
import * as q from './clients.queries';

export const notFoundClient = () => new AppError(404, 'client_not_found', 'This client was not found.');

export async function searchClients(db: Db, staff: StaffIdentity, query: { q?: string; status?: ClientStatus; autoOrders?: 'needs_attention' }) {
  const rows = await q.searchClients(db, staff.clinicId, { ...query, limit: 50 });
  const ids = rows.map((r) => Number(r.id));
  const [pets, attention] = await Promise.all([q.petNamesOf(db, ids), q.attentionAutoOrdersOf(db, ids)]);
  return {
    clients: rows.map((r) => ({
      id: Number(r.id), firstName: r.firstName, lastName: r.lastName, email: r.email, phone: r.phone, status: r.status,
      createdAt: r.createdAt, petNames: pets.get(Number(r.id)) ?? [], autoOrdersNeedingAttention: attention.get(Number(r.id)) ?? 0,
    })),
  };
}

export async function clientDetail(db: Db, staff: StaffIdentity, clientId: number, language: Language, now = new Date()): Promise<ClientDetail> {
  const client = await q.findClient(db, staff.clinicId, clientId);
  if (!client) throw notFoundClient();
  const [pets, prescriptions, orders, autoOrders, audit] = await Promise.all([
    petsOf(db, clientId),
    prescriptionsOfClient(db, staff.clinicId, clientId),
    q.ordersOfClient(db, staff.clinicId, clientId),
    q.autoOrdersOfClient(db, clientId),
    q.auditOfClient(db, staff.clinicId, clientId),
  ]);
  return {
    client: {
      id: Number(client.id), firstName: client.firstName, lastName: client.lastName, email: client.email, phone: client.phone,
      status: client.status, createdAt: client.createdAt, language: client.language, province: client.province,
      petNames: pets.map((p) => p.name), mayNotOrder: Number(client.mayNotOrder) === 1,
    },
    pets: pets.map((p) => toPetInfo(p as unknown as Record<string, unknown>)),
    prescriptions: prescriptions.map((r) => toPrescriptionInfo(r, language, now)),
    orders: orders.map(toOrderSummary),
    autoOrders: autoOrders.map((a) => ({
      id: Number(a.id), status: a.status, frequencyWeeks: Number(a.frequencyWeeks), nextOrderDate: a.nextOrderDate,
      items: a.items.map((i) => ({ productName: nameIn(language, i.nameEn, i.nameFr), petName: i.petName ?? '', quantity: Number(i.quantity) })),
    })),
    audit: audit.map(toAuditEvent),
  };
}

/** What each action on a client's account needs, and what it makes of it. */
const CLIENT_MOVES: Record<Exclude<ClientAction, 'enable'>, { from: readonly UserStatus[]; to: UserStatus; code: ClinicErrorCode; message: string }> = {
  decline: { from: ['pending'], to: 'closed', code: 'client_not_pending', message: 'Failed to enable pending consumer: this account is not waiting for the clinic.' },
  deactivate: { from: ['active', 'pending'], to: 'disabled', code: 'client_not_active', message: 'Update failed: only an active or pending account can be deactivated.' },
  reactivate: { from: ['disabled'], to: 'active', code: 'client_not_deactivated', message: 'Update failed: only a deactivated account can be reactivated.' },
  close: { from: ['active', 'pending', 'disabled', 'unconfirmed'], to: 'closed', code: 'client_already_closed', message: 'Update failed: this account is already closed.' },
};

/**
 * Enables, declines, deactivates, reactivates or closes a client's account (rr §4 "Accounts"). The
 * change, its email and its audit event are one transaction; a refused move changes nothing.
 */
export async function changeClientAccount(
  db: Db,
  staff: StaffIdentity,
  clientId: number,
  action: ClientAction,
  input: { reason?: string; note?: string; baseUrl: string },
  now = new Date(),
): Promise<ClientStatus> {
  const client = await q.findClient(db, staff.clinicId, clientId);
  if (!client) throw notFoundClient();
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    let to: UserStatus;
    if (action === 'enable') {
      const enabled = client.status === 'pending' && await enablePendingAccountIn(
        trx, { id: Number(client.id), email: client.email, firstName: client.firstName, language: client.language, clinicName: client.clinicName },
        input.baseUrl, now,
      );
      if (!enabled) throw new AppError(409, 'client_not_pending', 'Failed to enable pending consumer: this account is not waiting for the clinic.');
      to = 'active';
    } else {
      const move = CLIENT_MOVES[action];
      if (!(await q.changeClientStatus(trx, staff.clinicId, clientId, move.from, move.to))) throw new AppError(409, move.code, move.message);
      to = move.to;
      if (to !== 'active') await q.endSessionsOf(trx, clientId);
      if (action === 'decline') {
        const recipient = { email: client.email, firstName: client.firstName, language: asLanguage(client.language) };
        await enqueueEmail(trx, registrationDeclinedEmail(recipient, client.clinicName, input.reason ?? ''), now);
      }
    }
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff), entity: 'client', entityId: clientId, action,
      before: { status: client.status },
      after: { status: to, ...(input.reason ? { reason: input.reason } : {}), ...(input.note ? { note: input.note } : {}) },
      now: nowIso,
    });
    return to as ClientStatus;
  });
}

/**
 * rr §6 "some customer accounts may not place orders" (issue 25), set by the clinic's admin on one of
 * its clients (another clinic's: 404); checkout and the AutoOrders refuse such an account. Audited;
 * setting the value it has changes nothing.
 */
export async function setClientOrdering(db: Db, staff: StaffIdentity, clientId: number, mayNotOrder: boolean, now = new Date()): Promise<boolean> {
  const client = await q.findClient(db, staff.clinicId, clientId);
  if (!client) throw notFoundClient();
  const before = Number(client.mayNotOrder) === 1;
  if (before === mayNotOrder) return mayNotOrder;
  await db.transaction().execute(async (trx) => {
    await q.setMayNotOrder(trx, staff.clinicId, clientId, mayNotOrder);
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'clinic_admin'), entity: 'client', entityId: clientId, action: 'ordering',
      before: { mayNotOrder: before }, after: { mayNotOrder }, now: now.toISOString(),
    });
  });
  return mayNotOrder;
}
