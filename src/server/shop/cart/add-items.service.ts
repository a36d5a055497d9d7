import { findOwnPet, findProduct } from './cart-lookups.queries';
import type { CartContext } from './cart-model';
import { isProductAvailable, lineMaxQuantity, prescriptionFor } from './cart-rules';
import { addItem, shopperLookups } from './cart.service';

/**
 * Puts several products back in the cart for their pets (issue 14 "Buy again"), each through the
 * cart's own add-to-cart rules, and answers, item by item, what went in and why the others did not:
 * a product no longer sold, out of stock, a pet since removed, or a quantity above what the cart
 * allows for the line (then as many as allowed go in). Runs in the caller's transaction.
 */
export interface ItemToAdd {
  productId: number;
  petId: number | null;
  quantity: number;
}

export type AddItemOutcome =
  | { outcome: 'added'; quantity: number }
  | { outcome: 'quantity_limited'; quantity: number; maxQuantity: number }
  | { outcome: 'out_of_stock' | 'unavailable' | 'pet_removed'; quantity: 0 };

export async function addItemsToCart(ctx: CartContext, items: readonly ItemToAdd[]): Promise<AddItemOutcome[]> {
  const known = await shopperLookups(ctx);
  const { prescriptions, policies } = known;
  const outcomes: AddItemOutcome[] = [];
  for (const item of items) {
    const product = await findProduct(ctx.db, item.productId);
    if (!product) { outcomes.push({ outcome: 'unavailable', quantity: 0 }); continue; }
    const pet = item.petId === null ? null : await findOwnPet(ctx.db, ctx.userId, item.petId);
    if (!pet) { outcomes.push({ outcome: 'pet_removed', quantity: 0 }); continue; }
    if (!isProductAvailable(product, ctx.now)) { outcomes.push({ outcome: 'out_of_stock', quantity: 0 }); continue; }
    const max = lineMaxQuantity(product, prescriptionFor(prescriptions, pet.id, product.familyId, null), policies.maxQuantityPerOrder);
    const response = await addItem(ctx, { productId: product.id, petId: pet.id, quantity: Math.min(item.quantity, max) }, false, known);
    const line = response.cart?.items.find((i) => i.productID === product.id && i.petId === pet.id && i.promoParentCartItemID === null);
    const limited = item.quantity > max || response.notifications.some((n) => n.code === 'cart.quantityLimited');
    if (!response.cart || !line) outcomes.push({ outcome: 'out_of_stock', quantity: 0 });
    else if (limited) outcomes.push({ outcome: 'quantity_limited', quantity: Math.min(item.quantity, max), maxQuantity: max });
    else outcomes.push({ outcome: 'added', quantity: item.quantity });
  }
  return outcomes;
}
