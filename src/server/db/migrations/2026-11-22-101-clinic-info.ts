import { sql, type Kysely } from 'kysely';
import { isPostgres } from './column-types';

/**
 * What the shop's contact and policy pages need of a clinic (issue 11 §8, §10):
 * - clinics.time_zone (IANA name, the hours are local to it; existing rows take their province's)
 *   and clinics.return_window_days (rr §9: 15 days from delivery, the default of a later setting);
 * - clinic_hours: opening and closing time per weekday (1 Monday … 7 Sunday, ISO), 'HH:MM' local
 *   time; a day without a row, or with null times, is closed. Filled by the seed, edited later by
 *   the clinic (issue 17);
 * - clinic_policy_texts: a clinic's own return, shipping, privacy or terms text per language; none
 *   by default, and the page then shows the store's default text;
 * - rr §5 "home shipping only within the clinic's province" becomes the rule of every clinic: the
 *   flag is turned on for existing clinics and is the column's default on PostgreSQL (SQLite cannot
 *   change a column default; every insert names the flag).
 */
const PROVINCE_TIME_ZONES: Record<string, string> = {
  NL: 'America/St_Johns', NS: 'America/Halifax', PE: 'America/Halifax', NB: 'America/Moncton', QC: 'America/Toronto',
  ON: 'America/Toronto', MB: 'America/Winnipeg', SK: 'America/Regina', AB: 'America/Edmonton', BC: 'America/Vancouver',
  YT: 'America/Whitehorse', NT: 'America/Edmonton', NU: 'America/Iqaluit',
};

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clinics').addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/Toronto')).execute();
  await db.schema.alterTable('clinics').addColumn('return_window_days', 'integer', (c) => c.notNull().defaultTo(15)).execute();
  for (const [province, zone] of Object.entries(PROVINCE_TIME_ZONES)) {
    await db.updateTable('clinics').set({ time_zone: zone }).where('province', '=', province).execute();
  }

  await db.updateTable('clinics').set({ restrict_shipping_to_province: 1 }).execute();
  if (isPostgres(db)) await sql`alter table clinics alter column restrict_shipping_to_province set default 1`.execute(db);

  await db.schema
    .createTable('clinic_hours')
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('opens_at', 'text')
    .addColumn('closes_at', 'text')
    .addPrimaryKeyConstraint('clinic_hours_pk', ['clinic_id', 'weekday'])
    .execute();

  await db.schema
    .createTable('clinic_policy_texts')
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('clinic_policy_texts_pk', ['clinic_id', 'topic', 'language'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('clinic_policy_texts').execute();
  await db.schema.dropTable('clinic_hours').execute();
  if (isPostgres(db)) await sql`alter table clinics alter column restrict_shipping_to_province set default 0`.execute(db);
  await db.schema.alterTable('clinics').dropColumn('return_window_days').execute();
  await db.schema.alterTable('clinics').dropColumn('time_zone').execute();
}
