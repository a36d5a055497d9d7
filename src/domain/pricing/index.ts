/** The pricing engine: pure functions from plain cart input to every figure shown (cc §9, cat §9). */
export { priceCart } from './price-cart';
export { shareAccountCredit } from './account-credit';
export { isBogoChoiceAllowed } from './bogo';
export { displayPrices, promotionUnitPrice, isBogoPromotion } from './display-prices';
export { atRetailDiscount, retailDiscounted } from './retail-discount';
export { checkCouponApplication, type CouponErrorCode, type CouponInput } from './coupon';
export type { CartLineInput, PricedCart, PricedLine, ProductPriceInput, PromotionInput, ShippingLineInput } from './types';
