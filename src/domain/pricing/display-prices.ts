import { percentOf, type Cents } from '../money';
import { BOGO_PROMO_TYPE_IDS } from '../constants';
import type { ProductPriceInput, PromotionInput } from './types';

/** The per-unit prices a shopper sees for a product (cat §9), used by the catalogue and the cart alike. */
export interface DisplayPrices {
  /** "Your price"; bulk items include the rxFee. */
  unitPrice: Cents;
  /** List price, never below the unit price. */
  regularUnitPrice: Cents;
  /** Shown only when set and below the unit price; null otherwise. */
  autoOrderUnitPrice: Cents | null;
  /** The unit price is below the regular price, so the regular price is shown struck through. */
  isDiscounted: boolean;
}

export function displayPrices(price: ProductPriceInput): DisplayPrices {
  // cat §9: bulk items add the rxFee to the displayed prices.
  const fee = price.isBulkItem ? price.rxFee : 0;
  const unitPrice = price.unitPrice + fee;
  const regularUnitPrice = Math.max(price.regularUnitPrice, price.unitPrice) + fee;
  // cat §9: the auto-order price is shown when it is below the unit price; 0 means "no auto-order price".
  const hasAutoOrderPrice = price.autoOrderUnitPrice > 0 && price.autoOrderUnitPrice < price.unitPrice;
  return {
    unitPrice,
    regularUnitPrice,
    autoOrderUnitPrice: hasAutoOrderPrice ? price.autoOrderUnitPrice + fee : null,
    isDiscounted: price.unitPrice < price.regularUnitPrice,
  };
}

export function isBogoPromotion(promo: Pick<PromotionInput, 'promoTypeID'>): boolean {
  return BOGO_PROMO_TYPE_IDS.includes(promo.promoTypeID);
}

/**
 * The promotional unit price shown next to the struck-through price (cat §9, promotion pop-up):
 * a percentage offer is the price less its percent, an auto-order-only offer is the auto-order price,
 * a buy-one-get-one child is the price less the child percent, a fixed offer is the price less its amount.
 * Returns null when the offer does not change the unit price.
 */
export function promotionUnitPrice(price: ProductPriceInput, promo: PromotionInput): Cents | null {
  const { unitPrice, autoOrderUnitPrice } = displayPrices(price);
  let promoPrice: Cents;
  if (isBogoPromotion(promo)) {
    promoPrice = unitPrice - percentOf(unitPrice, clampPercent(promo.bogoDiscountPercent));
  } else if (promo.isAutoOrderOnlyOffer) {
    promoPrice = autoOrderUnitPrice ?? unitPrice;
  } else if (promo.isPercentageDiscount) {
    promoPrice = unitPrice - percentOf(unitPrice, clampPercent(promo.discountPercent));
  } else {
    promoPrice = Math.max(0, unitPrice - promo.rebateAmount);
  }
  return promoPrice < unitPrice ? promoPrice : null;
}

/** Percentages outside 0–100 in the data would make negative or more-than-free prices. */
export function clampPercent(percent: number): number {
  return Math.min(100, Math.max(0, percent));
}
