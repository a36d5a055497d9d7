import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** The clinic's settings columns (issue 17). */
export function findClinicSettings(db: Executor, clinicId: number) {
  return db.selectFrom('clinics')
    .select([
      'id', 'practice_name', 'phone', 'email', 'address', 'city', 'province', 'postal_code', 'time_zone', 'header_colour',
      'social_links_json', 'restrict_shipping_to_province', 'autoorder_free_shipping_min_cents',
      'return_window_days', 'autoorder_reminder_days',
    ])
    .where('id', '=', clinicId)
    .executeTakeFirstOrThrow();
}

export function listHours(db: Executor, clinicId: number) {
  return db.selectFrom('clinic_hours').select(['weekday', 'opens_at', 'closes_at']).where('clinic_id', '=', clinicId).orderBy('weekday').execute();
}

export function listPolicyTexts(db: Executor, clinicId: number) {
  return db.selectFrom('clinic_policy_texts').select(['topic', 'language', 'body']).where('clinic_id', '=', clinicId).execute();
}

/** Holiday hours on or after a day, by date. */
export function listHolidays(db: Executor, clinicId: number, fromDay: string) {
  return db.selectFrom('clinic_holiday_hours').select(['id', 'day', 'opens_at', 'closes_at', 'label_en', 'label_fr'])
    .where('clinic_id', '=', clinicId).where('day', '>=', fromDay).orderBy('day').execute();
}

export function findLogoStamp(db: Executor, clinicId: number) {
  return db.selectFrom('clinic_logos').select('updated_at').where('clinic_id', '=', clinicId).executeTakeFirst();
}

export function findLogo(db: Executor, clinicId: number) {
  return db.selectFrom('clinic_logos').select(['content_type', 'data_base64', 'updated_at']).where('clinic_id', '=', clinicId).executeTakeFirst();
}

export async function updateClinic(trx: Transaction<Database>, clinicId: number, values: {
  practice_name: string; phone: string; email: string; address: string; city: string; province: string; postal_code: string; time_zone: string;
  header_colour: string; social_links_json: string; restrict_shipping_to_province: 0 | 1; autoorder_free_shipping_min_cents: number;
  return_window_days: number; autoorder_reminder_days: number;
}): Promise<void> {
  await trx.updateTable('clinics').set(values).where('id', '=', clinicId).execute();
}

export async function replaceHours(trx: Transaction<Database>, clinicId: number, days: { weekday: number; opensAt: string | null; closesAt: string | null }[]) {
  await trx.deleteFrom('clinic_hours').where('clinic_id', '=', clinicId).execute();
  await trx.insertInto('clinic_hours').values(days.map((d) => ({ clinic_id: clinicId, weekday: d.weekday, opens_at: d.opensAt, closes_at: d.closesAt }))).execute();
}

/** Sets one text; an empty body removes it (the shop then shows the store's default text). */
export async function setPolicyText(trx: Transaction<Database>, clinicId: number, topic: string, language: string, body: string, now: string) {
  await trx.deleteFrom('clinic_policy_texts').where('clinic_id', '=', clinicId).where('topic', '=', topic).where('language', '=', language).execute();
  if (body.trim() !== '') {
    await trx.insertInto('clinic_policy_texts').values({ clinic_id: clinicId, topic, language, body, updated_at: now }).execute();
  }
}

export function findHolidayOnDay(db: Executor, clinicId: number, day: string) {
  return db.selectFrom('clinic_holiday_hours').select('id').where('clinic_id', '=', clinicId).where('day', '=', day).executeTakeFirst();
}

export async function insertHoliday(trx: Transaction<Database>, clinicId: number, h: { date: string; opensAt: string | null; closesAt: string | null; labelEn: string; labelFr: string }, now: string) {
  const row = await trx.insertInto('clinic_holiday_hours').values({
    clinic_id: clinicId, day: h.date, opens_at: h.opensAt, closes_at: h.closesAt, label_en: h.labelEn, label_fr: h.labelFr, created_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Deletes one of the clinic's holidays; undefined when it is not the clinic's. */
export async function deleteHoliday(trx: Transaction<Database>, clinicId: number, holidayId: number) {
  return trx.deleteFrom('clinic_holiday_hours').where('id', '=', holidayId).where('clinic_id', '=', clinicId)
    .returning(['day', 'opens_at', 'closes_at', 'label_en', 'label_fr']).executeTakeFirst();
}

export async function upsertLogo(trx: Transaction<Database>, clinicId: number, contentType: string, dataBase64: string, now: string) {
  await trx.deleteFrom('clinic_logos').where('clinic_id', '=', clinicId).execute();
  await trx.insertInto('clinic_logos').values({ clinic_id: clinicId, content_type: contentType, data_base64: dataBase64, updated_at: now }).execute();
}

export async function deleteLogo(trx: Transaction<Database>, clinicId: number) {
  const result = await trx.deleteFrom('clinic_logos').where('clinic_id', '=', clinicId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
