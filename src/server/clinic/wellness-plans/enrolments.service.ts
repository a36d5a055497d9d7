import type { Transaction } from 'kysely';
import type { WellnessEnrolInput, WellnessEnrolment } from '../../../contracts/wellness-plans';
import { toIsoDate } from '../../../domain/time';
import {
  cancellationChargeCents, paymentSchedule, wellnessPaymentReference, wellnessRefundReference, type WellnessCancelOption,
} from '../../../domain/wellness-plans';
import { enrolmentRowsOf, enrolmentView, enrolmentViews, runDueWellnessPayments, type BillingDeps } from '../../account/wellness-plans';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { auditRole, writeAudit, type StaffIdentity } from '../../shared/staff-access';
import * as q from './enrolments.queries';
import { getPlan } from './plans.service';

/**
 * Enrolling a client's pet in a plan and managing the enrolment (issue 27): the consent recorded,
 * a service used, a hold with its reason, a cancel with one of its three options, a deceased pet,
 * and the admin's refund of a paid month. Each write is audited in its transaction.
 */
type Trx = Transaction<Database>;

const notFound = () => new AppError(404, 'wellness_enrolment_not_found', 'This wellness plan enrolment was not found.');
const ended = () => new AppError(409, 'wellness_enrolment_ended', 'This enrolment has ended: nothing more can be changed.');

export async function enrolOptions(db: Db, staff: StaffIdentity, clientId: number) {
  const client = await q.findClientOf(db, staff.clinicId, clientId);
  if (!client) throw new AppError(404, 'client_not_found', 'This client was not found.');
  const [pets, cards] = await Promise.all([q.petsOfClient(db, clientId), q.cardsOfClient(db, clientId)]);
  return {
    client: { id: Number(client.id), firstName: client.first_name, lastName: client.last_name, email: client.email },
    pets: pets.map((p) => ({ id: Number(p.id), name: p.name, species: p.species, enrolled: Boolean(Number(p.enrolled)) })),
    cards: cards.map((c) => ({ id: Number(c.id), brand: c.brand, last4: c.last4, expMonth: Number(c.exp_month), expYear: Number(c.exp_year), isDefault: Number(c.is_default) === 1 })),
  };
}

export async function enrol(trx: Trx, staff: StaffIdentity, input: WellnessEnrolInput, now: Date): Promise<WellnessEnrolment> {
  const plan = await getPlan(trx, staff, input.planId);
  if (plan.status === 'retired') throw new AppError(409, 'wellness_plan_retired', 'This plan is retired: it takes no new enrolment.');
  const options = await enrolOptions(trx, staff, input.clientId);
  const pet = options.pets.find((p) => p.id === input.petId);
  if (!pet) throw new AppError(404, 'pet_not_found', 'This pet was not found among the client’s pets.');
  if (pet.species !== plan.species) throw new AppError(409, 'wellness_wrong_species', 'This plan is for another species.');
  if (pet.enrolled) throw new AppError(409, 'wellness_pet_enrolled', 'This pet is already on a wellness plan.');
  if (!options.cards.some((c) => c.id === input.paymentMethodId)) throw new AppError(404, 'wellness_card_not_found', 'This card was not found among the client’s saved cards.');
  const row = await trx.insertInto('wellness_enrolments').values({
    clinic_id: staff.clinicId, plan_id: plan.id, user_id: input.clientId, pet_id: input.petId, payment_method_id: input.paymentMethodId,
    status: 'active', start_date: input.startDate, consent_text_version: input.consentTextVersion, consent_recorded_by: staff.userId,
    consent_at: now.toISOString(), end_option: null, ended_on: null, created_at: now.toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  const id = Number(row.id);
  await trx.insertInto('wellness_payments').values(paymentSchedule(plan, input.startDate).map((p) => ({
    enrolment_id: id, clinic_id: staff.clinicId, month: p.month, due_date: p.dueDate, amount_cents: p.amountCents, state: 'pending',
    reference: wellnessPaymentReference(id, p.month), retry_at: null, claimed_at: null, authorization_id: null, capture_id: null, paid_at: null,
    refund_reference: null, refund_id: null, refunded_at: null, updated_at: now.toISOString(),
  }))).execute();
  return (await enrolmentView(trx, id))!;
}

export async function listEnrolments(db: Db, staff: StaffIdentity) {
  return enrolmentViews(db, await enrolmentRowsOf(db, { clinicId: staff.clinicId }));
}

export async function getEnrolment(db: Db | Trx, staff: StaffIdentity, enrolmentId: number): Promise<WellnessEnrolment> {
  if (!(await q.enrolmentOfClinic(db, staff.clinicId, enrolmentId))) throw notFound();
  return (await enrolmentView(db, enrolmentId))!;
}

async function open(trx: Trx, staff: StaffIdentity, enrolmentId: number, allowed: readonly string[] = ['active', 'on_hold']) {
  const before = await getEnrolment(trx, staff, enrolmentId);
  if (!allowed.includes(before.status)) throw ended();
  return before;
}

export async function recordServiceUse(trx: Trx, staff: StaffIdentity, enrolmentId: number, planServiceId: number, usedOn: string, now: Date) {
  const before = await open(trx, staff, enrolmentId);
  const service = before.services.find((s) => s.planServiceId === planServiceId);
  if (!service) throw new AppError(404, 'wellness_plan_not_found', 'This service is not part of the plan.');
  if (service.left <= 0) throw new AppError(409, 'wellness_service_used_up', 'Every use of this service included in the plan has been used.');
  await trx.insertInto('wellness_service_uses').values({ enrolment_id: enrolmentId, plan_service_id: planServiceId, used_on: usedOn, recorded_by: staff.userId, created_at: now.toISOString() }).execute();
  return { before, enrolment: await getEnrolment(trx, staff, enrolmentId) };
}

export async function setHold(trx: Trx, staff: StaffIdentity, enrolmentId: number, hold: { reason: string } | null) {
  const before = await open(trx, staff, enrolmentId, hold ? ['active'] : ['on_hold']);
  await q.setEnrolment(trx, enrolmentId, hold ? { status: 'on_hold', hold_reason: hold.reason } : { status: 'active', hold_reason: '' });
  return { before, enrolment: await getEnrolment(trx, staff, enrolmentId) };
}

export async function markDeceased(trx: Trx, staff: StaffIdentity, enrolmentId: number, now: Date) {
  const before = await open(trx, staff, enrolmentId);
  await q.setEnrolment(trx, enrolmentId, { status: 'deceased', end_option: 'deceased', ended_on: toIsoDate(now) });
  await q.closeUnpaid(trx, enrolmentId, 'void', now);
  return { before, enrolment: await getEnrolment(trx, staff, enrolmentId) };
}

/**
 * Ends the plan early with one of the three options; what it still charges (rr §4 states: the
 * payments not made become cancelled) is a closing payment (month 0), charged at once.
 */
export async function cancelEnrolment(deps: BillingDeps, staff: StaffIdentity, enrolmentId: number, option: WellnessCancelOption, now: Date) {
  const closing = await deps.db.transaction().execute(async (trx) => {
    const before = await open(trx, staff, enrolmentId);
    const usedValueCents = before.services.reduce((n, s) => n + s.used * s.valueCents, 0);
    const chargeCents = cancellationChargeCents({ option, unpaidCents: before.unpaidCents, paidCents: before.paidCents, usedValueCents });
    await q.setEnrolment(trx, enrolmentId, { status: 'cancelled', end_option: option, ended_on: toIsoDate(now) });
    await q.closeUnpaid(trx, enrolmentId, 'cancelled', now);
    if (chargeCents > 0) {
      await trx.insertInto('wellness_payments').values({
        enrolment_id: enrolmentId, clinic_id: staff.clinicId, month: 0, due_date: toIsoDate(now), amount_cents: chargeCents, state: 'pending',
        reference: wellnessPaymentReference(enrolmentId, 0), retry_at: null, claimed_at: null, authorization_id: null, capture_id: null, paid_at: null,
        refund_reference: null, refund_id: null, refunded_at: null, updated_at: now.toISOString(),
      }).execute();
    }
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff), entity: 'wellness_enrolment', entityId: enrolmentId,
      action: 'wellness_enrolment_cancelled', before: { status: before.status, unpaidCents: before.unpaidCents }, after: { status: 'cancelled', option, chargeCents }, now: now.toISOString(),
    });
    return chargeCents;
  });
  if (closing > 0) await runDueWellnessPayments(deps, { asOf: toIsoDate(now), now, onlyEnrolmentIds: [enrolmentId] });
  return getEnrolment(deps.db, staff, enrolmentId);
}

export async function listDeclined(db: Db, staff: StaffIdentity) {
  const rows = await q.declinedPayments(db, staff.clinicId);
  return rows.map((r) => ({
    paymentId: Number(r.id), enrolmentId: Number(r.enrolment_id), month: Number(r.month), dueDate: r.due_date, amountCents: Number(r.amount_cents),
    declineCount: Number(r.decline_count), retryAt: r.retry_at, declineMessage: r.decline_message, clientName: `${r.first_name} ${r.last_name}`.trim(),
    clientEmail: r.email, petName: r.petName, planNameEn: r.name_en, planNameFr: r.name_fr,
  }));
}

/**
 * The admin refunds a paid month in full through the gateway: the refund's reference is stored
 * first (unique), so a repeat or a retry after a crash asks the gateway with the same key and gets
 * the first refund, never a second.
 */
export async function refundPayment(deps: BillingDeps, staff: StaffIdentity, paymentId: number, now: Date) {
  const payment = await q.paymentOfClinic(deps.db, staff.clinicId, paymentId);
  if (!payment) throw new AppError(404, 'wellness_payment_not_found', 'This plan payment was not found.');
  if (payment.state !== 'paid' || !payment.authorization_id) throw new AppError(409, 'wellness_payment_not_refundable', 'Only a paid plan payment can be refunded.');
  const reference = wellnessRefundReference(paymentId);
  await deps.db.updateTable('wellness_payments').set({ refund_reference: reference }).where('id', '=', paymentId).where('state', '=', 'paid').execute();
  const result = await deps.payments(deps.db).refund(payment.authorization_id, Number(payment.amount_cents), reference);
  if (!result.refunded) throw new AppError(502, 'wellness_refund_failed', `The payment provider refused the refund: ${result.message}`);
  await deps.db.transaction().execute(async (trx) => {
    const done = await trx.updateTable('wellness_payments').set({ state: 'refunded', refund_id: result.refundId, refunded_at: now.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', paymentId).where('state', '=', 'paid').executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return;
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'clinic_admin'), entity: 'wellness_payment', entityId: paymentId,
      action: 'wellness_payment_refunded', before: { state: 'paid' }, after: { state: 'refunded', refundId: result.refundId, amountCents: Number(payment.amount_cents) }, now: now.toISOString(),
    });
  });
  return getEnrolment(deps.db, staff, Number(payment.enrolment_id));
}
