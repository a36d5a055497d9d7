import type { Kysely } from 'kysely';
import { withSerialId } from './column-types';

/**
 * The shopper's account settings (issue 14):
 * - password_history: the hashes of a shopper's previous passwords (the newest five are kept), so a
 *   new password can be refused when it is one of them (rr §5 "must differ from the current and
 *   previous passwords");
 * - users.password_change_counted_at: when the shopper last changed the password on the account's
 *   password page; the once-a-day rule (rr §5) counts these changes only, so a reset link does not
 *   use up the day;
 * - account_tokens.new_email: the address an email-change link confirms (purpose 'email_change').
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('password_history'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_history_user').on('password_history').columns(['user_id', 'created_at']).execute();
  await db.schema.alterTable('users').addColumn('password_change_counted_at', 'text').execute();
  await db.schema.alterTable('account_tokens').addColumn('new_email', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('account_tokens').dropColumn('new_email').execute();
  await db.schema.alterTable('users').dropColumn('password_change_counted_at').execute();
  await db.schema.dropTable('password_history').execute();
}
