import type { LineReduction } from '../../../../../contracts/cart';
import type { GroupItem } from '../../../../../contracts/checkout';

/**
 * Why a line costs less than quantity × unit price (issue 11 item 3): the cart line's reductions,
 * or, while the cart and the review disagree for a moment, the difference as a plain discount.
 */
export function groupItemReductions(item: GroupItem, cartReductions: readonly LineReduction[] | undefined): readonly LineReduction[] {
  const taken = item.quantity * item.unitPrice - item.totalPrice;
  if (taken <= 0) return [];
  const known = cartReductions ?? [];
  if (known.reduce((sum, reduction) => sum + reduction.amount, 0) === taken) return known;
  return [{ kind: 'offer', specialOfferId: null, name: null, amount: taken }];
}
