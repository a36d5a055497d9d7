import { sql, type Kysely } from 'kysely';
import { isPostgres, withSerialId } from './column-types';

/**
 * The platform's clinics (issue 25, first slice):
 * - clinics.is_authorised_to_order and clinics.is_approved_for_returns: the capabilities a site
 *   administrator sets per clinic (rr §6 "a clinic may be not approved to create returns, not
 *   activated or not authorised to order"); 1 for every existing clinic, so nothing changes;
 * - audit_events.clinic_id may be null: a platform action that is about no clinic (a site
 *   administrator added from the command line) is audited in the same log; a clinic's log reads
 *   its own clinic id only, so it never shows one. SQLite cannot drop NOT NULL: the table is
 *   copied into one without it;
 * - indexes for the platform's clinic list, which reads each clinic's latest order, registration
 *   and staff action (and counts): orders, users and audit events by clinic and time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clinics').addColumn('is_authorised_to_order', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('clinics').addColumn('is_approved_for_returns', 'integer', (c) => c.notNull().defaultTo(1)).execute();

  if (isPostgres(db)) {
    await db.schema.alterTable('audit_events').alterColumn('clinic_id', (c) => c.dropNotNull()).execute();
  } else {
    await withSerialId(db, db.schema.createTable('audit_events_copy'))
      .addColumn('clinic_id', 'integer', (c) => c.references('clinics.id'))
      .addColumn('actor_user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('actor_role', 'text', (c) => c.notNull())
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'integer', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('before_json', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('after_json', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await sql`insert into audit_events_copy (id, clinic_id, actor_user_id, actor_role, entity, entity_id, action, before_json, after_json, created_at)
      select id, clinic_id, actor_user_id, actor_role, entity, entity_id, action, before_json, after_json, created_at from audit_events`.execute(db);
    await db.schema.dropTable('audit_events').execute();
    await db.schema.alterTable('audit_events_copy').renameTo('audit_events').execute();
    await db.schema.createIndex('audit_events_entity').on('audit_events').columns(['clinic_id', 'entity', 'entity_id']).execute();
  }
  await db.schema.createIndex('audit_events_clinic_time').on('audit_events').columns(['clinic_id', 'created_at']).execute();
  await db.schema.createIndex('orders_clinic_time').on('orders').columns(['clinic_id', 'created_at']).execute();
  await db.schema.createIndex('users_clinic_time').on('users').columns(['clinic_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_clinic_time').execute();
  await db.schema.dropIndex('orders_clinic_time').execute();
  await db.schema.dropIndex('audit_events_clinic_time').execute();
  // Platform events about no clinic have no place in a log whose every row is a clinic's.
  await db.deleteFrom('audit_events').where('clinic_id', 'is', null).execute();
  if (isPostgres(db)) await db.schema.alterTable('audit_events').alterColumn('clinic_id', (c) => c.setNotNull()).execute();
  await db.schema.alterTable('clinics').dropColumn('is_approved_for_returns').execute();
  await db.schema.alterTable('clinics').dropColumn('is_authorised_to_order').execute();
}
