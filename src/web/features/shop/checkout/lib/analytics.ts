import type { CartItem } from '../../../../../contracts/cart';
import type { AnalyticsProduct } from '../../../../analytics/data-layer';

/** A cart line as a GA4 item for begin_checkout: the price after its offer, the reduction as discount. */
export function checkoutAnalyticsItem(item: CartItem): AnalyticsProduct {
  const price = item.promoParentCartItemID !== null && item.promoUnitPrice !== null ? item.promoUnitPrice : item.unitPrice;
  const regular = item.productInfo.productPrice.regularUnitPrice;
  return {
    id: item.productID,
    name: item.productName,
    priceCents: price,
    discountCents: regular > price ? regular - price : undefined,
    quantity: item.quantity,
  };
}
