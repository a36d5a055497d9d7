/**
 * The cart for other features: put products back in the shopper's cart through the cart's own
 * rules, learning item by item what could not be added and why (the account's "Buy again").
 */
export { addItemsToCart, type AddItemOutcome, type ItemToAdd } from './add-items.service';
export type { CartContext } from './cart-model';
