import { z } from 'zod';
import { cartSchema, flagQuerySchema } from './cart';
import { notificationSchema } from './common';
import { idSchema, text } from './fields';
import { orderInfoSchema } from './orders';
import { codesByName } from './codes';

/**
 * The checkout ("Review your order") and placing the order (cc §2 Checkout page, §3 Cart V4
 * response, checkoutDto, §5, §7, §9; issue 5). Money is integer cents; prices always come from the
 * server's pricing engine, never from the request.
 */

// ---------------------------------------------------------------- review (cart V4)

/**
 * Chosen delivery options in a query string: 'groupNumber:optionId' pairs joined by commas, e.g.
 * `1:standard,2:pickup`. Unknown groups or options are ignored by the review.
 */
export const shippingChoicesQuerySchema = text()
  .max(500)
  .optional()
  .transform((text) => {
    const choices: Record<string, string> = {};
    for (const part of (text ?? '').split(',')) {
      const [group, option] = part.split(':').map((s) => s.trim());
      if (group && option && /^\d{1,3}$/.test(group)) choices[group] = option;
    }
    return choices;
  });

/**
 * GET /api/cart/review/?refresh=&isao=&shippingOptions=1:standard,2:pickup. isao prices a new
 * AutoOrder (its discounts and free shipping); shippingOptions are the delivery options chosen so
 * far: the summary counts their price and tax (a group without a valid choice counts nothing).
 */
export const cartReviewQuerySchema = z.looseObject({
  refresh: flagQuerySchema,
  isao: flagQuerySchema,
  shippingOptions: shippingChoicesQuerySchema,
});

export const taxWithLabelSchema = z.object({
  /** GST/HST when the province has one federal line; else GST, PST, RST, QST (cc §9). */
  label: z.string(),
  code: z.string(),
  rate: z.number(),
  amount: z.number().int(),
});

export const groupTaxesSchema = z.object({ total: z.number().int(), taxesWithLabel: z.array(taxWithLabelSchema) });

/** Delivery option ids: home delivery 'standard' and 'express'; 'pickup' at the shopper's clinic. */
export const shippingOptionIds = ['standard', 'express', 'pickup'] as const;
export type ShippingOptionId = (typeof shippingOptionIds)[number];

/** cc §3 Shipping option. price: before the free-shipping discount; customerPrice: what is paid. */
export const shippingOptionSchema = z.object({
  id: z.enum(shippingOptionIds),
  name: z.string(),
  customerPrice: z.number().int(),
  price: z.number().int(),
  isPickup: z.boolean(),
  /** Show the 'shipping free' label instead of a price (cc §9). */
  isShippingFree: z.boolean(),
  /** Tax on customerPrice, with labels. */
  taxesWithLabel: z.array(taxWithLabelSchema),
  /** e.g. 'Delivered in 5 to 7 business days' / 'Ready for pickup in 2 to 3 business days'. */
  freightCategoryDescription: z.string(),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/** cc §3 Group item. Prices in cents; totalPrice is the line after its offers and rebates. */
export const groupItemSchema = z.object({
  cartItemId: z.number(),
  productId: z.number(),
  productName: z.string(),
  productImagePathThumbnail: z.string(),
  petName: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  regularUnitPrice: z.number().int(),
  autoOrderUnitPrice: z.number().int().nullable(),
  totalPrice: z.number().int(),
  promoParentCartItemID: z.number().nullable(),
  isClinicPickupOnly: z.boolean(),
  isInStock: z.boolean(),
  /** Goes into the AutoOrder a "yes" starts; false: this order only, and the page names it (issue 24 item 14). */
  canRecur: z.boolean(),
});
export type GroupItem = z.infer<typeof groupItemSchema>;

/**
 * One order group: group 1 is home delivery from the distributor (its options include picking it up
 * at the clinic), group 2 the clinic-pickup-only items. Each becomes its own order.
 * taxes: tax on the group's items (after discounts); the chosen option's taxesWithLabel add to it.
 */
export const orderGroupSchema = z.object({
  groupNumber: z.number().int(),
  isClinicPickupOnly: z.boolean(),
  /** Clinic name for the pickup option and message. */
  pickupLocationName: z.string(),
  items: z.array(groupItemSchema),
  shippingOptions: z.array(shippingOptionSchema),
  /** The valid choice from the query, or null (the radio starts unselected). */
  selectedShippingOptionId: z.enum(shippingOptionIds).nullable(),
  itemSubtotal: z.number().int(),
  taxes: groupTaxesSchema,
  /** Home delivery refused: the clinic ships only within its province (rr §5), or the address is in a restricted area. */
  isHomeDeliveryRestricted: z.boolean(),
  /** Home delivery refused because the address is in an area the clinic or a product does not ship to (issue 25, rr §8). */
  isRestrictedArea: z.boolean(),
});
export type OrderGroup = z.infer<typeof orderGroupSchema>;

/** Totals with the chosen delivery options (cc §9 order total before tax, tax = groups + shipping). */
export const orderSummarySchema = z.object({
  itemSubtotalBeforeDiscounts: z.number().int(),
  itemSubtotal: z.number().int(),
  totalDiscount: z.number().int(),
  totalRebates: z.number().int(),
  autoOrderDiscountClinic: z.number().int(),
  autoOrderDiscountSponsored: z.number().int(),
  couponDiscount: z.number().int(),
  shipping: z.number().int(),
  freeShippingDiscountTotal: z.number().int(),
  orderTotalBeforeTax: z.number().int(),
  totalTax: z.number().int(),
  taxes: groupTaxesSchema,
  accountCreditApplied: z.number().int(),
  total: z.number().int(),
  /** Every group has a valid delivery option chosen. */
  allGroupsHaveDeliveryOption: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const checkoutNotificationCodes = [
  'checkout.restrictedProvince',
  'checkout.outOfStock',
  'checkout.noShippingAddress',
  'checkout.noPaymentMethod',
  'checkout.cardExpired',
  'checkout.approvalRequired',
  'checkout.emptyCart',
  /** Issue 25, rr §8: values product, max, ordered, inCart, resetDate (YYYY-MM-DD, the first day of next month). */
  'checkout.monthlyLimit',
  /** Issue 25, rr §8: values product, max, ordered, inCart. */
  'checkout.allocationLimit',
  /** Issue 25, rr §8 "restricted ZIP, postal code or province (choose pickup or another address)". */
  'checkout.restrictedArea',
  /** Issue 25, rr §5 order cost range: values amountCents (the clinic's minimum). */
  'checkout.orderBelowMinimum',
  /** Issue 25, rr §5 order cost range: values amountCents (the clinic's maximum). */
  'checkout.orderAboveMaximum',
] as const;
export type CheckoutNotificationCode = (typeof checkoutNotificationCodes)[number];

export const checkoutNotificationSchema = notificationSchema.extend({
  messageType: z.enum(['Success', 'Error', 'Warning', 'Info']),
  code: z.enum(checkoutNotificationCodes),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type CheckoutNotification = z.infer<typeof checkoutNotificationSchema>;

/**
 * GET /api/cart/review/ (cc §3 Cart V4 response). cartModel.groups is keyed by group number;
 * cartModel.cart is the cart (items, coupon, addresses, card) priced with isao and the chosen
 * options. Notifications tell what blocks the order (restricted province, out of stock, no address).
 */
export const cartReviewResponseSchema = z.object({
  isSuccess: z.literal(true),
  returnValue: z.object({
    cartModel: z.object({
      groups: z.record(z.string(), orderGroupSchema),
      summary: orderSummarySchema,
      cart: cartSchema,
    }),
    imagesBaseUrl: z.string(),
  }),
  notifications: z.array(checkoutNotificationSchema),
  /** Shown 500 ms after the review loads (cc §4); null when there is none. */
  reviewOrderSpecialMessage: z.string().nullable(),
});
export type CartReviewResponse = z.infer<typeof cartReviewResponseSchema>;

// ---------------------------------------------------------------- place order

/** cc §8 messages of the checkout form. */
export const DELIVERY_OPTION_REQUIRED_MESSAGE = 'please select a delivery option';
export const AUTO_ORDER_CHOICE_REQUIRED_MESSAGE = 'please choose option before order';

const id = idSchema;

/**
 * POST /api/cart/placeOrder/ (cc §3 checkoutDto). checkoutId is the idempotency key: a random id
 * (e.g. crypto.randomUUID()) the web creates with the checkout choices and sends again on a retry;
 * the same checkoutId never places a second order, it answers the first result.
 * createNewAutoOrderSubscription must be true or false ('please choose option before order');
 * newAutoOrderSubscriptionFrequency (weeks, 1-40) is required when true. orderShippingOptions needs
 * one option per group ('please select a delivery option'). expectedTotal (optional): the total
 * the shopper saw; when sent and different from the server's, 400 `price_changed`. cartVersion
 * (optional): the cart version reviewed; when sent and different, 409 `cart_changed`.
 * Anything else in the body (prices, totals) is ignored.
 */
export const placeOrderRequestSchema = z.object({
  checkoutId: text({ missing: 'checkoutId is required' })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'checkoutId must be 8 to 100 letters, digits, - or _' }),
  shippingAddressId: id.nullish(),
  billingAddressId: id.nullish(),
  paymentMethodId: id.nullish(),
  createNewAutoOrderSubscription: z.boolean().nullish(),
  newAutoOrderSubscriptionFrequency: z.number().int().nullish(),
  orderShippingOptions: z.record(z.string().regex(/^\d{1,3}$/), text().max(40)).nullish(),
  expectedTotal: z.number().int().nullish(),
  cartVersion: z.number().int().nullish(),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

export const placeOrderResponseSchema = z.object({
  isSuccess: z.literal(true),
  message: z.string(),
  returnValue: z.object({
    checkoutId: z.string(),
    orders: z.array(orderInfoSchema),
    /** Set when an AutoOrder subscription was created. */
    autoOrderSubscriptionId: z.number().nullable(),
    nextAutoOrderDate: z.string().nullable(),
  }),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/**
 * A refused order (cc §4 Failed order): an error toast with message; when returnValue is present the
 * page reloads after 3 s (out of stock, prices or cart changed). Statuses: 400 bad input (and
 * price_changed), 402 payment_declined, 404 another shopper's or an unknown address or card,
 * 409 out_of_stock and cart_changed.
 */
export const placeOrderErrorSchema = z.object({
  isSuccess: z.literal(false),
  code: z.string(),
  message: z.string(),
  returnValue: z.object({
    reload: z.literal(true),
    productIds: z.array(z.number()).optional(),
    /** Issue 25: the clinic's maximum quantity per order (quantity_over_max). */
    max: z.number().int().optional(),
    /** Issue 25: the bound of the clinic's order cost range the order misses (order_below_minimum, order_above_maximum). */
    amountCents: z.number().int().optional(),
  }).optional(),
  /** The order group a delivery refusal is about (delivery_option_required, invalid_delivery_option, restricted_province, restricted_area). */
  data: z.object({ groupNumber: z.number() }).optional(),
});

export const checkoutErrorCodes = [
  'delivery_option_required',
  'invalid_delivery_option',
  'restricted_province',
  'auto_order_choice_required',
  'auto_order_frequency',
  'no_auto_order_items',
  'cart_empty',
  'shipping_address_required',
  'invalid_shipping_address',
  'billing_address_required',
  'invalid_billing_address',
  'payment_method_required',
  'card_expired',
  'address_not_found',
  'payment_method_not_found',
  'out_of_stock',
  'payment_declined',
  'price_changed',
  'cart_changed',
  /** rr §6, §8 "order restricted": the shopper's clinic is not authorised to order (issue 25, set by the platform). */
  'order_restricted',
  /** rr §6 "some customer accounts may not place orders": this client's account (issue 25, set by the clinic admin or the platform). */
  'account_order_restricted',
  /** Issue 25, rr §8: the order would pass a product's monthly quantity per shopper; the message lists product, max, ordered, in cart, reset date. */
  'monthly_limit',
  /** Issue 25, rr §8: the order would pass a scarce product's allocation per customer. */
  'allocation_limit',
  /** Issue 25, rr §8: home delivery to the address is refused for the clinic or a product: choose pickup or another address. */
  'restricted_area',
  /** Issue 25, rr §5: a line above the clinic's maximum quantity per order (its own or its master's); the message names product and maximum. */
  'quantity_over_max',
  /** Issue 25, rr §5 order cost range: the item subtotal is below the clinic's minimum; the message names the amount. */
  'order_below_minimum',
  /** Issue 25, rr §5 order cost range: the item subtotal is above the clinic's maximum; the message names the amount. */
  'order_above_maximum',
] as const;
export type CheckoutErrorCode = (typeof checkoutErrorCodes)[number];
export const CHECKOUT_ERROR = codesByName(checkoutErrorCodes);
