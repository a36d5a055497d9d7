import { z } from 'zod';
import { LANGUAGES, PROVINCES } from '../domain/constants';
import { isPinShaped, isSubdomain, normalizePin, PIN_MAX_USES_LIMIT, PIN_SCOPES, PIN_VALID_DAYS_LIMIT } from '../domain/enrolment';
import { validateEmail } from '../domain/validation/person';
import { validatePhone } from '../domain/validation/phone';
import { validatePostalCode } from '../domain/validation/postal-code';
import { idParam, text } from './fields';
import { personFields } from './registration';
import { VET_LICENCE_NUMBER_MAX } from './staff';

/**
 * Clinics join (issue 25): the public "open your clinic's store" form (`POST /api/enrol/apply`), the
 * platform's queue of applications and clinics typed in at registration
 * (`/api/platform/enrolment...`), its decisions, going live, and the enrolment PINs. A customer
 * account that may not place orders is set at `/api/platform/clients/:userId/ordering` and by the
 * clinic admin at `/api/clinic/clients/:userId/ordering`. docs/decisions/094-clinic-enrolment.md.
 */

export const enrolmentErrorCodes = [
  'invalid_pin', 'pin_expired', 'pin_used_up', 'enrolment_not_found', 'already_decided', 'subdomain_taken', 'admin_email_in_use',
  'clinic_already_live', 'client_not_found',
] as const;

const required = (name: string, max: number) =>
  text({ missing: `${name} is required` }).trim().min(1, { error: `${name} is required` }).max(max, { error: `${name} must be at most ${max} characters` });
const optional = (name: string, max: number) =>
  text({ missing: `${name} must be text` }).trim().max(max, { error: `${name} must be at most ${max} characters` }).default('');
const validated = (name: string, check: (v: string) => unknown, what: string) =>
  text({ missing: `${name} is required` }).trim().refine((v) => !check(v), { error: `${name} must be ${what}` });

const person = personFields();

/**
 * The public application (issue 25): the practice, its veterinarian and licence, and either its
 * distributor and account number or an enrolment PIN the platform handed out (which brings them).
 */
export const clinicApplicationSchema = z.object({
  practiceName: required('practiceName', 100),
  address: required('address', 100),
  city: required('city', 60),
  province: z.enum(PROVINCES, { error: `province must be one of ${PROVINCES.join(', ')}` }),
  postalCode: validated('postalCode', validatePostalCode, 'a Canadian postal code such as K2P 1X4').transform((v) => v.toUpperCase()),
  phone: validated('phone', validatePhone, 'a phone number such as 613-555-0142'),
  email: validated('email', validateEmail, 'an email address').transform((v) => v.toLowerCase()),
  contactFirstName: person.firstName,
  contactLastName: person.lastName,
  vetName: required('vetName', 100),
  licenceNumber: required('licenceNumber', VET_LICENCE_NUMBER_MAX)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, { error: 'licenceNumber may hold only letters, digits, spaces, dots, hyphens and slashes' }),
  distributorName: optional('distributorName', 100),
  distributorAccount: optional('distributorAccount', 40),
  pin: optional('pin', 20).refine((v) => v === '' || isPinShaped(v), { error: 'pin must be the 10-character PIN the platform gave you' }).transform(normalizePin),
  language: z.enum(LANGUAGES, { error: 'language must be en or fr' }),
}).strict().refine((v) => v.pin !== '' || (v.distributorName !== '' && v.distributorAccount !== ''), {
  error: 'give your distributor and distributor account number, or an enrolment PIN', path: ['distributorName'],
});
export type ClinicApplicationInput = z.input<typeof clinicApplicationSchema>;

export const clinicApplicationResultSchema = z.object({ isSuccess: z.literal(true), applicationId: z.number() });

export const ENROLMENT_KINDS = ['application', 'registration_request'] as const;
export type EnrolmentKind = (typeof ENROLMENT_KINDS)[number];
export const ENROLMENT_STATUSES = ['pending', 'approved', 'refused'] as const;

/** One item of the queue: an application, or a clinic a client typed in at registration (fewer details). */
export const enrolmentItemSchema = z.object({
  kind: z.enum(ENROLMENT_KINDS),
  id: z.number(),
  status: z.enum(ENROLMENT_STATUSES),
  practiceName: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  email: z.string(),
  contactName: z.string(),
  vetName: z.string(),
  licenceNumber: z.string(),
  distributorName: z.string(),
  distributorAccount: z.string(),
  purchasingGroup: z.string(),
  /** The PIN the application came with, as shown ("ABCDE-FGHJK"), or null. */
  pin: z.string().nullable(),
  language: z.enum(LANGUAGES),
  refusalReason: z.string(),
  /** The clinic the item is about (approved, or the placeholder of a typed-in clinic), or null. */
  clinicId: z.number().nullable(),
  /** Clients waiting on this clinic (a typed-in clinic's registrants). */
  waitingClients: z.number().int(),
  suggestedSubdomain: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type EnrolmentItem = z.infer<typeof enrolmentItemSchema>;

export const enrolmentQueueQuerySchema = z.object({
  status: z.enum(ENROLMENT_STATUSES, { error: `status must be one of ${ENROLMENT_STATUSES.join(', ')}` }).default('pending'),
});
export const enrolmentQueueSchema = z.object({ items: z.array(enrolmentItemSchema) });

/** Each kind's path segment: `/api/platform/enrolment/applications/:id`, `…/requests/:id`. */
export const ENROLMENT_KIND_SEGMENTS = { application: 'applications', registration_request: 'requests' } as const satisfies Record<EnrolmentKind, string>;
export const enrolmentParamsSchema = z.object({ id: idParam('id') });

/** Approval: the clinic's subdomain, its first admin (invited by email) and whether it goes live now. */
export const enrolmentApprovalSchema = z.object({
  subdomain: text({ missing: 'subdomain is required' }).trim().toLowerCase()
    .refine(isSubdomain, { error: 'subdomain must be 3 to 40 lower-case letters, digits and single dashes inside' }),
  admin: z.object({
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    language: z.enum(LANGUAGES, { error: 'language must be en or fr' }),
  }).strict(),
  goLive: z.boolean({ error: 'goLive must be true or false' }),
}).strict();
export type EnrolmentApproval = z.input<typeof enrolmentApprovalSchema>;

export const ENROLMENT_REFUSAL_REASON_MAX = 500;
export const enrolmentRefusalSchema = z.object({
  reason: text({ missing: 'reason is required' }).trim().min(1, { error: 'reason is required' })
    .max(ENROLMENT_REFUSAL_REASON_MAX, { error: `reason must be at most ${ENROLMENT_REFUSAL_REASON_MAX} characters` }),
}).strict();

export const enrolmentDecisionSchema = z.object({ item: enrolmentItemSchema });

/** Going live: the clinic's id; the answer says how many waiting clients were emailed. */
export const goLiveParamsSchema = z.object({ clinicId: idParam('clinicId') });
export const goLiveResultSchema = z.object({ clinicId: z.number(), clientsTold: z.number().int() });

export const enrolmentPinSchema = z.object({
  id: z.number(),
  /** As handed out: "ABCDE-FGHJK". */
  code: z.string(),
  scope: z.enum(PIN_SCOPES),
  label: z.string(),
  purchasingGroup: z.string(),
  distributorName: z.string(),
  distributorAccount: z.string(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type EnrolmentPin = z.infer<typeof enrolmentPinSchema>;
export const enrolmentPinListSchema = z.object({ pins: z.array(enrolmentPinSchema) });

const wholeNumber = (name: string, max: number) => {
  const error = `${name} must be a whole number from 1 to ${max}`;
  return z.number({ error }).int({ error }).min(1, { error }).max(max, { error });
};
export const enrolmentPinRequestSchema = z.object({
  scope: z.enum(PIN_SCOPES, { error: `scope must be one of ${PIN_SCOPES.join(', ')}` }),
  /** The clinic or the purchasing group the PIN is made for, as the platform calls it. */
  label: required('label', 100),
  purchasingGroup: optional('purchasingGroup', 100),
  distributorName: required('distributorName', 100),
  distributorAccount: optional('distributorAccount', 40),
  maxUses: wholeNumber('maxUses', PIN_MAX_USES_LIMIT),
  validDays: wholeNumber('validDays', PIN_VALID_DAYS_LIMIT),
}).strict().refine((v) => v.scope !== 'group' || v.purchasingGroup !== '', { error: 'a purchasing group PIN needs its purchasingGroup', path: ['purchasingGroup'] });
export type EnrolmentPinRequest = z.input<typeof enrolmentPinRequestSchema>;

/** A customer account that may not place orders (rr §6), set by the platform or the clinic admin. */
export const clientOrderingSchema = z.object({ mayNotOrder: z.boolean({ error: 'mayNotOrder must be true or false' }) }).strict();
export const clientOrderingParamsSchema = z.object({ userId: idParam('userId') });
export const clientOrderingResultSchema = z.object({ userId: z.number(), mayNotOrder: z.boolean() });
