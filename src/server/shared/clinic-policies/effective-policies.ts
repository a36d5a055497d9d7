import {
  CLINIC_POLICIES, defaultPolicies, policyValueProblem, resolvePolicy, type ClinicPolicy, type PolicyValues, type ResolvedPolicy,
} from '../../../domain/clinic-policies';
import { flag, type Db } from '../../db/database';
import * as q from './policies.queries';

/**
 * The one reader of a clinic's policies (issue 25 "Master clinics"): every part of the store that
 * runs on a policy (the return form, the shop's policy pages, the checkout's province rule, the
 * AutoOrder reminders, the pickup email's holiday hours, the settings pages) asks here, and gets
 * the value in effect by `resolvePolicy`'s precedence rule, with where it comes from.
 */
export type ResolvedPolicies = { [P in ClinicPolicy]: ResolvedPolicy<PolicyValues[P]> };

export interface ClinicPolicies {
  clinicId: number;
  clinicName: string;
  master: { id: number; name: string } | null;
  policies: ResolvedPolicies;
  /** The values in effect. */
  values: PolicyValues;
}

/** A stored value, read leniently: a value the policy does not take is ignored (the next rule applies). */
function parseValue(policy: ClinicPolicy, json: string): { ok: true; value: unknown } | { ok: false } {
  try {
    const value: unknown = JSON.parse(json);
    return policyValueProblem(policy, value) === null ? { ok: true, value } : { ok: false };
  } catch {
    return { ok: false };
  }
}

const isPolicy = (p: string): p is ClinicPolicy => (CLINIC_POLICIES as readonly string[]).includes(p);

/** The policies of several clinics at once (a clinic that does not exist is left out). */
export async function effectivePolicies(db: Db, clinicIds: readonly number[]): Promise<Map<number, ClinicPolicies>> {
  const out = new Map<number, ClinicPolicies>();
  const ids = [...new Set(clinicIds)];
  if (ids.length === 0) return out;
  const clinics = await q.listPolicyClinics(db, ids);
  const masterIds = [...new Set(clinics.map((c) => c.master_clinic_id).filter((id): id is number => id !== null).map(Number))];
  const [rows, overrides, texts] = await Promise.all([
    q.listPolicyRows(db, [...new Set([...ids, ...masterIds])]), q.listOverrides(db, ids), q.listReturnTexts(db, ids),
  ]);
  type Stored = { value: unknown; allowOverride: boolean };
  const stored = new Map<string, Stored>();
  for (const r of rows) {
    if (!isPolicy(r.policy)) continue;
    const parsed = parseValue(r.policy, r.value_json);
    if (parsed.ok) stored.set(`${r.clinic_id}|${r.policy}|${r.applies_to}`, { value: parsed.value, allowOverride: flag(r.allow_override) });
  }
  const overridden = new Set(overrides.map((o) => `${o.clinic_id}|${o.policy}`));
  const returnTexts = new Map(texts.map((t) => [`${t.clinic_id}|${t.language}`, t.body]));
  for (const c of clinics) {
    const id = Number(c.id);
    const masterId = c.master_clinic_id === null ? null : Number(c.master_clinic_id);
    const text = (language: string) => returnTexts.get(`${id}|${language}`) ?? '';
    const own: PolicyValues = { ...defaultPolicies(id) };
    for (const policy of CLINIC_POLICIES) {
      const row = stored.get(`${id}|${policy}|own`);
      if (row) (own as unknown as Record<string, unknown>)[policy] = row.value;
    }
    // The policies kept in their own columns and tables (the clinic's store settings, issue 17).
    own.returnWindowDays = Number(c.return_window_days);
    own.autoOrderReminderDays = Number(c.autoorder_reminder_days);
    own.homeShippingWithinProvince = flag(c.restrict_shipping_to_province);
    own.returnPolicyText = { en: text('en'), fr: text('fr') };
    own.holidayHours = id;
    const policies = {} as Record<ClinicPolicy, ResolvedPolicy<unknown>>;
    const values = {} as Record<ClinicPolicy, unknown>;
    for (const policy of CLINIC_POLICIES) {
      const forClinic = masterId === null ? undefined : stored.get(`${id}|${policy}|clinic`);
      const forChildren = masterId === null ? undefined : stored.get(`${masterId}|${policy}|children`);
      const resolved = resolvePolicy<unknown>({
        own: own[policy], forClinic: forClinic ?? null, forChildren: forChildren ?? null, wantsOverride: overridden.has(`${id}|${policy}`),
      });
      policies[policy] = resolved;
      values[policy] = resolved.value;
    }
    out.set(id, {
      clinicId: id, clinicName: c.practice_name,
      master: masterId === null ? null : { id: masterId, name: c.master_name ?? '' },
      policies: policies as unknown as ResolvedPolicies, values: values as unknown as PolicyValues,
    });
  }
  return out;
}

/** One clinic's policies; undefined when the clinic does not exist. */
export async function clinicPolicies(db: Db, clinicId: number): Promise<ClinicPolicies | undefined> {
  return (await effectivePolicies(db, [clinicId])).get(clinicId);
}

/** The values in effect at one clinic (the store's defaults for a clinic that does not exist). */
export async function policyValues(db: Db, clinicId: number): Promise<PolicyValues> {
  return (await clinicPolicies(db, clinicId))?.values ?? defaultPolicies(clinicId);
}

/**
 * The retail discount in effect for a client (rr §5; 0 for a user with no clinic), by the same
 * precedence rule in two reads made together: the catalogue list asks on every signed-in call, so
 * it does not read every policy, text and override the way `effectivePolicies` does
 * (docs/decisions/106-clinic-retail-discount.md).
 */
export async function clientRetailDiscountPercent(db: Db, userId: number): Promise<number> {
  const policy = 'retailDiscountPercent';
  const [clinic, rows] = await Promise.all([q.findClientClinic(db, userId, policy), q.listClientPolicyRows(db, userId, policy)]);
  if (!clinic) return 0;
  const clinicId = Number(clinic.id);
  const masterId = clinic.master_clinic_id === null ? null : Number(clinic.master_clinic_id);
  const value = (id: number | null, appliesTo: string): { value: number; allowOverride: boolean } | null => {
    const row = rows.find((r) => Number(r.clinic_id) === id && r.applies_to === appliesTo);
    const parsed = row ? parseValue(policy, row.value_json) : { ok: false as const };
    return row && parsed.ok ? { value: parsed.value as number, allowOverride: flag(row.allow_override) } : null;
  };
  return resolvePolicy<number>({
    own: value(clinicId, 'own')?.value ?? defaultPolicies(clinicId).retailDiscountPercent,
    forClinic: masterId === null ? null : value(clinicId, 'clinic'),
    forChildren: masterId === null ? null : value(masterId, 'children'),
    wantsOverride: flag(clinic.overridden),
  }).value;
}

/**
 * The platform promotions a client's store switched off (its clinic's or its master clinic's
 * switches; none for a user with no clinic): one small read beside the retail discount, so the
 * catalogue list drops their badges per call without a per-clinic index
 * (docs/decisions/111-clinic-promotion-switch.md).
 */
export async function clientSwitchedOffPromotionIds(db: Db, userId: number): Promise<ReadonlySet<number>> {
  const rows = await q.switchedOffPromotionIdsOf(db, userId).execute();
  return new Set(rows.map((r) => Number(r.promotion_id)));
}
