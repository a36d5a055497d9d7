import { z } from 'zod';
import { ORDER_STATUSES, SHOPPER_STATUS, type ShopperStatus } from '../domain/order-status';
import { lineReductionSchema } from './cart';
import { idParam, text } from './fields';
import { shipmentSchema } from './shipments';

/**
 * The shopper's past orders (issue 14; rr §2 "past orders", "order status"; rr §4 "Order statuses").
 * Money is integer cents, as the order stored it: reads never price anything again.
 */

/** The list's period filter: the last 30 days, 6 months, a year, or everything. */
export const ORDER_PERIODS = ['30d', '6m', '1y', 'all'] as const;
export type OrderPeriod = (typeof ORDER_PERIODS)[number];

const shopperStatuses = Object.keys(SHOPPER_STATUS) as [ShopperStatus, ...ShopperStatus[]];
export const shopperStatusSchema = z.enum(shopperStatuses);
export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const orderListQuerySchema = z.object({
  period: z.enum(ORDER_PERIODS, { error: 'period must be one of 30d, 6m, 1y, all' }).default('all'),
  pg: z.coerce
    .number({ error: 'pg must be a positive whole number' })
    .int({ error: 'pg must be a positive whole number' })
    .min(1, { error: 'pg must be a positive whole number' })
    .max(100_000, { error: 'pg is too large' })
    .default(1),
});

export const orderPictureSchema = z.object({ productId: z.number(), name: z.string(), image: z.string() });

export const orderSummarySchema = z.object({
  orderId: z.number(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: orderStatusSchema,
  shopperStatus: shopperStatusSchema,
  total: z.number().int(),
  itemCount: z.number().int(),
  isClinicPickup: z.boolean(),
  /** The first few items' pictures (at most 4). */
  pictures: z.array(orderPictureSchema),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListResponseSchema = z.object({
  orders: z.array(orderSummarySchema),
  period: z.enum(ORDER_PERIODS),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  pageCount: z.number().int(),
  imagesBaseUrl: z.string(),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const orderParamsSchema = z.object({ orderId: idParam('orderId') });

/**
 * Why an item or an order costs less, as the cart says it (lineReductionSchema): each offer by name
 * (null for a promotion hidden from shoppers: the page says 'Discount', with its id in debug mode),
 * rebates, the AutoOrder price. The coupon is its own line of the totals.
 */
export const orderReductionSchema = lineReductionSchema;
export type OrderReduction = z.infer<typeof orderReductionSchema>;

export const orderLineSchema = z.object({
  id: z.number(),
  productId: z.number(),
  name: z.string(),
  image: z.string(),
  productFormat: z.string(),
  mfgName: z.string(),
  petId: z.number().nullable(),
  petName: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  extPrice: z.number().int(),
  netPrice: z.number().int(),
  /** The free or discounted item of a buy-one-get-one offer: the order item it came with. */
  promoParentId: z.number().nullable(),
  requiresApproval: z.boolean(),
  reductions: z.array(orderReductionSchema),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderAddressSchema = z.object({
  locationName: z.string(),
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderTaxLineSchema = z.object({ code: z.string(), label: z.string(), amount: z.number().int() });

export const orderEventSchema = z.object({
  event: z.string(),
  status: orderStatusSchema,
  shopperStatus: shopperStatusSchema,
  actor: z.enum(['shopper', 'staff', 'system']),
  note: z.string(),
  createdAt: z.string(),
});

/** Another of the shopper's orders named on an order's page (a reinstated cancelled order, issue 25). */
const linkedOrderSchema = z.object({ orderId: z.number(), orderNumber: z.string() });

export const orderDetailSchema = z.object({
  orderId: z.number(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: orderStatusSchema,
  shopperStatus: shopperStatusSchema,
  groupNumber: z.number().int(),
  /** How many orders the same checkout placed (one per order group). */
  groupCount: z.number().int(),
  isClinicPickup: z.boolean(),
  isAutoOrder: z.boolean(),
  /** 'standard', 'express' or 'pickup' (the page names it in the shopper's language). */
  shippingOptionId: z.string(),
  shippingOptionName: z.string(),
  /** The clinic the order is picked up at (and whose store it was bought from). */
  clinic: z.object({ name: z.string(), address: z.string(), city: z.string(), province: z.string(), postalCode: z.string(), phone: z.string() }),
  shippingAddress: orderAddressSchema.nullable(),
  billingAddress: orderAddressSchema,
  card: z.object({ brand: z.string(), last4: z.string() }),
  items: z.array(orderLineSchema),
  itemSubtotal: z.number().int(),
  /** Offers, rebates and AutoOrder savings over all items, one line each (the coupon apart). */
  reductions: z.array(orderReductionSchema),
  couponDiscount: z.number().int(),
  shipping: z.number().int(),
  shippingDiscount: z.number().int(),
  taxes: z.array(orderTaxLineSchema),
  totalTax: z.number().int(),
  accountCredit: z.number().int(),
  total: z.number().int(),
  couponCode: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The carrier's tracking page for this parcel, when the carrier is one the store knows. */
  trackingUrl: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  canCancel: z.boolean(),
  /** Issue 25: the cancelled order this one reinstates, and the order the clinic reinstated this one as. */
  reinstatedFrom: linkedOrderSchema.nullable(),
  reinstatedAs: linkedOrderSchema.nullable(),
  history: z.array(orderEventSchema),
  /** The parcels of an order the clinic split (issue 16 "Split shipping"); empty otherwise. */
  shipments: z.array(shipmentSchema),
  imagesBaseUrl: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const ORDER_CANCEL_REASON_MAX = 200;
export const cancelOrderRequestSchema = z.object({
  reason: text().trim().max(ORDER_CANCEL_REASON_MAX, { error: `reason must be at most ${ORDER_CANCEL_REASON_MAX} characters` }).optional(),
});
export type CancelOrderRequest = z.infer<typeof cancelOrderRequestSchema>;

/** Why an item of the order could not be put in the cart again. */
export const BUY_AGAIN_REASONS = ['out_of_stock', 'unavailable', 'pet_removed', 'quantity_limited'] as const;

export const buyAgainItemSchema = z.object({
  productId: z.number(),
  name: z.string(),
  petName: z.string(),
  quantity: z.number().int(),
});
export const buyAgainResponseSchema = z.object({
  added: z.array(buyAgainItemSchema),
  notAdded: z.array(buyAgainItemSchema.extend({ reason: z.enum(BUY_AGAIN_REASONS), maxQuantity: z.number().int().nullable() })),
});
export type BuyAgainResponse = z.infer<typeof buyAgainResponseSchema>;

/** The account's overview page (issue 14 `/account`). */
export const accountOverviewSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  clinic: z.object({ name: z.string(), address: z.string(), city: z.string(), province: z.string(), postalCode: z.string(), phone: z.string() }),
  recentOrders: z.array(orderSummarySchema),
  pets: z.array(z.object({ id: z.number(), name: z.string(), species: z.string() })),
  imagesBaseUrl: z.string(),
});
export type AccountOverview = z.infer<typeof accountOverviewSchema>;

/** Error codes of a refused cancellation (rr §8). */
export const CANCEL_REFUSALS = { notRevertable: 'order_not_revertable', cancelled: 'order_cancelled', handedOver: 'order_handed_over' } as const;

/** The codes the account's order routes answer with besides the common ones. */
export const accountOrderErrorCodes = ['order_not_found', CANCEL_REFUSALS.notRevertable, CANCEL_REFUSALS.cancelled, CANCEL_REFUSALS.handedOver] as const;
