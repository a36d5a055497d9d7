/**
 * The cart feature's public module: what addresses, payment methods, checkout and orders may use of
 * the cart (its model, rules, loaded view and the few cart operations they run inside their own
 * transactions), the plugin app.ts registers and the demo coupons the seed writes. Everything else in
 * cart/ (its queries, routes, mapper internals) is internal (docs/architecture.md "Server features").
 */
export type { Address, CartContext, CartLine, CartProduct, PaymentMethod, Prescription } from './cart-model';
export { ACCOUNT_CREDIT_MIN_ORDER_CENTS, isApproved, isProductAvailable, lineMaxQuantity, needsApproval, prescriptionFor, productName, taxProvince } from './cart-rules';
export { atClinicPrices, loadCart, priceLoadedCart, resolveSelections, type LoadedCart } from './cart-view';
export { toCart, toSavedAddress, toSavedPaymentMethod } from './cart-mapper';
export { deleteCartLines, ensureCart, lockCart, recordCouponRedemption, setCartCoupon, touchCart } from './cart.queries';
/** The look-ups an AutoOrder's order makes of the shopper and the catalogue in place of a cart (issue 15). */
export { findActivePromotions, findProducts, findShopperAccount, findShopperPolicies, listAddresses, listPaymentMethods, listPrescriptions } from './cart-lookups.queries';
export { refreshedCart } from './cart.service';
export { cartFeature } from './cart.plugin';
export { seedDemoCoupons } from './demo-coupons';
/** The account's "Buy again": products back in the cart through the cart's own rules, item by item. */
export { addItemsToCart, type AddItemOutcome, type ItemToAdd } from './add-items.service';
