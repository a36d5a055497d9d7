import type { CartResponse } from '../../../../../contracts/cart';
import { apiPut } from '../../../../api/client';
import { cartSchema } from './cart-schema';
import { useCartMutation, type CartMutationOptions } from './cart-mutation';

/** PUT /api/cart/item/{id}/switchBogoProduct/?productId=&isao= (cc §7). */
export function switchBogoProduct(itemId: number, productId: number, options: { isao?: boolean } = {}): Promise<CartResponse> {
  return apiPut(`/api/cart/item/${itemId}/switchBogoProduct/`, {
    query: { productId, isao: options.isao ? '1' : '' },
    schema: cartSchema,
    handleErrors: false,
  });
}

export function useSwitchBogoProduct(options?: CartMutationOptions) {
  return useCartMutation<{ itemId: number; productId: number }>(({ itemId, productId }) => switchBogoProduct(itemId, productId), options);
}
