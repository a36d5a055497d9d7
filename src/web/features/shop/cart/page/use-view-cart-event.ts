import { useEffect, useRef } from 'react';
import type { Cart } from '../../../../../contracts/cart';
import { trackViewCart } from '../../../../analytics/data-layer';
import { analyticsItem } from '../lib/cart-view';

/** view_cart once per visit of the page, with the cart as it was loaded (currency CAD). */
export function useViewCartEvent(cart: Cart | null, fresh: boolean): void {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !cart || !fresh) return;
    sent.current = true;
    trackViewCart(cart.items.map((item) => analyticsItem(item, cart.promoCode)), cart.itemSubtotal);
  }, [cart, fresh]);
}
