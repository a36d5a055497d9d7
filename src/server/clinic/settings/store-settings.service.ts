import { clinicLogoUrl, parseSocialLinks, type HolidayCreate, type SettingSource, type StoreSettings, type storeSettingsUpdateSchema } from '../../../contracts/store-settings';
import { LOGO_MAX_BYTES, sniffLogoType } from '../../../domain/clinic-branding';
import type { ClinicPolicy } from '../../../domain/clinic-policies';
import { hoursLines, localDay, upcomingHolidays, weekOf, type Weekday } from '../../../domain/clinic-hours';
import type { Language } from '../../../domain/constants';
import { POLICY_TOPICS, type PolicyTopic } from '../../../domain/store-policy';
import type { Db } from '../../db/database';
import { flag } from '../../db/database';
import { AppError } from '../../errors';
import { clinicPolicies, policyValues } from '../../shared/clinic-policies';
import { auditRole, writeAudit, type StaffIdentity } from '../../shared/staff-access';
import * as q from './store-settings.queries';

type SettingsUpdate = ReturnType<typeof storeSettingsUpdateSchema.parse>;

/** The clinic's settings as the admin's page shows them; holidays from the clinic's today on. */
export async function readSettings(db: Db, clinicId: number, now = new Date()): Promise<StoreSettings> {
  const row = await q.findClinicSettings(db, clinicId);
  const [hours, texts, holidays, logo, policies] = await Promise.all([
    q.listHours(db, clinicId), q.listPolicyTexts(db, clinicId), q.listHolidays(db, clinicId, localDay(now, row.time_zone)), q.findLogoStamp(db, clinicId),
    clinicPolicies(db, clinicId),
  ]);
  const sourceOf = (policy: ClinicPolicy): SettingSource => {
    const r = policies!.policies[policy];
    return { source: r.source, masterName: r.masterValue ? (policies!.master?.name ?? null) : null, value: r.value as SettingSource['value'], editable: r.editable };
  };
  const byTopic: StoreSettings['texts'] = {};
  for (const topic of POLICY_TOPICS) {
    const of = (language: Language) => texts.find((t) => t.topic === topic && t.language === language)?.body ?? '';
    byTopic[topic] = { en: of('en'), fr: of('fr') };
  }
  return {
    practiceName: row.practice_name, phone: row.phone, email: row.email, address: row.address, city: row.city, province: row.province,
    postalCode: row.postal_code, timeZone: row.time_zone,
    hours: weekOf(hours.map((h) => ({ weekday: h.weekday as Weekday, opensAt: h.opens_at, closesAt: h.closes_at }))),
    headerColour: row.header_colour, socialLinks: parseSocialLinks(row.social_links_json), texts: byTopic,
    restrictShippingToProvince: flag(row.restrict_shipping_to_province), autoOrderFreeShippingMinCents: Number(row.autoorder_free_shipping_min_cents),
    returnWindowDays: Number(row.return_window_days), autoOrderReminderDays: Number(row.autoorder_reminder_days),
    holidays: holidays.map((h) => ({ id: Number(h.id), date: h.day, opensAt: h.opens_at, closesAt: h.closes_at, labelEn: h.label_en, labelFr: h.label_fr })),
    logoUrl: logo ? clinicLogoUrl(clinicId, logo.updated_at) : null,
    policySources: {
      returnWindowDays: sourceOf('returnWindowDays'), autoOrderReminderDays: sourceOf('autoOrderReminderDays'),
      restrictShippingToProvince: sourceOf('homeShippingWithinProvince'), returnPolicy: sourceOf('returnPolicyText'), holidays: sourceOf('holidayHours'),
    },
  };
}

/** What the audit log keeps of the settings (the texts by their length, not their whole body). */
function auditView(s: StoreSettings | SettingsUpdate) {
  const { texts, ...rest } = s;
  const lengths = Object.fromEntries(Object.entries(texts).map(([topic, t]) => [topic, { en: t?.en.length ?? 0, fr: t?.fr.length ?? 0 }]));
  const { holidays: _h, logoUrl: _l, policySources: _p, ...plain } = rest as StoreSettings;
  return { ...plain, textLengths: lengths };
}

export async function updateSettings(db: Db, staff: StaffIdentity, input: SettingsUpdate, now = new Date()): Promise<StoreSettings> {
  const before = await readSettings(db, staff.clinicId, now);
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const links = Object.fromEntries(Object.entries(input.socialLinks).filter(([, url]) => url));
    await q.updateClinic(trx, staff.clinicId, {
      practice_name: input.practiceName, phone: input.phone, email: input.email, address: input.address, city: input.city, province: input.province,
      postal_code: input.postalCode, time_zone: input.timeZone, header_colour: input.headerColour, social_links_json: JSON.stringify(links),
      restrict_shipping_to_province: input.restrictShippingToProvince ? 1 : 0, autoorder_free_shipping_min_cents: input.autoOrderFreeShippingMinCents,
      return_window_days: input.returnWindowDays, autoorder_reminder_days: input.autoOrderReminderDays,
    });
    await q.replaceHours(trx, staff.clinicId, [...input.hours].sort((a, b) => a.weekday - b.weekday));
    for (const [topic, body] of Object.entries(input.texts) as [PolicyTopic, { en: string; fr: string }][]) {
      if (body.en !== before.texts[topic]?.en) await q.setPolicyText(trx, staff.clinicId, topic, 'en', body.en, nowIso);
      if (body.fr !== before.texts[topic]?.fr) await q.setPolicyText(trx, staff.clinicId, topic, 'fr', body.fr, nowIso);
    }
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'clinic_admin'), entity: 'settings', entityId: staff.clinicId,
      action: 'update_settings', before: auditView(before), after: auditView(input), now: nowIso,
    });
  });
  return readSettings(db, staff.clinicId, now);
}

export async function addHoliday(db: Db, staff: StaffIdentity, input: HolidayCreate & { opensAt: string | null; closesAt: string | null }, now = new Date()) {
  const nowIso = now.toISOString();
  // Holiday hours say when the clinic will be closed: a day before the clinic's today is history (issue 24).
  const clinic = await q.findClinicSettings(db, staff.clinicId);
  const today = localDay(now, clinic.time_zone);
  if (input.date < today) throw new AppError(400, 'holiday_in_past', `date: holiday hours are for today (${today} at the clinic) or a day after it.`);
  await db.transaction().execute(async (trx) => {
    if (await q.findHolidayOnDay(trx, staff.clinicId, input.date)) {
      throw new AppError(409, 'holiday_exists', 'This date already has holiday hours; remove them first.');
    }
    const id = await q.insertHoliday(trx, staff.clinicId, input, nowIso);
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'clinic_admin'), entity: 'settings', entityId: id,
      action: 'add_holiday', before: null, after: { ...input }, now: nowIso,
    });
  });
  return readSettings(db, staff.clinicId, now);
}

export async function removeHoliday(db: Db, staff: StaffIdentity, holidayId: number, now = new Date()) {
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const removed = await q.deleteHoliday(trx, staff.clinicId, holidayId);
    if (!removed) throw new AppError(404, 'holiday_not_found', 'These holiday hours do not exist.');
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'clinic_admin'), entity: 'settings', entityId: holidayId,
      action: 'remove_holiday', before: { date: removed.day, opensAt: removed.opens_at, closesAt: removed.closes_at, labelEn: removed.label_en, labelFr: removed.label_fr },
      after: null, now: nowIso,
    });
  });
  return readSettings(db, staff.clinicId, now);
}

/** Stores an uploaded logo once its bytes are a PNG, JPEG or WebP of the declared type, at most 200 KB. */
export async function setLogo(db: Db, staff: StaffIdentity, input: { contentType: string; dataBase64: string }, now = new Date()) {
  const bytes = Buffer.from(input.dataBase64, 'base64');
  if (bytes.length === 0 || bytes.length > LOGO_MAX_BYTES) {
    throw new AppError(400, 'logo_invalid', `The logo must be an image of at most ${LOGO_MAX_BYTES / 1024} KB.`);
  }
  const sniffed = sniffLogoType(bytes);
  if (sniffed === null || sniffed !== input.contentType) {
    throw new AppError(400, 'logo_invalid', 'The logo must be a PNG, JPEG or WebP image.');
  }
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await q.upsertLogo(trx, staff.clinicId, sniffed, bytes.toString('base64'), nowIso);
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'clinic_admin'), entity: 'settings', entityId: staff.clinicId,
      action: 'set_logo', before: null, after: { contentType: sniffed, bytes: bytes.length }, now: nowIso,
    });
  });
  return readSettings(db, staff.clinicId, now);
}

export async function removeLogo(db: Db, staff: StaffIdentity, now = new Date()) {
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await q.deleteLogo(trx, staff.clinicId))) throw new AppError(404, 'logo_not_found', 'The clinic has no logo.');
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'clinic_admin'), entity: 'settings', entityId: staff.clinicId,
      action: 'remove_logo', before: null, after: null, now: nowIso,
    });
  });
  return readSettings(db, staff.clinicId, now);
}

export async function logoBytes(db: Db, clinicId: number) {
  const logo = await q.findLogo(db, clinicId);
  if (!logo) throw new AppError(404, 'logo_not_found', 'The clinic has no logo.');
  return { contentType: logo.content_type, bytes: Buffer.from(logo.data_base64, 'base64') };
}

/**
 * The clinic's pickup hours as email lines (the ready-for-pickup email, issue 17): the week, then
 * the holiday hours of the coming weeks. Empty when the clinic has not given its hours.
 */
export async function pickupHoursLines(db: Db, clinicId: number, language: Language, now = new Date()): Promise<string[]> {
  const row = await q.findClinicSettings(db, clinicId);
  // The holiday hours in effect: the clinic's own or its master clinic's (issue 25).
  const { holidayHours } = await policyValues(db, clinicId);
  const [hours, holidays] = await Promise.all([q.listHours(db, clinicId), q.listHolidays(db, holidayHours, localDay(now, row.time_zone))]);
  if (hours.length === 0) return [];
  const week = weekOf(hours.map((h) => ({ weekday: h.weekday as Weekday, opensAt: h.opens_at, closesAt: h.closes_at })));
  const upcoming = upcomingHolidays(holidays.map((h) => ({ date: h.day, opensAt: h.opens_at, closesAt: h.closes_at, labelEn: h.label_en, labelFr: h.label_fr })), localDay(now, row.time_zone));
  return hoursLines(week, upcoming, language);
}

