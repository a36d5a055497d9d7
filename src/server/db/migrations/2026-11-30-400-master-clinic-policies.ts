import type { Kysely } from 'kysely';
import { withSerialId } from './column-types';

/**
 * Master clinic policies (issue 25 "Master clinics", rr §1 §6; docs/decisions/099-master-clinic-policies.md):
 * - clinic_policies: a policy value a clinic sets. `applies_to` says for whom: 'own' (the clinic
 *   itself, for the policies without a column of their own on clinics), 'children' (a master
 *   clinic's value for all its children) or 'clinic' (a master's value for one child: clinic_id is
 *   the child, set_by_clinic_id the master). allow_override (0/1) is the master's word on whether
 *   the child may use its own value instead. value_json holds the policy's JSON value.
 * - clinic_policy_overrides: a child clinic uses its own value for a policy (where its master allows it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('clinic_policies'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('policy', 'text', (c) => c.notNull())
    .addColumn('applies_to', 'text', (c) => c.notNull())
    .addColumn('value_json', 'text', (c) => c.notNull())
    .addColumn('allow_override', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('set_by_clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clinic_policies_one').on('clinic_policies').columns(['clinic_id', 'policy', 'applies_to']).unique().execute();
  await db.schema
    .createTable('clinic_policy_overrides')
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('policy', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('clinic_policy_overrides_pk', ['clinic_id', 'policy'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('clinic_policy_overrides').execute();
  await db.schema.dropTable('clinic_policies').execute();
}
