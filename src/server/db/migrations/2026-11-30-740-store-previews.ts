import type { Kysely } from 'kysely';
import { withSerialId } from './column-types';

/**
 * The store's preview (issue 26 "Preview of the store"; docs/decisions/110-store-preview.md): a
 * clinic's staff member or a site administrator opens the shop as one of a clinic's clients (or a
 * visitor of its store) would see it, in a language, on a day. One row per preview started: who
 * (the user and the session it belongs to), for whom, which day and language, until when. The
 * browser holds a random secret in an HttpOnly cookie; the row keeps only its hash.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('store_previews'))
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('started_by_user_id', 'integer', (c) => c.notNull().references('users.id'))
    /** The session that started it: signing out ends the preview with it. */
    .addColumn('session_id', 'text', (c) => c.notNull())
    /** 'clinic' (a staff member, for its clinic's clients) or 'platform' (a site administrator). */
    .addColumn('audience', 'text', (c) => c.notNull())
    /** The role its audit events name (site_admin, clinic_admin, veterinarian, clinic_staff). */
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    /** Null: a visitor of the clinic's store. */
    .addColumn('client_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('lang', 'text', (c) => c.notNull())
    /** The store's day the shop answers as of (YYYY-MM-DD, America/Toronto). */
    .addColumn('as_of_day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema.createIndex('store_previews_started_by').on('store_previews').column('started_by_user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('store_previews').execute();
}
