import type { Db } from '../../db/database';

/** The clinic columns the shop's contact and policy pages show. */
const CLINIC_COLUMNS = [
  'c.id', 'c.practice_name', 'c.address', 'c.city', 'c.province', 'c.postal_code', 'c.phone', 'c.email',
  'c.time_zone', 'c.header_colour', 'c.social_links_json',
  'c.autoorder_free_shipping_min_cents',
] as const;

export function findClinicOfUser(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('clinics as c', 'c.id', 'u.clinic_id')
    .select(CLINIC_COLUMNS)
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** A remembered webstore counts only while its clinic is approved (the registration page offers only those). */
export function findApprovedClinicBySubdomain(db: Db, subdomain: string) {
  return db
    .selectFrom('clinics as c')
    .select(CLINIC_COLUMNS)
    .where('c.subdomain', '=', subdomain.toLowerCase())
    .where('c.is_approved', '=', 1)
    .executeTakeFirst();
}

export type ClinicInfoRow = NonNullable<Awaited<ReturnType<typeof findClinicOfUser>>>;

export function listClinicHours(db: Db, clinicId: number) {
  return db.selectFrom('clinic_hours').select(['weekday', 'opens_at', 'closes_at']).where('clinic_id', '=', clinicId).orderBy('weekday').execute();
}

export function listClinicPolicyTexts(db: Db, clinicId: number, language: string) {
  return db
    .selectFrom('clinic_policy_texts')
    .select(['topic', 'body'])
    .where('clinic_id', '=', clinicId)
    .where('language', '=', language)
    .execute();
}

/** Holiday hours from a day on (issue 17), by date. */
export function listClinicHolidays(db: Db, clinicId: number, fromDay: string) {
  return db.selectFrom('clinic_holiday_hours').select(['day', 'opens_at', 'closes_at', 'label_en', 'label_fr'])
    .where('clinic_id', '=', clinicId).where('day', '>=', fromDay).orderBy('day').execute();
}

export function findClinicLogoStamp(db: Db, clinicId: number) {
  return db.selectFrom('clinic_logos').select('updated_at').where('clinic_id', '=', clinicId).executeTakeFirst();
}
