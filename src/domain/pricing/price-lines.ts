import type { Cents } from '../money';
import { bogoChildReductions, isRebatePromotion, normalLineReductions, type LineReductions } from './line-reductions';
import { resolveBogoChildren } from './bogo';
import { displayPrices, isBogoPromotion, promotionUnitPrice } from './display-prices';
import { isProductInPromotion, isPromotionQualified, productQuantities } from './promotion-eligibility';
import type { CartLineInput, DiscountRow, PricedLine, PromotionInput } from './types';

export interface PricedLines {
  lines: PricedLine[];
  discounts: DiscountRow[];
}

const NO_REDUCTIONS: LineReductions = { offers: [], autoOrderDiscountClinic: 0, autoOrderDiscountSponsored: 0 };

/** Prices every cart line and lists the special offers applied to each (cc §3 Cart item, Discount). */
export function priceLines(
  lines: readonly CartLineInput[],
  promotions: readonly PromotionInput[],
  isao: boolean,
): PricedLines {
  const quantities = productQuantities(lines);
  const qualified = promotions.filter((promo) => isPromotionQualified(promo, quantities, isao));
  const children = resolveBogoChildren(lines, qualified);

  const priced: PricedLine[] = [];
  const discounts: DiscountRow[] = [];
  for (const line of lines) {
    const prices = displayPrices(line.price);
    const child = children.get(line.id);
    const quantity = child ? child.quantity : Math.max(0, line.quantity);
    const extPrice = prices.unitPrice * quantity;

    let reductions: LineReductions;
    let promoUnitPrice: Cents | null = null;
    if (!child) {
      const offers = qualified.filter((p) => !isBogoPromotion(p) && isProductInPromotion(p, line.productId));
      reductions = normalLineReductions(line, quantity, offers, isao);
    } else if (child.promo) {
      reductions = bogoChildReductions(extPrice, child.promo);
      promoUnitPrice = promotionUnitPrice(line.price, child.promo) ?? prices.unitPrice;
    } else {
      reductions = NO_REDUCTIONS;
    }

    const applied = reductions.offers.filter((offer) => offer.amount > 0);
    for (const { promo, amount } of applied) {
      discounts.push({
        entityItemId: line.id,
        specialOfferId: promo.specialOfferId,
        specialOfferTypeId: promo.promoTypeID,
        discountAmount: amount,
        isInstantRebate: promo.isInstantRebate,
        isRebate: isRebatePromotion(promo),
      });
    }
    const specialOfferRebate = sum(applied.filter((o) => isRebatePromotion(o.promo)).map((o) => o.amount));
    const specialOfferDiscount = sum(applied.map((o) => o.amount)) - specialOfferRebate;
    const { autoOrderDiscountClinic, autoOrderDiscountSponsored } = reductions;

    priced.push({
      id: line.id,
      productId: line.productId,
      familyId: line.familyId,
      petId: line.petId,
      promoParentCartItemId: line.promoParentCartItemId,
      quantity,
      isPromoChild: child !== undefined,
      isInactivePromoChild: child !== undefined && child.promo === null,
      unitPrice: prices.unitPrice,
      regularUnitPrice: prices.regularUnitPrice,
      autoOrderUnitPrice: prices.autoOrderUnitPrice,
      promoUnitPrice,
      extPrice,
      extRetailPrice: prices.regularUnitPrice * quantity,
      specialOfferDiscount,
      specialOfferRebate,
      autoOrderDiscountClinic,
      autoOrderDiscountSponsored,
      netExtPrice:
        extPrice - specialOfferDiscount - specialOfferRebate - autoOrderDiscountClinic - autoOrderDiscountSponsored,
      hasInstantRebate: applied.some((offer) => offer.promo.isInstantRebate),
      appliedSpecialOfferIds: applied.map((offer) => offer.promo.specialOfferId),
    });
  }
  return { lines: priced, discounts };
}

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
