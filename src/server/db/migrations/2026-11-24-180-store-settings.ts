import type { Kysely } from 'kysely';
import { withSerialId } from './column-types';

/**
 * Store settings and staff invitations (issue 17):
 * - clinics.header_colour ('' keeps the store's colour), clinics.social_links_json (a JSON object
 *   network → https URL), clinics.autoorder_free_shipping_min_cents (the AutoOrder free-shipping
 *   minimum; 0, the spec's default, for every existing clinic);
 * - clinic_logos: one uploaded raster logo per clinic, base64 text (portable across both engines;
 *   at most 200 KB, checked by the service), served by GET /api/store/clinic-logo/:clinicId;
 * - clinic_holiday_hours: dated closures or special hours, with a label in each language;
 * - staff_invitations: the single-use, expiring link an invited staff member sets a password with
 *   (only the token's SHA-256 is kept, as account_tokens).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clinics').addColumn('header_colour', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('clinics').addColumn('social_links_json', 'text', (c) => c.notNull().defaultTo('{}')).execute();
  await db.schema.alterTable('clinics').addColumn('autoorder_free_shipping_min_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema
    .createTable('clinic_logos')
    .addColumn('clinic_id', 'integer', (c) => c.primaryKey().references('clinics.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('data_base64', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withSerialId(db, db.schema.createTable('clinic_holiday_hours'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('opens_at', 'text')
    .addColumn('closes_at', 'text')
    .addColumn('label_en', 'text', (c) => c.notNull())
    .addColumn('label_fr', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('clinic_holiday_hours_day', ['clinic_id', 'day'])
    .execute();

  await withSerialId(db, db.schema.createTable('staff_invitations'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('invited_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_invitations_user').on('staff_invitations').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_invitations').execute();
  await db.schema.dropTable('clinic_holiday_hours').execute();
  await db.schema.dropTable('clinic_logos').execute();
  await db.schema.alterTable('clinics').dropColumn('autoorder_free_shipping_min_cents').execute();
  await db.schema.alterTable('clinics').dropColumn('social_links_json').execute();
  await db.schema.alterTable('clinics').dropColumn('header_colour').execute();
}
