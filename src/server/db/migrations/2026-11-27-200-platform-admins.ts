import type { Kysely } from 'kysely';

/**
 * The platform audience (issue 23): its site administrators, one row per user. The role lives in its
 * own table rather than a flag on users, so a clinic's staff rows and the platform's never mix.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('platform_admins')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('platform_admins').execute();
}
