import type { CartResponse } from '../../../../../contracts/cart';
import { apiDelete } from '../../../../api/client';
import { cartSchema } from './cart-schema';
import { useCartMutation, type CartMutationOptions } from './cart-mutation';

/** DELETE /api/cart/item/{id} (cc §7): the line goes with its free items. */
export function removeCartItem(itemId: number): Promise<CartResponse> {
  return apiDelete(`/api/cart/item/${itemId}`, { schema: cartSchema, handleErrors: false });
}

export function useRemoveCartItem(options?: CartMutationOptions) {
  return useCartMutation<number>(removeCartItem, options);
}
