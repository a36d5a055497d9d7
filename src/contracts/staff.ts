import { z } from 'zod';
import { LANGUAGES } from '../domain/constants';
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

export const staffMemberSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isVeterinarian: z.boolean(),
  status: z.enum(STAFF_STATUSES),
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
});
export type StaffInviteRequest = z.input<typeof staffInviteRequestSchema>;

export const staffRolesRequestSchema = z.object({
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }),
  isVeterinarian: z.boolean({ error: 'isVeterinarian must be true or false' }),
});
export type StaffRolesRequest = z.infer<typeof staffRolesRequestSchema>;
export const staffIdParamsSchema = z.object({ staffId: idParam('staffId') });

export const AUDIT_ENTITIES = ['client', 'prescription', 'order', 'auto_order', 'return', 'staff', 'settings', 'coupon'] as const;
export const auditQuerySchema = z.object({
  entity: z.enum(AUDIT_ENTITIES, { error: `entity must be one of ${AUDIT_ENTITIES.join(', ')}` }).optional(),
  actorId: idParam('actorId').optional(),
  from: dateField('from').optional(),
  to: dateField('to').optional(),
});
export const auditListSchema = z.object({
  events: z.array(auditEventSchema.extend({ actorId: z.number().nullable() })),
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

export const staffErrorCodes = ['staff_not_found', 'email_in_use', 'own_admin_role', 'own_account', 'invitation_invalid'] as const;
