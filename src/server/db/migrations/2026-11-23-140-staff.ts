import type { Kysely } from 'kysely';

/**
 * Clinic staff (issue 16, rr §6). A staff member is a user (same sign-in, session and language) with
 * one row here naming their clinic and roles: `is_veterinarian` approves prescriptions, `is_admin`
 * is the clinic admin (everything staff do, later staff management and settings); neither flag is
 * plain clinic staff (clients, orders). `disabled_at` set: the account can no longer sign in nor
 * use the portal. One row per user: staff belong to one clinic.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_members')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_veterinarian', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_members_clinic').on('staff_members').column('clinic_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_members').execute();
}
