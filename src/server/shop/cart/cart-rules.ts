import { PROVINCES, RX_STATUS, type Language } from '../../../domain/constants';
import type { CouponErrorCode } from '../../../domain/pricing';
import { isPrescriptionValid } from '../../../domain/prescription';
import { maxCartQuantity, maxProductPageQuantity } from '../../../domain/quantity';
import { isAvailable, stockState } from '../../../domain/stock';
import type { CartNotification, CartNotificationCode } from '../../../contracts/cart';
import { LIMIT_TEXTS } from '../../shared/ordering-limits';
import { POLICY_TEXTS } from '../../shared/clinic-policies';
import type { CartProduct, CartPromotion, Prescription } from './cart-model';

/** Pure cart rules the service and the mapper share (issue 4); no I/O. */

/**
 * Account credit applies only above this order total (cc §9 accountCreditAmountMinValue). The spec
 * gives no figure: any positive total may use the credit
 * (docs/decisions/013-coupons-and-account-credit.md).
 */
export const ACCOUNT_CREDIT_MIN_ORDER_CENTS = 0;

/**
 * Highest quantity of one line (cc §5, issue 4): an approval-required product with a saved
 * prescription quantity above 0 is limited by that quantity (it may exceed the clinic's maximum); any
 * other product by its maxQuantityRestrictionPerOrder when above 0, else by the clinic's maximum
 * quantity per order (issue 25 policy, `clinicMax`: 25 unless the clinic or its master set another).
 */
export function lineMaxQuantity(
  product: Pick<CartProduct, 'isApprovalRequired' | 'maxQuantityRestrictionPerOrder'>, rx: Prescription | null, clinicMax: number,
): number {
  if (product.isApprovalRequired && rx && rx.quantity > 0) {
    return maxCartQuantity({ isApprovalRequired: true, savedPrescriptionQuantity: rx.quantity }, clinicMax);
  }
  return maxProductPageQuantity(product.maxQuantityRestrictionPerOrder, clinicMax);
}

/** Prescription and approval-required products are approved only by a validated prescription (cc §4, §6). */
export function needsApproval(product: Pick<CartProduct, 'isApprovalRequired' | 'isPrescriptionProduct'>): boolean {
  return product.isApprovalRequired || product.isPrescriptionProduct;
}

/**
 * The saved prescription of a line: the one the line names when it is still this pet's for this
 * family, else the pet's newest validated one for the family, else the pet's newest one.
 */
export function prescriptionFor(
  prescriptions: readonly Prescription[],
  petId: number,
  familyId: number,
  preferredRxId: number | null,
): Prescription | null {
  const mine = prescriptions.filter((rx) => rx.petId === petId && rx.familyId === familyId).sort((a, b) => b.id - a.id);
  return (
    mine.find((rx) => rx.id === preferredRxId) ??
    mine.find((rx) => isPrescriptionValid({ rxStatusID: rx.rxStatusId })) ??
    mine[0] ??
    null
  );
}

export function isApproved(product: Pick<CartProduct, 'isApprovalRequired' | 'isPrescriptionProduct'>, rx: Prescription | null): boolean {
  return needsApproval(product) && rx !== null && isPrescriptionValid({ rxStatusID: rx.rxStatusId });
}

/** In stock or low stock; temporarily out, out and long-term backorder cannot be added (cc §4 Stock). */
export function isProductAvailable(product: CartProduct, now: Date): boolean {
  return isAvailable(
    stockState(
      {
        isInStock: product.isInStock,
        stockQuantity: product.stockQuantity,
        isLongTermBackorder: product.isLongTermBackorder,
        lastReportedInStockTimestamp: product.lastReportedInStockAt,
      },
      now,
    ),
  );
}

const RX_STATUS_NAMES: Record<number, string> = {
  [RX_STATUS.validated]: 'Validated',
  [RX_STATUS.notValidated]: 'Not validated',
  [RX_STATUS.expired]: 'Expired',
  [RX_STATUS.cancelled]: 'Cancelled',
  [RX_STATUS.deleted]: 'Deleted',
};

export function rxStatusName(rxStatusId: number): string {
  return RX_STATUS_NAMES[rxStatusId] ?? 'Unknown';
}

export const productName = (product: Pick<CartProduct, 'nameEn' | 'nameFr'>, lang: Language) =>
  lang === 'fr' ? product.nameFr : product.nameEn;

export const promotionName = (promo: Pick<CartPromotion, 'nameEn' | 'nameFr'>, lang: Language) =>
  lang === 'fr' ? promo.nameFr : promo.nameEn;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * Promotion texts hold simple HTML (cat §3), and stored markup is not trusted: the cart sends them
 * as plain text (scripts and styles dropped with their content), which the web shows as text.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|br|li|ul|ol|h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** accepted_promo_ids is a comma list; anything unreadable is dropped. */
export function parseIdList(text: string): number[] {
  const ids = text.split(',').map((part) => Number(part.trim())).filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)];
}

export function formatIdList(ids: readonly number[]): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(',');
}

/** The province tax is estimated with, or null when it is not a Canadian province code. */
export function taxProvince(...candidates: (string | null | undefined)[]): string | null {
  for (const candidate of candidates) {
    const code = candidate?.trim().toUpperCase();
    if (code && (PROVINCES as readonly string[]).includes(code)) return code;
  }
  return null;
}

// ---------------------------------------------------------------- notifications

const COUPON_MESSAGES: Record<CouponErrorCode, string> = {
  invalid: 'This coupon code is not valid.',
  expired: 'This coupon has expired.',
  alreadyApplied: 'This coupon is already applied.',
  exceedsSubtotal: 'The coupon amount is more than the order subtotal.',
  minimumNotMet: 'The order subtotal is below the minimum for this coupon.',
  autoOrderOnly: 'This coupon is for AutoOrder subscriptions only.',
  notForAutoOrder: 'This coupon cannot be used with an AutoOrder subscription.',
  alreadyUsed: 'You have already used this coupon: it can be used once.',
};

const MESSAGES: Record<CartNotificationCode, { message: string; type: CartNotification['messageType'] }> = {
  'cart.itemAdded': { message: 'item added to cart', type: 'Success' },
  'cart.itemUpdated': { message: 'cart updated', type: 'Success' },
  'cart.itemRemoved': { message: 'item removed from cart', type: 'Success' },
  'cart.cleared': { message: 'cart cleared', type: 'Success' },
  'cart.promoProductUpdated': { message: 'promo product updated in cart', type: 'Success' },
  'cart.outOfStock': { message: 'products out of stock', type: 'Error' },
  'cart.quantityLimited': { message: 'quantity limited to {max}', type: 'Warning' },
  'cart.refreshed': { message: 'cart refreshed', type: 'Success' },
  'cart.monthlyLimit': { message: LIMIT_TEXTS.monthly.en, type: 'Error' },
  'cart.allocationLimit': { message: LIMIT_TEXTS.allocation.en, type: 'Error' },
  'cart.orderBelowMinimum': { message: POLICY_TEXTS.belowMinimum.en, type: 'Warning' },
  'cart.orderAboveMaximum': { message: POLICY_TEXTS.aboveMaximum.en, type: 'Warning' },
  'coupon.applied': { message: 'coupon applied', type: 'Success' },
  'coupon.removed': { message: 'coupon removed', type: 'Success' },
  'coupon.invalid': { message: COUPON_MESSAGES.invalid, type: 'Error' },
  'coupon.expired': { message: COUPON_MESSAGES.expired, type: 'Error' },
  'coupon.alreadyApplied': { message: COUPON_MESSAGES.alreadyApplied, type: 'Error' },
  'coupon.exceedsSubtotal': { message: COUPON_MESSAGES.exceedsSubtotal, type: 'Error' },
  'coupon.minimumNotMet': { message: COUPON_MESSAGES.minimumNotMet, type: 'Error' },
  'coupon.autoOrderOnly': { message: COUPON_MESSAGES.autoOrderOnly, type: 'Error' },
  'coupon.notForAutoOrder': { message: COUPON_MESSAGES.notForAutoOrder, type: 'Error' },
  'coupon.alreadyUsed': { message: COUPON_MESSAGES.alreadyUsed, type: 'Error' },
};

/** A notification with its English text; `type` overrides the usual kind (e.g. a warning on load). */
export function notification(
  code: CartNotificationCode,
  options: { values?: Record<string, string | number>; type?: CartNotification['messageType'] } = {},
): CartNotification {
  const { message, type } = MESSAGES[code];
  const messageType = options.type ?? type;
  const text = message.replace(/\{(\w+)\}/g, (_, key: string) => String(options.values?.[key] ?? `{${key}}`));
  return {
    message: text,
    messageType,
    isError: messageType === 'Error',
    code,
    ...(options.values ? { values: options.values } : {}),
  };
}

export function couponNotification(error: CouponErrorCode, type: CartNotification['messageType'] = 'Error'): CartNotification {
  return notification(`coupon.${error}`, { type });
}
