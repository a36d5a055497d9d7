import { CartDropdown } from '../features/cart';

/**
 * The header's cart place (cc: cart dropdown). For now a link to the cart; the cart feature
 * replaces the body of this component with its dropdown (item count, mini cart).
 */
export function CartDropdownSlot() {
  return <CartDropdown />;
}
