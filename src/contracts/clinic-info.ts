import { z } from 'zod';
import { SOCIAL_NETWORKS } from '../domain/clinic-branding';
import { LANGUAGES, PROVINCES } from '../domain/constants';
import { POLICY_TOPICS } from '../domain/store-policy';

/**
 * GET /api/store/clinic (issue 11 §8): the clinic whose store the shopper is in, with what the
 * contact and policy pages show. The clinic is the signed-in shopper's, else the webstore
 * remembered in the consumer cookie (rr §2), else none (the pages then show the store's defaults).
 */
export const storeClinicQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('en') });

const range = z.object({ min: z.number().int(), max: z.number().int() });

export const dayHoursSchema = z.object({
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: z.number().int().min(1).max(7),
  /** 'HH:MM' local to the clinic's time zone; both null when closed. */
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
});

export const storeClinicSchema = z.object({
  id: z.number().int(),
  practiceName: z.string(),
  address: z.string(),
  city: z.string(),
  /** Province code (AB … YT). */
  province: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  email: z.string(),
  timeZone: z.string(),
  /** Monday to Sunday, always seven days; empty when the clinic has not given its hours. */
  hours: z.array(dayHoursSchema),
  /** Holiday hours of the coming weeks (issue 17), by date: closed (no times) or special hours; label in the asked language. */
  holidays: z.array(z.object({ date: z.string(), opensAt: z.string().nullable(), closesAt: z.string().nullable(), label: z.string() })),
  /** The header's colour ('' keeps the store's) and logo address (null: none), issue 17. */
  headerColour: z.string(),
  logoUrl: z.string().nullable(),
  socialLinks: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string()),
});
export type StoreClinic = z.infer<typeof storeClinicSchema>;

export const storePolicySchema = z.object({
  returnWindowDays: z.number().int(),
  returnMaxOrderAgeMonths: z.number().int(),
  refundAfterBillingHours: z.number().int(),
  refundVisibleWithinDays: z.number().int(),
  homeShippingWithinClinicProvince: z.boolean(),
  clinicProvince: z.enum(PROVINCES).nullable(),
  standardDeliveryDays: range,
  expressDeliveryDays: range,
  pickupReadyDays: range,
  standardShippingCents: z.number().int(),
  expressShippingCents: z.number().int(),
  freeStandardShippingFromCents: z.number().int(),
  autoOrderFreeShippingMinCents: z.number().int(),
  autoOrderSavingsPercent: z.object({ promo: z.number(), upTo: z.number() }),
  autoOrderFrequencyWeeks: range,
  emailResponseBusinessDays: range,
  /** The clinic's maximum quantity of one product per order (issue 25 policy: its own or its master's). */
  maxQuantityPerOrder: z.number().int(),
});

export const storeClinicResponseSchema = z.object({
  isSuccess: z.literal(true),
  returnValue: z.object({
    /** Where the clinic came from: the shopper's account, the remembered webstore, or none. */
    source: z.enum(['account', 'remembered', 'none']),
    clinic: storeClinicSchema.nullable(),
    policy: storePolicySchema,
    /** The clinic's own text of a policy in the asked language, replacing the store's default. */
    texts: z.partialRecord(z.enum(POLICY_TOPICS), z.string()),
  }),
});
export type StoreClinicResponse = z.infer<typeof storeClinicResponseSchema>;
export type StoreClinicInfo = StoreClinicResponse['returnValue'];
