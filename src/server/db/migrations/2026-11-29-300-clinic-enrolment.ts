import type { Kysely } from 'kysely';
import { withSerialId } from './column-types';

/**
 * Clinics join (issue 25, enrolment):
 * - enrolment_pins: the PINs a site administrator hands out, made for one clinic or a purchasing
 *   group, each with its distributor (and account) and group, usable max_uses times until expires_at;
 * - clinic_applications: the public "open your clinic's store" form, waiting in the platform's queue
 *   until approved (clinic_id: the clinic it made) or refused with a reason;
 * - new_clinic_requests.status / refusal_reason / decided_at: a clinic typed in at registration sits
 *   in the same queue and is decided the same way;
 * - clinics.distributor_account and clinics.purchasing_group, filled at approval;
 * - users.may_not_order: a client account that may not place orders (rr §6), 0 for everyone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('enrolment_pins'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('purchasing_group', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('distributor_name', 'text', (c) => c.notNull())
    .addColumn('distributor_account', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('max_uses', 'integer', (c) => c.notNull())
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withSerialId(db, db.schema.createTable('clinic_applications'))
    .addColumn('practice_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('contact_first_name', 'text', (c) => c.notNull())
    .addColumn('contact_last_name', 'text', (c) => c.notNull())
    .addColumn('vet_name', 'text', (c) => c.notNull())
    .addColumn('licence_number', 'text', (c) => c.notNull())
    .addColumn('distributor_name', 'text', (c) => c.notNull())
    .addColumn('distributor_account', 'text', (c) => c.notNull())
    .addColumn('purchasing_group', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pin_id', 'integer', (c) => c.references('enrolment_pins.id'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('refusal_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('clinic_id', 'integer', (c) => c.references('clinics.id'))
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clinic_applications_status').on('clinic_applications').columns(['status', 'created_at']).execute();

  await db.schema.alterTable('new_clinic_requests').addColumn('status', 'text', (c) => c.notNull().defaultTo('pending')).execute();
  await db.schema.alterTable('new_clinic_requests').addColumn('refusal_reason', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('new_clinic_requests').addColumn('decided_at', 'text').execute();
  await db.schema.alterTable('clinics').addColumn('distributor_account', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('clinics').addColumn('purchasing_group', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('users').addColumn('may_not_order', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('may_not_order').execute();
  await db.schema.alterTable('clinics').dropColumn('purchasing_group').execute();
  await db.schema.alterTable('clinics').dropColumn('distributor_account').execute();
  await db.schema.alterTable('new_clinic_requests').dropColumn('decided_at').execute();
  await db.schema.alterTable('new_clinic_requests').dropColumn('refusal_reason').execute();
  await db.schema.alterTable('new_clinic_requests').dropColumn('status').execute();
  await db.schema.dropTable('clinic_applications').execute();
  await db.schema.dropTable('enrolment_pins').execute();
}
