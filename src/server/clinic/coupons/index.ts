/**
 * The clinic's coupons (issue 17 "Coupons"), managed by the clinic admin in the portal. The cart
 * applies them (cart/ reads the shopper's clinic's codes; orders/ records each use).
 */
export { couponRoutes } from './coupons.routes';
