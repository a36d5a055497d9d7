import type { Kysely } from 'kysely';
import { toIsoDate } from '../../../domain/time';
import { addMonths, paymentSchedule, wellnessPaymentReference, WELLNESS_CONSENT_VERSION } from '../../../domain/wellness-plans';
import type { Database } from '../schema';
import { DEMO_STAFF } from './demo-staff';

/**
 * The demo clinic's wellness plan (issue 27), « Puppy wellness / Bien-être chiot », and the demo
 * shopper's dog Biscuit enrolled two months ago by the demo staff member: months one and two paid
 * (with their sandbox authorisation and capture, as the billing would have left them), one exam
 * used, the rest of the year pending. The clinic's plans page and the account's schedule show it.
 */
const DEMO_WELLNESS_PLAN = { nameEn: 'Puppy wellness', nameFr: 'Bien-être chiot' } as const;

export async function seedWellnessPlansDemo(db: Kysely<Database>, o: { clinicId: number; userId: number; now: Date }): Promise<void> {
  const iso = o.now.toISOString();
  const terms = { monthlyPriceCents: 3999, termMonths: 12, enrolmentFeeCents: 2500 };
  const plan = await db.insertInto('wellness_plans').values({
    clinic_id: o.clinicId, name_en: DEMO_WELLNESS_PLAN.nameEn, name_fr: DEMO_WELLNESS_PLAN.nameFr,
    description_en: 'A year of care for a growing dog: two wellness exams, the core vaccines and a dental cleaning, paid monthly.',
    description_fr: 'Une année de soins pour un chien qui grandit\u202f: deux examens de santé, les vaccins essentiels et un détartrage, payés chaque mois.',
    species: 'dogs', monthly_price_cents: terms.monthlyPriceCents, term_months: terms.termMonths, enrolment_fee_cents: terms.enrolmentFeeCents,
    store_discount_percent: 10, retired_at: null, deleted_at: null, created_at: iso, updated_at: iso,
  }).returning('id').executeTakeFirstOrThrow();
  const services = await db.insertInto('wellness_plan_services').values([
    { plan_id: plan.id, position: 0, name_en: 'Wellness exam', name_fr: 'Examen de santé', count: 2, value_cents: 8000 },
    { plan_id: plan.id, position: 1, name_en: 'Core vaccine', name_fr: 'Vaccin essentiel', count: 3, value_cents: 4500 },
    { plan_id: plan.id, position: 2, name_en: 'Dental cleaning', name_fr: 'Détartrage', count: 1, value_cents: 15000 },
  ]).returning('id').execute();

  const biscuit = await db.selectFrom('pets').select('id').where('user_id', '=', o.userId).where('name', '=', 'Biscuit').executeTakeFirst();
  const card = await db.selectFrom('payment_methods').select(['id', 'token']).where('user_id', '=', o.userId).orderBy('id').executeTakeFirst();
  const staff = await db.selectFrom('users').select('id').where('email', '=', DEMO_STAFF.staff.email).executeTakeFirst();
  if (!biscuit || !card || !staff) return;
  const start = addMonths(toIsoDate(o.now), -1);
  const enrolment = await db.insertInto('wellness_enrolments').values({
    clinic_id: o.clinicId, plan_id: plan.id, user_id: o.userId, pet_id: biscuit.id, payment_method_id: card.id, status: 'active', start_date: start,
    consent_text_version: WELLNESS_CONSENT_VERSION, consent_recorded_by: staff.id, consent_at: `${start}T15:00:00.000Z`, end_option: null, ended_on: null, created_at: `${start}T15:00:00.000Z`,
  }).returning('id').executeTakeFirstOrThrow();
  for (const p of paymentSchedule(terms, start)) {
    const reference = wellnessPaymentReference(enrolment.id, p.month);
    const paid = p.month <= 2;
    const at = `${p.dueDate}T09:00:00.000Z`;
    if (paid) {
      await db.insertInto('payment_authorizations').values({ authorization_id: `auth_demo_wellness_${p.month}`, token: card.token, amount_cents: p.amountCents, reference, status: 'approved', created_at: at }).execute();
      await db.insertInto('payment_captures').values({ capture_id: `cap_demo_wellness_${p.month}`, authorization_id: `auth_demo_wellness_${p.month}`, amount_cents: p.amountCents, reference, created_at: at }).execute();
    }
    await db.insertInto('wellness_payments').values({
      enrolment_id: enrolment.id, clinic_id: o.clinicId, month: p.month, due_date: p.dueDate, amount_cents: p.amountCents, state: paid ? 'paid' : 'pending', reference,
      retry_at: null, claimed_at: null, authorization_id: paid ? `auth_demo_wellness_${p.month}` : null, capture_id: paid ? `cap_demo_wellness_${p.month}` : null,
      paid_at: paid ? at : null, refund_reference: null, refund_id: null, refunded_at: null, updated_at: paid ? at : iso,
    }).execute();
  }
  await db.insertInto('wellness_service_uses').values({ enrolment_id: enrolment.id, plan_service_id: services[0]!.id, used_on: start, recorded_by: staff.id, created_at: `${start}T15:30:00.000Z` }).execute();
}
