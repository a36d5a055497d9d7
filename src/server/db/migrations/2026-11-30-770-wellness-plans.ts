import { sql, type Kysely } from 'kysely';
import { withSerialId } from './column-types';

/**
 * Wellness plans (issue 27; rr §3 "Wellness plan", §4 "Wellness payment schedule states";
 * docs/decisions/115-wellness-plans.md):
 * - wellness_plans: a clinic's plan, both languages, its price, term and enrolment fee; retired
 *   plans take no new enrolment; deleted_at hides a plan the delete rule let go;
 * - wellness_plan_services: what a plan includes (a count of each service, at a listed value);
 * - wellness_enrolments: a pet on a plan, the card charged and the consent recorded; one active
 *   (or on hold) enrolment per pet (a partial unique index);
 * - wellness_service_uses: each service staff record as used;
 * - wellness_payments: the payment schedule, one row per enrolment and month (unique), with its
 *   state (pending, paid, bill_declined, cancelled, refunded, void) and its gateway reference (an
 *   idempotency key, unique); claimed_at is a runner's lease while it charges;
 * - wellness_card_links: the single-use card-update links emailed after a decline (hash only).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('wellness_plans'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_fr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('monthly_price_cents', 'integer', (c) => c.notNull())
    .addColumn('term_months', 'integer', (c) => c.notNull())
    .addColumn('enrolment_fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('store_discount_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retired_at', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wellness_plans_clinic').on('wellness_plans').columns(['clinic_id']).execute();

  await withSerialId(db, db.schema.createTable('wellness_plan_services'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('wellness_plans.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('value_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wellness_plan_services_plan').on('wellness_plan_services').columns(['plan_id']).execute();

  await withSerialId(db, db.schema.createTable('wellness_enrolments'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('wellness_plans.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('pet_id', 'integer', (c) => c.notNull().references('pets.id'))
    .addColumn('payment_method_id', 'integer', (c) => c.notNull().references('payment_methods.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('hold_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('consent_text_version', 'text', (c) => c.notNull())
    .addColumn('consent_recorded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('consent_at', 'text', (c) => c.notNull())
    .addColumn('end_option', 'text')
    .addColumn('ended_on', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wellness_enrolments_clinic').on('wellness_enrolments').columns(['clinic_id', 'status']).execute();
  await db.schema.createIndex('wellness_enrolments_user').on('wellness_enrolments').columns(['user_id']).execute();
  // One plan per pet at a time: a cancelled or ended enrolment does not count.
  await sql`create unique index wellness_enrolments_one_per_pet on wellness_enrolments (pet_id) where status in ('active', 'on_hold')`.execute(db);

  await withSerialId(db, db.schema.createTable('wellness_service_uses'))
    .addColumn('enrolment_id', 'integer', (c) => c.notNull().references('wellness_enrolments.id'))
    .addColumn('plan_service_id', 'integer', (c) => c.notNull().references('wellness_plan_services.id'))
    .addColumn('used_on', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wellness_service_uses_enrolment').on('wellness_service_uses').columns(['enrolment_id']).execute();

  await withSerialId(db, db.schema.createTable('wellness_payments'))
    .addColumn('enrolment_id', 'integer', (c) => c.notNull().references('wellness_enrolments.id'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('month', 'integer', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('decline_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('decline_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('retry_at', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('authorization_id', 'text')
    .addColumn('capture_id', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('refund_reference', 'text', (c) => c.unique())
    .addColumn('refund_id', 'text')
    .addColumn('refunded_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('wellness_payments_once', ['enrolment_id', 'month'])
    .execute();
  await db.schema.createIndex('wellness_payments_due').on('wellness_payments').columns(['state', 'due_date']).execute();
  await db.schema.createIndex('wellness_payments_clinic').on('wellness_payments').columns(['clinic_id', 'state']).execute();

  await withSerialId(db, db.schema.createTable('wellness_card_links'))
    .addColumn('enrolment_id', 'integer', (c) => c.notNull().references('wellness_enrolments.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['wellness_card_links', 'wellness_payments', 'wellness_service_uses', 'wellness_enrolments', 'wellness_plan_services', 'wellness_plans']) {
    await db.schema.dropTable(table).execute();
  }
}
