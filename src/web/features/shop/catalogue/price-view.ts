import type { Cents } from '../../../../domain/money';
import { priceBlock, promotionPrice, type PricePromotionInput, type ProductPriceInput } from '../../../../domain/price-display';
import { isPromotionVisible } from '../../../../domain/promotion-display';

/**
 * What the product card and the details page's price block show (cat §2, §9; cc §2), built on the
 * domain's price rules (src/domain/price-display.ts) so the card never promises another price than
 * the cart charges.
 */
export interface OfferInput extends PricePromotionInput {
  id: number;
  name: string;
  hidePromoInfoInWebstore?: boolean | null;
  isNotQualified?: boolean | null;
}

export interface PriceView {
  /** 'Your price' (rxFee included for bulk items). */
  yourPrice: Cents;
  /** The list price, only when it is above 'your price' (shown struck through). */
  listPrice: Cents | null;
  /** Shown when below 'your price' (cat §9), with the whole percent saved. */
  autoOrder: { price: Cents; savingPercent: number } | null;
  /** cc §2: an instant rebate marks the price with an asterisk. */
  instantRebate: boolean;
  /** The lowest price a visible special offer gives (percentage or AutoOrder-only offer). */
  offerPrice: { price: Cents; offerId: number; offerName: string } | null;
}

/** cat §4: hidden and not-qualified offers are shown only in debug mode. */
export function visibleOffers<T extends Pick<OfferInput, 'hidePromoInfoInWebstore' | 'isNotQualified'>>(offers: readonly T[], debug: boolean): T[] {
  return offers.filter((offer) => isPromotionVisible(offer, debug));
}

export function priceView(
  price: ProductPriceInput,
  options: { isBulkItem?: boolean | null; offers?: readonly OfferInput[]; debug?: boolean } = {},
): PriceView {
  const offers = visibleOffers(options.offers ?? [], options.debug === true);
  const block = priceBlock(price, { isBulkItem: options.isBulkItem, promotions: offers });
  let offerPrice: PriceView['offerPrice'] = null;
  for (const offer of offers) {
    const { promoPrice } = promotionPrice(price, offer, options.isBulkItem === true);
    if (promoPrice !== null && (offerPrice === null || promoPrice < offerPrice.price)) {
      offerPrice = { price: promoPrice, offerId: offer.id, offerName: offer.name };
    }
  }
  return {
    yourPrice: block.unitPrice,
    listPrice: block.isDiscounted ? block.regularPrice : null,
    autoOrder: block.autoOrderPrice === null ? null : { price: block.autoOrderPrice, savingPercent: block.autoOrderSavingPercent ?? 0 },
    instantRebate: block.hasInstantRebate,
    offerPrice,
  };
}

/** The unit discount for analytics: list price minus 'your price', when discounted. */
export function discountOf(view: PriceView): Cents | undefined {
  return view.listPrice === null ? undefined : view.listPrice - view.yourPrice;
}
