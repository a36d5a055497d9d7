import type { Kysely } from 'kysely';

/**
 * Issue 28 "Passcode pages" (docs/decisions/117-passcode-pages.md): pages such as the clinic's
 * statements ask the staff member for their password again. The confirmation belongs to the
 * session (signing in elsewhere does not carry it): when it was given, and how many wrong passwords
 * came since the last right one (enough of them end the session).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('passcode_confirmed_at', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('passcode_failures', 'integer', (column) => column.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('passcode_failures').execute();
  await db.schema.alterTable('sessions').dropColumn('passcode_confirmed_at').execute();
}
