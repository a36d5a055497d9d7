import type { Cents } from '../money';
import type { ShippingLineInput } from './types';

export interface ShippingTotals {
  /** Sum of the chosen delivery options' prices. */
  shipping: Cents;
  /** Sum of what is waived: the whole price of a free option, else its free-shipping discount (at most its price). */
  shippingDiscount: Cents;
}

export function shippingTotals(lines: readonly ShippingLineInput[]): ShippingTotals {
  let shipping = 0;
  let shippingDiscount = 0;
  for (const line of lines) {
    const price = Math.max(0, line.price);
    shipping += price;
    shippingDiscount += line.isFree ? price : Math.min(price, Math.max(0, line.freeShippingDiscount));
  }
  return { shipping, shippingDiscount };
}
