import { z } from 'zod';
import { REFUND_METHODS, RETURN_FEE_KINDS, RETURN_RESPONSIBILITIES } from '../domain/returns';
import { idParam, pageFields, pageParam, text } from './fields';
import { PAGE_ROUTES } from './routes';

/**
 * Returns and refunds (issue 17; rr §4 "Return", §5 return states, §7 return messages, §9 limits):
 * staff create a return on a shipped or picked-up order, complete it (the refund goes to the card
 * through the payment provider, or to account credit) or cancel it while it is pending. Cents.
 */
export const RETURN_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export type ReturnStatusCode = (typeof RETURN_STATUSES)[number];
/** rr §5: why a pending return is cancelled (required). */
export const RETURN_CANCEL_REASONS = ['account_credit_given', 'refunded_in_clinic', 'refund_no_longer_needed', 'other'] as const;
export type ReturnCancelReason = (typeof RETURN_CANCEL_REASONS)[number];

export const RETURN_NOTE_MAX = 500;
export const RETURN_REASON_MAX = 200;

/** rr §7 "Returns" messages, one code each; the pages say them in the staff member's language. */
export const returnErrorCodes = [
  'return_wait_after_billing', 'order_fully_refunded', 'return_pending_exists', 'return_order_not_shipped', 'return_order_too_old',
  'return_no_items', 'return_refund_mismatch', 'return_not_pending', 'return_window_passed', 'return_quantity_exceeded',
  'return_refund_failed', 'return_not_found', 'return_fee_exceeds_refund',
  /** rr §6 "a clinic may be not approved to create returns" (issue 25, set by the platform). */
  'returns_not_approved',
] as const;
export type ReturnErrorCode = (typeof returnErrorCodes)[number];

export const RETURN_ROUTES = {
  list: PAGE_ROUTES.clinicReturns,
  detail: PAGE_ROUTES.clinicReturn,
  create: PAGE_ROUTES.clinicOrderReturn,
} as const;
export const clinicReturnPath = (id: number | string) => RETURN_ROUTES.detail.replace(':returnId', String(id));
export const clinicOrderReturnPath = (orderId: number | string) => RETURN_ROUTES.create.replace(':orderId', String(orderId));

export const returnIdParamsSchema = z.object({ returnId: idParam('returnId') });
export const returnOrderParamsSchema = z.object({ orderId: idParam('orderId') });
export const returnListQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES, { error: `status must be one of ${RETURN_STATUSES.join(', ')}` }).optional(),
  /** The page, from 1, of CLINIC_RETURNS_PAGE_SIZE returns. */
  page: pageParam(),
});
export type ReturnListQuery = z.output<typeof returnListQuerySchema>;

const cents = z.number().int();
const note = (max: number) => text().trim().max(max, { error: `at most ${max} characters` });

/** A percentage fee is in basis points: 10 000 is 100 %, the most a fee can take. */
export const RETURN_FEE_PERCENT_MAX_BASIS_POINTS = 10_000;
const FEE_FLAT_MAX_CENTS = 10_000_000;
const CUSTOM_REFUND_MAX_CENTS = 100_000_000;
const wholeNumber = (name: string, what: string, min: number, max: number) => {
  const error = `${name} must be ${what}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

export const returnRequestSchema = z.object({
  items: z.array(z.object({
    orderItemId: idParam('orderItemId'),
    quantity: wholeNumber('quantity', 'a whole number of units from 0 to 1000', 0, 1000),
  })).max(200),
  refundShipping: z.boolean().default(false),
  reason: note(RETURN_REASON_MAX).default(''),
  responsibility: z.enum(RETURN_RESPONSIBILITIES),
  feeKind: z.enum(RETURN_FEE_KINDS).default('none'),
  /** flat: cents; percent: basis points (1000 = 10 %). */
  feeValue: wholeNumber('feeValue', `a whole number of cents (flat fee) or basis points (percentage), from 0 to ${FEE_FLAT_MAX_CENTS}`, 0, FEE_FLAT_MAX_CENTS).default(0),
  method: z.enum(REFUND_METHODS),
  customRefundCents: wholeNumber('customRefundCents', `a whole number of cents from 1 to ${CUSTOM_REFUND_MAX_CENTS}, or null`, 1, CUSTOM_REFUND_MAX_CENTS).nullable().default(null),
  adminNotes: note(RETURN_NOTE_MAX).default(''),
  /** Set when staff take a return past the return window (required then). */
  windowOverrideNote: note(RETURN_NOTE_MAX).nullable().default(null),
}).refine((r) => r.feeKind !== 'percent' || r.feeValue <= RETURN_FEE_PERCENT_MAX_BASIS_POINTS, {
  path: ['feeValue'], error: `feeValue of a percentage fee must be at most ${RETURN_FEE_PERCENT_MAX_BASIS_POINTS} basis points (100 %)`,
});
export type ReturnRequest = z.input<typeof returnRequestSchema>;

export const returnQuoteSchema = z.object({
  itemsRefundCents: cents,
  itemsTaxRefundCents: cents,
  shippingRefundCents: cents,
  feeCents: cents,
  feeTaxCents: cents,
  totalCents: cents,
  toCardCents: cents,
  toCreditCents: cents,
});
export type ReturnQuote = z.infer<typeof returnQuoteSchema>;

export const returnFormSchema = z.object({
  orderId: z.number(),
  orderNumber: z.string(),
  status: z.string(),
  isClinicPickup: z.boolean(),
  client: z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  card: z.object({ brand: z.string(), last4: z.string() }),
  items: z.array(z.object({
    orderItemId: z.number(), name: z.string(), petName: z.string(), quantity: z.number().int(), returnedQuantity: z.number().int(),
    netCents: cents,
  })),
  shippingCents: cents,
  shippingRefunded: z.boolean(),
  totalCents: cents,
  accountCreditCents: cents,
  refundedCents: cents,
  deliveredAt: z.string().nullable(),
  windowDays: z.number().int(),
  windowEndsAt: z.string().nullable(),
  /** Why no return can be made now (the window alone may be overridden with a note), or null. */
  refusal: z.enum(returnErrorCodes).nullable(),
  pendingReturnId: z.number().nullable(),
});
export type ReturnForm = z.infer<typeof returnFormSchema>;

export const returnSummarySchema = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNumber: z.string(),
  client: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }),
  status: z.enum(RETURN_STATUSES),
  method: z.enum(REFUND_METHODS),
  refundTotalCents: cents,
  createdAt: z.string(),
});
export const returnListSchema = z.object({ returns: z.array(returnSummarySchema), ...pageFields });
export type ReturnList = z.infer<typeof returnListSchema>;
export type ReturnSummary = z.infer<typeof returnSummarySchema>;

export const returnDetailSchema = returnSummarySchema.extend({
  reason: z.string(),
  responsibility: z.enum(RETURN_RESPONSIBILITIES),
  feeKind: z.enum(RETURN_FEE_KINDS),
  feeValue: z.number().int(),
  items: z.array(z.object({ orderItemId: z.number(), name: z.string(), quantity: z.number().int(), refundCents: cents, taxRefundCents: cents })),
  quote: returnQuoteSchema,
  customRefundCents: cents.nullable(),
  adminNotes: z.string(),
  windowOverrideNote: z.string().nullable(),
  cancelReason: z.enum(RETURN_CANCEL_REASONS).nullable(),
  cancelNote: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdBy: z.string(),
});
export type ReturnDetail = z.infer<typeof returnDetailSchema>;

export const cancelReturnRequestSchema = z.object({
  reason: z.enum(RETURN_CANCEL_REASONS, { error: 'a cancel reason is required' }),
  note: note(RETURN_NOTE_MAX).default(''),
});
export type CancelReturnRequest = z.input<typeof cancelReturnRequestSchema>;

/** What the shopper sees of an order's returns (their order page; completed and pending ones). */
export const shopperReturnSchema = z.object({
  id: z.number(),
  status: z.enum(['pending', 'completed']),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  refundTotalCents: cents,
  toCardCents: cents,
  toCreditCents: cents,
  items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  shippingRefunded: z.boolean(),
});
export const shopperOrderReturnsSchema = z.object({ returns: z.array(shopperReturnSchema) });
