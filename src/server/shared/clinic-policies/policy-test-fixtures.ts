import type { ClinicPolicy } from '../../../domain/clinic-policies';
import type { Db } from '../../db/database';
import { createClinic } from '../../testing/fixtures';
import { setPolicy } from './policies.service';

/** A master clinic with one child, and a clinic of no group: the three places a policy value can reach. */
export async function policyGroup(db: Db): Promise<{ master: number; child: number; other: number }> {
  const master = await createClinic(db);
  const child = await createClinic(db);
  const other = await createClinic(db);
  await db.updateTable('clinics').set({ master_clinic_id: master }).where('id', '=', child).execute();
  return { master, child, other };
}

/** Sets a policy as a site administrator would (no override allowed): for the clinic itself or all its children. */
export function setPolicyAsSiteAdmin(db: Db, actorId: number, clinicId: number, policy: ClinicPolicy, value: unknown, target: 'self' | 'children' = 'self') {
  // The value is whatever the test means to store; the service checks it as it would a request's.
  return db.transaction().execute((trx) => setPolicy(trx, { userId: actorId, role: 'site_admin' }, clinicId, { policy, target, value, allowOverride: false } as never, new Date()));
}
