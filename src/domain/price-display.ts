import { percentOf, roundHalfUp, type Cents } from './money';

/**
 * The price block of the product card and details page (cat §2, §9). All amounts are cents.
 * - Bulk items add the rxFee to every displayed price (unit, regular, auto-order, promotion).
 * - 'Discounted' when the unit price is below the regular unit price; a regular price below the
 *   unit price is shown as the unit price (a list price is never below 'your price').
 * - The auto-order price shows only when it is above 0 and below the unit price; its saving
 *   percent is measured on the displayed prices (what the shopper compares), rounded half up.
 * - Promotion price: an auto-order-only offer shows the auto-order price; a percentage offer is
 *   the displayed unit price (fee included) less discountPercent. Both match what the cart
 *   charges (src/domain/pricing/line-reductions.ts), so the card never promises another price.
 */
export interface ProductPriceInput {
  unitPrice: Cents;
  regularUnitPrice?: Cents | null;
  autoOrderUnitPrice?: Cents | null;
  rxFee?: Cents | null;
}

export interface PricePromotionInput {
  isPercentageDiscount?: boolean | null;
  discountPercent?: number | null;
  isAutoOrderOnlyOffer?: boolean | null;
  isInstantRebate?: boolean | null;
}

export interface PriceBlock {
  /** 'Your price'. */
  unitPrice: Cents;
  /** List price; null when unknown. Struck through when isDiscounted. */
  regularPrice: Cents | null;
  isDiscounted: boolean;
  /** Null when the auto-order price is not shown. */
  autoOrderPrice: Cents | null;
  /** Whole percent saved by auto-order against the unit price; null when not shown. */
  autoOrderSavingPercent: number | null;
  /** Any of the product's (visible) promotions is an instant rebate. */
  hasInstantRebate: boolean;
}

export interface PromotionPrice {
  /** The displayed unit price, struck through when promoPrice is set. */
  basePrice: Cents;
  /** Null when the offer does not lower the displayed unit price. */
  promoPrice: Cents | null;
}

function fee(price: ProductPriceInput, isBulkItem: boolean): Cents {
  return isBulkItem ? (price.rxFee ?? 0) : 0;
}

function positive(value: Cents | null | undefined): value is Cents {
  return value !== null && value !== undefined && value > 0;
}

function shownAutoOrderPrice(price: ProductPriceInput, extra: Cents): Cents | null {
  const autoOrder = price.autoOrderUnitPrice;
  return positive(autoOrder) && autoOrder < price.unitPrice ? autoOrder + extra : null;
}

export function savingPercent(from: Cents, to: Cents): number {
  if (from <= 0 || to >= from) return 0;
  return roundHalfUp(((from - to) * 100) / from);
}

export function priceBlock(
  price: ProductPriceInput,
  options: { isBulkItem?: boolean | null; promotions?: readonly PricePromotionInput[] } = {},
): PriceBlock {
  const extra = fee(price, options.isBulkItem === true);
  const unitPrice = price.unitPrice + extra;
  const regular = price.regularUnitPrice;
  const regularPrice = regular === null || regular === undefined ? null : Math.max(regular, price.unitPrice) + extra;
  const autoOrderPrice = shownAutoOrderPrice(price, extra);
  return {
    unitPrice,
    regularPrice,
    isDiscounted: regularPrice !== null && unitPrice < regularPrice,
    autoOrderPrice,
    autoOrderSavingPercent: autoOrderPrice === null ? null : savingPercent(unitPrice, autoOrderPrice),
    hasInstantRebate: (options.promotions ?? []).some((p) => p.isInstantRebate === true),
  };
}

/** The promotion price shown in the promotion pop-up and the price block. */
export function promotionPrice(
  price: ProductPriceInput,
  promotion: PricePromotionInput,
  isBulkItem = false,
): PromotionPrice {
  const extra = fee(price, isBulkItem);
  const basePrice = price.unitPrice + extra;
  let promoPrice: Cents | null = null;
  if (promotion.isAutoOrderOnlyOffer === true) {
    promoPrice = shownAutoOrderPrice(price, extra);
  } else if (promotion.isPercentageDiscount === true) {
    const percent = Math.min(Math.max(promotion.discountPercent ?? 0, 0), 100);
    promoPrice = basePrice - percentOf(basePrice, percent);
  }
  return { basePrice, promoPrice: promoPrice !== null && promoPrice < basePrice ? promoPrice : null };
}
