import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { clientsOf } from '../clinic-records.queries';

/** Enrolment writes and look-ups, each scoped to the staff member's clinic. */
type Executor = Kysely<Database> | Transaction<Database>;

export const findClientOf = (db: Executor, clinicId: number, clientId: number) =>
  clientsOf(db, clinicId).select(['u.id', 'u.first_name', 'u.last_name', 'u.email']).where('u.id', '=', clientId).executeTakeFirst();

export const petsOfClient = (db: Executor, clientId: number) =>
  db.selectFrom('pets as p').select(['p.id', 'p.name', 'p.species',
    (eb) => eb.exists(eb.selectFrom('wellness_enrolments as e').select('e.id').whereRef('e.pet_id', '=', 'p.id').where('e.status', 'in', ['active', 'on_hold'])).as('enrolled')])
    .where('p.user_id', '=', clientId).where('p.is_deleted', '=', 0).orderBy('p.id').execute();

export const cardsOfClient = (db: Executor, clientId: number) =>
  db.selectFrom('payment_methods').select(['id', 'brand', 'last4', 'exp_month', 'exp_year', 'is_default'])
    .where('user_id', '=', clientId).where('is_deleted', '=', 0).orderBy('id').execute();

export const enrolmentOfClinic = (db: Executor, clinicId: number, enrolmentId: number) =>
  db.selectFrom('wellness_enrolments').selectAll().where('id', '=', enrolmentId).where('clinic_id', '=', clinicId).executeTakeFirst();

export async function setEnrolment(trx: Executor, id: number, patch: Partial<{ status: string; hold_reason: string; end_option: string; ended_on: string }>) {
  await trx.updateTable('wellness_enrolments').set(patch).where('id', '=', id).execute();
}

/** Every payment still to be paid (pending or declined) becomes `state`: cancelled on a cancel, void for a deceased pet. */
export async function closeUnpaid(trx: Executor, enrolmentId: number, state: 'cancelled' | 'void', now: Date) {
  await trx.updateTable('wellness_payments').set({ state, retry_at: null, updated_at: now.toISOString() })
    .where('enrolment_id', '=', enrolmentId).where('state', 'in', ['pending', 'bill_declined']).execute();
}

export const declinedPayments = (db: Executor, clinicId: number) =>
  db.selectFrom('wellness_payments as w')
    .innerJoin('wellness_enrolments as e', 'e.id', 'w.enrolment_id')
    .innerJoin('wellness_plans as p', 'p.id', 'e.plan_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .innerJoin('pets as pt', 'pt.id', 'e.pet_id')
    .select(['w.id', 'w.enrolment_id', 'w.month', 'w.due_date', 'w.amount_cents', 'w.decline_count', 'w.retry_at', 'w.decline_message',
      'u.first_name', 'u.last_name', 'u.email', 'pt.name as petName', 'p.name_en', 'p.name_fr'])
    .where('w.clinic_id', '=', clinicId).where('w.state', '=', 'bill_declined')
    .orderBy('w.due_date').orderBy('w.id').execute();

export const paymentOfClinic = (db: Executor, clinicId: number, paymentId: number) =>
  db.selectFrom('wellness_payments').selectAll().where('id', '=', paymentId).where('clinic_id', '=', clinicId).executeTakeFirst();
