import type { BuyAgainResponse } from '../../../contracts/account-orders';
import { addItemsToCart, type CartContext } from '../../shop/cart';
import { listOrderItems, orderNotFound } from '../../shop/orders';
import { findOwnOrder } from './account-orders.queries';

/**
 * "Buy again" (issue 14): the order's items go back in the cart for the same pets, through the
 * cart's add-to-cart rules (today's prices, stock and limits). A free or discounted item of a
 * buy-one-get-one offer is not added itself: the cart adds it again when the offer still runs.
 * Answers what went in and, for the rest, why not.
 */
export async function buyAgain(ctx: CartContext, orderId: number): Promise<BuyAgainResponse> {
  const order = await findOwnOrder(ctx.db, ctx.userId, orderId);
  if (!order) throw orderNotFound();
  const items = (await listOrderItems(ctx.db, orderId)).filter((i) => i.promo_parent_order_item_id === null);
  const outcomes = await addItemsToCart(ctx, items.map((i) => ({
    productId: Number(i.product_id), petId: i.pet_id === null ? null : Number(i.pet_id), quantity: Number(i.quantity),
  })));
  const result: BuyAgainResponse = { added: [], notAdded: [] };
  items.forEach((item, index) => {
    const outcome = outcomes[index]!;
    const base = { productId: Number(item.product_id), name: item.name, petName: item.pet_name };
    if (outcome.outcome === 'added') result.added.push({ ...base, quantity: outcome.quantity });
    else if (outcome.outcome === 'quantity_limited') {
      result.added.push({ ...base, quantity: outcome.quantity });
      result.notAdded.push({ ...base, quantity: Number(item.quantity) - outcome.quantity, reason: 'quantity_limited', maxQuantity: outcome.maxQuantity });
    } else result.notAdded.push({ ...base, quantity: Number(item.quantity), reason: outcome.outcome, maxQuantity: null });
  });
  return result;
}
