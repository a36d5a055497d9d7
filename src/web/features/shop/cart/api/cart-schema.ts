/**
 * The cart's answer schemas, imported when a cart call is made: the header loads the cart on every
 * page, and zod with the cart's contract would otherwise join every page's first download
 * (docs/decisions/083-web-kits.md).
 */
export const cartSchema = () => import('../../../../../contracts/cart').then((contract) => contract.cartResponseSchema);
export const promoProductChoicesSchema = () =>
  import('../../../../../contracts/cart').then((contract) => contract.promoProductChoicesResponseSchema);
export const addPetSchema = () => import('../../../../../contracts/cart-account').then((contract) => contract.addPetResponseSchema);
export const trackAvailabilitySchema = () =>
  import('../../../../../contracts/cart-account').then((contract) => contract.trackAvailabilityResponseSchema);
