import type { WellnessPlan, WellnessPlanInput } from '../../../contracts/wellness-plans';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { StaffIdentity } from '../../shared/staff-access';
import * as q from './plans.queries';

/**
 * The clinic's wellness plans (issue 27; rr §3, §4): the clinic admin defines them; staff read them
 * to enrol a pet. A plan in use keeps its prices, term and services (what its clients consented
 * to): only its words and store discount change. rr §4: it cannot be deleted while active
 * enrolments or declined payments exist; it can be retired (no new enrolment) at any time.
 */
export const planNotFound = () => new AppError(404, 'wellness_plan_not_found', 'This wellness plan was not found.');

export const listPlans = (db: Db, staff: StaffIdentity) => q.plansOf(db, staff.clinicId);

export async function getPlan(db: Db, staff: StaffIdentity, planId: number): Promise<WellnessPlan> {
  const [plan] = await q.plansOf(db, staff.clinicId, planId);
  if (!plan) throw planNotFound();
  return plan;
}

export async function createPlan(trx: Db, staff: StaffIdentity, input: WellnessPlanInput, now: Date): Promise<WellnessPlan> {
  return getPlan(trx, staff, await q.insertPlan(trx, staff.clinicId, input, now));
}

const sameTerms = (plan: WellnessPlan, input: WellnessPlanInput) =>
  plan.monthlyPriceCents === input.monthlyPriceCents && plan.termMonths === input.termMonths && plan.enrolmentFeeCents === input.enrolmentFeeCents
  && plan.species === input.species && plan.services.length === input.services.length
  && plan.services.every((s, i) => s.count === input.services[i]!.count && s.valueCents === input.services[i]!.valueCents);

export async function updatePlan(trx: Db, staff: StaffIdentity, planId: number, input: WellnessPlanInput, now: Date) {
  const before = await getPlan(trx, staff, planId);
  if (before.hasEnrolments && !sameTerms(before, input)) {
    throw new AppError(409, 'wellness_plan_locked', 'Pets are enrolled in this plan: its species, prices, term and services stay as they are. Retire it and create a new plan instead.');
  }
  await q.updatePlan(trx, staff.clinicId, planId, input, !before.hasEnrolments, now);
  return { before, plan: await getPlan(trx, staff, planId) };
}

export async function retirePlan(trx: Db, staff: StaffIdentity, planId: number, retired: boolean, now: Date) {
  const before = await getPlan(trx, staff, planId);
  if (retired !== (before.status === 'retired')) await q.markPlan(trx, staff.clinicId, planId, { retired_at: retired ? now.toISOString() : null });
  return { before, plan: await getPlan(trx, staff, planId) };
}

export async function deletePlan(trx: Db, staff: StaffIdentity, planId: number, now: Date): Promise<WellnessPlan> {
  const plan = await getPlan(trx, staff, planId);
  if (!plan.mayDelete) {
    throw new AppError(409, 'wellness_plan_in_use', 'A wellness plan cannot be deleted while active plans or declined invoices exist. Retire it instead.');
  }
  await q.markPlan(trx, staff.clinicId, planId, { deleted_at: now.toISOString() });
  return plan;
}
