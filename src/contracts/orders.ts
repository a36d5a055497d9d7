import { z } from 'zod';

/**
 * An order as the order-submitted page shows it and its purchase analytics event sends it
 * (cc §2 Order-submitted page, §3 Order info). Money is integer cents. One order is placed per
 * order group of the checkout, so placeOrder answers a list of these.
 */
export const orderItemInfoSchema = z.object({
  productId: z.number(),
  mfgSku: z.string(),
  name: z.string(),
  /** Brand in the analytics event. */
  mfgName: z.string(),
  /** Variant in the analytics event. */
  productFormat: z.string(),
  /** Unit price paid before this line's discounts, cents. */
  price: z.number().int(),
  /** Discount per unit (offers, AutoOrder, rebates, coupon share), cents, rounded half up. */
  discount: z.number().int(),
  quantity: z.number().int(),
});

export const orderInfoSchema = z.object({
  /** The order's database id (link to its details page). */
  orderId: z.number(),
  /** The number shown to the shopper and sent as the analytics transaction id, e.g. 'VS-261121-4K7Q2M'. */
  orderNumber: z.string(),
  groupNumber: z.number().int(),
  /** Grand total charged for this order (after tax and account credit), cents. */
  orderTotal: z.number().int(),
  isClinicPickup: z.boolean(),
  /** Where a home delivery ships (the address's location name), or the clinic's name for a pickup. */
  shippingAddressLocationName: z.string(),
  productNames: z.array(z.string()),
  orderItems: z.array(orderItemInfoSchema),
  /** Price of the delivery option before any free-shipping discount, cents. */
  shippingAmount: z.number().int(),
  /** Part of shippingAmount waived (free shipping), cents; value sent = shippingAmount − this. */
  freeShippingDiscountTotal: z.number().int(),
  totalTaxes: z.number().int(),
  accountCreditApplied: z.number().int(),
  shippingOptionName: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type OrderInfo = z.infer<typeof orderInfoSchema>;

/**
 * Order statuses the store writes (rr §4 lists the others the back office will use). An order is
 * 'pending_payment' only while its card is being authorised
 * (docs/decisions/034-placing-an-order.md); no answer ever shows it.
 */
export const ORDER_STATUS = {
  submitted: 'submitted', pendingPayment: 'pending_payment', waitingOnVeterinarian: 'waiting_on_veterinarian',
  /** A clinic's new order reinstating a cancelled one (issue 25). */
  reinstatedCancelledOrder: 'reinstated_cancelled_order',
} as const;
