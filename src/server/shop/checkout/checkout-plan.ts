import { deliveryOptions, isHomeDeliveryAllowed, shippingLine, type DeliveryOption } from '../../../domain/delivery';
import { groupLines, splitPricedCart, type GroupFigures } from '../../../domain/order-groups';
import { restrictingAreas, type RestrictedArea } from '../../../domain/ordering-limits';
import type { PricedCart } from '../../../domain/pricing';
import { type Address, type CartLine, taxProvince, priceLoadedCart, type LoadedCart } from '../cart';
import type { ProductDetails, ShopperClinic } from './checkout.queries';

/**
 * The checkout of a loaded cart (issue 5): its order groups, each group's delivery options and the
 * chosen one, and every figure from the pricing engine with the chosen options' shipping. Pure;
 * the review and placing the order both use it, so what is placed is what was reviewed.
 */
export interface PlannedGroup {
  groupNumber: number;
  isClinicPickupOnly: boolean;
  lines: CartLine[];
  options: DeliveryOption[];
  chosen: DeliveryOption | null;
  homeDeliveryRestricted: boolean;
  /** Home delivery refused because the address is in a restricted area of the clinic or of a product (issue 25). */
  restrictedArea: boolean;
}

export interface CheckoutPlan {
  groups: PlannedGroup[];
  /** The group's share of every figure, in the order of groups. */
  figures: GroupFigures[];
  priced: PricedCart;
  /** Province the tax is computed for; null when none is known. */
  province: string | null;
}

export interface PlanOptions {
  details: ReadonlyMap<number, ProductDetails>;
  clinic: ShopperClinic;
  isao: boolean;
  /** Chosen option id per group number. */
  choices: Readonly<Record<string, string>>;
  shippingAddress: Address | null;
  /** The shopper's own province, when there is no shipping address. */
  accountProvince: string;
  /** The clinic's and the products' restricted areas (issue 25); none when absent. */
  restrictedAreas?: readonly RestrictedArea[];
}

export function planCheckout(loaded: LoadedCart, options: PlanOptions): CheckoutPlan {
  const shippingProvince = options.shippingAddress?.province ?? null;
  const homeDeliveryRestricted = !isHomeDeliveryAllowed(options.clinic, shippingProvince);
  const estimateProvince = taxProvince(shippingProvince, options.accountProvince, options.clinic.province);

  // Lines and coupon do not depend on shipping: price once to learn each group's subtotal.
  const first = priceLoadedCart(loaded, { isao: options.isao, province: estimateProvince });
  const inactive = new Set(first.lines.filter((l) => l.isInactivePromoChild).map((l) => l.id));
  const active = loaded.lines.filter((l) => !inactive.has(l.id));
  const lineGroups = groupLines(
    active.map((l) => ({ id: l.id, promoParentId: l.promoParentId, isClinicPickupOnly: options.details.get(l.product.id)?.isClinicPickupOnly ?? false })),
  );
  const subtotals = splitPricedCart(first, lineGroups, []);

  const groups = lineGroups.map((g, i): PlannedGroup => {
    const groupLinesOf = g.lineIds.map((id) => active.find((l) => l.id === id)!);
    const restrictedArea = !g.isClinicPickupOnly &&
      restrictingAreas(options.shippingAddress, groupLinesOf.map((l) => l.product.id), options.restrictedAreas ?? []).length > 0;
    const offered = deliveryOptions({
      isClinicPickupOnly: g.isClinicPickupOnly,
      itemSubtotal: subtotals[i]!.itemSubtotal,
      isao: options.isao,
      homeDeliveryRestricted: homeDeliveryRestricted || restrictedArea,
      autoOrderFreeShippingMinCents: options.clinic.autoOrderFreeShippingMinCents,
    });
    const wanted = options.choices[String(g.groupNumber)];
    return {
      groupNumber: g.groupNumber,
      isClinicPickupOnly: g.isClinicPickupOnly,
      lines: groupLinesOf,
      options: offered,
      chosen: offered.find((o) => o.id === wanted) ?? null,
      homeDeliveryRestricted: (homeDeliveryRestricted || restrictedArea) && !g.isClinicPickupOnly,
      restrictedArea,
    };
  });

  // Everything picked up: the sale happens at the clinic, taxed in its province.
  const allPickup = groups.length > 0 && groups.every((g) => g.chosen?.isPickup);
  const province = allPickup ? taxProvince(options.clinic.province) : estimateProvince;
  const chosen = groups.filter((g) => g.chosen !== null).map((g) => shippingLine(g.groupNumber, g.chosen!));
  const priced = priceLoadedCart(loaded, { isao: options.isao, shipping: chosen, province });
  const figures = splitPricedCart(
    priced,
    lineGroups,
    groups.filter((g) => g.chosen !== null).map((g) => ({ groupNumber: g.groupNumber, price: g.chosen!.price, freeShippingDiscount: g.chosen!.freeShippingDiscount })),
  );
  return { groups, figures, priced, province };
}
