/**
 * The checkout feature's public module: the review's plan and rules that placing an order (orders/)
 * repeats, and the plugin app.ts registers. Checkout never imports orders: orders sits above it
 * (docs/architecture.md "Server features").
 */
export { planCheckout, type CheckoutPlan, type PlannedGroup } from './checkout-plan';
export { isStoredAddressValid, linesAwaitingApproval, outOfStockProductIds, quantitiesByProduct, recursOnAutoOrder } from './checkout-rules';
export { optionName } from './checkout-texts';
export { findProductDetails, findShopperContact, type ProductDetails, type ShopperClinic } from './checkout.queries';
export { checkoutFeature } from './checkout.plugin';
