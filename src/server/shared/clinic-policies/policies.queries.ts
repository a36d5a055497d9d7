import type { Db } from '../../db/database';

/** The rows the policy resolver reads (issue 25 "Master clinics"). */

/** The clinics asked about, with their master and the policies they keep in their own columns. */
export function listPolicyClinics(db: Db, clinicIds: readonly number[]) {
  return db.selectFrom('clinics as c').leftJoin('clinics as m', 'm.id', 'c.master_clinic_id')
    .select([
      'c.id', 'c.practice_name', 'c.master_clinic_id', 'm.practice_name as master_name', 'c.return_window_days', 'c.autoorder_reminder_days',
      'c.restrict_shipping_to_province',
    ])
    .where('c.id', 'in', clinicIds)
    .execute();
}

/** Every policy row set on these clinics (their own, a master's for all children, a master's for one child). */
export function listPolicyRows(db: Db, clinicIds: readonly number[]) {
  return db.selectFrom('clinic_policies')
    .select(['clinic_id', 'policy', 'applies_to', 'value_json', 'allow_override', 'set_by_clinic_id'])
    .where('clinic_id', 'in', clinicIds)
    .execute();
}

export function listOverrides(db: Db, clinicIds: readonly number[]) {
  return db.selectFrom('clinic_policy_overrides').select(['clinic_id', 'policy']).where('clinic_id', 'in', clinicIds).execute();
}

/** The return policy texts, the clinic's own value of the returnPolicyText policy. */
export function listReturnTexts(db: Db, clinicIds: readonly number[]) {
  return db.selectFrom('clinic_policy_texts').select(['clinic_id', 'language', 'body'])
    .where('clinic_id', 'in', clinicIds).where('topic', '=', 'returnPolicy')
    .execute();
}

export function listChildren(db: Db, masterId: number) {
  return db.selectFrom('clinics').select(['id', 'practice_name']).where('master_clinic_id', '=', masterId).orderBy('practice_name').orderBy('id').execute();
}

export function findPolicyClinic(db: Db, clinicId: number) {
  return db.selectFrom('clinics').select(['id', 'practice_name', 'master_clinic_id']).where('id', '=', clinicId).executeTakeFirst();
}

export async function upsertPolicyRow(db: Db, row: {
  clinicId: number; policy: string; appliesTo: 'own' | 'children' | 'clinic'; valueJson: string; allowOverride: boolean; setByClinicId: number;
  userId: number | null; now: string;
}) {
  await db.deleteFrom('clinic_policies').where('clinic_id', '=', row.clinicId).where('policy', '=', row.policy).where('applies_to', '=', row.appliesTo).execute();
  await db.insertInto('clinic_policies').values({
    clinic_id: row.clinicId, policy: row.policy, applies_to: row.appliesTo, value_json: row.valueJson, allow_override: row.allowOverride ? 1 : 0,
    set_by_clinic_id: row.setByClinicId, updated_by_user_id: row.userId, updated_at: row.now,
  }).execute();
}

export async function deletePolicyRow(db: Db, clinicId: number, policy: string, appliesTo: 'own' | 'children' | 'clinic'): Promise<boolean> {
  const result = await db.deleteFrom('clinic_policies').where('clinic_id', '=', clinicId).where('policy', '=', policy).where('applies_to', '=', appliesTo)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setOverride(db: Db, clinicId: number, policy: string, on: boolean, now: string): Promise<boolean> {
  const result = await db.deleteFrom('clinic_policy_overrides').where('clinic_id', '=', clinicId).where('policy', '=', policy).executeTakeFirst();
  if (on) await db.insertInto('clinic_policy_overrides').values({ clinic_id: clinicId, policy, created_at: now }).execute();
  return Number(result.numDeletedRows) > 0;
}

/** The clinic columns that hold the clinic's own value of a policy. */
export async function updateOwnColumns(db: Db, clinicId: number, values: { return_window_days?: number; autoorder_reminder_days?: number; restrict_shipping_to_province?: 0 | 1 }) {
  await db.updateTable('clinics').set(values).where('id', '=', clinicId).execute();
}

export async function setReturnText(db: Db, clinicId: number, language: 'en' | 'fr', body: string, now: string) {
  await db.deleteFrom('clinic_policy_texts').where('clinic_id', '=', clinicId).where('topic', '=', 'returnPolicy').where('language', '=', language).execute();
  if (body.trim() !== '') {
    await db.insertInto('clinic_policy_texts').values({ clinic_id: clinicId, topic: 'returnPolicy', language, body, updated_at: now }).execute();
  }
}

/** The clinic a client shops at, its master, and whether the clinic asked to use its own value of a policy. */
export function findClientClinic(db: Db, userId: number, policy: string) {
  return db.selectFrom('users as u').innerJoin('clinics as c', 'c.id', 'u.clinic_id')
    .select((eb) => [
      'c.id', 'c.master_clinic_id',
      eb.exists(eb.selectFrom('clinic_policy_overrides as o').select('o.clinic_id').whereRef('o.clinic_id', '=', 'c.id').where('o.policy', '=', policy)).as('overridden'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** One policy's rows for the clinic a client shops at and for that clinic's master. */
export function listClientPolicyRows(db: Db, userId: number, policy: string) {
  const clinicOf = db.selectFrom('users').select('clinic_id').where('id', '=', userId);
  const masterOf = db.selectFrom('users as u').innerJoin('clinics as c', 'c.id', 'u.clinic_id').select('c.master_clinic_id').where('u.id', '=', userId);
  return db.selectFrom('clinic_policies')
    .select(['clinic_id', 'applies_to', 'value_json', 'allow_override'])
    .where('policy', '=', policy)
    .where((eb) => eb.or([eb('clinic_id', 'in', clinicOf), eb('clinic_id', 'in', masterOf)]))
    .execute();
}

/**
 * The platform promotions switched off for the store a client shops at: its clinic's own switches
 * and its master clinic's, which cover the children (docs/decisions/111-clinic-promotion-switch.md).
 * A subquery of promotion ids, so the cart's promotion read leaves them out in the same statement.
 */
export function switchedOffPromotionIdsOf(db: Db, userId: number) {
  const clinicOf = db.selectFrom('users').select('clinic_id').where('id', '=', userId);
  const masterOf = db.selectFrom('users as u').innerJoin('clinics as c', 'c.id', 'u.clinic_id').select('c.master_clinic_id').where('u.id', '=', userId);
  return db.selectFrom('clinic_promotion_switches')
    .select('promotion_id')
    .where((eb) => eb.or([eb('clinic_id', 'in', clinicOf), eb('clinic_id', 'in', masterOf)]));
}
