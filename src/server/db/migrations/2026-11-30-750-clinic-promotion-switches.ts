import type { Kysely } from 'kysely';

/**
 * Issue 26, the last parts of "Promotions and banners" (docs/decisions/111-clinic-promotion-switch.md):
 * - clinic_promotion_switches: a platform promotion a clinic switched off for its store, one row per
 *   clinic and promotion while it is off (switching it on again deletes the row). A master clinic's
 *   row covers its children's stores too. Who switched it off and when are kept beside the audit event;
 * - manufacturer_reps: the manufacturer representative role, one user belongs to one manufacturer
 *   (brand) and manages that brand's promotions only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('clinic_promotion_switches')
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('switched_off_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('switched_off_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('clinic_promotion_switches_pk', ['clinic_id', 'promotion_id'])
    .execute();
  await db.schema
    .createTable('manufacturer_reps')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('manufacturer_id', 'integer', (c) => c.notNull().references('manufacturers.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('manufacturer_reps').execute();
  await db.schema.dropTable('clinic_promotion_switches').execute();
}
