import type { Cart, CartItem, CartNotification } from '../../../../../contracts/cart';
import { PROMO_TEXT_CART_MAX } from '../../../../../domain/constants';
import type { Cents } from '../../../../../domain/money';
import type { AnalyticsProduct } from '../../../../analytics/data-layer';

/** Pure helpers of the cart page and the dropdown: what to show, from the server's cart. */

/** An image path below the images address (cc §9: it ends with a slash); absolute paths stay. */
export function imageUrl(base: string, path: string): string {
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('/')) return path;
  return `${base}${path}`;
}

/** cc §2: broken images fall back to a prescription pad, an approval-required pad or a shopping bag. */
export function placeholderUrl(base: string, product: { isPrescriptionProduct: boolean; isApprovalRequired: boolean }): string {
  const name = product.isPrescriptionProduct ? 'rx' : product.isApprovalRequired ? 'approval' : 'bag';
  return imageUrl(base, `placeholders/${name}.svg`);
}

/** cc §9: promo text is cut at 100 characters in the cart (an ellipsis marks the cut). */
export function cutPromoText(text: string | null | undefined, max: number = PROMO_TEXT_CART_MAX): string | null {
  const value = text?.trim();
  if (!value) return null;
  const chars = [...value];
  return chars.length <= max ? value : `${chars.slice(0, max).join('').trimEnd()}…`;
}

export const isPromoChild = (item: Pick<CartItem, 'promoParentCartItemID'>) => item.promoParentCartItemID !== null;

/** cc §2 dropdown: quantity × unit price, the price after the offer for a free or discounted item. */
export function shownUnitPrice(item: Pick<CartItem, 'unitPrice' | 'promoUnitPrice' | 'promoParentCartItemID'>): Cents {
  return isPromoChild(item) && item.promoUnitPrice !== null ? item.promoUnitPrice : item.unitPrice;
}

/** A line's total after its own offers (a free item shows 0), before the coupon. */
export function lineTotal(item: Pick<CartItem, 'extPrice' | 'netExtPrice' | 'promoParentCartItemID' | 'promoUnitPrice' | 'quantity'>): Cents {
  if (isPromoChild(item) && item.promoUnitPrice !== null) return item.promoUnitPrice * item.quantity;
  return item.extPrice;
}

/** cc §4: the free-item line the choice modal opens for on load: the first whose product was picked for the shopper. */
export function firstItemLackingChoice(items: readonly CartItem[], alreadyAsked: ReadonlySet<number>): CartItem | null {
  return items.find((item) => isPromoChild(item) && !item.isPromoSelected && !alreadyAsked.has(item.id)) ?? null;
}

// ---------------------------------------------------------------- quantity changes

/** The quantities chosen but not yet in the cart, as the changes to send (lines no longer in the cart left out). */
export function pendingChanges(quantities: Readonly<Record<number, number>>, items: readonly Pick<CartItem, 'id'>[]): { itemId: number; quantity: number }[] {
  return Object.entries(quantities)
    .map(([id, quantity]) => ({ itemId: Number(id), quantity }))
    .filter(({ itemId }) => items.some((item) => item.id === itemId));
}

/** What is still to send once `sent` is in the cart: changes made while it was on its way stay. */
export function remainingAfter(quantities: Readonly<Record<number, number>>, sent: readonly { itemId: number; quantity: number }[]): Record<number, number> {
  const next = { ...quantities };
  for (const { itemId, quantity } of sent) if (next[itemId] === quantity) delete next[itemId];
  return next;
}

// ---------------------------------------------------------------- notifications

/** The message id of a notification's code; the web says it in the shopper's language (STYLE §10). */
export function notificationMessageId(notification: Pick<CartNotification, 'code'>): string {
  return `cart.notice.${notification.code}`;
}

// ---------------------------------------------------------------- summary

export type SummaryLineId =
  | 'subtotal'
  | 'specialOffers'
  | 'autoOrderClinic'
  | 'coupon'
  | 'rebates'
  | 'beforeTax'
  | 'tax'
  | 'taxUnknown'
  | 'accountCredit'
  | 'total';

export interface SummaryLine {
  id: SummaryLineId;
  /** Shown as a reduction (minus sign) when true. */
  reduction?: boolean;
  amount: Cents | null;
  /** Values for the label's message (tax label and rate, coupon code, item count). */
  values?: Record<string, string | number>;
  emphasis?: boolean;
}

/**
 * Every figure the pricing engine gives the cart, in reading order (cc §9: before tax = items −
 * discounts − rebates; tax; account credit; total). Reductions of 0 are left out.
 */
export function summaryLines(cart: Cart): SummaryLine[] {
  const lines: SummaryLine[] = [{ id: 'subtotal', amount: cart.itemSubtotalBeforeDiscounts, values: { count: cart.numOfItems } }];
  const reduction = (id: SummaryLineId, amount: Cents, values?: SummaryLine['values']) => {
    if (amount > 0) lines.push({ id, amount, reduction: true, ...(values ? { values } : {}) });
  };
  reduction('specialOffers', cart.totalSpecialOfferDiscount);
  reduction('autoOrderClinic', cart.autoOrderDiscountClinic);
  reduction('coupon', cart.couponDiscount, { code: cart.promoCode ?? '' });
  reduction('rebates', cart.totalRebates);
  lines.push({ id: 'beforeTax', amount: cart.orderTotalBeforeTax });
  if (cart.taxes) {
    for (const tax of cart.taxes.taxesWithLabel) {
      lines.push({ id: 'tax', amount: tax.amount, values: { label: tax.label, rate: tax.rate, province: cart.taxes.province } });
    }
  } else {
    lines.push({ id: 'taxUnknown', amount: null });
  }
  reduction('accountCredit', cart.accountCreditAmountApplied);
  lines.push({ id: 'total', amount: cart.total, emphasis: true });
  return lines;
}

// ---------------------------------------------------------------- analytics

/** A cart line as a GA4 item (the data layer adds currency CAD). */
export function analyticsItem(item: CartItem, coupon?: string | null): AnalyticsProduct {
  const price = shownUnitPrice(item);
  const regular = item.productInfo.productPrice.regularUnitPrice;
  return {
    id: item.productID,
    name: item.productName,
    priceCents: price,
    discountCents: regular > price ? regular - price : undefined,
    quantity: item.quantity,
    coupon: coupon ?? undefined,
  };
}
