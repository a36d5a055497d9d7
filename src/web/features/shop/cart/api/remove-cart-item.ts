import type { CartResponse } from '../../../../../contracts/cart';
import { apiDelete } from '../../../../api/client';
import { useCartMutation, type CartMutationOptions } from './cart-mutation';

/** DELETE /api/cart/item/{id} (cc §7): the line goes with its free items. */
export function removeCartItem(itemId: number): Promise<CartResponse> {
  return apiDelete<CartResponse>(`/api/cart/item/${itemId}`, { handleErrors: false });
}

export function useRemoveCartItem(options?: CartMutationOptions) {
  return useCartMutation<number>(removeCartItem, options);
}
