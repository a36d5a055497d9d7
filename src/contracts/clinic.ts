import { z } from 'zod';
import { LANGUAGES, RX_QUANTITY_PER_FILL } from '../domain/constants';
import { ORDER_MOVES, ORDER_QUEUE_NAMES } from '../domain/clinic-order-moves';
import { ORDER_STATUSES } from '../domain/order-status';
import { ORDER_CANCEL_REASON_MAX } from './account-orders';
import { dateField, idParam, pageFields, pageParam, text } from './fields';
import { shipmentSchema } from './shipments';
import { PAGE_ROUTES } from './routes';

/**
 * The clinic portal (issue 16): its pages (under /clinic) and its API (under /api/clinic/...), for
 * the staff of one clinic. Every answer holds only the staff member's own clinic's rows.
 */
export const CLINIC_ROUTES = {
  dashboard: PAGE_ROUTES.clinicDashboard,
  clients: PAGE_ROUTES.clinicClients,
  client: PAGE_ROUTES.clinicClient,
  prescriptions: PAGE_ROUTES.clinicPrescriptions,
  prescription: PAGE_ROUTES.clinicPrescription,
  orders: PAGE_ROUTES.clinicOrders,
  order: PAGE_ROUTES.clinicOrder,
  coupons: PAGE_ROUTES.clinicCoupons,
  reports: PAGE_ROUTES.clinicReports,
  settings: PAGE_ROUTES.clinicSettings,
  staff: PAGE_ROUTES.clinicStaff,
  wellnessPlans: PAGE_ROUTES.clinicWellnessPlans,
  wellnessPlan: PAGE_ROUTES.clinicWellnessPlan,
  wellnessEnrol: PAGE_ROUTES.clinicWellnessEnrol,
  wellnessEnrolment: PAGE_ROUTES.clinicWellnessEnrolment,
  wellnessDeclined: PAGE_ROUTES.clinicWellnessDeclined,
  settlement: PAGE_ROUTES.clinicSettlement,
  invoices: PAGE_ROUTES.clinicInvoices,
} as const;

export type ClinicSection = keyof typeof CLINIC_NAV_PATHS;
/** The portal's side navigation, in this order; labels are the clinic messages `clinic.nav.<section>`. */
export const CLINIC_NAV_PATHS = {
  dashboard: CLINIC_ROUTES.dashboard,
  clients: CLINIC_ROUTES.clients,
  prescriptions: CLINIC_ROUTES.prescriptions,
  renewals: PAGE_ROUTES.clinicRenewals,
  orders: CLINIC_ROUTES.orders,
  wellnessPlans: CLINIC_ROUTES.wellnessPlans,
  returns: PAGE_ROUTES.clinicReturns,
  customPayments: PAGE_ROUTES.clinicCustomPayments,
  coupons: CLINIC_ROUTES.coupons,
  promotions: PAGE_ROUTES.clinicPromotions,
  reports: CLINIC_ROUTES.reports,
  settlement: CLINIC_ROUTES.settlement,
  invoices: CLINIC_ROUTES.invoices,
  settings: CLINIC_ROUTES.settings,
  policies: PAGE_ROUTES.clinicPolicies,
  groupReport: PAGE_ROUTES.clinicGroupReport,
  staff: CLINIC_ROUTES.staff,
  preview: PAGE_ROUTES.clinicPreview,
} as const;
/**
 * Sections only a clinic admin sees in the navigation (rr §6; issue 17: settings, staff, coupons,
 * reports). The server refuses their calls to anyone else whatever the page shows.
 */
export const CLINIC_ADMIN_SECTIONS: readonly ClinicSection[] = ['coupons', 'promotions', 'reports', 'settlement', 'invoices', 'settings', 'policies', 'groupReport', 'staff'];
/** Sections only a master clinic's admin sees (issue 25). */
export const CLINIC_MASTER_SECTIONS: readonly ClinicSection[] = ['groupReport'];

export const clinicClientPath = (id: number | string) => CLINIC_ROUTES.client.replace(':clientId', String(id));
export const clinicOrderPath = (id: number | string) => CLINIC_ROUTES.order.replace(':orderId', String(id));
export const clinicPrescriptionPath = (id: number | string) => CLINIC_ROUTES.prescription.replace(':rxId', String(id));
export const clinicWellnessPlanPath = (id: number | 'new') => CLINIC_ROUTES.wellnessPlan.replace(':planId', String(id));
export const clinicWellnessEnrolmentPath = (id: number | string) => CLINIC_ROUTES.wellnessEnrolment.replace(':enrolmentId', String(id));

/** rr §6: veterinarian (approves prescriptions), clinic staff (clients, orders), clinic admin (all that, plus staff and settings). */
export const STAFF_ROLES = ['clinic_admin', 'veterinarian', 'clinic_staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffMeSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Every role held, most powerful first; the audit log names the first. */
  roles: z.array(z.enum(STAFF_ROLES)),
  canDecidePrescriptions: z.boolean(),
  /** isApprovedForReturns: false when the platform has not approved the clinic to create returns (rr §6, issue 25). */
  clinic: z.object({
    id: z.number(), name: z.string(), isApprovedForReturns: z.boolean(),
    /** A master clinic (issue 25): it has child clinics, whose policies its admin sets. */
    isMaster: z.boolean(),
  }),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const dashboardSchema = z.object({
  pendingClients: z.number(),
  prescriptionRequests: z.number(),
  ordersWaitingValidation: z.number(),
  ordersWaitingOnVeterinarian: z.number(),
  autoOrdersNeedingAttention: z.number(),
  ordersReadyForPickup: z.number(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const CLIENT_STATUSES = ['unconfirmed', 'pending', 'active', 'disabled', 'closed'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** The language product names are given in. */
export const clinicLanguageQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('en') });

/** The dashboard's AutoOrder tile lists the clients with AutoOrders in this state. */
export const CLIENT_AUTO_ORDER_FILTERS = ['needs_attention'] as const;

export const clientSearchQuerySchema = z.object({
  /** Name, email, phone or a pet's name; empty lists the most recent clients. */
  q: text().trim().max(100).optional(),
  status: z.enum(CLIENT_STATUSES, { error: `status must be one of ${CLIENT_STATUSES.join(', ')}` }).optional(),
  /** Only clients holding AutoOrders in this state (the dashboard's tile). */
  autoOrders: z.enum(CLIENT_AUTO_ORDER_FILTERS, { error: `autoOrders must be one of ${CLIENT_AUTO_ORDER_FILTERS.join(', ')}` }).optional(),
});

export const clientSummarySchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(CLIENT_STATUSES),
  createdAt: z.string(),
  petNames: z.array(z.string()),
});
export const clientListSchema = z.object({
  clients: z.array(clientSummarySchema.extend({
    /** How many of the client's AutoOrders need attention (the dashboard's tile counts these). */
    autoOrdersNeedingAttention: z.number(),
  })),
});
export type ClientList = z.infer<typeof clientListSchema>;

export const petInfoSchema = z.object({
  id: z.number(),
  name: z.string(),
  species: z.string(),
  /** Present once pets carry details (migration 2026-11-23-110); empty otherwise. */
  breeds: z.array(z.string()),
  birthDate: z.string().nullable(),
  weightGrams: z.number().nullable(),
});
export type PetInfo = z.infer<typeof petInfoSchema>;

export const RX_STATES = ['validated', 'notValidated', 'expired', 'cancelled', 'deleted'] as const;
export type RxState = (typeof RX_STATES)[number];

export const prescriptionInfoSchema = z.object({
  id: z.number(),
  petId: z.number(),
  petName: z.string(),
  familyId: z.number(),
  productName: z.string(),
  state: z.enum(RX_STATES),
  quantity: z.number(),
  refills: z.number(),
  refillsRemaining: z.number(),
  requestedQuantity: z.number(),
  clientNote: z.string(),
  instructions: z.string(),
  denialReason: z.string(),
  vetName: z.string(),
  /** The deciding veterinarian's licence at the decision ('' before one, and for decisions older than issue 24). */
  vetLicenceNumber: z.string(),
  vetLicenceProvince: z.string(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  isRenewal: z.boolean(),
});
export type PrescriptionInfo = z.infer<typeof prescriptionInfoSchema>;

/** Another order named on an order's page: its id (for the link) and number. */
export const orderLinkSchema = z.object({ id: z.number(), orderNumber: z.string() });

export const orderSummarySchema = z.object({
  id: z.number(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  totalCents: z.number(),
  isClinicPickup: z.boolean(),
  clientId: z.number(),
  clientName: z.string(),
});

export const autoOrderSummarySchema = z.object({
  id: z.number(),
  status: z.string(),
  frequencyWeeks: z.number(),
  nextOrderDate: z.string(),
  items: z.array(z.object({ productName: z.string(), petName: z.string(), quantity: z.number() })),
});

export const auditEventSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  actorName: z.string(),
  actorRole: z.string(),
  entity: z.string(),
  entityId: z.number(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const clientDetailSchema = z.object({
  client: clientSummarySchema.extend({
    language: z.string(), province: z.string(),
    /** rr §6: the account may not place orders (issue 25), set by the clinic admin or the platform. */
    mayNotOrder: z.boolean(),
  }),
  pets: z.array(petInfoSchema),
  prescriptions: z.array(prescriptionInfoSchema),
  orders: z.array(orderSummarySchema),
  autoOrders: z.array(autoOrderSummarySchema),
  audit: z.array(auditEventSchema),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const clientIdParamsSchema = z.object({ clientId: idParam('clientId') });
export const rxIdParamsSchema = z.object({ rxId: idParam('rxId') });

const reason = (name: string) => text({ missing: `${name} is required` }).trim().min(1, { error: `${name} is required` }).max(500, { error: `${name} must be at most 500 characters` });

export const declineClientRequestSchema = z.object({ reason: reason('reason') });
export const accountChangeRequestSchema = z.object({
  /** What the client asked for, kept in the audit log. */
  note: text().trim().max(500, { error: 'note must be at most 500 characters' }).optional(),
});

export const CLIENT_ACTIONS = ['enable', 'decline', 'deactivate', 'reactivate', 'close'] as const;
export type ClientAction = (typeof CLIENT_ACTIONS)[number];
export const clientActionResponseSchema = z.object({ isSuccess: z.literal(true), status: z.enum(CLIENT_STATUSES) });

export const prescriptionRequestSchema = prescriptionInfoSchema.extend({
  client: z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  pet: petInfoSchema,
  productId: z.number().nullable(),
  productSku: z.string(),
  /** The pet's other prescriptions, newest first. */
  history: z.array(prescriptionInfoSchema),
  /** The refills the approval form starts with: the clinic's refills policy (issue 25, its own or its master's); the vet may change it. */
  defaultRefills: z.number().int(),
});
export type PrescriptionRequest = z.infer<typeof prescriptionRequestSchema>;
export const prescriptionQueueSchema = z.object({ requests: z.array(prescriptionRequestSchema) });

const FILL_QUANTITY_ERROR = `quantity must be a whole number from ${RX_QUANTITY_PER_FILL.min} to ${RX_QUANTITY_PER_FILL.max}`;

export const approvePrescriptionRequestSchema = z.object({
  expiresOn: dateField('expiresOn'),
  /** Units allowed per fill. */
  quantity: z.number({ error: FILL_QUANTITY_ERROR }).int({ error: FILL_QUANTITY_ERROR })
    .min(RX_QUANTITY_PER_FILL.min, { error: FILL_QUANTITY_ERROR }).max(RX_QUANTITY_PER_FILL.max, { error: FILL_QUANTITY_ERROR }),
  refills: z.number({ error: 'refills must be a whole number from 0 to 99' }).int({ error: 'refills must be a whole number from 0 to 99' }).min(0, { error: 'refills must be a whole number from 0 to 99' }).max(99, { error: 'refills must be a whole number from 0 to 99' }),
  instructions: text().trim().max(500, { error: 'instructions must be at most 500 characters' }).default(''),
});
export type ApprovePrescriptionRequest = z.infer<typeof approvePrescriptionRequestSchema>;
export const denyPrescriptionRequestSchema = z.object({ reason: reason('reason') });

export const prescriptionDecisionResponseSchema = z.object({
  isSuccess: z.literal(true),
  state: z.enum(RX_STATES),
  /** Orders that moved from waiting on the veterinarian to validated. */
  ordersValidated: z.array(z.string()),
  /** AutoOrder subscriptions that became active. */
  autoOrdersActivated: z.array(z.number()),
});

// Orders (issue 16 "Orders"): the list with filters, one order with its history, the staff's moves.
export const orderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'status must be an order status' }).optional(),
  /** One of the dashboard's order queues (several statuses); the dashboard's tiles link here with it. */
  queue: z.enum(ORDER_QUEUE_NAMES, { error: `queue must be one of ${ORDER_QUEUE_NAMES.join(', ')}` }).optional(),
  fulfilment: z.enum(['pickup', 'delivery'], { error: 'fulfilment must be pickup or delivery' }).optional(),
  /** Placed on or after / on or before this day (YYYY-MM-DD). */
  from: dateField('from').optional(),
  to: dateField('to').optional(),
  /** An order number or a client's name or email. */
  q: text().trim().max(100).optional(),
  /** The page, from 1, of CLINIC_ORDERS_PAGE_SIZE orders (issue 24). */
  page: pageParam(),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
export const orderListSchema = z.object({
  orders: z.array(orderSummarySchema),
  ...pageFields,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderIdParamsSchema = z.object({ orderId: idParam('orderId') });

export const orderDetailSchema = z.object({
  order: orderSummarySchema.extend({
    clientEmail: z.string(),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    sentToDistributorAt: z.string().nullable(),
    shipTo: z.string(),
    /** Issue 25: the cancelled order this one reinstates, and the order that reinstated this one (each at most one). */
    reinstatedFrom: orderLinkSchema.nullable(),
    reinstatedAs: orderLinkSchema.nullable(),
    /** A cancelled order not reinstated yet: the staff may reinstate it (docs/decisions/101-reinstating-a-cancelled-order.md). */
    canReinstate: z.boolean(),
  }),
  items: z.array(z.object({ name: z.string(), sku: z.string(), petName: z.string(), quantity: z.number(), netPriceCents: z.number(), requiresApproval: z.boolean() })),
  history: z.array(z.object({ event: z.string(), status: z.string(), createdAt: z.string(), actor: z.string(), actorName: z.string(), note: z.string() })),
  moves: z.array(z.enum(ORDER_MOVES)),
  /** The parcels of a split order (issue 16 "Split shipping"); empty for an order never split. */
  shipments: z.array(shipmentSchema),
  audit: z.array(auditEventSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderMoveRequestSchema = z.object({
  move: z.enum(ORDER_MOVES, { error: `move must be one of ${ORDER_MOVES.join(', ')}` }),
  /** Required to ship. */
  carrier: text().trim().max(50, { error: 'carrier must be at most 50 characters' }).optional(),
  trackingNumber: text().trim().max(60, { error: 'trackingNumber must be at most 60 characters' }).optional(),
  /** Required to cancel: told to the shopper in the cancellation email. */
  reason: text().trim().max(ORDER_CANCEL_REASON_MAX, { error: `reason must be at most ${ORDER_CANCEL_REASON_MAX} characters` }).optional(),
});
export type OrderMoveRequest = z.infer<typeof orderMoveRequestSchema>;
export const orderMoveResponseSchema = z.object({ isSuccess: z.literal(true), status: z.enum(ORDER_STATUSES) });
/** The new order reinstating a cancelled one (issue 25); a repeat answers the same order. */
export const reinstateOrderResponseSchema = z.object({ isSuccess: z.literal(true), orderId: z.number(), orderNumber: z.string(), status: z.enum(ORDER_STATUSES) });

/** The codes the clinic portal's routes answer with besides the common ones. */
export const clinicErrorCodes = [
  'not_staff', 'clinic_admin_only', 'veterinarian_only', 'client_not_found', 'order_not_found', 'prescription_not_found',
  'client_not_pending', 'client_not_active', 'client_not_deactivated', 'client_already_closed',
  'prescription_already_decided', 'expiry_in_past', 'tracking_required', 'order_changed',
  'order_cancelled', 'order_not_revertable', 'order_handed_over', 'order_not_validatable', 'order_wrong_fulfilment', 'order_move_not_allowed',
  'cancel_reason_required', 'order_nothing_to_split', 'order_already_split', 'shipment_charge_failed',
  // issue 24: a veterinarian decides with a licence on file
  'licence_missing',
  // issue 25: reinstating a cancelled order (each refusal creates nothing)
  'order_not_cancelled', 'reinstate_busy', 'reinstate_clinic_not_authorised', 'reinstate_account_may_not_order', 'reinstate_card_unavailable',
  'reinstate_card_declined', 'reinstate_product_discontinued', 'reinstate_prescription_needed', 'reinstate_out_of_stock', 'reinstate_over_limit',
  // issue 27: goodwill credit and take-backs (nothing written on a refusal)
  'credit_role_required', 'credit_take_back_above_balance', 'credit_expiry_not_future', 'credit_key_reused',
] as const;
export type ClinicErrorCode = (typeof clinicErrorCodes)[number];
