import { z } from 'zod';
import { AUTO_ORDER_FREQUENCY_WEEKS } from '../domain/constants';
import { POLICY_RANGES } from '../domain/clinic-policies';
import { quantityRangeMessage } from './cart';
import { AUTO_ORDER_ATTENTION, AUTO_ORDER_STATUSES } from '../domain/auto-order-status';
import { SNOOZE_WEEKS } from '../domain/auto-order-schedule';
import { dateField, idParam, idSchema, text } from './fields';

/**
 * The shopper's AutoOrder API (issue 15; rr §2 "AutoOrder subscriptions: list, add, edit, review,
 * upcoming"), under /api/account/autoorders. Money in cents, dates 'YYYY-MM-DD'.
 */
export const DELIVERY_OPTION_IDS = ['standard', 'express', 'pickup'] as const;

const frequency = z.number().int().min(AUTO_ORDER_FREQUENCY_WEEKS.min, { error: 'frequencyWeeks must be 1 to 40' }).max(AUTO_ORDER_FREQUENCY_WEEKS.max, { error: 'frequencyWeeks must be 1 to 40' });
/**
 * The cart's rule and message (cc §5, issue 24 item 15): an AutoOrder's order is an order. A whole
 * number up to the largest maximum a clinic may set here; the service then holds it to the shopper's
 * clinic's maximum quantity per order (issue 25 policy) with the message naming it.
 */
const quantityMessage = { error: quantityRangeMessage(POLICY_RANGES.maxQuantityPerOrder.max) };
const quantity = z.number(quantityMessage).int(quantityMessage).min(1, quantityMessage).max(POLICY_RANGES.maxQuantityPerOrder.max, quantityMessage);

export const autoOrderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  image: z.string(),
  petId: z.number().int().nullable(),
  petName: z.string(),
  quantity: z.number().int(),
  /** Picked up at the clinic whatever the AutoOrder's delivery (it goes in an order of its own). */
  isClinicPickupOnly: z.boolean(),
  /** AutoOrder unit price now, after its discounts. */
  unitPrice: z.number().int(),
  /** The regular unit price, for the saving. */
  regularUnitPrice: z.number().int(),
  outOfStock: z.boolean(),
  discontinued: z.boolean(),
  awaitingApproval: z.boolean(),
  /** The price went up since the shopper accepted it. */
  priceIncreased: z.boolean(),
});

export const expectedTotalSchema = z.object({
  itemSubtotal: z.number().int(),
  shipping: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  /** Regular price minus AutoOrder price, over every item. */
  saving: z.number().int(),
});

export const autoOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(AUTO_ORDER_STATUSES),
  attentionReason: z.enum(AUTO_ORDER_ATTENTION).nullable(),
  frequencyWeeks: z.number().int(),
  nextOrderDate: z.string(),
  /** The date a "skip next once" skipped; undo is offered while it is not past. */
  skippedDate: z.string().nullable(),
  canUndoSkip: z.boolean(),
  lastOrderDate: z.string().nullable(),
  /** Today's run already ended (ordered or skipped): "Order now" is refused until tomorrow. */
  orderedToday: z.boolean(),
  shippingOptionId: z.enum(DELIVERY_OPTION_IDS),
  shippingAddress: z.object({ id: z.number().int(), locationName: z.string(), street1: z.string(), city: z.string(), province: z.string(), postalCode: z.string() }).nullable(),
  card: z.object({ id: z.number().int(), brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() }).nullable(),
  items: z.array(autoOrderItemSchema),
  expected: expectedTotalSchema,
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AutoOrder = z.infer<typeof autoOrderSchema>;

export const autoOrderListResponseSchema = z.object({
  autoOrders: z.array(autoOrderSchema),
  /** The next orders of the active subscriptions, in date order, with their expected totals. */
  upcoming: z.array(z.object({ id: z.number().int(), date: z.string(), total: z.number().int(), petNames: z.array(z.string()) })),
  /** What the edit forms offer: the shopper's addresses and cards. */
  /** label: street, city and province; locationName: Home, Office, Other (said in the shopper's language) or the shopper's own. */
  addresses: z.array(z.object({ id: z.number().int(), locationName: z.string(), label: z.string() })),
  cards: z.array(z.object({ id: z.number().int(), label: z.string(), expired: z.boolean() })),
});
export type AutoOrderListResponse = z.infer<typeof autoOrderListResponseSchema>;

export const autoOrderResponseSchema = z.object({ isSuccess: z.literal(true), autoOrder: autoOrderSchema });

/** "Order now": the subscription as it is after, and the orders it placed (none when it needs attention instead). */
export const autoOrderNowResponseSchema = autoOrderResponseSchema.extend({
  orderNumbers: z.array(z.string()),
  orders: z.array(z.object({ orderId: z.number().int(), orderNumber: z.string() })),
});

/** A change to a subscription; the preview takes the same body and saves nothing. */
export const autoOrderChangeSchema = z.object({
  frequencyWeeks: frequency.optional(),
  nextOrderDate: dateField('nextOrderDate').optional(),
  shippingAddressId: idSchema.optional(),
  shippingOptionId: z.enum(DELIVERY_OPTION_IDS).optional(),
  paymentMethodId: idSchema.optional(),
  quantities: z.array(z.object({ itemId: idSchema, quantity })).max(50).optional(),
});
export type AutoOrderChange = z.infer<typeof autoOrderChangeSchema>;

/**
 * What an action would do, shown before the shopper confirms it: the next order date and its
 * expected total; for "Order now" also the order placed today.
 */
export const autoOrderPreviewResponseSchema = z.object({
  nextOrderDate: z.string(),
  frequencyWeeks: z.number().int(),
  expected: expectedTotalSchema,
  placedToday: expectedTotalSchema.nullable(),
});
export type AutoOrderPreview = z.infer<typeof autoOrderPreviewResponseSchema>;

export const addAutoOrderItemSchema = z.object({ productId: idSchema, petId: idSchema.nullable().optional(), quantity });
export const itemQuantitySchema = z.object({ quantity });
export const snoozeSchema = z.object({
  weeks: z.number().int().min(SNOOZE_WEEKS.min, { error: 'weeks must be 1 to 40' }).max(SNOOZE_WEEKS.max, { error: 'weeks must be 1 to 40' }),
});

/** The actions the preview covers (cancel and delete change no date or total). */
const AUTO_ORDER_PREVIEW_ACTIONS = ['change', 'skip', 'undoSkip', 'snooze', 'removeItem', 'addItem', 'orderNow'] as const;
/** POST /:id/preview: the action and the body its own route takes (removeItem: the item's id). */
export const autoOrderPreviewRequestSchema = z.discriminatedUnion('action', [
  autoOrderChangeSchema.extend({ action: z.literal('change') }),
  z.object({ action: z.literal('skip') }),
  z.object({ action: z.literal('undoSkip') }),
  snoozeSchema.extend({ action: z.literal('snooze') }),
  z.object({ action: z.literal('removeItem'), itemId: idSchema }),
  addAutoOrderItemSchema.extend({ action: z.literal('addItem') }),
  z.object({ action: z.literal('orderNow') }),
], { error: `action must be one of ${AUTO_ORDER_PREVIEW_ACTIONS.join(', ')}` });
export type AutoOrderPreviewRequest = z.infer<typeof autoOrderPreviewRequestSchema>;
export const cancelSchema = z.object({ reason: text().trim().min(1, { error: 'reason is required' }).max(500, { error: 'reason is too long' }) });

/** Start a subscription with one product (AddToAutoOrder), or from a past order (orderId). */
export const newAutoOrderSchema = z.object({
  productId: idSchema.optional(),
  petId: idSchema.nullable().optional(),
  quantity: quantity.optional(),
  orderId: idSchema.optional(),
  frequencyWeeks: frequency,
});

/** What the product page and the AddToAutoOrder page offer for a product (cc §3 nextValidSubscriptionInfo). */
export const autoOrderTargetsResponseSchema = z.object({
  product: z.object({ id: z.number().int(), name: z.string(), isSubscription: z.boolean(), unitPrice: z.number().int(), regularUnitPrice: z.number().int() }).nullable(),
  /** The shopper's subscriptions it can join, soonest first (the first is the "next valid subscription"). */
  subscriptions: z.array(z.object({ id: z.number().int(), nextOrderDate: z.string(), frequencyWeeks: z.number().int(), petNames: z.array(z.string()), status: z.enum(AUTO_ORDER_STATUSES) })),
  pets: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** From ?orderId=: the past order's items; canRecur false for those that cannot be on AutoOrder (left out, and said so). */
  orderItems: z.array(z.object({ productId: z.number().int(), name: z.string(), petId: z.number().int().nullable(), quantity: z.number().int(), canRecur: z.boolean() })),
});
export type AutoOrderTargets = z.infer<typeof autoOrderTargetsResponseSchema>;
export const autoOrderTargetsQuerySchema = z.object({ productId: idParam('productId').optional(), orderId: idParam('orderId').optional() });

export const autoOrderIdParams = z.object({ id: idParam('id') });
export const autoOrderItemParams = z.object({ id: idParam('id'), itemId: idParam('itemId') });
export const okResponseSchema = z.object({ isSuccess: z.literal(true), message: z.string() });

/** The codes the AutoOrder routes answer with besides the common ones. */
export const autoOrderErrorCodes = [
  'autoorder_cancelled', 'already_skipped', 'nothing_to_undo', 'last_item', 'waiting_for_vet', 'already_ordered_today',
  'payment_declined', 'cart_changed', 'bad_request', 'card_expired', 'invalid_next_date', 'no_auto_order_items',
  'not_for_auto_order', 'payment_method_required', 'shipping_address_required',
  /** Issue 25: a quantity above the shopper's clinic's maximum quantity per order; the message names it. */
  'invalid_quantity',
] as const;
export type AutoOrderErrorCode = (typeof autoOrderErrorCodes)[number];
