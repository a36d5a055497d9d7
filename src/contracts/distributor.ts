import { z } from 'zod';
import { ORDER_STATUSES } from '../domain/order-status';
import { idParam, text } from './fields';
import { PAGE_ROUTES } from './routes';

/**
 * The distributor integration (issue 25; docs/decisions/098-distributor-integration.md): the
 * shipment notices a distributor sends the store (`POST /api/distributor/notices`, signed), and the
 * sandbox distributor's portal for the spec's distributor role (`/platform/distributor…`,
 * `/api/platform/distributor/…`): its own orders only.
 */

/** What a distributor says about an order it received: handed to its shipping, shipped (all that was left), part shipped and the rest backordered, or backordered. */
export const NOTICE_KINDS = ['sent_to_shipping', 'shipped', 'partly_shipped', 'backordered'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The headers of a notice: the distributor's id and the HMAC-SHA256 (hex) of noticeSigningText. */
export const NOTICE_DISTRIBUTOR_HEADER = 'x-distributor-id';
export const NOTICE_SIGNATURE_HEADER = 'x-distributor-signature';

export const shipmentNoticeSchema = z.object({
  noticeId: text().trim().min(1, { error: 'noticeId is required' }).max(80, { error: 'noticeId must be at most 80 characters' }),
  /** The reference the store sent the order with ('order:<id>'). */
  reference: text().trim().min(1, { error: 'reference is required' }).max(80, { error: 'reference must be at most 80 characters' }),
  kind: z.enum(NOTICE_KINDS, { error: `kind must be one of ${NOTICE_KINDS.join(', ')}` }),
  carrier: text().trim().max(50, { error: 'carrier must be at most 50 characters' }).default(''),
  trackingNumber: text().trim().max(60, { error: 'trackingNumber must be at most 60 characters' }).default(''),
  /** For partly_shipped: what left, by line (the store's order item id) and quantity. */
  lines: z.array(z.object({ lineId: z.number().int().positive(), quantity: z.number().int().positive() }).strict()).max(200).default([]),
}).strict().refine((n) => !(n.kind === 'shipped' || n.kind === 'partly_shipped') || (n.carrier !== '' && n.trackingNumber !== ''), {
  error: 'carrier and trackingNumber are required when something shipped', path: ['carrier'],
});
export type ShipmentNotice = z.infer<typeof shipmentNoticeSchema>;

/** The exact text a notice's signature covers: its fields in this order, one a line (no JSON formatting to agree on). */
export function noticeSigningText(distributorId: number, n: ShipmentNotice): string {
  return [distributorId, n.noticeId, n.reference, n.kind, n.carrier, n.trackingNumber, n.lines.map((l) => `${l.lineId}x${l.quantity}`).join(',')].join('\n');
}

export const noticeResultSchema = z.object({
  isSuccess: z.literal(true),
  /** applied: the order moved; duplicate: this notice was received before (nothing done again); ignored: the order had moved on. */
  outcome: z.enum(['applied', 'duplicate', 'ignored']),
  status: z.enum(ORDER_STATUSES).nullable(),
});
export type NoticeResult = z.infer<typeof noticeResultSchema>;

/** The sandbox distributor's portal. */
export const DISTRIBUTOR_ROUTES = {
  orders: PAGE_ROUTES.distributorOrders,
  order: PAGE_ROUTES.distributorOrder,
} as const;
export const distributorOrderPath = (id: number) => DISTRIBUTOR_ROUTES.order.replace(':distributorOrderId', String(id));

export const SANDBOX_ORDER_STATUSES = ['received', 'sent_to_shipping', 'partly_shipped', 'backordered', 'shipped'] as const;
export type SandboxOrderStatus = (typeof SANDBOX_ORDER_STATUSES)[number];

export const distributorMeSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  distributor: z.object({ id: z.number().int(), name: z.string() }),
});
export type DistributorMe = z.infer<typeof distributorMeSchema>;

export const distributorOrderSummarySchema = z.object({
  id: z.number().int(),
  distributorRef: z.string(),
  orderNumber: z.string(),
  clinicName: z.string(),
  isClinicPickup: z.boolean(),
  status: z.enum(SANDBOX_ORDER_STATUSES),
  units: z.number().int(),
  receivedAt: z.string(),
});
export type DistributorOrderSummary = z.infer<typeof distributorOrderSummarySchema>;

export const distributorOrderListQuerySchema = z.object({
  status: z.enum(SANDBOX_ORDER_STATUSES, { error: `status must be one of ${SANDBOX_ORDER_STATUSES.join(', ')}` }).optional(),
}).strict();
export const distributorOrderListSchema = z.object({ orders: z.array(distributorOrderSummarySchema) });

export const distributorLineSchema = z.object({
  lineId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  shipped: z.number().int(),
  backordered: z.number().int(),
});
export type DistributorLine = z.infer<typeof distributorLineSchema>;

export const distributorOrderDetailSchema = z.object({
  order: distributorOrderSummarySchema.extend({ shipTo: z.string() }),
  lines: z.array(distributorLineSchema),
  /** What the person may do now. */
  actions: z.array(z.enum(['send_to_shipping', 'confirm', 'split', 'backorder'])),
});
export type DistributorOrderDetail = z.infer<typeof distributorOrderDetailSchema>;

export const distributorOrderParamsSchema = z.object({ distributorOrderId: idParam('distributorOrderId') });

const carrierField = text().trim().min(1, { error: 'carrier is required' }).max(50, { error: 'carrier must be at most 50 characters' });
const trackingField = text().trim().min(1, { error: 'trackingNumber is required' }).max(60, { error: 'trackingNumber must be at most 60 characters' });

export const distributorShipSchema = z.object({ carrier: carrierField, trackingNumber: trackingField }).strict();
export type DistributorShip = z.infer<typeof distributorShipSchema>;
export const distributorSplitSchema = z.object({
  carrier: carrierField,
  trackingNumber: trackingField,
  lines: z.array(z.object({ lineId: z.number().int().positive(), quantity: z.number().int().min(0).max(10000) }).strict()).min(1).max(200),
}).strict();
export type DistributorSplit = z.infer<typeof distributorSplitSchema>;

export const distributorErrorCodes = [
  'not_distributor', 'distributor_order_not_found', 'distributor_action_not_allowed', 'split_nothing_or_everything',
  'notice_unauthenticated', 'notice_order_unknown', 'notice_rejected',
] as const;

/** A portal step's answer: what the store made of the notice, and the order as it is now. */
export const distributorStepResultSchema = z.object({
  isSuccess: z.literal(true),
  storeOutcome: z.enum(['applied', 'duplicate', 'ignored']),
  detail: distributorOrderDetailSchema,
});
