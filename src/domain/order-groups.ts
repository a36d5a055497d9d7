import { percentOf, type Cents } from './money';
import type { PricedCart, PricedLine } from './pricing';
import type { TaxCode } from './tax';

/**
 * Order groups (cc §1, §2, §3 Cart V4; issue 5): the cart's items split by how they reach the
 * shopper. Group 1 is home delivery from the distributor (its shopper may still choose to pick it
 * up); group 2 holds the items that can only be picked up at the clinic. A free or discounted
 * buy-one-get-one item goes with the item it comes with, and makes that item's group a pickup
 * group when it is itself clinic-pickup-only. Each group becomes one order.
 */
export const HOME_DELIVERY_GROUP = 1;
export const CLINIC_PICKUP_GROUP = 2;

export interface GroupableLine {
  id: number;
  promoParentId: number | null;
  isClinicPickupOnly: boolean;
}

export interface LineGroup {
  groupNumber: number;
  isClinicPickupOnly: boolean;
  lineIds: number[];
}

/** Groups in group-number order; a group without items is left out. Line order is kept. */
export function groupLines(lines: readonly GroupableLine[]): LineGroup[] {
  const pickupParents = new Set<number>();
  for (const line of lines) {
    if (!line.isClinicPickupOnly) continue;
    pickupParents.add(line.promoParentId ?? line.id);
  }
  const home: number[] = [];
  const pickup: number[] = [];
  for (const line of lines) {
    (pickupParents.has(line.promoParentId ?? line.id) ? pickup : home).push(line.id);
  }
  const groups: LineGroup[] = [];
  if (home.length > 0) groups.push({ groupNumber: HOME_DELIVERY_GROUP, isClinicPickupOnly: false, lineIds: home });
  if (pickup.length > 0) groups.push({ groupNumber: CLINIC_PICKUP_GROUP, isClinicPickupOnly: true, lineIds: pickup });
  return groups;
}

/**
 * Splits a whole into integer parts proportional to the weights (largest remainder; ties go to the
 * earlier weight). The parts always add up to the whole; zero weights get nothing unless every
 * weight is zero, when the first part takes it all.
 */
export function allocate(whole: Cents, weights: readonly number[]): Cents[] {
  if (weights.length === 0) return [];
  const total = weights.reduce((s, w) => s + Math.max(0, w), 0);
  if (total === 0) return weights.map((_, i) => (i === 0 ? whole : 0));
  const exact = weights.map((w) => (whole * Math.max(0, w)) / total);
  const parts = exact.map((x) => Math.floor(x));
  let left = whole - parts.reduce((s, p) => s + p, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left -= 1) parts[order[k]!.i]! += 1;
  return parts;
}

export interface GroupTaxLine {
  code: TaxCode;
  label: string;
  rate: number;
  itemsAmount: Cents;
  shippingAmount: Cents;
}

/** One group's share of every figure of the priced cart; the shares add up to the cart's figures. */
export interface GroupFigures {
  groupNumber: number;
  lines: PricedLine[];
  /** Coupon share of each line, by line id. */
  couponShareByLine: Map<number, Cents>;
  itemSubtotalBeforeDiscounts: Cents;
  /** Offers + AutoOrder clinic part + coupon share. */
  discount: Cents;
  /** Rebate offers + AutoOrder sponsored part. */
  rebate: Cents;
  /** Items after every discount and rebate. */
  itemSubtotal: Cents;
  shipping: Cents;
  shippingDiscount: Cents;
  taxLines: GroupTaxLine[];
  itemsTax: Cents;
  shippingTax: Cents;
  tax: Cents;
  accountCredit: Cents;
  total: Cents;
}

export interface GroupShipping {
  groupNumber: number;
  price: Cents;
  freeShippingDiscount: Cents;
}

/**
 * Splits the pricing engine's figures between the groups. Line figures are the engine's own; the
 * coupon is shared by the lines' net prices; each tax line is computed per group and the rounding
 * difference with the engine's tax line goes to the group with the most; account credit is shared
 * by each group's total before credit. So the orders together are exactly the priced cart.
 */
export function splitPricedCart(
  priced: PricedCart,
  groups: readonly LineGroup[],
  shipping: readonly GroupShipping[],
): GroupFigures[] {
  const byId = new Map(priced.lines.map((l) => [l.id, l]));
  const allLines = groups.flatMap((g) => g.lineIds.map((id) => byId.get(id)).filter((l): l is PricedLine => l !== undefined));
  const couponParts = allocate(priced.couponDiscount, allLines.map((l) => l.netExtPrice));
  const couponShare = new Map(allLines.map((l, i) => [l.id, couponParts[i]!]));

  const figures = groups.map((group) => {
    const lines = group.lineIds.map((id) => byId.get(id)).filter((l): l is PricedLine => l !== undefined);
    const sum = (f: (l: PricedLine) => number) => lines.reduce((s, l) => s + f(l), 0);
    const coupon = sum((l) => couponShare.get(l.id) ?? 0);
    const ship = shipping.find((s) => s.groupNumber === group.groupNumber);
    const shippingPrice = ship ? Math.max(0, ship.price) : 0;
    return {
      groupNumber: group.groupNumber,
      lines,
      couponShareByLine: new Map(lines.map((l) => [l.id, couponShare.get(l.id) ?? 0])),
      itemSubtotalBeforeDiscounts: sum((l) => l.extPrice),
      discount: sum((l) => l.specialOfferDiscount + l.autoOrderDiscountClinic) + coupon,
      rebate: sum((l) => l.specialOfferRebate + l.autoOrderDiscountSponsored),
      itemSubtotal: sum((l) => l.netExtPrice) - coupon,
      shipping: shippingPrice,
      shippingDiscount: ship ? Math.min(shippingPrice, Math.max(0, ship.freeShippingDiscount)) : 0,
      taxLines: [] as GroupTaxLine[],
      itemsTax: 0,
      shippingTax: 0,
      tax: 0,
      accountCredit: 0,
      total: 0,
    };
  });
  if (figures.length === 0) return [];

  for (const cartLine of priced.tax?.lines ?? []) {
    const items = figures.map((g) => percentOf(Math.max(0, g.itemSubtotal), cartLine.rate));
    const ship = figures.map((g) => percentOf(g.shipping - g.shippingDiscount, cartLine.rate));
    items[largest(figures.map((g) => g.itemSubtotal))]! += cartLine.itemsAmount - items.reduce((s, x) => s + x, 0);
    ship[largest(figures.map((g) => g.shipping - g.shippingDiscount))]! += cartLine.shippingAmount - ship.reduce((s, x) => s + x, 0);
    figures.forEach((g, i) => {
      g.taxLines.push({ code: cartLine.code, label: cartLine.label, rate: cartLine.rate, itemsAmount: items[i]!, shippingAmount: ship[i]! });
    });
  }
  const beforeCredit = figures.map((g) => {
    g.itemsTax = g.taxLines.reduce((s, t) => s + t.itemsAmount, 0);
    g.shippingTax = g.taxLines.reduce((s, t) => s + t.shippingAmount, 0);
    g.tax = g.itemsTax + g.shippingTax;
    return g.itemSubtotal + g.shipping - g.shippingDiscount + g.tax;
  });
  const credits = allocate(priced.accountCreditApplied, beforeCredit);
  figures.forEach((g, i) => {
    g.accountCredit = credits[i]!;
    g.total = beforeCredit[i]! - g.accountCredit;
  });
  return figures;
}

function largest(values: readonly number[]): number {
  let best = 0;
  values.forEach((v, i) => {
    if (v > values[best]!) best = i;
  });
  return best;
}
