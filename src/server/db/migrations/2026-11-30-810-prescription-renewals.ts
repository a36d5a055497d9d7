import type { Kysely } from 'kysely';
import { withSerialId } from './column-types';

/**
 * Issue 28 "Prescription renewals" (docs/decisions/118-prescription-renewals.md): one renewal task
 * per validated prescription and expiry cycle (the prescription's expires_at when the task was made,
 * '' for one without a date), so the daily job, run twice or on two servers at once, makes one task
 * and sends one reminder. The client's request points at the not-validated prescription it created
 * (the veterinarian's ordinary request, which the approval decides).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('prescription_renewals'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('prescription_id', 'integer', (c) => c.notNull().references('prescriptions.id'))
    .addColumn('cycle', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('request_prescription_id', 'integer', (c) => c.references('prescriptions.id'))
    .addColumn('decline_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('decided_by_user_id', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('prescription_renewals_cycle').unique().on('prescription_renewals').columns(['prescription_id', 'cycle']).execute();
  await db.schema.createIndex('prescription_renewals_clinic').on('prescription_renewals').columns(['clinic_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('prescription_renewals').execute();
}
