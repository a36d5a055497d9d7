import type { Kysely, Transaction } from 'kysely';
import type { WellnessPlan, WellnessPlanInput } from '../../../contracts/wellness-plans';
import type { PetSpeciesCode } from '../../../contracts/codes';
import { mayDeletePlan } from '../../../domain/wellness-plans';
import type { Database } from '../../db/schema';

/** Every query here takes the staff member's clinic id: another clinic's plan is never read nor written. */
type Executor = Kysely<Database> | Transaction<Database>;

const ACTIVE = ['active', 'on_hold'];

export async function plansOf(db: Executor, clinicId: number, planId?: number): Promise<WellnessPlan[]> {
  let query = db.selectFrom('wellness_plans as p').selectAll('p')
    .select((eb) => [
      eb.selectFrom('wellness_enrolments as e').select((x) => x.fn.countAll<number>().as('n')).whereRef('e.plan_id', '=', 'p.id').where('e.status', 'in', ACTIVE).as('active'),
      eb.selectFrom('wellness_enrolments as e').select((x) => x.fn.countAll<number>().as('n')).whereRef('e.plan_id', '=', 'p.id').as('enrolments'),
      eb.selectFrom('wellness_payments as w').innerJoin('wellness_enrolments as e', 'e.id', 'w.enrolment_id').select((x) => x.fn.countAll<number>().as('n'))
        .whereRef('e.plan_id', '=', 'p.id').where('w.state', '=', 'bill_declined').as('declined'),
    ])
    .where('p.clinic_id', '=', clinicId).where('p.deleted_at', 'is', null);
  if (planId !== undefined) query = query.where('p.id', '=', planId);
  const rows = await query.orderBy('p.id', 'desc').execute();
  if (rows.length === 0) return [];
  const services = await db.selectFrom('wellness_plan_services').selectAll().where('plan_id', 'in', rows.map((r) => r.id)).orderBy('position').execute();
  return rows.map((r) => {
    const activeEnrolments = Number(r.active ?? 0);
    const declinedPayments = Number(r.declined ?? 0);
    return {
      id: Number(r.id), nameEn: r.name_en, nameFr: r.name_fr, descriptionEn: r.description_en, descriptionFr: r.description_fr,
      species: r.species as PetSpeciesCode, monthlyPriceCents: Number(r.monthly_price_cents), termMonths: Number(r.term_months),
      enrolmentFeeCents: Number(r.enrolment_fee_cents), storeDiscountPercent: Number(r.store_discount_percent),
      services: services.filter((s) => Number(s.plan_id) === Number(r.id)).map((s) => ({
        id: Number(s.id), nameEn: s.name_en, nameFr: s.name_fr, count: Number(s.count), valueCents: Number(s.value_cents),
      })),
      status: r.retired_at ? 'retired' : 'active',
      activeEnrolments, declinedPayments, mayDelete: mayDeletePlan({ activeEnrolments, declinedPayments }), hasEnrolments: Number(r.enrolments ?? 0) > 0,
    };
  });
}

const planColumns = (input: WellnessPlanInput) => ({
  name_en: input.nameEn, name_fr: input.nameFr, description_en: input.descriptionEn, description_fr: input.descriptionFr, species: input.species,
  monthly_price_cents: input.monthlyPriceCents, term_months: input.termMonths, enrolment_fee_cents: input.enrolmentFeeCents,
  store_discount_percent: input.storeDiscountPercent,
});

export async function insertPlan(trx: Executor, clinicId: number, input: WellnessPlanInput, now: Date): Promise<number> {
  const row = await trx.insertInto('wellness_plans').values({
    clinic_id: clinicId, ...planColumns(input), retired_at: null, deleted_at: null, created_at: now.toISOString(), updated_at: now.toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  await insertServices(trx, Number(row.id), input);
  return Number(row.id);
}

async function insertServices(trx: Executor, planId: number, input: WellnessPlanInput) {
  if (input.services.length === 0) return;
  await trx.insertInto('wellness_plan_services').values(input.services.map((s, position) => ({
    plan_id: planId, position, name_en: s.nameEn, name_fr: s.nameFr, count: s.count, value_cents: s.valueCents,
  }))).execute();
}

/** Replaces the plan's fields; its services too when `replaceServices`, else only their names (a plan in use). */
export async function updatePlan(trx: Executor, clinicId: number, planId: number, input: WellnessPlanInput, replaceServices: boolean, now: Date) {
  await trx.updateTable('wellness_plans').set({ ...planColumns(input), updated_at: now.toISOString() }).where('id', '=', planId).where('clinic_id', '=', clinicId).execute();
  if (replaceServices) {
    await trx.deleteFrom('wellness_plan_services').where('plan_id', '=', planId).execute();
    await insertServices(trx, planId, input);
    return;
  }
  const current = await trx.selectFrom('wellness_plan_services').select(['id']).where('plan_id', '=', planId).orderBy('position').execute();
  for (const [i, s] of current.entries()) {
    await trx.updateTable('wellness_plan_services').set({ name_en: input.services[i]!.nameEn, name_fr: input.services[i]!.nameFr }).where('id', '=', s.id).execute();
  }
}

export async function markPlan(trx: Executor, clinicId: number, planId: number, patch: { retired_at?: string | null; deleted_at?: string }) {
  await trx.updateTable('wellness_plans').set(patch).where('id', '=', planId).where('clinic_id', '=', clinicId).execute();
}
