import { z } from 'zod';
import { LANGUAGES, PROVINCES } from '../domain/constants';
import { setPasswordSchemaOf } from './account-flows';
import { auditEventSchema } from './clinic';
import { dateField, idParam, text } from './fields';
import { personFields } from './registration';

/**
 * The clinic admin's staff pages (issue 17 "Staff", rr §6): the clinic's staff with their roles,
 * invitations by email (a single-use, expiring link to set a password), role changes, disabling
 * and enabling accounts, and the clinic's audit events ("who did what").
 */
export const STAFF_STATUSES = ['active', 'invited', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** An invitation link works this long. */
export const STAFF_INVITATION_TTL_HOURS = 72;
/** Where the invitation email's link lands (`?token=`). */
export const STAFF_INVITATION_PATH = '/clinic/invitation';

/**
 * A veterinarian's licence (issue 24): the number the provincial licensing body gave (letters,
 * digits, spaces, dots, hyphens and slashes, as the bodies write them) and the province of licence.
 */
export const VET_LICENCE_NUMBER_MAX = 20;
const VET_LICENCE_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;
export const licenceFields = {
  licenceNumber: text({ missing: 'licenceNumber must be text' }).trim()
    .min(1, { error: 'licenceNumber is required for the veterinarian role' })
    .max(VET_LICENCE_NUMBER_MAX, { error: `licenceNumber must be at most ${VET_LICENCE_NUMBER_MAX} characters` })
    .regex(VET_LICENCE_NUMBER_PATTERN, { error: 'licenceNumber may hold only letters, digits, spaces, dots, hyphens and slashes' }),
  licenceProvince: z.enum(PROVINCES, { error: `licenceProvince must be one of ${PROVINCES.join(', ')}` }),
};
/** The veterinarian role needs both licence fields; either one alone is refused. */
const licenceRequiredMessage = 'The veterinarian role needs the licence number and the province of licence (licenceNumber, licenceProvince).';

export const staffMemberSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isVeterinarian: z.boolean(),
  /** The veterinarian's licence ('' for anyone else). */
  licenceNumber: z.string(),
  licenceProvince: z.string(),
  status: z.enum(STAFF_STATUSES),
  /** When the newest invitation link stops working, while the person has not set a password (else null). */
  invitationExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });

const person = personFields();
export const staffInviteRequestSchema = z.object({
  email: person.email,
  firstName: person.firstName,
  lastName: person.lastName,
  language: z.enum(LANGUAGES, { error: 'language must be en or fr' }),
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }),
  isVeterinarian: z.boolean({ error: 'isVeterinarian must be true or false' }),
  licenceNumber: licenceFields.licenceNumber.optional(),
  licenceProvince: licenceFields.licenceProvince.optional(),
}).refine((v) => !v.isVeterinarian || (v.licenceNumber !== undefined && v.licenceProvince !== undefined), { error: licenceRequiredMessage, path: ['licenceNumber'] });
export type StaffInviteRequest = z.input<typeof staffInviteRequestSchema>;

/**
 * New roles of another staff member (nobody changes their own). Giving the veterinarian role needs
 * the licence; a veterinarian keeps the licence on file when the request leaves it out.
 */
export const staffRolesRequestSchema = z.object({
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }),
  isVeterinarian: z.boolean({ error: 'isVeterinarian must be true or false' }),
  licenceNumber: licenceFields.licenceNumber.optional(),
  licenceProvince: licenceFields.licenceProvince.optional(),
}).refine((v) => (v.licenceNumber === undefined) === (v.licenceProvince === undefined), { error: licenceRequiredMessage, path: ['licenceNumber'] });
export type StaffRolesRequest = z.input<typeof staffRolesRequestSchema>;
export const staffIdParamsSchema = z.object({ staffId: idParam('staffId') });

export const AUDIT_ENTITIES = ['client', 'prescription', 'order', 'auto_order', 'return', 'staff', 'settings', 'coupon'] as const;
export const auditQuerySchema = z.object({
  entity: z.enum(AUDIT_ENTITIES, { error: `entity must be one of ${AUDIT_ENTITIES.join(', ')}` }).optional(),
  actorId: idParam('actorId').optional(),
  from: dateField('from').optional(),
  to: dateField('to').optional(),
  /** The language of product names in the lines' subjects. */
  lang: z.enum(LANGUAGES, { error: 'lang must be en or fr' }).default('en'),
});
/**
 * What an audit line acted on (issue 24): its name as the clinic knows it (a person, a pet and
 * product, an order number, a coupon code; '' for the store settings, which the page names) and
 * the portal page that shows it (null when it no longer exists).
 */
export const auditSubjectSchema = z.object({ name: z.string(), href: z.string().nullable() });
export type AuditSubject = z.infer<typeof auditSubjectSchema>;
/** Where the staff page shows a staff member's row (`/clinic/staff#staff-member-<id>`): the audit log's links land on it. */
export const staffMemberAnchor = (id: number) => `staff-member-${id}`;

export const auditListSchema = z.object({
  events: z.array(auditEventSchema.extend({ actorId: z.number().nullable(), subject: auditSubjectSchema })),
  /** Whoever acted in the clinic, for the filter. */
  actors: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type AuditList = z.infer<typeof auditListSchema>;
/** The audit list shows at most this many events (the newest). */
export const AUDIT_LIST_LIMIT = 200;

// The public invitation page: GET tells whose link it is, POST sets the password.
export const invitationQuerySchema = z.object({ token: text().max(200) });
export const invitationInfoSchema = z.object({ firstName: z.string(), email: z.string(), clinicName: z.string() });
export const acceptInvitationRequestSchema = setPasswordSchemaOf();
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequestSchema>;
export const acceptInvitationResponseSchema = z.object({ isSuccess: z.literal(true), email: z.string() });

export const staffErrorCodes = [
  'staff_not_found', 'email_in_use', 'own_account', 'invitation_invalid',
  // issue 24
  'own_roles', 'licence_required', 'already_invited', 'not_invited', 'invitee_disabled',
] as const;
