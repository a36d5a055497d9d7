import { z } from 'zod';
import {
  WELLNESS_CANCEL_OPTIONS, WELLNESS_CONSENT_VERSION, WELLNESS_ENROLMENT_STATUSES, WELLNESS_LIMITS, WELLNESS_PAYMENT_STATES,
} from '../domain/wellness-plans';
import { petSpeciesCodes } from './codes';
import { dateField, idParam, idSchema, MULTI_LINE, text } from './fields';

/**
 * Wellness plans (issue 27; rr §3 "Wellness plan", §4 "Wellness payment schedule states"): the
 * clinic admin defines plans under /api/clinic/wellness-plans, staff enrol a client's pet and
 * manage the enrolment under /api/clinic/wellness-enrolments, the client reads them under
 * /api/account/wellness-plans. Every amount is in cents.
 */
const cents = (field: string, min = 0) => z.number({ error: `${field} must be a whole number of cents` })
  .int({ error: `${field} must be a whole number of cents` }).min(min, { error: `${field} must be at least ${min}` })
  .max(WELLNESS_LIMITS.maxCents, { error: `${field} is too large` });
const name = (field: string) => text({ missing: `${field} is required` }).trim().min(1, { error: `${field} is required` })
  .max(WELLNESS_LIMITS.maxNameLength, { error: `${field} must be at most ${WELLNESS_LIMITS.maxNameLength} characters` });
const words = (field: string) => text({ multiLine: true }).max(WELLNESS_LIMITS.maxDescriptionLength, { error: `${field} must be at most ${WELLNESS_LIMITS.maxDescriptionLength} characters` }).meta(MULTI_LINE);

export const planServiceInputSchema = z.object({
  nameEn: name('nameEn'),
  nameFr: name('nameFr'),
  count: z.number().int().min(1, { error: 'count must be at least 1' }).max(WELLNESS_LIMITS.maxServiceCount, { error: `count must be at most ${WELLNESS_LIMITS.maxServiceCount}` }),
  /** The service's listed value (what "pay the difference" counts on a cancellation). */
  valueCents: cents('valueCents'),
});

export const planInputSchema = z.object({
  nameEn: name('nameEn'),
  nameFr: name('nameFr'),
  descriptionEn: words('descriptionEn').default(''),
  descriptionFr: words('descriptionFr').default(''),
  species: z.enum(petSpeciesCodes, { error: `species must be one of ${petSpeciesCodes.join(', ')}` }),
  monthlyPriceCents: cents('monthlyPriceCents', 1),
  termMonths: z.number().int({ error: 'termMonths must be a whole number' }).min(1, { error: 'termMonths must be at least 1' })
    .max(WELLNESS_LIMITS.maxTermMonths, { error: `termMonths must be at most ${WELLNESS_LIMITS.maxTermMonths}` }),
  enrolmentFeeCents: cents('enrolmentFeeCents'),
  storeDiscountPercent: z.number().int({ error: 'storeDiscountPercent must be a whole percent' }).min(0).max(100, { error: 'storeDiscountPercent must be at most 100' }),
  services: z.array(planServiceInputSchema).max(WELLNESS_LIMITS.maxServices, { error: `at most ${WELLNESS_LIMITS.maxServices} services` }),
});
export type WellnessPlanInput = z.infer<typeof planInputSchema>;

export const planServiceSchema = planServiceInputSchema.extend({ id: z.number() });

export const wellnessPlanSchema = z.object({
  id: z.number(),
  nameEn: z.string(),
  nameFr: z.string(),
  descriptionEn: z.string(),
  descriptionFr: z.string(),
  species: z.enum(petSpeciesCodes),
  monthlyPriceCents: z.number(),
  termMonths: z.number(),
  enrolmentFeeCents: z.number(),
  storeDiscountPercent: z.number(),
  services: z.array(planServiceSchema),
  status: z.enum(['active', 'retired']),
  /** Enrolments active or on hold. */
  activeEnrolments: z.number(),
  declinedPayments: z.number(),
  /** rr §4: no active enrolment and no declined payment. */
  mayDelete: z.boolean(),
  /** Prices, term and services are fixed once a pet is enrolled. */
  hasEnrolments: z.boolean(),
});
export type WellnessPlan = z.infer<typeof wellnessPlanSchema>;

export const planListSchema = z.object({ plans: z.array(wellnessPlanSchema) });
export const planResponseSchema = z.object({ isSuccess: z.literal(true), plan: wellnessPlanSchema });
export const planIdParamsSchema = z.object({ planId: idParam('planId') });
export const okSchema = z.object({ isSuccess: z.literal(true) });

export const enrolInputSchema = z.object({
  planId: idSchema,
  clientId: idSchema,
  petId: idSchema,
  paymentMethodId: idSchema,
  startDate: dateField('startDate'),
  /** The client agreed, to the consent text of this version (who and when: the staff member, now). */
  consentGiven: z.literal(true, { error: 'the client must consent to the monthly charges' }),
  consentTextVersion: z.literal(WELLNESS_CONSENT_VERSION, { error: `consentTextVersion must be ${WELLNESS_CONSENT_VERSION}` }),
});
export type WellnessEnrolInput = z.infer<typeof enrolInputSchema>;

export const wellnessPaymentSchema = z.object({
  id: z.number(),
  month: z.number(),
  dueDate: z.string(),
  amountCents: z.number(),
  state: z.enum(WELLNESS_PAYMENT_STATES),
  declineCount: z.number(),
  retryAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type WellnessPayment = z.infer<typeof wellnessPaymentSchema>;

export const enrolmentServiceSchema = z.object({
  planServiceId: z.number(), nameEn: z.string(), nameFr: z.string(), count: z.number(), used: z.number(), left: z.number(), valueCents: z.number(),
});

export const wellnessEnrolmentSchema = z.object({
  id: z.number(),
  status: z.enum(WELLNESS_ENROLMENT_STATUSES),
  plan: z.object({ id: z.number(), nameEn: z.string(), nameFr: z.string(), descriptionEn: z.string(), descriptionFr: z.string(), monthlyPriceCents: z.number(), termMonths: z.number(), enrolmentFeeCents: z.number(), storeDiscountPercent: z.number() }),
  client: z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  pet: z.object({ id: z.number(), name: z.string() }),
  card: z.object({ id: z.number(), brand: z.string(), last4: z.string() }),
  startDate: z.string(),
  holdReason: z.string(),
  consent: z.object({ textVersion: z.string(), recordedBy: z.string(), at: z.string() }),
  endOption: z.string().nullable(),
  endedOn: z.string().nullable(),
  services: z.array(enrolmentServiceSchema),
  payments: z.array(wellnessPaymentSchema),
  paidCents: z.number(),
  unpaidCents: z.number(),
});
export type WellnessEnrolment = z.infer<typeof wellnessEnrolmentSchema>;

export const enrolmentResponseSchema = z.object({ isSuccess: z.literal(true), enrolment: wellnessEnrolmentSchema });
export const enrolmentListSchema = z.object({ enrolments: z.array(wellnessEnrolmentSchema) });
export const enrolmentIdParamsSchema = z.object({ enrolmentId: idParam('enrolmentId') });
export const paymentIdParamsSchema = z.object({ paymentId: idParam('paymentId') });
export const clientIdParamsSchema = z.object({ clientId: idParam('clientId') });

export const enrolOptionsSchema = z.object({
  client: z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  pets: z.array(z.object({ id: z.number(), name: z.string(), species: z.string(), enrolled: z.boolean() })),
  cards: z.array(z.object({ id: z.number(), brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number(), isDefault: z.boolean() })),
});

export const serviceUseInputSchema = z.object({ planServiceId: idSchema, usedOn: dateField('usedOn') });
export const holdInputSchema = z.object({ reason: text({ missing: 'reason is required' }).trim().min(1, { error: 'reason is required' }).max(500, { error: 'reason must be at most 500 characters' }) });
export const cancelInputSchema = z.object({ option: z.enum(WELLNESS_CANCEL_OPTIONS, { error: `option must be one of ${WELLNESS_CANCEL_OPTIONS.join(', ')}` }) });
export type WellnessCancelOptionInput = z.infer<typeof cancelInputSchema>['option'];

export const declinedPaymentSchema = z.object({
  paymentId: z.number(), enrolmentId: z.number(), month: z.number(), dueDate: z.string(), amountCents: z.number(), declineCount: z.number(),
  retryAt: z.string().nullable(), declineMessage: z.string(), clientName: z.string(), clientEmail: z.string(), petName: z.string(), planNameEn: z.string(), planNameFr: z.string(),
});
export type WellnessDeclinedPayment = z.infer<typeof declinedPaymentSchema>;
export const declinedListSchema = z.object({ payments: z.array(declinedPaymentSchema) });

/** The card-update link's page: what it is for, or why it cannot be used. */
export const cardLinkParamsSchema = z.object({ token: text().min(10).max(200) });
export const cardLinkInfoSchema = z.object({
  isSuccess: z.literal(true), enrolmentId: z.number(), planNameEn: z.string(), planNameFr: z.string(), petName: z.string(), dueCents: z.number(),
});
export const cardLinkUseSchema = z.object({ paymentMethodId: idSchema });
export const cardLinkResultSchema = z.object({ isSuccess: z.literal(true), paid: z.boolean(), enrolment: wellnessEnrolmentSchema });

export const wellnessErrorCodes = [
  'wellness_plan_not_found', 'wellness_plan_retired', 'wellness_plan_in_use', 'wellness_plan_locked', 'wellness_enrolment_not_found',
  'wellness_pet_enrolled', 'wellness_wrong_species', 'wellness_card_not_found', 'wellness_enrolment_ended', 'wellness_service_used_up',
  'wellness_payment_not_found', 'wellness_payment_not_refundable', 'wellness_refund_failed', 'wellness_link_invalid',
] as const;
