import type { Kysely } from 'kysely';
import { withSerialId } from './column-types';

/**
 * Registration through a clinic (issue 6): the email outbox, single-use account tokens (confirm and
 * reset links, stored hashed) and the clinics shoppers enter by hand. Timestamps are ISO-8601 UTC
 * text written by the app. Children of users cascade, so `seed --reset` can still empty users.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('email_outbox'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // A delivery lease and retry back-off in one: no copy of the server picks the row before then.
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('email_outbox_unsent').on('email_outbox').columns(['sent_at', 'id']).execute();
  await db.schema.createIndex('email_outbox_to').on('email_outbox').columns(['to_address', 'kind', 'created_at']).execute();

  await withSerialId(db, db.schema.createTable('account_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_tokens_user').on('account_tokens').columns(['user_id', 'purpose']).execute();

  await withSerialId(db, db.schema.createTable('new_clinic_requests'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('practice_name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('vet_name', 'text')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('new_clinic_requests_user').on('new_clinic_requests').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['new_clinic_requests', 'account_tokens', 'email_outbox']) {
    await db.schema.dropTable(table).execute();
  }
}
