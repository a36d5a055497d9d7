/** The pricing engine: pure functions from plain cart input to every figure shown (cc §9, cat §9). */
export { priceCart } from './price-cart';
export { priceLines, type PricedLines } from './price-lines';
export { isBogoChoiceAllowed } from './bogo';
export { displayPrices, promotionUnitPrice, isBogoPromotion, type DisplayPrices } from './display-prices';
export { notQualifiedReason, isPromotionQualified, productQuantities, type NotQualifiedReason } from './promotion-eligibility';
export { isRebatePromotion } from './line-reductions';
export {
  checkCouponApplication,
  evaluateCoupon,
  isValidCouponCodeFormat,
  isSameCouponCode,
  normalizeCouponCode,
  type CouponApplication,
  type CouponDiscount,
  type CouponErrorCode,
  type CouponInput,
  type CouponResult,
} from './coupon';
export { applyAccountCredit, type AccountCredit } from './account-credit';
export { shippingTotals, type ShippingTotals } from './shipping';
export type {
  CartLineInput,
  DiscountRow,
  PriceCartInput,
  PricedCart,
  PricedCoupon,
  PricedLine,
  ProductPriceInput,
  PromoProductGroupInput,
  PromotionInput,
  ShippingLineInput,
} from './types';
