import { displayPrices, isBogoPromotion } from './display-prices';
import { isProductInPromotion } from './promotion-eligibility';
import type { CartLineInput, ProductPriceInput, PromotionInput } from './types';

/**
 * The free or discounted item is 'of equal or lesser value' than the one bought (the offers' fine
 * print, issue 11 item 5): its displayed unit price (bulk items with their rx fee) is at most the
 * bought item's. Holds for every buy-one-get-one offer (types 5 and 30).
 */
export function isBogoChoiceAllowed(bought: ProductPriceInput, offered: ProductPriceInput): boolean {
  return displayPrices(offered).unitPrice <= displayPrices(bought).unitPrice;
}

/** How a buy-one-get-one child line is priced: under which offer and for how many units. */
export interface BogoChild {
  /** The offer that makes this line free or discounted; null when none applies (the line is inactive). */
  promo: PromotionInput | null;
  /** The child quantity follows its parent's; 0 when inactive. */
  quantity: number;
}

/**
 * Matches every child line (promoParentCartItemId set) to its offer (cc §3, §4; cat §4).
 * A child is active when its parent is a normal line in the cart that accepted a qualified
 * buy-one-get-one offer (types 5, 30) for the parent's product, and the child's product is one
 * of that offer's get-one products and costs no more than the parent's (isBogoChoiceAllowed).
 * Each offer gives one child per parent; offers are tried in the order given.
 *
 * @param qualifiedPromotions offers that already passed notQualifiedReason for this cart.
 */
export function resolveBogoChildren(
  lines: readonly CartLineInput[],
  qualifiedPromotions: readonly PromotionInput[],
): Map<number, BogoChild> {
  const normalLines = new Map<number, CartLineInput>();
  for (const line of lines) if (line.promoParentCartItemId === null) normalLines.set(line.id, line);

  const usedOfferIdsByParent = new Map<number, Set<number>>();
  const children = new Map<number, BogoChild>();
  for (const line of lines) {
    if (line.promoParentCartItemId === null) continue;
    const parent = normalLines.get(line.promoParentCartItemId);
    if (!parent) {
      children.set(line.id, { promo: null, quantity: 0 });
      continue;
    }
    const used = usedOfferIdsByParent.get(parent.id) ?? new Set<number>();
    const promo = qualifiedPromotions.find(
      (candidate) =>
        isBogoPromotion(candidate) &&
        !used.has(candidate.specialOfferId) &&
        parent.acceptedSpecialOfferIds.includes(candidate.specialOfferId) &&
        isProductInPromotion(candidate, parent.productId) &&
        candidate.bogoGetOneProductIds.includes(line.productId) &&
        isBogoChoiceAllowed(parent.price, line.price),
    );
    if (!promo) {
      children.set(line.id, { promo: null, quantity: 0 });
      continue;
    }
    used.add(promo.specialOfferId);
    usedOfferIdsByParent.set(parent.id, used);
    children.set(line.id, { promo, quantity: Math.max(0, parent.quantity) });
  }
  return children;
}
