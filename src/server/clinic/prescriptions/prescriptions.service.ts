import type { PrescriptionRequest } from '../../../contracts/clinic';
import { PAGE_ROUTES } from '../../../contracts/routes';
import { RX_STATUS, type Language } from '../../../domain/constants';
import { asLanguage } from '../../account/access';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { enqueueEmail } from '../../integrations/email/outbox.queries';
import { auditRole, writeAudit, type StaffIdentity } from '../../shared/staff-access';
import { policyValues } from '../../shared/clinic-policies';
import { prescriptionApprovedEmail, prescriptionDeniedEmail } from '../clinic-emails';
import { nameIn, toPetInfo, toPrescriptionInfo } from '../clinic-records';
import { clientsByIds, findPet, findPrescription, prescriptionsOfPet, validatedFamiliesOf, type PrescriptionRow } from '../clinic-records.queries';
import { moveOrderStatus } from '../orders';
import * as q from './prescriptions.queries';

export const notFoundPrescription = () => new AppError(404, 'prescription_not_found', 'This prescription was not found.');

async function toRequest(db: Db, staff: StaffIdentity, row: PrescriptionRow, language: Language, now: Date, defaultRefills: number): Promise<PrescriptionRequest> {
  const [pet, history, clients] = await Promise.all([
    findPet(db, Number(row.petId)),
    prescriptionsOfPet(db, staff.clinicId, Number(row.petId)),
    clientsByIds(db, staff.clinicId, [Number(row.userId)]),
  ]);
  const client = clients[0];
  return {
    ...toPrescriptionInfo(row, language, now),
    client: { id: Number(row.userId), firstName: client?.firstName ?? '', lastName: client?.lastName ?? '', email: client?.email ?? '' },
    pet: toPetInfo((pet ?? { id: row.petId, name: row.petName, species: '' }) as unknown as Record<string, unknown>),
    productId: row.productId === null ? null : Number(row.productId),
    productSku: row.productSku ?? '',
    history: history.filter((h) => Number(h.id) !== Number(row.id)).map((h) => toPrescriptionInfo(h, language, now)),
    defaultRefills,
  };
}

/** The refills a new approval starts with: the clinic's policy in effect (issue 25, its own or its master's). */
const defaultRefillsOf = async (db: Db, clinicId: number) => (await policyValues(db, clinicId)).refills;

export async function prescriptionQueue(db: Db, staff: StaffIdentity, language: Language, now = new Date()) {
  const [rows, refills] = await Promise.all([q.prescriptionQueue(db, staff.clinicId, 100), defaultRefillsOf(db, staff.clinicId)]);
  return { requests: await Promise.all(rows.map((row) => toRequest(db, staff, row, language, now, refills))) };
}

export async function prescriptionRequest(db: Db, staff: StaffIdentity, rxId: number, language: Language, now = new Date()) {
  const row = await findPrescription(db, staff.clinicId, rxId);
  if (!row) throw notFoundPrescription();
  return toRequest(db, staff, row, language, now, await defaultRefillsOf(db, staff.clinicId));
}

const onlyVeterinarian = () => new AppError(403, 'veterinarian_only', 'Only a veterinarian can approve or deny a prescription.');

const licenceMissing = () => new AppError(409, 'licence_missing', 'Your veterinary licence is not on file: a clinic admin adds it on the staff page before you decide.');

const alreadyDecided = () => new AppError(409, 'prescription_already_decided', 'This request was already decided.');

export type PrescriptionDecision =
  | { kind: 'approve'; expiresOn: string; quantity: number; refills: number; instructions: string }
  | { kind: 'deny'; reason: string };

/**
 * The veterinarian's decision on a request (issue 16 "Prescriptions"). In one transaction: the
 * prescription, the client's email, the audit event, and on approval the orders of that pet waiting
 * on the veterinarian whose approval-needing items are now all covered (to validated, with an
 * 'rx_approved' history event) and the AutoOrders of that pet waiting for the vet (to active).
 * The product page, cart and checkout read prescriptions live, so they show the new state at once.
 */
export async function decidePrescription(
  db: Db,
  staff: StaffIdentity,
  rxId: number,
  decision: PrescriptionDecision,
  baseUrl: string,
  now = new Date(),
) {
  if (!staff.isVeterinarian) throw onlyVeterinarian();
  // Every decision names the veterinarian and their licence (issue 24), so none is taken without one.
  if (!staff.licence.number || !staff.licence.province) throw licenceMissing();
  const decider = { vet_name: `${staff.firstName} ${staff.lastName}`, vet_licence_number: staff.licence.number, vet_licence_province: staff.licence.province };
  const row = await findPrescription(db, staff.clinicId, rxId);
  if (!row) throw notFoundPrescription();
  if (Number(row.rxStatusId) !== RX_STATUS.notValidated) throw alreadyDecided();
  const nowIso = now.toISOString();
  if (decision.kind === 'approve' && `${decision.expiresOn}T23:59:59.999Z` <= nowIso) {
    throw new AppError(400, 'expiry_in_past', 'expiresOn: the expiry date must be in the future.');
  }
  const [client] = await clientsByIds(db, staff.clinicId, [Number(row.userId)]);
  const language = asLanguage(client?.language);
  const recipient = { email: client?.email ?? '', firstName: client?.firstName ?? '', language };
  const productName = nameIn(language, row.productNameEn, row.productNameFr) || nameIn(language, row.familyNameEn, row.familyNameFr);
  const before = { state: 'notValidated', quantity: Number(row.quantity), refills: Number(row.refills), expiresAt: row.expiresAt };

  return db.transaction().execute(async (trx) => {
    const ordersValidated: string[] = [];
    const autoOrdersActivated: number[] = [];
    if (decision.kind === 'deny') {
      const changed = await q.decidePrescription(trx, rxId, {
        rx_status_id: RX_STATUS.cancelled, denial_reason: decision.reason, decided_at: nowIso, decided_by_user_id: staff.userId, ...decider,
      });
      if (!changed) throw alreadyDecided();
      await writeAudit(trx, {
        clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'veterinarian'), entity: 'prescription', entityId: rxId,
        action: 'deny', before, after: { state: 'cancelled', reason: decision.reason }, now: nowIso,
      });
      if (recipient.email) {
        await enqueueEmail(trx, prescriptionDeniedEmail(recipient, { clinicName: staff.clinicName, petName: row.petName, productName, reason: decision.reason }), now);
      }
      return { state: 'cancelled' as const, ordersValidated, autoOrdersActivated };
    }

    const expiresAt = `${decision.expiresOn}T23:59:59.000Z`;
    const changed = await q.decidePrescription(trx, rxId, {
      rx_status_id: RX_STATUS.validated, decided_at: nowIso, decided_by_user_id: staff.userId, instructions: decision.instructions,
      quantity: decision.quantity, refill_quantity: decision.refills, refill_quantity_remaining: decision.refills, expires_at: expiresAt,
      ...decider,
    });
    if (!changed) throw alreadyDecided();
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'veterinarian'), entity: 'prescription', entityId: rxId,
      action: 'approve', before,
      after: { state: 'validated', quantity: decision.quantity, refills: decision.refills, expiresAt, instructions: decision.instructions },
      now: nowIso,
    });

    const covered = await validatedFamiliesOf(trx, Number(row.userId), nowIso);
    const allCovered = (items: { petId: number | null; familyId: number }[]) =>
      items.every((item) => item.petId !== null && covered.has(`${item.petId}:${item.familyId}`));
    for (const order of await q.ordersWaitingOnVetForPet(trx, staff.clinicId, Number(row.userId), Number(row.petId))) {
      if (!allCovered(order.rxItems)) continue;
      const moved = await moveOrderStatus(trx, order.id, 'waiting_on_veterinarian', 'validated', { event: 'rx_approved', actorUserId: staff.userId, now: nowIso });
      if (!moved) continue;
      ordersValidated.push(order.orderNumber);
      await writeAudit(trx, {
        clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'veterinarian'), entity: 'order', entityId: order.id,
        action: 'rx_approved', before: { status: 'waiting_on_veterinarian' }, after: { status: 'validated', prescriptionId: rxId }, now: nowIso,
      });
    }
    for (const subscription of await q.subscriptionsWaitingForVet(trx, Number(row.userId), Number(row.petId))) {
      if (!allCovered(subscription.rxItems)) continue;
      if (!(await q.activateSubscription(trx, subscription.id))) continue;
      autoOrdersActivated.push(subscription.id);
      await writeAudit(trx, {
        clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'veterinarian'), entity: 'auto_order', entityId: subscription.id,
        action: 'rx_approved', before: { status: 'waiting_for_vet' }, after: { status: 'active', prescriptionId: rxId }, now: nowIso,
      });
    }
    if (recipient.email) {
      const link = `${baseUrl}${row.productId !== null ? PAGE_ROUTES.productDetails.replace(':prodid', String(row.productId)) : PAGE_ROUTES.cart}`;
      await enqueueEmail(trx, prescriptionApprovedEmail(recipient, {
        clinicName: staff.clinicName, petName: row.petName, productName, expiresOn: decision.expiresOn, instructions: decision.instructions, link,
      }), now);
    }
    return { state: 'validated' as const, ordersValidated, autoOrdersActivated };
  });
}
