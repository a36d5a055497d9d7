import type { Transaction } from 'kysely';
import type { ClinicPoliciesView, PolicyEntry, PolicySet, PolicyTarget } from '../../../contracts/clinic-policies';
import { type ClinicPolicy, type PolicyValues } from '../../../domain/clinic-policies';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../staff-access';
import { effectivePolicies, type ClinicPolicies } from './effective-policies';
import * as q from './policies.queries';

/**
 * What an admin sees and changes of the policies (issue 25 "Master clinics"): a clinic admin for
 * their own clinic, a master clinic's admin also for its children (never another group's clinic:
 * 404), a site administrator for any clinic as if its admin. Every change is audited in the
 * clinic's log, in the change's transaction.
 */
export interface PolicyActor {
  userId: number;
  /** The role the audit log records ('clinic_admin' or 'site_admin'). */
  role: string;
}

function entries(p: ClinicPolicies, forChildren: Map<string, { value: unknown; allowOverride: boolean }> | null): PolicyEntry[] {
  return (Object.keys(p.policies) as ClinicPolicy[]).map((policy) => {
    const r = p.policies[policy];
    return {
      policy, value: r.value as PolicyEntry['value'], source: r.source, ownValue: r.ownValue as PolicyEntry['value'],
      masterValue: r.masterValue as PolicyEntry['masterValue'], wantsOverride: r.wantsOverride, editable: r.editable,
      forChildren: (forChildren?.get(policy) ?? null) as PolicyEntry['forChildren'],
    };
  });
}

/** A clinic's policies with their sources; for a master clinic, its children's too. */
export async function policiesView(db: Db, clinicId: number): Promise<ClinicPoliciesView> {
  const children = await q.listChildren(db, clinicId);
  const all = await effectivePolicies(db, [clinicId, ...children.map((c) => Number(c.id))]);
  const self = all.get(clinicId);
  if (!self) throw new AppError(404, 'clinic_not_found', 'This clinic was not found.');
  const groupRows = children.length === 0 ? [] : (await q.listPolicyRows(db, [clinicId])).filter((r) => r.applies_to === 'children');
  const forChildren = new Map(groupRows.map((r) => [r.policy, { value: JSON.parse(r.value_json) as unknown, allowOverride: Number(r.allow_override) === 1 }]));
  return {
    clinic: { id: clinicId, name: self.clinicName },
    master: self.master,
    policies: entries(self, forChildren),
    children: children.map((c) => {
      const p = all.get(Number(c.id))!;
      return { id: Number(c.id), name: c.practice_name, policies: entries(p, null) };
    }),
  };
}

const describeTarget = (target: PolicyTarget) => (typeof target === 'number' ? { childClinicId: target } : { target });

/** Writes the clinic's own value of a policy where the store keeps it. */
async function writeOwn(trx: Transaction<Database>, clinicId: number, policy: ClinicPolicy, value: unknown, actor: PolicyActor, now: string) {
  switch (policy) {
    case 'returnWindowDays': return q.updateOwnColumns(trx, clinicId, { return_window_days: value as number });
    case 'autoOrderReminderDays': return q.updateOwnColumns(trx, clinicId, { autoorder_reminder_days: value as number });
    case 'homeShippingWithinProvince': return q.updateOwnColumns(trx, clinicId, { restrict_shipping_to_province: value ? 1 : 0 });
    case 'returnPolicyText': {
      const text = value as PolicyValues['returnPolicyText'];
      await q.setReturnText(trx, clinicId, 'en', text.en, now);
      return q.setReturnText(trx, clinicId, 'fr', text.fr, now);
    }
    case 'holidayHours': return undefined; // A clinic's own holiday hours are on its settings page.
    default:
      return q.upsertPolicyRow(trx, {
        clinicId, policy, appliesTo: 'own', valueJson: JSON.stringify(value), allowOverride: false, setByClinicId: clinicId, userId: actor.userId, now,
      });
  }
}

async function childOf(trx: Db, masterId: number, childId: number) {
  const child = await q.findPolicyClinic(trx, childId);
  if (!child || Number(child.master_clinic_id) !== masterId) throw new AppError(404, 'child_not_found', 'This clinic is not one of your child clinics.');
  return child;
}

/**
 * Sets a policy: for the clinic itself (its own value; a child overrides its master's value only
 * where the master allows it: else 403 policy_locked), for all its children (a master clinic only)
 * or for one child (a child of this clinic only: another clinic answers 404).
 */
export async function setPolicy(trx: Transaction<Database>, actor: PolicyActor, clinicId: number, body: PolicySet & { allowOverride: boolean }, now: Date) {
  const nowIso = now.toISOString();
  const policy = body.policy;
  // Holiday hours: a master hands down its own holiday hours; a clinic's own are always its own.
  const value = policy === 'holidayHours' ? clinicId : body.value;
  const target = body.target;
  if (target === 'self') {
    const current = (await effectivePolicies(trx, [clinicId])).get(clinicId);
    if (!current) throw new AppError(404, 'clinic_not_found', 'This clinic was not found.');
    const resolved = current.policies[policy];
    if (resolved.masterValue && !resolved.masterValue.allowOverride) {
      throw new AppError(403, 'policy_locked', `${current.master?.name ?? 'The master clinic'} sets this policy for your clinic and does not allow a change.`);
    }
    await writeOwn(trx, clinicId, policy, value, actor, nowIso);
    if (resolved.masterValue) await q.setOverride(trx, clinicId, policy, true, nowIso);
    await audit(trx, actor, clinicId, resolved.masterValue ? 'override_policy' : 'set_policy', { policy, value: resolved.ownValue }, { policy, value, target: 'self' }, nowIso);
    return;
  }
  const children = await q.listChildren(trx, clinicId);
  if (target === 'children') {
    if (children.length === 0) throw new AppError(400, 'not_a_master_clinic', 'target: only a master clinic sets a policy for its child clinics.');
    await q.upsertPolicyRow(trx, {
      clinicId, policy, appliesTo: 'children', valueJson: JSON.stringify(value), allowOverride: body.allowOverride, setByClinicId: clinicId, userId: actor.userId, now: nowIso,
    });
  } else {
    await childOf(trx, clinicId, target);
    await q.upsertPolicyRow(trx, {
      clinicId: target, policy, appliesTo: 'clinic', valueJson: JSON.stringify(value), allowOverride: body.allowOverride, setByClinicId: clinicId,
      userId: actor.userId, now: nowIso,
    });
    await audit(trx, actor, target, 'master_set_policy', null, { policy, value, allowOverride: body.allowOverride, masterClinicId: clinicId }, nowIso);
  }
  await audit(trx, actor, clinicId, 'master_set_policy', null, { policy, value, allowOverride: body.allowOverride, ...describeTarget(target) }, nowIso);
}

/**
 * Removes a value: 'self' ends the clinic's override (its master's value applies again), 'children'
 * the master's value for all children, a child's id the master's value for that child.
 */
export async function clearPolicy(trx: Transaction<Database>, actor: PolicyActor, clinicId: number, policy: ClinicPolicy, target: PolicyTarget, now: Date) {
  const nowIso = now.toISOString();
  let removed: boolean;
  if (target === 'self') removed = await q.setOverride(trx, clinicId, policy, false, nowIso);
  else if (target === 'children') removed = await q.deletePolicyRow(trx, clinicId, policy, 'children');
  else {
    await childOf(trx, clinicId, target);
    removed = await q.deletePolicyRow(trx, target, policy, 'clinic');
    if (removed) await audit(trx, actor, target, 'master_clear_policy', { policy, masterClinicId: clinicId }, null, nowIso);
  }
  if (!removed) throw new AppError(404, 'policy_not_set', 'There is no such value to remove.');
  await audit(trx, actor, clinicId, target === 'self' ? 'end_policy_override' : 'master_clear_policy', { policy, ...describeTarget(target) }, null, nowIso);
}

async function audit(trx: Transaction<Database>, actor: PolicyActor, clinicId: number, action: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null, now: string) {
  await writeAudit(trx, { clinicId, actorUserId: actor.userId, actorRole: actor.role, entity: 'settings', entityId: clinicId, action, before, after, now });
}
