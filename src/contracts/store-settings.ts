import { z } from 'zod';
import { isReadableHeaderColour, isSocialUrl, LOGO_MAX_BYTES, LOGO_TYPES, SOCIAL_NETWORKS } from '../domain/clinic-branding';
import { isClockTime, TIME_ZONE_OF_PROVINCE } from '../domain/clinic-hours';
import { PROVINCES } from '../domain/constants';
import { POLICY_TOPICS } from '../domain/store-policy';
import { validateEmail } from '../domain/validation/person';
import { validateClinicPhone } from '../domain/validation/phone';
import { validatePostalCode } from '../domain/validation/postal-code';
import { policyValueSchema } from './clinic-policies';
import { POLICY_RANGES } from '../domain/clinic-policies';
import { dateField, idParam, text } from './fields';

/**
 * The clinic admin's store settings (issue 17, rr §4 clinic settings): contact details and time
 * zone, the week's hours and holiday hours, logo and header colour, social links, the policy texts
 * in both languages, the home-shipping province rule, the AutoOrder free-shipping minimum, the
 * return window and how many days before an AutoOrder its reminder goes out.
 * Admin only (`/api/clinic/settings...`); every 400 names the field and what it needs.
 */

/** The time zones a Canadian clinic may be in (one per province or territory). */
export const CLINIC_TIME_ZONES = [...new Set(Object.values(TIME_ZONE_OF_PROVINCE))].sort();
/** A policy text's longest length, per language. */
export const POLICY_TEXT_MAX = 20_000;
/** The largest AutoOrder free-shipping minimum ($1,000). */
export const AUTO_ORDER_MIN_MAX_CENTS = 100_000;
/** The return window, in days from delivery (rr §9: 15 by default; at most a year). */
export const RETURN_WINDOW_DAYS_RANGE = { min: 1, max: 365 } as const;
/**
 * Days before an AutoOrder its reminder goes out (issue 15: 3 by default; rr §5 "reminder days 1 to
 * 365"): the policy's range (issue 25), the reminder sweep looking as far ahead as each clinic's lead.
 */
export const AUTO_ORDER_REMINDER_DAYS_RANGE = POLICY_RANGES.autoOrderReminderDays;

const required = (name: string, max: number) =>
  text({ missing: `${name} is required` }).trim().min(1, { error: `${name} is required` }).max(max, { error: `${name} must be at most ${max} characters` });
const validated = (name: string, check: (v: string) => unknown, what: string) =>
  text({ missing: `${name} is required` }).trim().refine((v) => !check(v), { error: `${name} must be ${what}` });
const wholeDays = (name: string, { min, max }: { min: number; max: number }) => {
  const error = `${name} must be a whole number of days from ${min} to ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const clock = (name: string) =>
  z.string({ error: `${name} must be a time (HH:MM)` }).refine(isClockTime, { error: `${name} must be a time (HH:MM)` }).nullable();

export const settingsDaySchema = z.object({
  weekday: z.number().int().min(1).max(7),
  opensAt: clock('opensAt'),
  closesAt: clock('closesAt'),
}).refine((d) => (d.opensAt === null) === (d.closesAt === null), { error: 'a day needs both an opening and a closing time, or neither (closed)' })
  .refine((d) => d.opensAt === null || d.closesAt === null || d.closesAt > d.opensAt, { error: 'closesAt must be after opensAt' });

const socialLinksSchema = z.partialRecord(
  z.enum(SOCIAL_NETWORKS),
  z.string().trim().refine((v) => v === '' || isSocialUrl(v), { error: 'each social link must be an https address (https://…)' }),
);
const policyTextsSchema = z.partialRecord(
  z.enum(POLICY_TOPICS),
  z.object({
    en: text({ multiLine: true }).max(POLICY_TEXT_MAX, { error: `policy texts must be at most ${POLICY_TEXT_MAX} characters` }),
    fr: text({ multiLine: true }).max(POLICY_TEXT_MAX, { error: `policy texts must be at most ${POLICY_TEXT_MAX} characters` }),
  }),
);

/** PUT /api/clinic/settings: everything but the holiday hours and the logo, which have their own calls. */
export const storeSettingsUpdateSchema = z.object({
  practiceName: required('practiceName', 100),
  phone: validated('phone', validateClinicPhone, 'a phone number such as 613-555-0142'),
  email: validated('email', validateEmail, 'an email address').transform((v) => v.toLowerCase()),
  address: required('address', 100),
  city: required('city', 60),
  province: z.enum(PROVINCES, { error: `province must be one of ${PROVINCES.join(', ')}` }),
  postalCode: validated('postalCode', validatePostalCode, 'a Canadian postal code such as K2P 1X4').transform((v) => v.toUpperCase()),
  timeZone: z.enum(CLINIC_TIME_ZONES as [string, ...string[]], { error: `timeZone must be one of ${CLINIC_TIME_ZONES.join(', ')}` }),
  hours: z.array(settingsDaySchema).length(7, { error: 'hours must list the seven weekdays' })
    .refine((days) => new Set(days.map((d) => d.weekday)).size === 7, { error: 'hours must list each weekday once' }),
  headerColour: z.string().trim().toLowerCase()
    .refine((v) => v === '' || /^#[0-9a-f]{6}$/.test(v), { error: 'headerColour must be a colour such as #115e59, or empty' })
    .refine(isReadableHeaderColour, { error: 'headerColour is too light: white text on it must have a contrast of at least 4.5:1' }),
  socialLinks: socialLinksSchema,
  texts: policyTextsSchema,
  restrictShippingToProvince: z.boolean({ error: 'restrictShippingToProvince must be true or false' }),
  autoOrderFreeShippingMinCents: z.number({ error: 'autoOrderFreeShippingMinCents must be a whole number of cents' })
    .int({ error: 'autoOrderFreeShippingMinCents must be a whole number of cents' })
    .min(0, { error: 'autoOrderFreeShippingMinCents must not be negative' })
    .max(AUTO_ORDER_MIN_MAX_CENTS, { error: `autoOrderFreeShippingMinCents must be at most ${AUTO_ORDER_MIN_MAX_CENTS}` }),
  returnWindowDays: wholeDays('returnWindowDays', RETURN_WINDOW_DAYS_RANGE),
  autoOrderReminderDays: wholeDays('autoOrderReminderDays', AUTO_ORDER_REMINDER_DAYS_RANGE),
});
export type StoreSettingsUpdate = z.input<typeof storeSettingsUpdateSchema>;

const holidayLabel = (name: string) => text().trim().max(60, { error: `${name} must be at most 60 characters` });
/** POST /api/clinic/settings/holidays: closed all day (no times) or special hours on a date. */
export const holidayCreateSchema = z.object({
  date: dateField('date'),
  opensAt: clock('opensAt'),
  closesAt: clock('closesAt'),
  labelEn: holidayLabel('labelEn').min(1, { error: 'labelEn is required' }),
  labelFr: holidayLabel('labelFr').min(1, { error: 'labelFr is required' }),
}).refine((d) => (d.opensAt === null) === (d.closesAt === null), { error: 'special hours need both opensAt and closesAt; closed all day needs neither' })
  .refine((d) => d.opensAt === null || d.closesAt === null || d.closesAt > d.opensAt, { error: 'closesAt must be after opensAt' });
export type HolidayCreate = z.input<typeof holidayCreateSchema>;
export const holidayIdParamsSchema = z.object({ holidayId: idParam('holidayId') });

/** The logo as base64 (PNG, JPEG or WebP, at most 200 KB); the type is checked against the bytes. */
export const logoUploadSchema = z.object({
  contentType: z.enum(LOGO_TYPES, { error: `contentType must be one of ${LOGO_TYPES.join(', ')}` }),
  dataBase64: z.string({ error: 'dataBase64 is required' })
    .max(Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 4, { error: `the logo must be at most ${LOGO_MAX_BYTES / 1024} KB` })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'dataBase64 must be base64' }),
});
export const logoParamsSchema = z.object({ clinicId: idParam('clinicId') });

export const holidaySchema = z.object({
  id: z.number(),
  date: z.string(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  labelEn: z.string(),
  labelFr: z.string(),
});

const settingSourceSchema = z.object({
  source: z.enum(['own', 'inherited', 'overridden']),
  masterName: z.string().nullable(),
  value: policyValueSchema,
  editable: z.boolean(),
});
export type SettingSource = z.infer<typeof settingSourceSchema>;

export const storeSettingsSchema = z.object({
  practiceName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  timeZone: z.string(),
  hours: z.array(z.object({ weekday: z.number(), opensAt: z.string().nullable(), closesAt: z.string().nullable() })),
  headerColour: z.string(),
  socialLinks: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string()),
  texts: z.partialRecord(z.enum(POLICY_TOPICS), z.object({ en: z.string(), fr: z.string() })),
  restrictShippingToProvince: z.boolean(),
  autoOrderFreeShippingMinCents: z.number(),
  returnWindowDays: z.number().int(),
  autoOrderReminderDays: z.number().int(),
  /** Every holiday from today on, by date. */
  holidays: z.array(holidaySchema),
  /** Where the shop loads the logo from (changes with each upload), or null. */
  logoUrl: z.string().nullable(),
  /**
   * Where the values a master clinic may set come from (issue 25): the clinic's own, inherited from
   * its master clinic (`masterName`; the field is then the clinic's own, not in effect) or its
   * override of the master's; `value` is the one in effect, `editable` whether the admin may change it.
   */
  policySources: z.object({
    returnWindowDays: settingSourceSchema,
    autoOrderReminderDays: settingSourceSchema,
    restrictShippingToProvince: settingSourceSchema,
    returnPolicy: settingSourceSchema,
    holidays: settingSourceSchema,
  }),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

export const storeSettingsErrorCodes = ['holiday_not_found', 'holiday_exists', 'holiday_in_past', 'logo_invalid', 'logo_not_found'] as const;

/** The shop's address of a clinic's logo; the version changes with each upload, so it can be cached for good. */
export const clinicLogoUrl = (clinicId: number, updatedAt: string): string =>
  `/api/store/clinic-logo/${clinicId}?v=${encodeURIComponent(updatedAt.replace(/\D/g, ''))}`;

/** A stored social-links column, read leniently: only known networks with a valid address. */
export function parseSocialLinks(json: string): Partial<Record<(typeof SOCIAL_NETWORKS)[number], string>> {
  const out: Partial<Record<(typeof SOCIAL_NETWORKS)[number], string>> = {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object') return out;
    for (const network of SOCIAL_NETWORKS) {
      const value = (parsed as Record<string, unknown>)[network];
      if (typeof value === 'string' && isSocialUrl(value)) out[network] = value;
    }
  } catch {
    // A broken column shows no links.
  }
  return out;
}
