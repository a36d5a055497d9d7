import type { CartLineInput, PromotionInput } from './types';

/** Why an offer does not apply to this cart; the UI may show it as the qualification reason. */
export type NotQualifiedReason = 'subscriptionOnly' | 'autoOrderOnly' | 'groupMinimum';

/**
 * Units per product in the cart, counting normal lines only: a free or discounted child line
 * never helps its own offer (or another) reach a group minimum.
 */
export function productQuantities(lines: readonly CartLineInput[]): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const line of lines) {
    if (line.promoParentCartItemId !== null) continue;
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + Math.max(0, line.quantity));
  }
  return quantities;
}

/** Units the cart holds of one group's products (a product listed twice counts once). */
export function groupQuantity(groupProductIds: readonly number[], quantities: ReadonlyMap<number, number>): number {
  let total = 0;
  for (const productId of new Set(groupProductIds)) total += quantities.get(productId) ?? 0;
  return total;
}

/**
 * Whether the offer applies to this cart, or why not (cat §3, §9; cc §9):
 * subscription-only and auto-order-only offers need a new AutoOrder (isao), and every product
 * group must hold at least its minQuantity units.
 */
export function notQualifiedReason(
  promo: PromotionInput,
  quantities: ReadonlyMap<number, number>,
  isao: boolean,
): NotQualifiedReason | null {
  if (promo.isForSubscriptionsOnly && !isao) return 'subscriptionOnly';
  if (promo.isAutoOrderOnlyOffer && !isao) return 'autoOrderOnly';
  for (const group of promo.promoProductGroups) {
    if (groupQuantity(group.groupProductIds, quantities) < group.minQuantity) return 'groupMinimum';
  }
  return null;
}

export function isPromotionQualified(
  promo: PromotionInput,
  quantities: ReadonlyMap<number, number>,
  isao: boolean,
): boolean {
  return notQualifiedReason(promo, quantities, isao) === null;
}

/** The offer is for this product: it is listed in one of the offer's product groups. */
export function isProductInPromotion(promo: PromotionInput, productId: number): boolean {
  return promo.promoProductGroups.some((group) => group.groupProductIds.includes(productId));
}
