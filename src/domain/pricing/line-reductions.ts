import { percentOf, type Cents } from '../money';
import { REBATE_PROMO_TYPE_IDS } from '../constants';
import { clampPercent, displayPrices } from './display-prices';
import type { CartLineInput, PromotionInput } from './types';

export interface OfferAmount {
  promo: PromotionInput;
  amount: Cents;
}

/** Everything taken off one line's extended price, in cents, each rounded half up on the line. */
export interface LineReductions {
  offers: OfferAmount[];
  autoOrderDiscountClinic: Cents;
  autoOrderDiscountSponsored: Cents;
}

/** Rebate types 3, 5, 7, 9 count in totalRebates, the others in the special-offer discount (cc §9). */
export function isRebatePromotion(promo: Pick<PromotionInput, 'promoTypeID'>): boolean {
  return REBATE_PROMO_TYPE_IDS.includes(promo.promoTypeID);
}

/** Hands out reductions until the line's extended price is used up, so a line never goes below 0. */
function capper(extPrice: Cents): (amount: Cents) => Cents {
  let remaining = extPrice;
  return (amount) => {
    const taken = Math.min(Math.max(0, amount), remaining);
    remaining -= taken;
    return taken;
  };
}

/**
 * Reductions on a normal (non-child) line, in this order, each capped by what is left of the line:
 * 1. the AutoOrder discount, only when a subscription is being created (isao) and the product is
 *    subscription-eligible, split into its sponsored part (a rebate) and clinic part (a discount) (cc §9);
 * 2. each applicable offer in the order given: an auto-order-only offer brings the line to its
 *    auto-order price (less what the AutoOrder discount already took), a percentage offer takes its
 *    percent of the extended price, any other offer takes its fixed amount per unit.
 *
 * @param offers qualified, non buy-one-get-one offers whose product groups list this line's product.
 */
export function normalLineReductions(
  line: CartLineInput,
  quantity: number,
  offers: readonly PromotionInput[],
  isao: boolean,
): LineReductions {
  const prices = displayPrices(line.price);
  const extPrice = prices.unitPrice * quantity;
  const take = capper(extPrice);

  let autoOrderDiscountSponsored = 0;
  let autoOrderDiscountClinic = 0;
  if (isao && line.isSubscription) {
    autoOrderDiscountSponsored = take(percentOf(extPrice, clampPercent(line.price.autoOrderDiscountSponsoredPercentage)));
    autoOrderDiscountClinic = take(percentOf(extPrice, clampPercent(line.price.autoOrderDiscountClinicPercentage)));
  }

  const offerAmounts = offers.map((promo): OfferAmount => {
    let amount: Cents;
    if (promo.isAutoOrderOnlyOffer) {
      const autoOrderExt = (prices.autoOrderUnitPrice ?? prices.unitPrice) * quantity;
      amount = extPrice - autoOrderExt - autoOrderDiscountSponsored - autoOrderDiscountClinic;
    } else if (promo.isPercentageDiscount) {
      amount = percentOf(extPrice, clampPercent(promo.discountPercent));
    } else {
      amount = promo.rebateAmount * quantity;
    }
    return { promo, amount: take(amount) };
  });

  return { offers: offerAmounts, autoOrderDiscountClinic, autoOrderDiscountSponsored };
}

/** A buy-one-get-one child line gets its offer's percent off (100 = free) and nothing else. */
export function bogoChildReductions(extPrice: Cents, promo: PromotionInput): LineReductions {
  const amount = Math.min(extPrice, percentOf(extPrice, clampPercent(promo.bogoDiscountPercent)));
  return { offers: [{ promo, amount }], autoOrderDiscountClinic: 0, autoOrderDiscountSponsored: 0 };
}
