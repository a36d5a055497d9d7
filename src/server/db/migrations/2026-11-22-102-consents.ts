import type { Kysely } from 'kysely';
import { withSerialId } from './column-types';

/**
 * Consents a shopper gives or withdraws (issue 11 §9; rr §5 "terms and anti-spam-law (CASL)
 * acceptance"): one row per decision, never updated, so the store can show when and how each was
 * given, as CASL and PIPEDA expect of it. kind: 'terms' (the terms of use, required to register) or
 * 'casl' (commercial email, optional and separate); granted 0/1; source names the page (registration).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('user_consents'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('granted', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('text_version', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_consents_user').on('user_consents').columns(['user_id', 'kind', 'recorded_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_consents').execute();
}
