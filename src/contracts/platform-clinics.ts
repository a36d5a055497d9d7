import { z } from 'zod';
import { CLINIC_STATES } from '../domain/clinic-state';
import { RESTRICTED_AREA_KINDS } from '../domain/ordering-limits';
import { auditEventSchema } from './clinic';
import { idParam, pageParam, text } from './fields';
import { PAGE_ROUTES } from './routes';

/**
 * The platform's clinics (issue 25, first slice): every clinic with its state, people, orders and
 * last activity (`GET /api/platform/clinics`), one clinic with the capabilities a site
 * administrator sets (`GET /api/platform/clinics/:clinicId`, `PUT …/capabilities`).
 */
export const platformClinicPath = (id: number | string) => PAGE_ROUTES.platformClinic.replace(':clinicId', String(id));

export const PLATFORM_CLINIC_SEARCH_MAX = 100;

export const platformClinicListQuerySchema = z.object({
  /** Part of the clinic's name, subdomain or city, any case. */
  q: text().trim().max(PLATFORM_CLINIC_SEARCH_MAX, { error: `q must be at most ${PLATFORM_CLINIC_SEARCH_MAX} characters` }).optional(),
  state: z.enum(CLINIC_STATES, { error: `state must be one of ${CLINIC_STATES.join(', ')}` }).optional(),
  page: pageParam(),
});

export const clinicIdParamsSchema = z.object({ clinicId: idParam('clinicId') });

/** What a clinic's latest activity was: an order, a client's registration or a staff action. */
export const CLINIC_ACTIVITY_KINDS = ['order', 'registration', 'staff_action'] as const;

/** The capabilities a site administrator sets per clinic (rr §6), true for a new clinic. */
export const clinicCapabilitiesSchema = z.object({
  isAuthorisedToOrder: z.boolean(),
  isApprovedForReturns: z.boolean(),
});
export type ClinicCapabilities = z.infer<typeof clinicCapabilitiesSchema>;
export const CLINIC_CAPABILITIES = ['isAuthorisedToOrder', 'isApprovedForReturns'] as const satisfies readonly (keyof ClinicCapabilities)[];

export const platformClinicSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  subdomain: z.string(),
  city: z.string(),
  province: z.string(),
  state: z.enum(CLINIC_STATES),
  staffCount: z.number().int(),
  clientCount: z.number().int(),
  orderCount: z.number().int(),
  lastActivity: z.object({ at: z.string(), kind: z.enum(CLINIC_ACTIVITY_KINDS) }).nullable(),
  masterClinic: z.object({ id: z.number(), name: z.string() }).nullable(),
  capabilities: clinicCapabilitiesSchema,
});
export type PlatformClinicSummary = z.infer<typeof platformClinicSummarySchema>;

export const platformClinicListSchema = z.object({
  clinics: z.array(platformClinicSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  pageCount: z.number().int(),
});
export type PlatformClinicList = z.infer<typeof platformClinicListSchema>;

/** One of a clinic's restricted areas (issue 25, rr §8): home delivery does not go there, pickup does. */
export const restrictedAreaSchema = z.object({
  id: z.number().int(),
  kind: z.enum(RESTRICTED_AREA_KINDS),
  /** Stored normalised: 'K1A0B1', 'P0V', 'NU'. */
  value: z.string(),
});

/** POST /api/platform/clinics/:clinicId/restricted-areas: a postal code, a prefix of one ('X0A') or a province code. */
export const restrictedAreaAddSchema = z.object({
  kind: z.enum(RESTRICTED_AREA_KINDS, { error: `kind must be one of ${RESTRICTED_AREA_KINDS.join(', ')}` }),
  value: text({ missing: 'value is required' }).trim().min(1, { error: 'value is required' }).max(10, { error: 'value is too long' }),
});
export type RestrictedAreaAdd = z.infer<typeof restrictedAreaAddSchema>;

export const clinicAreaParamsSchema = z.object({ clinicId: idParam('clinicId'), areaId: idParam('areaId') });

export const platformClinicDetailSchema = z.object({
  clinic: platformClinicSummarySchema.extend({
    address: z.string(),
    postalCode: z.string(),
    phone: z.string(),
    email: z.string(),
    vetName: z.string().nullable(),
    distributorName: z.string(),
    isAutomaticRegistration: z.boolean(),
    createdAt: z.string(),
    childClinics: z.array(z.object({ id: z.number(), name: z.string() })),
    /** Where home delivery from this clinic does not go (issue 25). */
    restrictedAreas: z.array(restrictedAreaSchema),
  }),
  /** The platform's changes to this clinic, newest first. */
  audit: z.array(auditEventSchema),
});
export type PlatformClinicDetail = z.infer<typeof platformClinicDetailSchema>;

/** Either capability or both; at least one. */
export const clinicCapabilitiesUpdateSchema = clinicCapabilitiesSchema.partial().strict()
  .refine((body) => CLINIC_CAPABILITIES.some((key) => body[key] !== undefined), { error: 'name at least one of isAuthorisedToOrder, isApprovedForReturns' });
export type ClinicCapabilitiesUpdate = z.infer<typeof clinicCapabilitiesUpdateSchema>;

/**
 * GET /api/platform/clinics/:clinicId/clients (issue 25): the clinic's client accounts (closed ones
 * left out, as in its clients count), searched by name or email, a page at a time, each with the
 * rr §6 "may not place orders" switch the site administrator sets (`PUT /api/platform/clients/:userId/ordering`).
 */
export const platformClinicClientsQuerySchema = z.object({
  /** Part of the client's name or email, any case. */
  q: text().trim().max(PLATFORM_CLINIC_SEARCH_MAX, { error: `q must be at most ${PLATFORM_CLINIC_SEARCH_MAX} characters` }).optional(),
  page: pageParam(),
});

export const platformClinicClientSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  petCount: z.number().int(),
  /** Orders placed, not checkouts waiting for their card. */
  orderCount: z.number().int(),
  createdAt: z.string(),
  mayNotOrder: z.boolean(),
});
export type PlatformClinicClient = z.infer<typeof platformClinicClientSchema>;

export const platformClinicClientListSchema = z.object({
  clinic: z.object({ id: z.number(), name: z.string() }),
  clients: z.array(platformClinicClientSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  pageCount: z.number().int(),
});
export type PlatformClinicClientList = z.infer<typeof platformClinicClientListSchema>;

export const platformClinicClientsPath = (id: number | string) => PAGE_ROUTES.platformClinicClients.replace(':clinicId', String(id));
export const platformClinicPoliciesPath = (id: number | string) => PAGE_ROUTES.platformClinicPolicies.replace(':clinicId', String(id));
