import { DELIVERY_DAYS } from './constants';
import type { Cents } from './money';
import type { ShippingLineInput } from './pricing';

/**
 * Delivery options of an order group (cc §2 order-group card, §3 Shipping option, §9; rr §5, §9).
 *
 * Spec silent; decision (docs/decisions/025-checkout-and-orders.md): home delivery offers
 * Standard at $9.99 (5 to 7 business days, rr §9) and Express at $19.99 (2 to 3 business days);
 * Standard is free from $75 of items after discounts; AutoOrders ship free (cat §9 "free shipping on
 * AutoOrders (optional minimum)", minimum $0 here): on an AutoOrder the Standard price is waived on
 * either option. Picking up at the clinic is free and ready in 2 to 3 business days (rr §9).
 * The products carry no weight, so prices depend on the subtotal only.
 */
export const DELIVERY_PRICES = {
  standardCents: 999,
  expressCents: 1999,
  freeStandardFromCents: 7500,
  autoOrderFreeShippingMinCents: 0,
} as const;

export type DeliveryOptionId = 'standard' | 'express' | 'pickup';

export interface DeliveryOption {
  id: DeliveryOptionId;
  isPickup: boolean;
  /** Carrier price before any waiver. */
  price: Cents;
  /** Part of the price waived (free shipping); at most the price. */
  freeShippingDiscount: Cents;
  /** What the shopper pays: price − freeShippingDiscount. */
  customerPrice: Cents;
  /** Shown as 'shipping free' (cc §9: the price is 0 or the option is free). */
  isFree: boolean;
  businessDays: { min: number; max: number };
}

export interface DeliveryInput {
  /** Every item of the group must be picked up at the clinic. */
  isClinicPickupOnly: boolean;
  /** The group's items after every discount, rebate and coupon share. */
  itemSubtotal: Cents;
  /** A new AutoOrder subscription is created with this order. */
  isao: boolean;
  /** Home delivery to this address is refused (see isHomeDeliveryAllowed). */
  homeDeliveryRestricted: boolean;
  /** The clinic's AutoOrder free-shipping minimum (issue 17 setting); the spec's default when absent. */
  autoOrderFreeShippingMinCents?: Cents;
}

function option(id: DeliveryOptionId, price: Cents, waived: Cents): DeliveryOption {
  const freeShippingDiscount = Math.min(price, Math.max(0, waived));
  const customerPrice = price - freeShippingDiscount;
  return { id, isPickup: id === 'pickup', price, freeShippingDiscount, customerPrice, isFree: customerPrice === 0, businessDays: DELIVERY_DAYS[id] };
}

/** The options offered to one group, cheapest first; pickup is always offered. */
export function deliveryOptions(input: DeliveryInput): DeliveryOption[] {
  const pickup = option('pickup', 0, 0);
  if (input.isClinicPickupOnly || input.homeDeliveryRestricted) return [pickup];
  const { standardCents, expressCents, freeStandardFromCents } = DELIVERY_PRICES;
  const autoOrderMin = input.autoOrderFreeShippingMinCents ?? DELIVERY_PRICES.autoOrderFreeShippingMinCents;
  const autoOrderFree = input.isao && input.itemSubtotal >= autoOrderMin;
  const standardFree = autoOrderFree || input.itemSubtotal >= freeStandardFromCents;
  return [
    option('standard', standardCents, standardFree ? standardCents : 0),
    option('express', expressCents, autoOrderFree ? standardCents : 0),
    pickup,
  ];
}

/**
 * rr §5 "home shipping only within the clinic's province": refused when the clinic restricts it
 * and the shipping province is another one. Without a shipping address nothing is refused yet.
 */
export function isHomeDeliveryAllowed(
  clinic: { province: string; restrictShippingToProvince: boolean },
  shippingProvince: string | null | undefined,
): boolean {
  if (!clinic.restrictShippingToProvince || !shippingProvince) return true;
  return clinic.province.trim().toUpperCase() === shippingProvince.trim().toUpperCase();
}

/** The pricing engine's shipping line of a chosen option. */
export function shippingLine(groupNumber: number, chosen: DeliveryOption): ShippingLineInput {
  return { groupNumber, price: chosen.price, isFree: chosen.isFree, freeShippingDiscount: chosen.freeShippingDiscount };
}
